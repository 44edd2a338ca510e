import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import { isSchemaChange } from "./sqlite-rows";

/**
 * SQLite on a worker thread (ADR 010). better-sqlite3 is synchronous: on the event loop, a commit
 * whose write() waits on the disk (the file system committing its journal while a checkpoint syncs)
 * stalled every socket and request for tens to hundreds of milliseconds. Here one worker thread owns
 * the writing connection and runs each statement; the event loop only posts the SQL and its
 * parameters and gets the answer back, so it never waits on a disk write.
 *
 * Statements are pipelined (posted at once, run in arrival order); an interactive transaction has
 * the connection to itself while it is open, and `batch` runs a whole write transaction in one round
 * trip. Plain reads may run on a read-only connection on the event loop (`attachReader`).
 * Statements are prepared once per SQL text in the worker.
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
// After SQLITE_FULL or an I/O error SQLite may already have rolled the transaction back; a ROLLBACK
// that fails must not hide the error that mattered (or, thrown here, stop the worker).
const rollbackQuietly = () => {
  if (!db.inTransaction) return;
  try {
    prepare("rollback").run();
  } catch {
    // The transaction is gone either way.
  }
};
const prepare = (sql) => {
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size >= workerData.cacheSize) cache.clear();
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
};
const postError = (m, error) =>
  parentPort.postMessage({
    id: m.id,
    error: { message: String(error && error.message), code: error && error.code, name: error && error.name },
  });
// Runs a batch's steps in the open transaction; answers the first step whose change count is not
// the expected one, or -1.
const runSteps = (steps) => {
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    const { changes } = prepare(step.sql).run(step.params);
    if (step.expectChanges !== undefined && changes !== step.expectChanges) return i;
  }
  return -1;
};
// Batches that did not commit, by id, kept for the batches sent behind them (ADR 037): a batch
// that names one of them in \`after\` is refused as if its first step had failed. Only the last
// few thousand are kept; a batch is always run soon after the one it names.
const notCommitted = new Set();
const markNotCommitted = (id) => {
  notCommitted.add(id);
  if (notCommitted.size > 4096) notCommitted.delete(notCommitted.values().next().value);
};
const blocked = (m, failedNow) =>
  m.after !== undefined && (notCommitted.has(m.after) || (failedNow !== undefined && failedNow.has(m.after)));
// One batch in its own transaction; a step whose change count is not the expected one (or that
// fails) rolls the whole batch back.
const runAlone = (m) => {
  if (blocked(m)) {
    markNotCommitted(m.id);
    parentPort.postMessage({ id: m.id, failedStep: 0 });
    return;
  }
  try {
    prepare("begin immediate").run();
    let failed;
    try {
      failed = runSteps(m.steps);
      prepare(failed >= 0 ? "rollback" : "commit").run();
    } catch (error) {
      rollbackQuietly();
      throw error;
    }
    if (failed >= 0) markNotCommitted(m.id);
    parentPort.postMessage(failed >= 0 ? { id: m.id, failedStep: failed } : { id: m.id });
  } catch (error) {
    markNotCommitted(m.id);
    postError(m, error);
  }
};
// Group commit (ADR 015): the batches that arrived together run in one transaction, each inside a
// savepoint (so each is still all or nothing), and one COMMIT (one log sync with synchronous = FULL)
// makes them all durable before any is answered. A batch that fails outright undoes the group,
// whose batches then run one by one, each getting its own answer.
let pending = [];
const flush = () => {
  const group = pending;
  pending = [];
  if (group.length === 0) return;
  if (group.length === 1) return runAlone(group[0]);
  const replies = [];
  const failedNow = new Set();
  try {
    prepare("begin immediate").run();
    for (const m of group) {
      if (blocked(m, failedNow)) {
        failedNow.add(m.id);
        replies.push({ id: m.id, failedStep: 0 });
        continue;
      }
      prepare("savepoint batch").run();
      const failed = runSteps(m.steps);
      if (failed >= 0) prepare("rollback to batch").run();
      prepare("release batch").run();
      if (failed >= 0) failedNow.add(m.id);
      replies.push(failed >= 0 ? { id: m.id, failedStep: failed } : { id: m.id });
    }
    prepare("commit").run();
  } catch {
    rollbackQuietly();
    for (const m of group) runAlone(m);
    return;
  }
  for (const id of failedNow) markNotCommitted(id);
  for (const reply of replies) parentPort.postMessage(reply);
};
parentPort.on("message", (m) => {
  if (m.type === "batch") {
    // Messages that arrive together are delivered before the next turn's immediates.
    if (pending.push(m) === 1) setImmediate(flush);
    return;
  }
  // Everything else runs in arrival order, after the batches posted before it.
  flush();
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
    if (m.sql === "rollback" && !db.inTransaction) {
      // SQLite ended the transaction itself (a full disk, ADR 015): nothing left to roll back.
      parentPort.postMessage({ id: m.id, changes: 0 });
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
    // A commit that failed leaves the transaction open: end it, so the next statement is not in it.
    if (m.type === "query" && m.sql === "commit") rollbackQuietly();
    postError(m, error);
  }
});
parentPort.postMessage({ id: 0, ready: true });
`;

interface Reply {
  id: number;
  ready?: boolean;
  /** A batch step whose change count was not the expected one (the batch was rolled back). */
  failedStep?: number;
  rows?: unknown[];
  changes?: number | bigint;
  lastInsertRowid?: number | bigint;
  error?: { message: string; code?: string; name?: string };
}

/** One statement of an atomic batch, optionally with the number of rows it must change. */
interface BatchStep {
  sql: string;
  params: readonly unknown[];
  expectChanges?: number;
}

type Request =
  | { type: "query"; sql: string; params: readonly unknown[] }
  | { type: "batch"; steps: BatchStep[]; after?: number }
  | { type: "pragma"; sql: string }
  | { type: "restart" }
  | { type: "close" };

/**
 * Orders a batch behind another (ADR 037): with `after`, the worker refuses it (as a failed first
 * step) unless that batch committed; `posted` is told the batch's own id once it is sent.
 */
export interface BatchOrder {
  after?: number;
  posted?: (id: number) => void;
}

/** A read-only connection on this thread (see `SqliteWorkerClient.attachReader`). */
interface LocalReader {
  all(sql: string, params: readonly unknown[]): unknown[];
  /** Told once a schema change has run on the worker: the reader drops its prepared statements. */
  schemaChanged?(): void;
  /** Told of every answer from the worker, before the caller sees it (ADR 040). */
  written?(): void;
  /** Told before the worker restarts the log, which a read transaction held open would block. */
  pause?(): void;
  /** Told once the restart is over. */
  resume?(): void;
}

/** An error from the worker, shaped like better-sqlite3's (`code` such as SQLITE_CONSTRAINT_UNIQUE). */
class SqliteWorkerError extends Error {
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

  constructor(
    filename: string,
    pragmas: readonly string[],
    cacheSize: number,
    /** Told how long each batch took (ms), for the query-latency metric: batches bypass Kysely. */
    private readonly onBatch?: (durationMs: number) => void,
  ) {
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
      // Before anyone learns of a write, the reader gives up the snapshot taken before it (ADR 040).
      this.reader?.written?.();
      waiting.resolve(reply);
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      // A worker that is gone writes nothing more: the reader's snapshot ends now, not at its age cap.
      this.reader?.written?.();
      for (const [id, waiting] of this.pending) {
        this.settle(id);
        waiting.reject(this.failure);
      }
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => fail(new Error(`The database worker stopped (exit code ${code}).`)));
  }

  /** Requests posted to the worker and not yet answered (the metrics' SQLite queue depth). */
  get queueDepth(): number {
    return this.pending.size;
  }

  private settle(id: number): void {
    this.pending.delete(id);
    // Only a request in flight keeps the process alive (a script awaiting a query must not exit).
    if (this.pending.size === 0) this.worker.unref();
  }

  private request(message: Request, onPosted?: (id: number) => void): Promise<Reply> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    onPosted?.(id);
    return new Promise<Reply>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    }).then((reply) => {
      if (reply.error) throw new SqliteWorkerError(reply.error.message, reply.error.code);
      return reply;
    });
  }

  // Statements are pipelined: each is posted at once and the worker runs them in arrival order. Only
  // an interactive transaction (BEGIN … COMMIT over several round trips) needs the connection to
  // itself: while one is open, everyone else's statements wait for it to end.
  private readonly transactions = new ConnectionLock();
  private transactionOwner: object | null = null;
  private transactionEnded: Promise<void> = Promise.resolve();
  private endTransaction: () => void = () => {};

  private async gate(owner: object | null): Promise<void> {
    while (this.transactionOwner !== null && this.transactionOwner !== owner) await this.transactionEnded;
  }

  private reader: LocalReader | null = null;
  /** A schema change ran in the open interactive transaction: the reader is told when it ends. */
  private schemaChangePending = false;

  /**
   * Lets plain reads run on `reader`, a read-only connection on this thread: reading from the page
   * cache is quick and never waits on a disk write, and it saves the round trip. A read there sees
   * every write that had committed when it started (as a read on another PostgreSQL connection
   * would); reads inside the caller's own transaction still go to the worker.
   */
  attachReader(reader: LocalReader): void {
    this.reader = reader;
  }

  /**
   * Runs one statement, as part of `owner`'s transaction when it has one open. A statement that may
   * run now is posted at once (so statements issued in order are run in order); one issued while
   * another connection's transaction is open waits for it to end.
   */
  query(sql: string, params: readonly unknown[], owner: object | null, isSelect = false): Promise<Reply> {
    if (isSelect && this.reader !== null && this.transactionOwner !== owner) {
      try {
        return Promise.resolve({ id: 0, rows: this.reader.all(sql, params) });
      } catch (error) {
        const e = error as { message?: string; code?: string };
        return Promise.reject(new SqliteWorkerError(String(e.message ?? error), e.code));
      }
    }
    if (this.transactionOwner !== null && this.transactionOwner !== owner) {
      return this.gate(owner).then(() => this.query(sql, params, owner, isSelect));
    }
    const answer = this.request({ type: "query", sql, params });
    if (!isSchemaChange(sql)) return answer;
    // In a transaction the reader sees the change once it commits (`finish`), and before.
    if (owner !== null && this.transactionOwner === owner) this.schemaChangePending = true;
    return answer.finally(() => this.reader?.schemaChanged?.());
  }

  /** Opens `owner`'s interactive transaction, once no other is open. */
  async begin(owner: object): Promise<void> {
    await this.transactions.lock();
    this.transactionOwner = owner;
    this.transactionEnded = new Promise((resolve) => {
      this.endTransaction = resolve;
    });
    try {
      await this.request({ type: "query", sql: "begin", params: [] });
    } catch (error) {
      this.release();
      throw error;
    }
  }

  /** Commits or rolls back `owner`'s transaction; the next statements are posted behind it. */
  async finish(owner: object, sql: "commit" | "rollback"): Promise<void> {
    if (this.transactionOwner !== owner) throw new Error("No transaction of this connection is open.");
    const done = this.request({ type: "query", sql, params: [] });
    const schemaChanged = this.schemaChangePending;
    this.schemaChangePending = false;
    this.release();
    try {
      await done;
    } finally {
      if (schemaChanged) this.reader?.schemaChanged?.();
    }
  }

  private release(): void {
    this.transactionOwner = null;
    this.endTransaction();
    this.transactions.unlock();
  }

  /**
   * Runs `steps` in one transaction in a single round trip. Answers the index of the first step whose
   * change count was not its `expectChanges` (everything rolled back), or null when all committed.
   */
  async batch(steps: BatchStep[], order: BatchOrder = {}): Promise<number | null> {
    if (this.transactionOwner !== null) await this.gate(null);
    const started = performance.now();
    try {
      const message =
        order.after === undefined
          ? { type: "batch" as const, steps }
          : { type: "batch" as const, steps, after: order.after };
      const reply = await this.request(message, order.posted);
      return reply.failedStep ?? null;
    } finally {
      this.onBatch?.(performance.now() - started);
    }
  }

  /** Runs a pragma on the worker's connection (e.g. `wal_autocheckpoint = 1000`). */
  async pragma(sql: string): Promise<unknown[]> {
    return (await this.request({ type: "pragma", sql })).rows ?? [];
  }

  /** Restarts the WAL with a RESTART checkpoint, unless a transaction is open or a reader is busy. */
  async restartLog(): Promise<void> {
    this.reader?.pause?.();
    try {
      await this.request({ type: "restart" });
    } finally {
      this.reader?.resume?.();
    }
  }

  async close(): Promise<void> {
    this.reader = null;
    if (this.failure) return;
    await this.request({ type: "close" }).catch(() => {});
    await this.worker.terminate();
  }
}

/**
 * A connection handed to Kysely: a token, not a lock. Its statements are pipelined unless another
 * connection has a transaction open.
 */
class WorkerConnection implements DatabaseConnection {
  constructor(private readonly client: SqliteWorkerClient) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.client.query(
      compiledQuery.sql,
      compiledQuery.parameters,
      this,
      SelectQueryNode.is(compiledQuery.query) || /^\s*select\s/i.test(compiledQuery.sql),
    );
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

/** One connection, lent to one interactive transaction at a time. */
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
  constructor(
    private readonly client: SqliteWorkerClient,
    private readonly onDestroy: () => void,
  ) {}

  async init(): Promise<void> {
    await this.client.ready;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WorkerConnection(this.client);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await this.client.begin(connection);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.client.finish(connection, "commit");
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.client.finish(connection, "rollback");
  }

  async releaseConnection(): Promise<void> {}

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
