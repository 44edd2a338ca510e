import {
  type BotDifficulty,
  type BotType,
  type Bracket,
  type BracketMatch,
  DEFAULT_TIMINGS,
  freeName,
  GAME_NAME_MAX_LENGTH,
  type GameSettings,
  type HostSeat,
  type Intent,
  type Rng,
  type Timings,
} from "@riddlebook/rules";
import { randomPageNumber } from "@riddlebook/words/wordbook";
import type { FastifyBaseLogger } from "fastify";
import { uniqueViolationTarget } from "../../db/unique-violation";
import type { GameService } from "../../game/game-service";
import type { MatchRow } from "./match-repository";
import type { EntrantRow, TournamentRow } from "./repository";

/** A bot-only match waits this long at most in scoring: nobody is there to press Continue. */
const UNATTENDED_SCORING_MS = 5000;

/** The two entrants of a ready match, by side. */
export function matchSeats(match: BracketMatch, entrants: readonly EntrantRow[]): [EntrantRow, EntrantRow] {
  const byId = new Map(entrants.map((e) => [e.id, e]));
  const [a, b] = match.sides.map((id) => byId.get(id ?? "")) as [EntrantRow?, EntrantRow?];
  if (!a || !b) throw new Error(`match ${match.id} is not between two entrants`);
  return [a, b];
}

interface MatchGameDeps {
  games: GameService;
  log: FastifyBaseLogger;
  rng: Rng;
  timings: Partial<Timings>;
}

/** "Spring Cup · W1-2", shortened to fit a game name. */
function gameName(tournamentName: string, matchId: string): string {
  const suffix = ` · ${matchId}`;
  const room = GAME_NAME_MAX_LENGTH - suffix.length;
  const name =
    [...tournamentName].length > room
      ? `${[...tournamentName].slice(0, room - 1).join("")}…`
      : tournamentName;
  return `${name}${suffix}`;
}

/**
 * Makes the match's game unless it exists (docs/decisions/033-tournaments.md), through the game
 * authority like every game: a public head-to-head game of the tournament's rounds, in setup with
 * both sides seated (the seats `stored` names) and a page chosen. A person's seat starts
 * disconnected and not ready: opening the game connects them, and the tournament service then marks
 * them ready, so the game starts once both sides are (a bot is always ready). Between two bots the
 * game is unattended, hosted by the first bot, and starts at once. A game made meanwhile by another
 * instance (same id) is left alone. True when this call made it.
 */
export async function ensureMatchGame(
  deps: MatchGameDeps,
  row: TournamentRow,
  bracket: Bracket,
  stored: MatchRow,
  entrants: readonly EntrantRow[],
): Promise<boolean> {
  if (await deps.games.load(stored.game_id)) return false;
  const match = bracket.matches.find((m) => m.id === stored.match_id);
  if (!match) return false;
  const [a, b] = matchSeats(match, entrants);
  const seats = [
    { entrant: a, playerId: stored.player_a },
    { entrant: b, playerId: stored.player_b },
  ];
  const host = seats.find((s) => s.entrant.is_bot === 0) ?? (seats[0] as (typeof seats)[number]);
  const guest = seats.find((s) => s !== host) as (typeof seats)[number];
  const unattended = host.entrant.is_bot === 1;
  const hostSeat: HostSeat = {
    playerId: host.playerId,
    userId: host.entrant.user_id,
    name: host.entrant.name,
    ...(unattended ? { bot: botOf(host.entrant) } : {}),
  };
  const setup: Intent[] = [
    { type: "choosePage", playerId: host.playerId, pageNumber: randomPageNumber(deps.rng) },
    guest.entrant.is_bot === 1
      ? {
          type: "addBot",
          playerId: host.playerId,
          botId: guest.playerId,
          ...botOf(guest.entrant),
          name: guest.entrant.name,
        }
      : {
          type: "join",
          playerId: guest.playerId,
          userId: guest.entrant.user_id,
          name: freeName({ players: [{ name: host.entrant.name }] }, guest.entrant.name),
        },
    // People have not opened the game yet: connecting is how they show (the service readies them).
    ...seats
      .filter((s) => s.entrant.is_bot === 0)
      .map((s): Intent => ({ type: "setConnected", playerId: s.playerId, connected: false })),
  ];
  const timings = unattended
    ? {
        ...deps.timings,
        scoringMs: Math.min(deps.timings.scoringMs ?? DEFAULT_TIMINGS.scoringMs, UNATTENDED_SCORING_MS),
      }
    : deps.timings;
  const settings: Omit<GameSettings, "joinCode"> = {
    id: stored.game_id,
    name: gameName(row.name, match.id),
    isPublic: true,
    gameMode: "head_to_head",
    totalRounds: row.rounds_per_match,
    maxPlayers: 2,
    timings,
    ...(unattended ? { unattended: true } : {}),
  };
  try {
    await deps.games.create(settings, hostSeat, setup);
    return true;
  } catch (error) {
    // Made at the same moment by another instance: its game stands.
    if (uniqueViolationTarget(error) !== null && (await deps.games.load(stored.game_id))) return false;
    deps.log.warn(
      { err: error, gameId: stored.game_id, tournamentId: row.id },
      "tournament match game not made",
    );
    return false;
  }
}

function botOf(entrant: EntrantRow): { botType: BotType; difficulty: BotDifficulty } {
  return {
    botType: (entrant.bot_type ?? "random") as BotType,
    difficulty: (entrant.difficulty ?? "medium") as BotDifficulty,
  };
}
