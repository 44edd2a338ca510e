import type { LogEvent } from "kysely";
import type { Db } from "./schema";

/** How busy a database's connections are right now. */
type DbUse =
  /** PostgreSQL's pool: connections open, idle among them, and requests waiting for one. */
  | { dialect: "postgres"; total: number; idle: number; waiting: number }
  /** SQLite: requests posted to the worker thread and not yet answered (0 on this thread: ADR 010). */
  | { dialect: "sqlite"; queued: number };

type QueryObserver = (durationMs: number) => void;

/**
 * What a database opened by `openSqlite` / `openPostgres` tells the metrics (docs/deploy.md,
 * "Metrics"): the use of its connections, read when asked, and the duration of every query (as
 * Kysely's `log` sees them, plus the SQLite worker's batches, which bypass Kysely).
 */
export class DbProbe {
  private readonly observers = new Set<QueryObserver>();

  constructor(readonly use: () => DbUse) {}

  /** Calls `observer` with every query's duration in ms until the returned function is called. */
  onQuery(observer: QueryObserver): () => void {
    const own: QueryObserver = (ms) => observer(ms);
    this.observers.add(own);
    return () => this.observers.delete(own);
  }

  /** One query (or batch) took `durationMs`. */
  queried(durationMs: number): void {
    for (const observer of this.observers) observer(durationMs);
  }

  /** Kysely's `log` option: successful and failed queries alike. */
  readonly log = (event: LogEvent): void => this.queried(event.queryDurationMillis);
}

const probes = new WeakMap<object, DbProbe>();

/** Ties `probe` to `db`, for `dbProbeOf`. */
export function attachDbProbe(db: Db, probe: DbProbe): Db {
  probes.set(db, probe);
  return db;
}

/** The probe of a database opened by `openSqlite` / `openPostgres`; undefined for any other. */
export function dbProbeOf(db: Db): DbProbe | undefined {
  return probes.get(db);
}
