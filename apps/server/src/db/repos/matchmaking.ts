import type { GameState } from "@riddlebook/rules";
import { type Kysely, PostgresAdapter } from "kysely";
import type { Database, Db } from "../schema";
import { insertGameRows, listLiveJoinCodes } from "./games";

/** Where a seeker's entry stands: queued, being turned into a bot game, or matched into `gameId`. */
export type EntryStatus = "waiting" | "claiming" | "matched";

/** A seeker's one queue entry. */
export interface MatchEntry {
  userId: string;
  playerName: string;
  gameMode: string;
  preferredRounds: number;
  skillLevel: string;
  status: EntryStatus;
  gameId: string | null;
  joinedAt: number;
  lastSeenAt: number;
  matchedAt: number | null;
}

/** What a seeker asks for, as stored. */
export interface EntryPreferences {
  playerName: string;
  gameMode: string;
  preferredRounds: number;
  skillLevel: string;
}

/** A pair the matcher decided on, with the started game it made for them. */
export interface PlannedMatch {
  state: GameState;
  /** Host first (the longer-waiting seeker). */
  userIds: readonly [string, string];
}

type Row = Database["matchmaking_entries"];

function toEntry(row: Row): MatchEntry {
  return {
    userId: row.user_id,
    playerName: row.player_name,
    gameMode: row.game_mode,
    preferredRounds: Number(row.preferred_rounds),
    skillLevel: row.skill_level,
    status: row.status as EntryStatus,
    gameId: row.game_id,
    joinedAt: Number(row.joined_at),
    lastSeenAt: Number(row.last_seen_at),
    matchedAt: row.matched_at === null ? null : Number(row.matched_at),
  };
}

const preferenceColumns = (p: EntryPreferences) => ({
  player_name: p.playerName,
  game_mode: p.gameMode,
  preferred_rounds: p.preferredRounds,
  skill_level: p.skillLevel,
});

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function findEntry(db: Db, userId: string): Promise<MatchEntry | null> {
  const row = await db
    .selectFrom("matchmaking_entries")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** Queues a new seeker. False when the user already has an entry (the caller re-reads it). */
export async function insertWaitingEntry(
  db: Db,
  userId: string,
  preferences: EntryPreferences,
  now: number,
): Promise<boolean> {
  const result = await db
    .insertInto("matchmaking_entries")
    .values({
      user_id: userId,
      ...preferenceColumns(preferences),
      status: "waiting",
      game_id: null,
      joined_at: now,
      last_seen_at: now,
      matched_at: null,
    })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** A re-posted join: refreshes a waiting entry's preferences and liveness. False when it is no longer waiting. */
export async function refreshWaitingEntry(
  db: Db,
  userId: string,
  preferences: EntryPreferences,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable("matchmaking_entries")
    .set({ ...preferenceColumns(preferences), last_seen_at: now })
    .where("user_id", "=", userId)
    .where("status", "=", "waiting")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A status poll: keeps a waiting entry alive. False when it is no longer waiting. */
export async function touchWaitingEntry(db: Db, userId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("matchmaking_entries")
    .set({ last_seen_at: now })
    .where("user_id", "=", userId)
    .where("status", "=", "waiting")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Starts a new search in place of an entry that is over (expired, or matched into a game that has
 * ended). Only if the entry is still exactly `seen` (status and start): false when it changed meanwhile.
 */
export async function restartEntry(
  db: Db,
  seen: MatchEntry,
  preferences: EntryPreferences,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable("matchmaking_entries")
    .set({
      ...preferenceColumns(preferences),
      status: "waiting",
      game_id: null,
      joined_at: now,
      last_seen_at: now,
      matched_at: null,
    })
    .where("user_id", "=", seen.userId)
    .where("status", "=", seen.status)
    .where("joined_at", "=", seen.joinedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the entry if it is still exactly `seen`. */
export async function deleteEntryIfUnchanged(db: Db, seen: MatchEntry): Promise<boolean> {
  const result = await db
    .deleteFrom("matchmaking_entries")
    .where("user_id", "=", seen.userId)
    .where("status", "=", seen.status)
    .where("joined_at", "=", seen.joinedAt)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Leaving the queue: removes a waiting entry. False when there was none (or it was already matched). */
export async function deleteWaitingEntry(db: Db, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("matchmaking_entries")
    .where("user_id", "=", userId)
    .where("status", "=", "waiting")
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Takes a waiting entry out of the queue to give it a bot game: only if it has waited since
 * `joinedBefore` and was refreshed since `seenAfter`. A pass holding the row makes this wait, then
 * see the row matched and claim nothing.
 */
export async function claimForBot(
  db: Db,
  userId: string,
  limits: { joinedBefore: number; seenAfter: number },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable("matchmaking_entries")
    .set({ status: "claiming", matched_at: now, last_seen_at: now })
    .where("user_id", "=", userId)
    .where("status", "=", "waiting")
    .where("joined_at", "<=", limits.joinedBefore)
    .where("last_seen_at", ">=", limits.seenAfter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The bot game exists: the claimed entry is matched into it. */
export async function finishBotClaim(db: Db, userId: string, gameId: string, now: number): Promise<void> {
  await db
    .updateTable("matchmaking_entries")
    .set({ status: "matched", game_id: gameId, matched_at: now })
    .where("user_id", "=", userId)
    .where("status", "=", "claiming")
    .execute();
}

/** Making the bot game failed: the seeker goes back to waiting, keeping their place. */
export async function releaseBotClaim(db: Db, userId: string, now: number): Promise<void> {
  await db
    .updateTable("matchmaking_entries")
    .set({ status: "waiting", matched_at: null, last_seen_at: now })
    .where("user_id", "=", userId)
    .where("status", "=", "claiming")
    .execute();
}

interface MatchPassOptions {
  now: number;
  /** Waiting entries last refreshed before this have expired: the pass deletes them. */
  staleBefore: number;
  /** Most waiting entries one pass considers (oldest first). */
  limit: number;
  /**
   * Pairs the waiting entries and builds each pair's started game, with join codes not in `liveCodes`.
   * Pure: it runs inside the transaction, on entries the transaction holds.
   */
  plan: (waiting: MatchEntry[], liveCodes: Set<string>) => PlannedMatch[];
}

/** Thrown when a pair's entries were no longer both waiting at write time (nothing is written). */
export class MatchConflictError extends Error {
  override name = "MatchConflictError";
}

/**
 * One matching pass, in one transaction, on either dialect:
 * 1. Update the single `matchmaking_lock` row. On PostgreSQL that row lock makes passes from every
 *    instance run one after another, so each sees the whole queue; on SQLite the write takes the
 *    database's write lock at once (BEGIN IMMEDIATE semantics) before anything is read.
 * 2. Delete expired waiting entries.
 * 3. Read the oldest waiting entries, `FOR UPDATE SKIP LOCKED` on PostgreSQL: rows another
 *    transaction is changing (a leave, a bot claim) are left for the next pass instead of waited on.
 * 4. Insert every planned game with its seats, and mark both entries of each pair matched. A pair
 *    whose entries are not both still waiting aborts the whole pass (MatchConflictError).
 * Either all of it commits or none: no one is matched twice or left half-matched.
 */
export async function runMatchPass(
  db: Db,
  options: MatchPassOptions,
): Promise<{ considered: number; matches: PlannedMatch[] }> {
  const { now } = options;
  return db.transaction().execute(async (trx) => {
    await trx.updateTable("matchmaking_lock").set({ held_at: now }).where("name", "=", "matcher").execute();
    await trx
      .deleteFrom("matchmaking_entries")
      .where("status", "=", "waiting")
      .where("last_seen_at", "<", options.staleBefore)
      .execute();
    let query = trx
      .selectFrom("matchmaking_entries")
      .selectAll()
      .where("status", "=", "waiting")
      .orderBy("joined_at")
      .orderBy("user_id")
      .limit(options.limit);
    if (isPostgres(trx)) query = query.forUpdate().skipLocked();
    const waiting = (await query.execute()).map(toEntry);
    if (waiting.length < 2) return { considered: waiting.length, matches: [] };

    const matches = options.plan(waiting, await listLiveJoinCodes(trx));
    if (matches.length === 0) return { considered: waiting.length, matches };
    await insertGameRows(
      trx,
      matches.map((m) => m.state),
      now,
    );
    for (const match of matches) {
      const result = await trx
        .updateTable("matchmaking_entries")
        .set({ status: "matched", game_id: match.state.id, matched_at: now })
        .where("user_id", "in", [...match.userIds])
        .where("status", "=", "waiting")
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 2) throw new MatchConflictError("a pair was no longer waiting");
    }
    return { considered: waiting.length, matches };
  });
}
