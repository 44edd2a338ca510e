import { CompiledQuery, type InferResult } from "kysely";
import type { Db } from "../schema";
import { toUserRecord, USER_COLUMNS, type UserRecord } from "./users";

/** A stored session. The token itself is never stored, only its sha256. */
interface SessionRecord {
  tokenHash: string;
  userId: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

export async function insertSession(db: Db, session: SessionRecord): Promise<void> {
  await db
    .insertInto("sessions")
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.createdAt,
      last_seen_at: session.lastSeenAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

function sessionLookupQuery(db: Db, tokenHash: string) {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      ...USER_COLUMNS,
      "sessions.token_hash",
      "sessions.created_at as session_created_at",
      "sessions.last_seen_at",
      "sessions.expires_at",
    ])
    .where("sessions.token_hash", "=", tokenHash);
}
type SessionLookupRow = InferResult<ReturnType<typeof sessionLookupQuery>>[number];

// This lookup runs on every authenticated request; building and compiling the query costs more than
// running it, so compile it once per database and bind only the token hash.
const compiledLookups = new WeakMap<Db, string>();

/** One indexed lookup: the session by token hash, joined with its user. */
export async function findSessionWithUser(
  db: Db,
  tokenHash: string,
): Promise<{ session: SessionRecord; user: UserRecord } | null> {
  let lookupSql = compiledLookups.get(db);
  if (lookupSql === undefined) {
    lookupSql = sessionLookupQuery(db, "").compile().sql;
    compiledLookups.set(db, lookupSql);
  }
  const { rows } = await db.executeQuery<SessionLookupRow>(CompiledQuery.raw(lookupSql, [tokenHash]));
  const row = rows[0];
  if (!row) return null;
  return {
    session: {
      tokenHash: row.token_hash,
      userId: row.id,
      createdAt: Number(row.session_created_at),
      lastSeenAt: Number(row.last_seen_at),
      expiresAt: Number(row.expires_at),
    },
    user: toUserRecord(row),
  };
}

export async function touchSession(db: Db, tokenHash: string, at: number): Promise<void> {
  await db.updateTable("sessions").set({ last_seen_at: at }).where("token_hash", "=", tokenHash).execute();
}

/** Deletes one session; returns its user id, or null if there was none. */
export async function deleteSession(db: Db, tokenHash: string): Promise<string | null> {
  const row = await db
    .deleteFrom("sessions")
    .where("token_hash", "=", tokenHash)
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function deleteSessionsForUser(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom("sessions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes sessions past their absolute timeout or idle for longer than `idleMs`. */
export async function deleteExpiredSessions(db: Db, now: number, idleMs: number): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<=", now - idleMs)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countSessionsForUser(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
