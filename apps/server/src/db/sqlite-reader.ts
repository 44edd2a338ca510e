import type BetterSqlite3 from "better-sqlite3";
import type { RowStatement } from "./sqlite-rows";

/**
 * How long the reader may keep one snapshot when this process writes nothing: the bound on how late
 * it sees a write made by another process (`npm run admin`, which may run beside the server).
 */
const READ_SNAPSHOT_MAX_MS = 50;

/**
 * The read-only connection on the event loop (ADR 010), keeping one read transaction open across
 * reads (docs/decisions/040-http-common-path.md).
 *
 * In WAL mode every read outside a transaction starts and ends a read transaction of its own, which
 * takes and drops file locks with a handful of system calls: for the session read of a signed-in
 * request that was half its cost. All of this process's writes go through the worker, so the
 * snapshot is ended as soon as the worker answers anything (`written`): a read that follows a write's
 * answer sees it, as before. A snapshot is also ended once it is `maxAgeMs` old, on a schema change,
 * and while the worker restarts the log (`pause`), which a held read would block.
 */
export class SnapshotReader {
  private began = 0;
  private paused = 0;
  private readonly begin: BetterSqlite3.Statement;
  private readonly commit: BetterSqlite3.Statement;

  constructor(
    private readonly database: BetterSqlite3.Database,
    private readonly prepare: (sql: string) => RowStatement,
    private readonly dropStatements: () => void,
    private readonly maxAgeMs = READ_SNAPSHOT_MAX_MS,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.begin = database.prepare("begin");
    this.commit = database.prepare("commit");
  }

  /** True while a snapshot is held (for tests). */
  get holding(): boolean {
    return this.database.inTransaction;
  }

  all(sql: string, params: readonly unknown[]): unknown[] {
    if (this.paused === 0) {
      if (this.database.inTransaction && this.now() - this.began >= this.maxAgeMs) this.end();
      if (!this.database.inTransaction) {
        this.begin.run();
        this.began = this.now();
      }
    }
    try {
      return this.prepare(sql).all(params);
    } catch (error) {
      this.end();
      throw error;
    }
  }

  /** The worker answered (a write, most likely): the next read takes a new snapshot. */
  written(): void {
    this.end();
  }

  schemaChanged(): void {
    this.end();
    this.dropStatements();
  }

  /** No snapshot is kept until `resume`: each read is its own transaction, as without this class. */
  pause(): void {
    this.paused++;
    this.end();
  }

  resume(): void {
    this.paused--;
  }

  private end(): void {
    if (this.database.inTransaction) this.commit.run();
  }
}
