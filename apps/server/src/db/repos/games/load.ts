/**
 * Reading whole games: `games` rows are reassembled into rules `GameState`s from the core JSON,
 * earlier rounds' headers, and the riddle and guess rows, a few queries for any number of games.
 * The listings in `queries.ts` select `GAME_ROW` and hand their rows to `assembleGames`.
 */
import type { GameState, RoundState } from "@riddlebook/rules";
import type { Db } from "../../schema";
import {
  GUESS_COLUMNS,
  guessFromRow,
  RIDDLE_COLUMNS,
  type RoundHeader,
  riddleFromRow,
  roundFromHeader,
  stateFromCore,
} from "./storage";

/** A stored game: its rules state and the bookkeeping columns the database keeps beside it. */
export interface StoredGame {
  state: GameState;
  statsApplied: boolean;
}

/** The `games` columns `assembleGames` needs; select these (qualified, so joins may add others). */
export const GAME_ROW = ["games.id", "games.state", "games.stats_applied"] as const;

/** A row selected with `GAME_ROW`. */
interface GameRow {
  id: string;
  state: string;
  stats_applied: number;
}

/** Games per `IN (...)` list when reading side tables for several games. */
const ID_CHUNK = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Rebuilds whole states from their rows, one per row in the same order: the core JSON, then (only
 * for games past setup) earlier rounds, riddles and guesses, a few queries for all of `rows`
 * together. Rows of the same game past setup share one state object.
 */
export async function assembleGames(db: Db, rows: readonly GameRow[]): Promise<StoredGame[]> {
  const byId = new Map<string, GameState>();
  const states = rows.map((row) => {
    const state = stateFromCore(row.state);
    // A game in setup has no rounds: nothing to fill in.
    if (state.rounds.length === 0) return state;
    const same = byId.get(state.id);
    if (same) return same;
    byId.set(state.id, state);
    return state;
  });
  if (byId.size > 0) await fillRounds(db, byId);
  return states.map((state, i) => ({ state, statsApplied: Number(rows[i]?.stats_applied) === 1 }));
}

function roundOf(state: GameState, round: number): RoundState {
  const found = state.rounds[round - 1];
  if (!found) throw new Error(`game ${state.id}: round ${round} is not stored`);
  return found;
}

/** Fills in the states' earlier rounds, then every round's riddles and guesses, in their stored order. */
async function fillRounds(db: Db, byId: Map<string, GameState>): Promise<void> {
  const withPast = [...byId.values()].filter((state) => state.rounds.length > 1).map((state) => state.id);
  for (const ids of chunks(withPast, ID_CHUNK)) {
    const rows = await db
      .selectFrom("game_rounds")
      .select(["game_id", "round", "data"])
      .where("game_id", "in", ids)
      .execute();
    for (const row of rows) {
      const state = byId.get(row.game_id);
      // Only earlier rounds come from here: the last round's header is the core's.
      if (state && row.round < state.rounds.length) {
        state.rounds[row.round - 1] = roundFromHeader(JSON.parse(row.data) as RoundHeader);
      }
    }
  }
  for (const state of byId.values()) {
    for (let round = 1; round <= state.rounds.length; round++) roundOf(state, round);
  }
  for (const ids of chunks([...byId.keys()], ID_CHUNK)) {
    const riddles = await db
      .selectFrom("game_riddles")
      .select(RIDDLE_COLUMNS)
      .where("game_id", "in", ids)
      .orderBy("game_id")
      .orderBy("round")
      .orderBy("seq")
      .execute();
    for (const row of riddles) {
      const state = byId.get(row.game_id);
      if (!state) continue;
      const riddle = riddleFromRow(row);
      roundOf(state, riddle.round).riddles.push(riddle);
    }
    const guesses = await db
      .selectFrom("game_guesses")
      .select(GUESS_COLUMNS)
      .where("game_id", "in", ids)
      .orderBy("game_id")
      .orderBy("round")
      .orderBy("seq")
      .execute();
    for (const row of guesses) {
      const state = byId.get(row.game_id);
      if (!state) continue;
      const guess = guessFromRow(row);
      roundOf(state, guess.round).guesses.push(guess);
    }
  }
}

/** The game with this id, or null. */
export async function loadGame(db: Db, gameId: string): Promise<StoredGame | null> {
  const row = await db.selectFrom("games").select(GAME_ROW).where("id", "=", gameId).executeTakeFirst();
  return row ? ((await assembleGames(db, [row]))[0] ?? null) : null;
}
