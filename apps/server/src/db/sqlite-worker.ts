import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { ConnectionLock } from "./connection-lock";
import { isSchemaChange } from "./sqlite-rows";
import { WORKER_SOURCE } from "./sqlite-worker-source";

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
