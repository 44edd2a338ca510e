import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  SqliteDialect,
  type SqliteDialectConfig,
} from "kysely";
import pg from "pg";
import type { Config } from "../config";
import { attachDbProbe, DbProbe } from "./db-probe";
import { DatabaseUnavailableError, databaseFailureOf } from "./failures";
import type { Database, Db, DbDialect } from "./schema";
import { startBackgroundCheckpoints } from "./sqlite-checkpoints";
import { SnapshotReader } from "./sqlite-reader";
import { isSchemaChange, type RowStatement, rowStatement } from "./sqlite-rows";
import { SqliteWorkerClient } from "./sqlite-worker";
import { SqliteWorkerDialect } from "./sqlite-worker-dialect";
import { registerWorkerDatabase } from "./write-batch";

export const SQLITE_FILE_NAME = "riddlebook.sqlite";

const PG_INT8_OID = 20;

const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 with prepared statements reused by SQL text. Kysely prepares every query anew, which
 * costs more than running it; our queries have fixed SQL with bound parameters, so the cache stays small.
 * Rows are built from raw arrays (`rowStatement`). Schema changes empty the cache (`dropAll`; on this
 * connection, any DDL it prepares). Safe because Kysely runs one query at a time on its single SQLite
 * connection.
 */
function statementCache(database: BetterSqlite3.Database): {
  prepare: (sql: string) => RowStatement;
  dropAll: () => void;
} {
  const cache = new Map<string, RowStatement>();
  return {
    prepare: (sql) => {
      let statement = cache.get(sql);
      if (!statement) {
        if (cache.size >= STATEMENT_CACHE_SIZE || isSchemaChange(sql)) cache.clear();
        statement = rowStatement(database.prepare(sql));
        cache.set(sql, statement);
      }
      return statement;
    },
    dropAll: () => cache.clear(),
  };
}

function withStatementCache(database: BetterSqlite3.Database): SqliteDialectConfig["database"] {
  const { prepare } = statementCache(database);
  return { close: () => database.close(), prepare };
}

/**
 * `synchronous = FULL` syncs the log at every commit, so an acknowledged commit survives a power
 * loss; NORMAL syncs only at checkpoints and may lose the last commits (ADR 015).
 */
const sqlitePragmas = (synchronous: "full" | "normal") => [
  "journal_mode = WAL",
  "foreign_keys = ON",
  "busy_timeout = 5000",
  `synchronous = ${synchronous.toUpperCase()}`,
];

/**
 * Opens SQLite (a file, or ":memory:") in WAL mode with foreign keys on and `synchronous = FULL`
 * unless told otherwise.
 * - A file database runs on a worker thread (`SqliteWorkerDialect`, ADR 010), so the event loop never
 *   waits on the disk, and gets its WAL checkpoints from a second worker (unless
 *   `backgroundCheckpoints` is false).
 * - ":memory:" (tests), or `inWorker: false`, stays on this thread with SQLite's own checkpoints.
 */
export function openSqlite(
  filename: string,
  options: { inWorker?: boolean; backgroundCheckpoints?: boolean; synchronous?: "full" | "normal" } = {},
): Db {
  const isFile = filename !== ":memory:" && filename !== "";
  const background = options.backgroundCheckpoints ?? isFile;
  const pragmas = sqlitePragmas(options.synchronous ?? "full");
  if (options.inWorker ?? isFile) {
    const probe = new DbProbe(() => ({ dialect: "sqlite", queued: client.queueDepth }));
    const client = new SqliteWorkerClient(filename, pragmas, STATEMENT_CACHE_SIZE, (ms) => probe.queried(ms));
    let stop: (() => void) | undefined;
    let reader: BetterSqlite3.Database | undefined;
    let destroyed = false;
    // The reader and the checkpointer open the file once the worker has created it.
    client.ready.then(
      () => {
        if (destroyed) return;
        reader = new BetterSqlite3(filename, { readonly: true, fileMustExist: true });
        reader.pragma("busy_timeout = 5000");
        const { prepare, dropAll } = statementCache(reader);
        client.attachReader(new SnapshotReader(reader, prepare, dropAll));
        if (background) {
          stop = startBackgroundCheckpoints(
            {
              setAutoCheckpoint: (pages) =>
                void client.pragma(`wal_autocheckpoint = ${pages}`).catch(() => {}),
              restartLog: () => void client.restartLog().catch(() => {}),
            },
            filename,
          );
        }
      },
      () => {},
    );
    const db = new Kysely<Database>({
      dialect: new SqliteWorkerDialect(client, () => {
        destroyed = true;
        stop?.();
        reader?.close();
      }),
      log: probe.log,
    });
    registerWorkerDatabase(db, client);
    return attachDbProbe(db, probe);
  }
  const database = new BetterSqlite3(filename);
  for (const pragma of pragmas) database.pragma(pragma);
  // On this thread a query runs to its end at once: nothing ever waits.
  const probe = new DbProbe(() => ({ dialect: "sqlite", queued: 0 }));
  return attachDbProbe(
    new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
      log: probe.log,
    }),
    probe,
  );
}

/** How long PostgreSQL may take before a request gives up (ADR 015; `Config` has the settings). */
interface PostgresTimeouts {
  /** Waiting for a connection: a new one, or a free one from the pool. */
  connectMs: number;
  /** `statement_timeout`: PostgreSQL cancels a statement running longer. */
  statementMs: number;
  /** Waiting for any answer, even from a server that never replies (a network partition). */
  queryMs: number;
  /** `idle_in_transaction_session_timeout`: PostgreSQL ends a transaction its client abandoned. */
  idleInTransactionMs: number;
}

const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 11_000,
  idleInTransactionMs: 15_000,
};

/**
 * The pool as Kysely sees it, except that a connection on which a query timed out or failed for a
 * connection reason is never reused: its late answer could be taken for the next query's, and
 * queries queued behind the lost one would each wait out the timeout again. Its next queries (a
 * transaction's ROLLBACK) fail at once, and on release it is destroyed, so the pool opens a fresh
 * connection when the database is back. While lent out a connection also has an `error` listener:
 * pg emits `error` when the socket dies under a query (PostgreSQL restarting), and an `error` event
 * nobody listens to would end the process (docs/reliability.md F5).
 */
function discardingBrokenConnections(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken: Error | null = null;
      const onError = (error: Error) => {
        broken ??= error;
      };
      client.on("error", onError);
      const run = async (sqlText: string, parameters: ReadonlyArray<unknown>) => {
        if (broken)
          throw new DatabaseUnavailableError("The database connection was lost.", { cause: broken });
        try {
          return await client.query(sqlText, parameters as unknown[]);
        } catch (error) {
          // PostgreSQL's own errors (a statement timeout among them) leave the connection usable.
          if (!(error instanceof pg.DatabaseError) && databaseFailureOf(error) !== null) {
            broken = error as Error;
          }
          throw error;
        }
      };
      const query = ((first: unknown, parameters?: ReadonlyArray<unknown>) =>
        typeof first === "string"
          ? run(first, parameters ?? [])
          : client.query(first as never)) as unknown as PostgresPoolClient["query"];
      return {
        query,
        release: () => {
          client.off("error", onError);
          client.release(broken ?? undefined);
        },
      };
    },
    end: () => pool.end(),
  };
}

/**
 * Opens a PostgreSQL pool. int8/bigint columns (our timestamps, counts) come back as JS numbers.
 * Every wait is bounded (`timeouts`), so an unreachable database answers 503 instead of hanging
 * (docs/reliability.md F5).
 */
export function openPostgres(
  connectionString: string,
  options: { max?: number; timeouts?: Partial<PostgresTimeouts> } = {},
): Db {
  const timeouts = { ...DEFAULT_POSTGRES_TIMEOUTS, ...options.timeouts };
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A peer that vanished without closing the connection is noticed by the kernel.
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === PG_INT8_OID && format !== "binary"
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection (e.g. PostgreSQL restarting) must not crash the process.
  pool.on("error", () => {});
  const probe = new DbProbe(() => ({
    dialect: "postgres",
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
  return attachDbProbe(
    new Kysely<Database>({
      dialect: new PostgresDialect({ pool: discardingBrokenConnections(pool) }),
      log: probe.log,
    }),
    probe,
  );
}

/** PostgreSQL when `DATABASE_URL` is set, else the SQLite file under `DATA_DIR` (created if missing). */
export function openDatabase(config: Config): { db: Db; dialect: DbDialect; location: string } {
  if (config.databaseUrl) {
    const timeouts: PostgresTimeouts = {
      connectMs: config.pgConnectTimeoutMs,
      statementMs: config.pgStatementTimeoutMs,
      queryMs: config.pgQueryTimeoutMs,
      idleInTransactionMs: config.pgIdleInTransactionTimeoutMs,
    };
    return {
      db: openPostgres(config.databaseUrl, { timeouts }),
      dialect: "postgres",
      location: "PostgreSQL",
    };
  }
  const dir = resolve(config.dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, SQLITE_FILE_NAME);
  return {
    db: openSqlite(file, { synchronous: config.sqliteSynchronous }),
    dialect: "sqlite",
    location: file,
  };
}
