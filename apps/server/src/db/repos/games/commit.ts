/**
 * Writing games: inserting new ones (alone, or many inside a quick-match transaction) and
 * committing a change under the version check, with its side-table rows and, when it completes the
 * game, the players' stats, all in one write batch (ADR 010).
 */
import type { BattleResult, GameState } from "@riddlebook/rules";
import type { Kysely } from "kysely";
import type { Database, Db } from "../../schema";
import { uniqueViolationTarget } from "../../unique-violation";
import { type BatchOrder, runWriteBatch, runWriteBatchIn, WriteBatch } from "../../write-batch";
import { addLeaderboardUpdates } from "../leaderboard";
import { addBattleUpdates } from "./battle-updates";
import { countCompletedGame, leaderboardDeltas } from "./fair-play";
import { writePlay, writeSeatChanges } from "./side-tables";
import { gameColumns, seatRow } from "./storage";
import { addStoryProgress } from "./story-progress";

/** Thrown by `insertGame` when the join code is already used by a game that is not complete. */
export class JoinCodeTakenError extends Error {
  override name = "JoinCodeTakenError";
}

/** Thrown inside a commit when the stored version is no longer the one the change was built on. */
export class VersionConflictError extends Error {
  override name = "VersionConflictError";
  constructor() {
    super("the game changed since it was read");
  }
}

/** What one player's stats gain from a completed game. */
export interface StatsDelta {
  userId: string;
  riddles: number;
  /** Of `riddles`, those at least one other player solved (for the leaderboards' solve rate). */
  riddlesSolved: number;
  score: number;
  won: boolean;
}

/** A change to commit: the state it was built on, the new state, and the side effects that go with it. */
interface GameCommit {
  before: GameState;
  after: GameState;
  now: number;
  /** Applied once, in the same transaction, when the commit completes the game. */
  stats?: StatsDelta[];
  /** With `stats`, when the game was a battle: its record and rating writes (`battle-updates.ts`). */
  battle?: BattleResult;
}

/** Inserts a new game and its host's seat. Throws JoinCodeTakenError when the code is live elsewhere. */
export async function insertGame(db: Db, state: GameState, now: number): Promise<void> {
  try {
    const batch = new WriteBatch(db);
    batch.add(db.insertInto("games").values({ id: state.id, created_at: now, ...gameColumns(state, now) }));
    for (const player of state.players)
      batch.add(db.insertInto("game_players").values(seatRow(state, player)));
    writePlay(batch, null, state, now);
    await runWriteBatch(db, batch);
  } catch (error) {
    const target = uniqueViolationTarget(error);
    if (target?.includes("join_code")) throw new JoinCodeTakenError();
    throw error;
  }
}

/** Games per multi-row insert in `insertGameRows`. */
const INSERT_CHUNK = 100;

/**
 * Inserts new games and their seats inside the caller's transaction, a few statements for many
 * games (quick match creates every pair's game in the transaction that claims the pair). A join
 * code already live elsewhere fails the statement like `insertGame`; the caller rolls back and retries.
 */
export async function insertGameRows(
  trx: Kysely<Database>,
  states: readonly GameState[],
  now: number,
): Promise<void> {
  for (let i = 0; i < states.length; i += INSERT_CHUNK) {
    const chunk = states.slice(i, i + INSERT_CHUNK);
    await trx
      .insertInto("games")
      .values(chunk.map((state) => ({ id: state.id, created_at: now, ...gameColumns(state, now) })))
      .execute();
    const seats = chunk.flatMap((state) => state.players.map((player) => seatRow(state, player)));
    if (seats.length > 0) await trx.insertInto("game_players").values(seats).execute();
    const play = new WriteBatch(trx);
    for (const state of chunk) writePlay(play, null, state, now);
    await runWriteBatchIn(trx, play);
  }
}

/** Adds each player's share of a completed game to their `user_stats` row. */
function applyStats(batch: WriteBatch, stats: readonly StatsDelta[]): void {
  for (const delta of stats) {
    batch.add(
      batch.q
        .updateTable("user_stats")
        .set((eb) => ({
          games_played: eb("games_played", "+", 1),
          riddles_created: eb("riddles_created", "+", delta.riddles),
          total_score: eb("total_score", "+", delta.score),
          games_won: eb("games_won", "+", delta.won ? 1 : 0),
          current_win_streak: delta.won ? eb("current_win_streak", "+", 1) : eb.val(0),
        }))
        .where("user_id", "=", delta.userId),
    );
  }
}

/**
 * Commits a change in one transaction: the game row (only if it is still at `before.version`), the
 * seats, the new riddles and guesses (one row each), a finished round's header, and the stats and
 * leaderboard rows (`repos/leaderboard.ts`) when `stats` is given. The stats keep what happened; the
 * leaderboards and the battle rating keep what counts, as the rules' `countGame` decides from facts
 * read here first (`fair-play.ts`, docs/decisions/045-what-counts-on-leaderboards.md). Throws
 * VersionConflictError (nothing written) when another writer got there first.
 */
export async function commitGame(db: Db, commit: GameCommit, order?: BatchOrder): Promise<void> {
  const { before, after, now } = commit;
  const batch = new WriteBatch(db);
  // The version check: exactly one row, or another writer got there first and nothing is written.
  // A commit carrying stats also requires that none were applied yet, so they are counted once.
  batch.add(
    db
      .updateTable("games")
      .set({
        ...gameColumns(after, now),
        ...(commit.stats ? { stats_applied: 1 } : {}),
      })
      .where("id", "=", after.id)
      .where("version", "=", before.version)
      .where((eb) => (commit.stats ? eb("stats_applied", "=", 0) : eb.lit(true))),
    1,
  );
  writeSeatChanges(batch, before, after);
  writePlay(batch, before, after, now);
  if (commit.stats) {
    const count = await countCompletedGame(db, after, now);
    applyStats(batch, commit.stats);
    addLeaderboardUpdates(batch, leaderboardDeltas(after, commit.stats, count), now);
    addStoryProgress(batch, after.id, commit.stats, now);
    if (commit.battle) await addBattleUpdates(db, batch, commit.battle, count.ratingMoves);
  }
  if ((await runWriteBatch(db, batch, order)) !== null) throw new VersionConflictError();
}
