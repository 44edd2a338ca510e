import type { GameMode, GameSettings, HostSeat, Intent, Rng, Timings } from "@riddlebook/rules";
import { BOT_TYPES, DEFAULT_BOT_DIFFICULTY, freeName, MIN_PLAYERS } from "@riddlebook/rules";
import { randomPageNumber } from "@riddlebook/words/wordbook";
import type { MatchEntry } from "../db/repos/matchmaking";
import type { IdGenerator } from "../deps";
import type { GameService } from "../game/game-service";

/** Every quick-match game has this name; the two players' names are on the player list. */
const QUICK_MATCH_GAME_NAME = "Quick Match";

/** One seat of a match. */
interface MatchSeat {
  playerId: string;
  userId: string;
  name: string;
}

interface MatchGameSpec {
  gameId: string;
  gameMode: GameMode;
  totalRounds: number;
  /** The longer-waiting seeker: the host. */
  host: MatchSeat;
  guest: MatchSeat;
  joinCode: string;
  timings: Partial<Timings>;
  rng: Rng;
}

/**
 * What a quick match's game is made of, for `GameService.prepare`: a private two-seat game of the
 * mode and rounds asked for, then the rules' own intents (a random page, the host ready, the guest
 * joining), after which everyone seated is ready and the rules start the writing phase at once.
 * Names are unique at a table (docs/product.md §3): a guest who asked for the host's name (in any
 * case) plays as "<name> 2".
 */
export function matchGameRecipe(spec: MatchGameSpec): {
  settings: GameSettings;
  host: HostSeat;
  setup: Intent[];
} {
  return {
    settings: {
      id: spec.gameId,
      name: QUICK_MATCH_GAME_NAME,
      isPublic: false,
      gameMode: spec.gameMode,
      totalRounds: spec.totalRounds,
      maxPlayers: MIN_PLAYERS,
      timings: spec.timings,
      joinCode: spec.joinCode,
    },
    host: { playerId: spec.host.playerId, userId: spec.host.userId, name: spec.host.name },
    setup: [
      { type: "choosePage", playerId: spec.host.playerId, pageNumber: randomPageNumber(spec.rng) },
      { type: "setReady", playerId: spec.host.playerId, isReady: true },
      {
        type: "join",
        playerId: spec.guest.playerId,
        userId: spec.guest.userId,
        name: freeName({ players: [spec.host] }, spec.guest.name),
      },
    ],
  };
}

/**
 * A seeker's game against a bot of a random type at the default difficulty, when they accept the
 * bot offer: a private two-seat game of the mode and rounds they asked for, already writing (the bot
 * is ready and a page is chosen, so readying the host starts it). Returns the game's id.
 */
export async function createBotMatchGame(
  deps: { games: GameService; ids: IdGenerator; rng: Rng; timings: Partial<Timings> },
  entry: MatchEntry,
): Promise<string> {
  const { games, ids, rng } = deps;
  const hostId = ids.newId();
  const botType = BOT_TYPES[Math.floor(rng() * BOT_TYPES.length)] ?? "random";
  const state = await games.create(
    {
      id: ids.newId(),
      name: QUICK_MATCH_GAME_NAME,
      isPublic: false,
      gameMode: entry.gameMode as GameMode,
      totalRounds: entry.preferredRounds,
      maxPlayers: 2,
      timings: deps.timings,
    },
    { playerId: hostId, userId: entry.userId, name: entry.playerName },
    [
      { type: "choosePage", playerId: hostId, pageNumber: randomPageNumber(rng) },
      { type: "addBot", playerId: hostId, botId: ids.newId(), botType, difficulty: DEFAULT_BOT_DIFFICULTY },
      // The bot is ready and a page is chosen: readying the host starts the game.
      { type: "setReady", playerId: hostId, isReady: true },
    ],
  );
  return state.id;
}
