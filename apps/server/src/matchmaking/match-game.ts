import {
  applyIntent,
  createGame,
  type GameEvent,
  type GameMode,
  type GameState,
  type Intent,
  JOIN_CODE_NUMBER,
  joinCodeWords,
  MIN_PLAYERS,
  type Rng,
  type Timings,
} from "@riddlebook/rules";
import { randomPageNumber } from "@riddlebook/words/wordbook";
import { rulesContextFor } from "../game/rules-context";

/** Every quick-match game has this name; the two players' names are on the player list. */
export const QUICK_MATCH_GAME_NAME = "Quick Match";

/** One seat of a match. */
export interface MatchSeat {
  playerId: string;
  userId: string;
  name: string;
}

export interface MatchGameSpec {
  gameId: string;
  gameMode: GameMode;
  totalRounds: number;
  /** The longer-waiting seeker: the host. */
  host: MatchSeat;
  guest: MatchSeat;
  joinCode: string;
  timings: Partial<Timings>;
  now: number;
  rng: Rng;
}

/** Thrown when the rules refuse a step of building a match's game (a bug, or bad stored data). */
export class MatchGameError extends Error {
  override name = "MatchGameError";
}

/**
 * A quick match's game, already started: private, two seats, the mode and rounds asked for, a
 * random wordbook page, both players ready, so the rules start the writing phase at once. Built
 * from the rules' own intents (create, choosePage, setReady, join), so it is a game like any other;
 * pure, so it can run inside the transaction that claims the pair.
 */
export function buildMatchGame(spec: MatchGameSpec): { state: GameState; events: GameEvent[] } {
  const created = createGame(
    {
      id: spec.gameId,
      name: QUICK_MATCH_GAME_NAME,
      isPublic: false,
      gameMode: spec.gameMode,
      totalRounds: spec.totalRounds,
      maxPlayers: MIN_PLAYERS,
      timings: spec.timings,
      joinCode: spec.joinCode,
    },
    { playerId: spec.host.playerId, userId: spec.host.userId, name: spec.host.name },
    { now: spec.now, rng: spec.rng },
  );
  if (!created.ok) throw new MatchGameError(`match game refused: ${created.rejection.code}`);
  let state = created.state;
  const events: GameEvent[] = [];
  const steps: Intent[] = [
    { type: "choosePage", playerId: spec.host.playerId, pageNumber: randomPageNumber(spec.rng) },
    { type: "setReady", playerId: spec.host.playerId, isReady: true },
    // Everyone seated is ready, so the rules seat the guest ready too, and the game starts.
    { type: "join", playerId: spec.guest.playerId, userId: spec.guest.userId, name: spec.guest.name },
  ];
  for (const intent of steps) {
    const result = applyIntent(state, intent, rulesContextFor(state, spec.now, spec.rng));
    if (!result.ok)
      throw new MatchGameError(`match game step ${intent.type} refused: ${result.rejection.code}`);
    state = result.state;
    events.push(...result.events);
  }
  if (state.phase !== "writing") throw new MatchGameError(`match game did not start (${state.phase})`);
  return { state, events };
}

/**
 * Picks join codes for new games of a mode among the codes not in `used` (which it extends), at
 * random; null when the mode's codes are all in use.
 */
export function freeJoinCode(gameMode: GameMode, used: Set<string>, rng: Rng): string | null {
  const words = joinCodeWords(gameMode);
  const span = JOIN_CODE_NUMBER.max - JOIN_CODE_NUMBER.min + 1;
  const total = words.length * span;
  const codeAt = (i: number) => `${words[Math.floor(i / span)]}${JOIN_CODE_NUMBER.min + (i % span)}`;
  // Random draws first (cheap while most codes are free), then a scan from a random start.
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = codeAt(Math.floor(rng() * total));
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
  const start = Math.floor(rng() * total);
  for (let k = 0; k < total; k++) {
    const code = codeAt((start + k) % total);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
  return null;
}
