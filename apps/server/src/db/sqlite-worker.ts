import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";

/**
 * SQLite on a worker thread (ADR 010). better-sqlite3 is synchronous: on the event loop, a commit
 * whose write() waits on the disk (the file system committing its journal while a checkpoint syncs)
 * stalled every socket and request for tens to hundreds of milliseconds. Here one worker thread owns
 * the connection and runs each statement; the event loop only posts the SQL and its parameters and
 * gets the rows back, so it never touches the disk.
 *
 * Like Kysely's own SQLite driver there is one connection, lent to one query or transaction at a
 * time; statements are prepared once per SQL text in the worker.
 */

const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.lib);
let db;
try {
  db = new Database(workerData.filename);
  for (const pragma of workerData.pragmas) db.pragma(pragma);
} catch (error) {
  parentPort.postMessage({ id: 0, error: { message: String(error && error.message), code: error && error.code } });
  process.exit(1);
}
const cache = new Map();
const prepare = (sql) => {
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size >= workerData.cacheSize) cache.clear();
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
};
parentPort.on("message", (m) => {
  try {
    if (m.type === "close") {
      db.close();
      parentPort.postMessage({ id: m.id });
      parentPort.close();
      return;
    }
    if (m.type === "pragma") {
      parentPort.postMessage({ id: m.id, rows: db.open ? db.pragma(m.sql) : [] });
      return;
    }
    if (m.type === "restart") {
      // Restart the log when no transaction is open; the checkpointer may be busy, so never wait.
      if (!db.inTransaction) {
        db.pragma("busy_timeout = 0");
        try {
          db.pragma("wal_checkpoint(RESTART)");
        } catch {
          // Busy: the next report tries again.
        } finally {
          db.pragma("busy_timeout = 5000");
        }
      }
      parentPort.postMessage({ id: m.id });
      return;
    }
    const statement = prepare(m.sql);
    if (statement.reader) {
      parentPort.postMessage({ id: m.id, rows: statement.all(m.params) });
    } else {
      const { changes, lastInsertRowid } = statement.run(m.params);
      parentPort.postMessage({ id: m.id, changes, lastInsertRowid });
    }
  } catch (error) {
    parentPort.postMessage({
      id: m.id,
      error: { message: String(error && error.message), code: error && error.code, name: error && error.name },
    });
  }
});
parentPort.postMessage({ id: 0, ready: true });
`;

interface Reply {
  id: number;
  ready?: boolean;
  rows?: unknown[];
  changes?: number | bigint;
  lastInsertRowid?: number | bigint;
  error?: { message: string; code?: string; name?: string };
}

type Request =
  | { type: "query"; sql: string; params: readonly unknown[] }
  | { type: "pragma"; sql: string }
  | { type: "restart" }
  | { type: "close" };

/** An error from the worker, shaped like better-sqlite3's (`code` such as SQLITE_CONSTRAINT_UNIQUE). */
export class SqliteWorkerError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = "SqliteError";
  }
}

/** The worker and its pending requests. Requests are answered in order; each has its own id. */
export class SqliteWorkerClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private failure: Error | null = null;
  readonly ready: Promise<void>;

  constructor(filename: string, pragmas: readonly string[], cacheSize: number) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        lib: createRequire(import.meta.url).resolve("better-sqlite3"),
        filename,
        pragmas,
        cacheSize,
      },
    });
    this.worker.unref();
    this.ready = new Promise((resolve, reject) => {
      const onStart = (reply: Reply) => {
        if (reply.id !== 0) return;
        this.worker.off("message", onStart);
        if (reply.ready) resolve();
        else reject(new SqliteWorkerError(reply.error?.message ?? "SQLite did not open", reply.error?.code));
      };
      this.worker.on("message", onStart);
    });
    this.ready.catch(() => {});
    this.worker.on("message", (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.settle(reply.id);
      waiting.resolve(reply);
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      for (const [id, waiting] of this.pending) {
        this.settle(id);
        waiting.reject(this.failure);
      }
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => fail(new Error(`The database worker stopped (exit code ${code}).`)));
  }

  private settle(id: number): void {
    this.pending.delete(id);
    // Only a request in flight keeps the process alive (a script awaiting a query must not exit).
    if (this.pending.size === 0) this.worker.unref();
  }

  request(message: Request): Promise<Reply> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    }).then((reply) => {
      if (reply.error) throw new SqliteWorkerError(reply.error.message, reply.error.code);
      return reply;
    });
  }

  /** Runs a pragma on the worker's connection (e.g. `wal_autocheckpoint = 1000`). */
  async pragma(sql: string): Promise<unknown[]> {
    return (await this.request({ type: "pragma", sql })).rows ?? [];
  }

  /** Restarts the WAL with a RESTART checkpoint, unless a transaction is open or a reader is busy. */
  async restartLog(): Promise<void> {
    await this.request({ type: "restart" });
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.request({ type: "close" }).catch(() => {});
    await this.worker.terminate();
  }
}

class WorkerConnection implements DatabaseConnection {
  constructor(private readonly client: SqliteWorkerClient) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.client.request({
      type: "query",
      sql: compiledQuery.sql,
      params: compiledQuery.parameters,
    });
    if (reply.rows) return { rows: reply.rows as R[] };
    return {
      rows: [],
      ...(reply.changes !== undefined ? { numAffectedRows: BigInt(reply.changes) } : {}),
      ...(reply.lastInsertRowid !== undefined ? { insertId: BigInt(reply.lastInsertRowid) } : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is refused, as the interface allows
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("The SQLite worker does not stream query results.");
  }
}

/** One connection, lent to one query or transaction at a time (as Kysely's SQLite driver does). */
class ConnectionLock {
  private tail: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  async lock(): Promise<void> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.release = release;
  }

  unlock(): void {
    const release = this.release;
    this.release = undefined;
    release?.();
  }
}

class WorkerDriver implements Driver {
  private readonly lock = new ConnectionLock();
  private readonly connection: WorkerConnection;

  constructor(
    private readonly client: SqliteWorkerClient,
    private readonly onDestroy: () => void,
  ) {
    this.connection = new WorkerConnection(client);
  }

  async init(): Promise<void> {
    await this.client.ready;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.lock();
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(): Promise<void> {
    this.lock.unlock();
  }

  async destroy(): Promise<void> {
    this.onDestroy();
    await this.client.close();
  }
}

/** A Kysely dialect whose SQLite connection lives on `client`'s worker thread. */
export class SqliteWorkerDialect implements Dialect {
  constructor(
    private readonly client: SqliteWorkerClient,
    /** Called when the database is destroyed, before the worker closes. */
    private readonly onDestroy: () => void = () => {},
  ) {}

  createDriver(): Driver {
    return new WorkerDriver(this.client, this.onDestroy);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own dialects take Kysely<any> here
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
