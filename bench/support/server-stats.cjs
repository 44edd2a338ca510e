// Preloaded into a benchmarked server (`node --require`) by bench:soak and bench:signin
// (docs/reliability.md L4, L3; see bench/lib/server-stats.ts): every
// BENCH_STATS_INTERVAL_MS (default 60 000) it appends one JSON line of the process's own figures to
// BENCH_STATS_FILE: memory, live timers, active handles and requests by type, PostgreSQL pool totals
// when DATABASE_URL is set, and the event-loop delay since the previous line. Nothing in the server
// changes. (Open file descriptors are counted by the benchmark from /proc, outside this process.)
//
// Timers: Node counts only the timers that keep the process alive (`getActiveResourcesInfo`), and the
// server unrefs its deadline, heartbeat and clock-sync timers, so the global setTimeout / setInterval
// (and their clear functions) are wrapped to count every live timer. A timer cleared by its numeric id
// or re-armed with `refresh()` after it fired is not seen; the server does neither.
const { isMainThread } = require("node:worker_threads");

const file = process.env.BENCH_STATS_FILE;
if (file && isMainThread) {
  const fs = require("node:fs");
  const { monitorEventLoopDelay } = require("node:perf_hooks");
  const { promisify } = require("node:util");

  const timeouts = new Set();
  const intervals = new Set();
  const { setTimeout: realSetTimeout, setInterval: realSetInterval } = globalThis;
  const { clearTimeout: realClearTimeout, clearInterval: realClearInterval } = globalThis;
  globalThis.setTimeout = function setTimeout(callback, delay, ...args) {
    if (typeof callback !== "function") return realSetTimeout(callback, delay, ...args);
    const timer = realSetTimeout(
      (...given) => {
        timeouts.delete(timer);
        callback(...given);
      },
      delay,
      ...args,
    );
    timeouts.add(timer);
    return timer;
  };
  globalThis.setTimeout[promisify.custom] = realSetTimeout[promisify.custom];
  globalThis.setInterval = function setInterval(callback, delay, ...args) {
    const timer = realSetInterval(callback, delay, ...args);
    intervals.add(timer);
    return timer;
  };
  const forget = (timer) => {
    if (timer && typeof timer === "object") {
      timeouts.delete(timer);
      intervals.delete(timer);
    }
  };
  globalThis.clearTimeout = function clearTimeout(timer) {
    forget(timer);
    realClearTimeout(timer);
  };
  globalThis.clearInterval = function clearInterval(timer) {
    forget(timer);
    realClearInterval(timer);
  };

  // PostgreSQL: every pool the server asks for a client (Kysely's driver calls pool.connect()).
  const pools = new Set();
  if (process.env.DATABASE_URL) {
    try {
      const pg = require(require.resolve("pg", { paths: [`${process.cwd()}/apps/server`] }));
      const connect = pg.Pool.prototype.connect;
      pg.Pool.prototype.connect = function (...args) {
        pools.add(this);
        return connect.apply(this, args);
      };
    } catch {
      // No pg here: the line simply has no pool figures.
    }
  }

  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const sample = () => {
    const resources = {};
    for (const type of process.getActiveResourcesInfo()) resources[type] = (resources[type] ?? 0) + 1;
    const memory = process.memoryUsage();
    const line = {
      at: Date.now(),
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
      arrayBuffers: memory.arrayBuffers,
      timeouts: timeouts.size,
      intervals: intervals.size,
      resources,
      pgPools: [...pools].map((p) => ({ total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount })),
      loopDelayMs: {
        p50: delay.percentile(50) / 1e6,
        p99: delay.percentile(99) / 1e6,
        max: delay.max / 1e6,
      },
    };
    delay.reset();
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  };
  realSetInterval(sample, Number(process.env.BENCH_STATS_INTERVAL_MS ?? 60_000)).unref();
}
