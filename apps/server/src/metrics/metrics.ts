import { GAME_PHASES } from "@riddlebook/rules";
import type { FastifyBaseLogger } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { DbProbe } from "../db/db-probe";
import { countLiveGamesByPhase, countWaitingSeekers } from "../db/repos/metric-counts";
import type { Db } from "../db/schema";
import type { Clock } from "../deps";
import type { RefusalCounter } from "../lib/rate-limit";

/** Who made a game commit: a caller of `GameService.act`, or a new game stored (`announce`). */
type CommitSource = "user" | "bot" | "system" | "new_game";

/** Sub-millisecond to seconds: database queries, commits. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Fan-out of one commit to this instance's sockets: tens of microseconds to a quarter second. */
const FANOUT_BUCKETS = [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25];
/** Quick-match waits: the bot is offered at 15 s by default, stale seekers leave after 10 s of silence. */
const MATCH_WAIT_BUCKETS = [0.5, 1, 2, 3, 5, 10, 15, 20, 30, 45, 60, 120, 300];

const LIVE_PHASES = GAME_PHASES.filter((phase) => phase !== "complete");

/** What the gauges read when Prometheus scrapes (see `Metrics.watch`). */
interface MetricSources {
  db: Db;
  probe: DbProbe | undefined;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Open sockets on this instance, on /ws and /ws/watch (game) and on /ws/user (user). */
  gameSockets: () => number;
  userSockets: () => number;
  /** A quick-match entry not refreshed for this long has left the queue. */
  matchStaleMs: number;
}

/** The kind of a bus channel, as a label: `game:<id>` is `game`, so games never become label values. */
const channelKind = (name: string): string => {
  const colon = name.indexOf(":");
  return colon < 0 ? name : name.slice(0, colon);
};

/** The children of a labelled metric, each bound once per label values (prom-client hashes labels per call). */
class Children<C> {
  private readonly bound = new Map<string, C>();

  constructor(private readonly make: (...values: string[]) => C) {}

  of(...values: string[]): C {
    const key = values.join("\u0000");
    let child = this.bound.get(key);
    if (child === undefined) {
      child = this.make(...values);
      this.bound.set(key, child);
    }
    return child;
  }
}

/**
 * The Prometheus metrics of one app (docs/deploy.md, "Metrics"): a registry of its own per
 * `buildApp`, so apps built in one process (tests) never share counts. Components record through the
 * methods below, which are cheap enough for hot paths (children of labelled metrics are bound once);
 * gauges are read at scrape time from the sources given to `watch`.
 */
export class Metrics implements RefusalCounter {
  readonly registry = new Registry();
  private readonly commits: Children<Counter.Internal>;
  private readonly commitSeconds: Histogram;
  private readonly fanoutSeconds: Histogram;
  private readonly busPublishFailures: Children<Counter.Internal>;
  private readonly busLagSeconds: Children<Histogram.Internal<"channel">>;
  private readonly queries: Histogram;
  private readonly refusals: Children<Counter.Internal>;
  private readonly botActions: Children<Counter.Internal>;
  private readonly matchWait: Children<Histogram.Internal<"opponent">>;

  /** `processMetrics`: also Node's default process metrics (CPU, memory, event loop, GC). */
  constructor(options: { processMetrics: boolean }) {
    const registers = [this.registry];
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
    const commits = new Counter({
      name: "riddlebook_game_commits_total",
      help: "Game changes committed by this instance, by who asked (user, bot, system: deadlines; new_game: games created).",
      labelNames: ["source"],
      registers,
    });
    this.commits = new Children((...values) => commits.labels(...values));
    this.commitSeconds = new Histogram({
      name: "riddlebook_game_commit_duration_seconds",
      help: "From a game action being asked for to its commit being stored: the game's queue, the rules and the version-checked write.",
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.fanoutSeconds = new Histogram({
      name: "riddlebook_fanout_duration_seconds",
      help: "Time to deliver one commit's views to this instance's sockets on the game.",
      buckets: FANOUT_BUCKETS,
      registers,
    });
    const busPublishFailures = new Counter({
      name: "riddlebook_bus_publish_failures_total",
      help: "Event-bus messages that could not be published (Redis down), by channel kind.",
      labelNames: ["channel"],
      registers,
    });
    this.busPublishFailures = new Children((...values) => busPublishFailures.labels(...values));
    const busLagSeconds = new Histogram({
      name: "riddlebook_bus_lag_seconds",
      help: "From publish to receipt of event-bus messages on this instance, by channel kind (across hosts it includes their clock difference).",
      labelNames: ["channel"],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.busLagSeconds = new Children((...values) => busLagSeconds.labels(...values));
    this.queries = new Histogram({
      name: "riddlebook_db_query_duration_seconds",
      help: "Database queries (and SQLite write batches), from the request to the answer.",
      buckets: LATENCY_BUCKETS,
      registers,
    });
    const refusals = new Counter({
      name: "riddlebook_rate_limit_refusals_total",
      help: "Requests, intents and socket frames refused by a rate limit, by limit.",
      labelNames: ["limit"],
      registers,
    });
    this.refusals = new Children((...values) => refusals.labels(...values));
    const botActions = new Counter({
      name: "riddlebook_bot_actions_total",
      help: "Intents bots played on this instance, by intent and outcome (applied, replayed, skipped, refused).",
      labelNames: ["action", "outcome"],
      registers,
    });
    this.botActions = new Children((...values) => botActions.labels(...values));
    const matchWait = new Histogram({
      name: "riddlebook_matchmaking_wait_seconds",
      help: "Time to match in quick match, from joining the queue to a game, by opponent (player or bot).",
      labelNames: ["opponent"],
      buckets: MATCH_WAIT_BUCKETS,
      registers,
    });
    this.matchWait = new Children((...values) => matchWait.labels(...values));
  }

  /** A game commit was stored; `startedAt` (performance.now()) is when its action was asked for. */
  gameCommitted(source: CommitSource, startedAt?: number): void {
    this.commits.of(source).inc();
    if (startedAt !== undefined) this.commitSeconds.observe((performance.now() - startedAt) / 1000);
  }

  /** One commit reached this instance's sockets; `startedAt` is performance.now() before the first. */
  fannedOut(startedAt: number): void {
    this.fanoutSeconds.observe((performance.now() - startedAt) / 1000);
  }

  busPublishFailed(channel: string): void {
    this.busPublishFailures.of(channelKind(channel)).inc();
  }

  busDelivered(channel: string, lagMs: number): void {
    this.busLagSeconds.of(channelKind(channel)).observe(lagMs / 1000);
  }

  /** A refusal by the named limit (`RefusalCounter`). */
  refused(limit: string): void {
    this.refusals.of(limit).inc();
  }

  /** A function that counts one refusal by `limit`: one per socket registry, never one per socket. */
  refusalCounter(limit: string): () => void {
    const child = this.refusals.of(limit);
    return () => child.inc();
  }

  botActed(action: string, outcome: "applied" | "replayed" | "skipped" | "refused"): void {
    this.botActions.of(action, outcome).inc();
  }

  /** A quick-match seeker got a game after waiting `waitedMs`. */
  matched(opponent: "player" | "bot", waitedMs: number): void {
    this.matchWait.of(opponent).observe(Math.max(0, waitedMs) / 1000);
  }

  /**
   * Registers the gauges read at scrape time: games by phase and the quick-match queue (counted in
   * the database, so the same on every instance), this instance's sockets, and its database
   * connections; and follows the database's query durations. Answers a function that stops following.
   */
  watch(sources: MetricSources): () => void {
    const { db, probe, log, clock } = sources;
    const registers = [this.registry];
    /** A failed count leaves the gauge empty for this scrape (a missing series, not a stale one). */
    const failed = (gauge: { reset(): void }, what: string) => (error: unknown) => {
      gauge.reset();
      log.warn({ err: error }, `metrics: ${what} not counted`);
    };
    new Gauge({
      name: "riddlebook_live_games",
      help: "Games not yet complete, by phase (counted in the database: every instance reports all of them).",
      labelNames: ["phase"],
      registers,
      collect() {
        return countLiveGamesByPhase(db, LIVE_PHASES).then(
          (counts) => {
            for (const phase of LIVE_PHASES) this.set({ phase }, counts.get(phase) ?? 0);
          },
          failed(this, "live games"),
        );
      },
    });
    new Gauge({
      name: "riddlebook_matchmaking_queue_length",
      help: "Quick-match seekers waiting for an opponent (counted in the database: every instance reports all of them).",
      registers,
      collect() {
        return countWaitingSeekers(db, clock.now() - sources.matchStaleMs).then(
          (count) => this.set(count),
          failed(this, "matchmaking queue"),
        );
      },
    });
    new Gauge({
      name: "riddlebook_sockets",
      help: "WebSockets open on this instance: game (/ws players and /ws/watch spectators) and user (/ws/user).",
      labelNames: ["channel"],
      registers,
      collect() {
        this.set({ channel: "game" }, sources.gameSockets());
        this.set({ channel: "user" }, sources.userSockets());
      },
    });
    if (!probe) return () => {};
    const use = probe.use();
    if (use.dialect === "postgres") {
      new Gauge({
        name: "riddlebook_db_pool_connections",
        help: "PostgreSQL pool connections of this instance, by state (idle or busy).",
        labelNames: ["state"],
        registers,
        collect() {
          const now = probe.use();
          if (now.dialect !== "postgres") return;
          this.set({ state: "idle" }, now.idle);
          this.set({ state: "busy" }, now.total - now.idle);
        },
      });
      new Gauge({
        name: "riddlebook_db_pool_waiting",
        help: "Queries of this instance waiting for a free PostgreSQL pool connection.",
        registers,
        collect() {
          const now = probe.use();
          if (now.dialect === "postgres") this.set(now.waiting);
        },
      });
    } else {
      new Gauge({
        name: "riddlebook_db_sqlite_queue_depth",
        help: "Statements and write batches posted to the SQLite worker thread and not yet answered.",
        registers,
        collect() {
          const now = probe.use();
          if (now.dialect === "sqlite") this.set(now.queued);
        },
      });
    }
    const queries = this.queries;
    return probe.onQuery((ms) => queries.observe(ms / 1000));
  }
}
