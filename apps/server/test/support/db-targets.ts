import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPostgres, openSqlite, SQLITE_FILE_NAME } from "../../src/db/connect";
import type { Db } from "../../src/db/schema";
import { createTempPostgresDatabase } from "./postgres";
import { postgresUrl } from "./services";

/** A fresh, empty database (not migrated) of one dialect; `close` destroys the handle and the database. */
export interface TestDatabase {
  db: Db;
  close(): Promise<void>;
}

/** One dialect a suite runs on (docs/decisions/005-database-two-dialects.md). */
export interface DbTarget {
  name: "SQLite" | "PostgreSQL";
  dialect: "sqlite" | "postgres";
  /** SQLite always; PostgreSQL when TEST_DATABASE_URL names a server (services.ts says what happens otherwise). */
  available: boolean;
  open(): Promise<TestDatabase>;
}

interface DbTargetOptions {
  /**
   * "memory" (the default): an in-memory SQLite database. "file": a database file in a fresh temp
   * folder, as the server keeps it (WAL and the worker thread of ADR 010 included), removed on close.
   */
  sqlite?: "memory" | "file";
  /** The PostgreSQL pool size (default 4). */
  pgPoolSize?: number;
}

/**
 * SQLite and PostgreSQL, for suites that run every case on both: `for (const target of dbTargets())
 * describe.skipIf(!target.available)(...)`, opening a database with `target.open()`.
 */
export function dbTargets(options: DbTargetOptions = {}): DbTarget[] {
  const pgAdminUrl = postgresUrl();
  return [
    {
      name: "SQLite",
      dialect: "sqlite",
      available: true,
      async open() {
        if (options.sqlite !== "file") {
          const db = openSqlite(":memory:");
          return { db, close: () => db.destroy() };
        }
        const dir = mkdtempSync(join(tmpdir(), "rb-db-"));
        const db = openSqlite(join(dir, SQLITE_FILE_NAME));
        return {
          db,
          async close() {
            await db.destroy();
            rmSync(dir, { recursive: true, force: true });
          },
        };
      },
    },
    {
      name: "PostgreSQL",
      dialect: "postgres",
      available: pgAdminUrl !== undefined,
      async open() {
        const temp = await createTempPostgresDatabase(pgAdminUrl ?? "");
        const db = openPostgres(temp.url, { max: options.pgPoolSize ?? 4 });
        return {
          db,
          async close() {
            await db.destroy();
            await temp.drop();
          },
        };
      },
    },
  ];
}
