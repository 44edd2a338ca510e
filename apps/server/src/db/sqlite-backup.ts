/**
 * Online backup and offline restore of the SQLite database (`npm run backup`, `npm run restore`;
 * docs/deploy.md, "Backups"). PostgreSQL is backed up with its own tools (pg_dump) instead.
 *
 * Backup: SQLite's online backup API (better-sqlite3's `backup()`) copies the file from a connection
 * of its own while the server keeps writing (WAL mode, ADR 010): the copy is the database as of one
 * read transaction, and holds every commit made before it began. Restore: refuses while anything has
 * the database open, keeps the current files under a timestamped name, and puts the backup in place.
 */
import {
  chmodSync,
  chownSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { SQLITE_FILE_NAME } from "./connect";
import { migrations } from "./migrations/index";

/** A failure the operator can act on; its message says what happened and what to do. */
class BackupError extends Error {
  override name = "BackupError";
}

/**
 * Pages copied per backup step after the first. The backup API restarts from the first page whenever
 * another process writes between two steps, so under a steady stream of commits a backup in small
 * steps may never finish; one step copies the whole database inside a single read transaction
 * (which never blocks the server's writer in WAL mode).
 */
const ALL_PAGES = 0x7fffffff;

/** The files SQLite may keep beside a database; all of them belong to it. */
const SIDE_FILE_SUFFIXES = ["-wal", "-shm", "-journal"] as const;

/** `2025-01-31T14-05-09Z`: sorts by time, safe in file names. */
function timestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function fsyncPath(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** `PRAGMA integrity_check` on `file`, opened read-only: `["ok"]` when the database is sound. */
function integrityCheck(file: string): string[] {
  let db: BetterSqlite3.Database;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return [`cannot open the file: ${messageOf(error)}`];
  }
  try {
    return (db.pragma("integrity_check") as { integrity_check: string }[]).map((row) => row.integrity_check);
  } catch (error) {
    // e.g. "file is not a database"
    return [messageOf(error)];
  } finally {
    db.close();
  }
}

const isOk = (integrity: string[]) => integrity.length === 1 && integrity[0] === "ok";

interface BackupResult {
  source: string;
  destination: string;
  pages: number;
  bytes: number;
  integrity: string[];
}

/** Where a backup goes: `DATA_DIR/backups/riddlebook-<time>.sqlite`, or into/at the path given. */
function backupDestination(dataDir: string, given: string | undefined, now: Date): string {
  const name = `riddlebook-${timestamp(now)}.sqlite`;
  if (given === undefined) {
    const dir = join(dataDir, "backups");
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return join(dir, name);
  }
  if (existsSync(given) && statSync(given).isDirectory()) return join(given, name);
  if (!existsSync(dirname(given))) throw new BackupError(`The folder ${dirname(given)} does not exist.`);
  return given;
}

/**
 * Makes the fresh copy self-contained (rollback-journal mode: readable without -wal/-shm files, even
 * from read-only media; the server switches a restored file back to WAL) and readable by its owner
 * only (it holds every account's e-mail and password hash), then checks it.
 */
function finishCopy(file: string): string[] {
  try {
    const copy = new BetterSqlite3(file, { fileMustExist: true });
    try {
      copy.pragma("journal_mode = DELETE");
    } finally {
      copy.close();
    }
  } catch (error) {
    return [messageOf(error)];
  }
  chmodSync(file, 0o600);
  return integrityCheck(file);
}

/**
 * Copies the live database under `dataDir` to `destination` (absolute; a folder, or a file that must
 * not exist yet; by default a new file in `dataDir/backups`). The copy is written under a `.partial`
 * name, switched to a self-contained rollback-journal file (no -wal/-shm needed to read it), made
 * readable by its owner only, checked with `PRAGMA integrity_check`, and only then given its name.
 */
export async function backupSqlite(
  dataDir: string,
  destination?: string,
  now = new Date(),
): Promise<BackupResult> {
  const source = join(dataDir, SQLITE_FILE_NAME);
  if (!existsSync(source)) {
    throw new BackupError(`No database at ${source}. Run the backup with the server's DATA_DIR.`);
  }
  const target = backupDestination(dataDir, destination, now);
  if (target === source) throw new BackupError("The backup cannot overwrite the database itself.");
  if (existsSync(target)) throw new BackupError(`${target} already exists; it is not overwritten.`);
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });

  const db = new BetterSqlite3(source, { fileMustExist: true, timeout: 5000 });
  let pages: number;
  try {
    pages = (await db.backup(partial, { progress: () => ALL_PAGES })).totalPages;
  } finally {
    db.close();
  }

  const integrity = finishCopy(partial);
  if (!isOk(integrity)) {
    rmSync(partial, { force: true });
    throw new BackupError(
      `PRAGMA integrity_check failed on the copy, which was deleted:\n  ${integrity.join("\n  ")}\n` +
        `Check the database itself: sqlite3 ${source} "PRAGMA integrity_check"`,
    );
  }
  fsyncPath(partial);
  renameSync(partial, target);
  fsyncPath(dirname(target));
  return { source, destination: target, pages, bytes: statSync(target).size, integrity };
}

/**
 * Throws unless nothing has `file` open. Every connection to a WAL database holds a shared lock on
 * the file for as long as it is open (the server's writer, reader and checkpointer, an admin or backup
 * CLI, a sqlite3 shell), so an exclusive lock taken without waiting succeeds only when none is
 * left. Closing the probe checkpoints a WAL left by a killed server into the file and deletes the WAL.
 * Answers why the file could not be opened if it is damaged (restoring over it is fine).
 */
function assertNotInUse(file: string): string | null {
  if (!existsSync(file)) return null;
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(file, { fileMustExist: true, timeout: 0 });
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE; COMMIT");
    return null;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "SQLITE_BUSY" || code === "SQLITE_LOCKED") {
      throw new BackupError(
        `${file} is in use: the server appears to be running (or another process, e.g. ` +
          "`npm run admin`, `npm run backup` or a sqlite3 shell, has the database open).\n" +
          "Stop the server first (e.g. `systemctl stop riddlebook`), then run the restore again. Nothing was changed.",
      );
    }
    return messageOf(error);
  } finally {
    db?.close();
  }
}

/** Throws unless `file` is a Riddlebook database this code can run (its migrations are all known). */
function assertRiddlebookDatabase(file: string): void {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const table = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
      .get();
    if (!table) throw new BackupError(`${file} is not a Riddlebook database (it has no migration table).`);
    const applied = db.prepare("SELECT name FROM kysely_migration ORDER BY name").pluck().all() as string[];
    const unknown = applied.filter((name) => !(name in migrations));
    if (unknown.length > 0) {
      throw new BackupError(
        `${file} was written by a newer Riddlebook (unknown migrations: ${unknown.join(", ")}). ` +
          "Deploy that version first, then restore.",
      );
    }
  } finally {
    db.close();
  }
}

interface RestoreResult {
  target: string;
  /** Where the files of the database that was replaced now are (empty when there was none). */
  movedAside: string[];
  /** Why the replaced database could not be opened, if it could not (it was moved aside all the same). */
  damaged: string | null;
}

/**
 * Puts the backup `file` (absolute) in place of the database under `dataDir`, which no process may
 * have open. The backup is checked first (`integrity_check`, a Riddlebook schema); the current
 * database and its -wal/-shm/-journal are renamed to `riddlebook-before-restore-<time>.sqlite*`
 * beside it, never deleted. The backup is copied in under a temporary name first, so a failed copy
 * (a full disk) leaves the current database where it was.
 */
export function restoreSqlite(dataDir: string, file: string, now = new Date()): RestoreResult {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`No backup file at ${file}.`);
  if (existsSync(`${file}-wal`)) {
    throw new BackupError(
      `${file} has a -wal file beside it: it is a database in use (or copied while in use), not a backup ` +
        "made by `npm run backup`. Nothing was changed.",
    );
  }
  const integrity = integrityCheck(file);
  if (!isOk(integrity)) {
    throw new BackupError(
      `${file} fails PRAGMA integrity_check; nothing was changed:\n  ${integrity.join("\n  ")}`,
    );
  }
  assertRiddlebookDatabase(file);

  mkdirSync(dataDir, { recursive: true });
  const target = join(dataDir, SQLITE_FILE_NAME);
  if (resolve(file) === target) throw new BackupError("The backup is the database itself.");
  const damaged = assertNotInUse(target);

  const aside = join(dataDir, `riddlebook-before-restore-${timestamp(now)}.sqlite`);
  const moves = ["", ...SIDE_FILE_SUFFIXES]
    .filter((suffix) => existsSync(target + suffix))
    .map((suffix) => ({ from: target + suffix, to: aside + suffix }));
  const taken = moves.find((move) => existsSync(move.to));
  if (taken) throw new BackupError(`${taken.to} already exists; nothing was changed. Try again.`);

  const incoming = `${target}.restoring`;
  rmSync(incoming, { force: true });
  copyFileSync(file, incoming);
  const previous = existsSync(target) ? statSync(target) : null;
  if (previous) {
    // The server must be able to open the restored file as it could the one it replaces.
    chmodSync(incoming, previous.mode & 0o777);
    if (process.getuid?.() === 0) chownSync(incoming, previous.uid, previous.gid);
  }
  fsyncPath(incoming);
  for (const move of moves) renameSync(move.from, move.to);
  renameSync(incoming, target);
  fsyncPath(dataDir);
  return { target, movedAside: moves.map((move) => move.to), damaged };
}
