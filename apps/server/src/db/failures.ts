/**
 * Database failures that are not the request's fault and not a bug: the database is out of room or
 * not answering. They get 503 with `Retry-After` and a message a player can act on, never 500
 * (docs/reliability.md F5 and F12, docs/decisions/015-admin-grants-durability-and-database-timeouts.md).
 */

/** What a client is told about a database failure. */
interface DatabaseFailure {
  code: "storage_full" | "database_unavailable";
  message: string;
  retryAfterSeconds: number;
}

const STORAGE_FULL: DatabaseFailure = {
  code: "storage_full",
  message: "The server is out of storage space, so this could not be saved. Please try again later.",
  retryAfterSeconds: 60,
};

export const DATABASE_UNAVAILABLE: DatabaseFailure = {
  code: "database_unavailable",
  message: "The game's database is not answering right now. Please try again in a few seconds.",
  retryAfterSeconds: 5,
};

/**
 * Thrown instead of running a query on a PostgreSQL connection that already timed out once: its
 * answer may still be on the way, so it is never reused (see `openPostgres`).
 */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

/** SQLite (`SQLITE_FULL`), PostgreSQL (53100 disk_full) and the OS (ENOSPC) saying the disk is full. */
const FULL_CODES = new Set(["SQLITE_FULL", "53100", "ENOSPC"]);

/**
 * The database cannot be reached, timed out, or refuses writes for now. PostgreSQL: 57014 statement
 * timeout, 25P03 idle-in-transaction timeout, 25006 read-only transaction (a standby), 53300 too many
 * connections, 57P0x shutting down, 08xxx connection failures.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "57014",
  "25P03",
  "25006",
  "53300",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "SQLITE_CANTOPEN",
]);

/** node-postgres and Kysely report these without a code. */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection error and is not queryable|Client was closed and is not queryable|driver has already been destroyed/i;

function codeOf(error: { code?: unknown }): string {
  return typeof error.code === "string" ? error.code : "";
}

/** The failure `error` stands for, or null when it is something else (a bug: 500). */
export function databaseFailureOf(error: unknown, depth = 0): DatabaseFailure | null {
  if (typeof error !== "object" || error === null || depth > 4) return null;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (error instanceof DatabaseUnavailableError) return DATABASE_UNAVAILABLE;
  const code = codeOf(e);
  if (FULL_CODES.has(code)) return STORAGE_FULL;
  if (UNAVAILABLE_CODES.has(code)) return DATABASE_UNAVAILABLE;
  // SQLITE_READONLY_*, SQLITE_IOERR_*, SQLITE_BUSY_*: a file the database cannot write now.
  if (/^SQLITE_(READONLY|IOERR|BUSY)/.test(code)) return DATABASE_UNAVAILABLE;
  if (UNAVAILABLE_MESSAGES.test(String(e.message ?? ""))) return DATABASE_UNAVAILABLE;
  return e.cause === undefined ? null : databaseFailureOf(e.cause, depth + 1);
}
