import type { Db } from "../../db/schema";

/**
 * Presence rows (docs/decisions/020-friends-presence-challenges-leaderboards.md): one per
 * (instance, user) with a user socket open on that instance, re-stamped while it stays open. A row
 * older than the stale limit belongs to an instance that is gone; any instance may delete it.
 */

/** What one instance says about one user. */
export interface PresenceRow {
  instanceId: string;
  userId: string;
  status: "online" | "away";
  /** A game the user is seated in and that was live when reported; null otherwise. */
  gameId: string | null;
  updatedAt: number;
}

const toRow = (row: {
  instance_id: string;
  user_id: string;
  status: string;
  game_id: string | null;
  updated_at: number;
}): PresenceRow => ({
  instanceId: row.instance_id,
  userId: row.user_id,
  status: row.status === "online" ? "online" : "away",
  gameId: row.game_id,
  updatedAt: Number(row.updated_at),
});

const COLUMNS = ["instance_id", "user_id", "status", "game_id", "updated_at"] as const;

/** Writes (or rewrites) this instance's row for the user. */
export async function upsertPresence(db: Db, row: PresenceRow): Promise<void> {
  const values = { status: row.status, game_id: row.gameId, updated_at: row.updatedAt };
  await db
    .insertInto("user_presence")
    .values({ instance_id: row.instanceId, user_id: row.userId, ...values })
    .onConflict((oc) => oc.columns(["instance_id", "user_id"]).doUpdateSet(values))
    .execute();
}

/** Deletes this instance's row for the user. */
export async function deletePresence(db: Db, instanceId: string, userId: string): Promise<void> {
  await db
    .deleteFrom("user_presence")
    .where("instance_id", "=", instanceId)
    .where("user_id", "=", userId)
    .execute();
}

/** Deletes every row of an instance (its graceful shutdown). */
export async function deleteInstancePresence(db: Db, instanceId: string): Promise<void> {
  await db.deleteFrom("user_presence").where("instance_id", "=", instanceId).execute();
}

/** Re-stamps every row of an instance; answers how many it still has. */
export async function touchInstancePresence(db: Db, instanceId: string, now: number): Promise<number> {
  const result = await db
    .updateTable("user_presence")
    .set({ updated_at: now })
    .where("instance_id", "=", instanceId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The users an instance has rows for. */
export async function listInstancePresenceUsers(db: Db, instanceId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom("user_presence")
    .select("user_id")
    .where("instance_id", "=", instanceId)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** The rows of these users stamped at or after `freshSince`, from every instance. */
export async function listFreshPresence(
  db: Db,
  userIds: readonly string[],
  freshSince: number,
): Promise<PresenceRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom("user_presence")
    .select(COLUMNS)
    .where("user_id", "in", userIds)
    .where("updated_at", ">=", freshSince)
    .execute();
  return rows.map(toRow);
}

/** Up to `limit` rows stamped before `before` (left by an instance that is gone), oldest first. */
export async function listStalePresence(db: Db, before: number, limit: number): Promise<PresenceRow[]> {
  const rows = await db
    .selectFrom("user_presence")
    .select(COLUMNS)
    .where("updated_at", "<", before)
    .orderBy("updated_at")
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

/**
 * Deletes a stale row only if it is still exactly as read (not re-stamped since): when several
 * instances sweep at once, one of them deletes it and answers true.
 */
export async function deleteStalePresence(db: Db, row: PresenceRow): Promise<boolean> {
  const result = await db
    .deleteFrom("user_presence")
    .where("instance_id", "=", row.instanceId)
    .where("user_id", "=", row.userId)
    .where("updated_at", "=", row.updatedAt)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Whether the user holds a seat in this game and the game is not complete. */
export async function isSeatedInLiveGame(db: Db, userId: string, gameId: string): Promise<boolean> {
  const row = await db
    .selectFrom("game_players")
    .innerJoin("games", "games.id", "game_players.game_id")
    .select("game_players.player_id")
    .where("game_players.game_id", "=", gameId)
    .where("game_players.user_id", "=", userId)
    .where("games.completed_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** What a friend may learn of a game: whether it is public and live, and its name. */
export interface GameSummary {
  isPublic: boolean;
  live: boolean;
  name: string;
}

/** The games' summaries by id (missing games are left out). */
export async function summarizeGames(db: Db, gameIds: readonly string[]): Promise<Map<string, GameSummary>> {
  const out = new Map<string, GameSummary>();
  if (gameIds.length === 0) return out;
  const rows = await db
    .selectFrom("games")
    .select(["id", "is_public", "completed_at", "state"])
    .where("id", "in", [...new Set(gameIds)])
    .execute();
  for (const row of rows) {
    let name = "";
    try {
      name = String((JSON.parse(row.state) as { name?: unknown }).name ?? "");
    } catch {
      // A state that does not parse shows no name.
    }
    out.set(row.id, { isPublic: Number(row.is_public) === 1, live: row.completed_at === null, name });
  }
  return out;
}
