import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** One line of bench/support/server-stats.cjs: the server process's own figures at `at`. */
export interface ServerSample {
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** Live timers, referenced or not. */
  timeouts: number;
  intervals: number;
  /** Handles and requests keeping the process alive, by type (TCPSocketWrap, Timeout, …). */
  resources: Record<string, number>;
  /** PostgreSQL pools the server used (none on SQLite). */
  pgPools: { total: number; idle: number; waiting: number }[];
  /** Event-loop delay since the previous line. */
  loopDelayMs: { p50: number; p99: number; max: number };
}

/** Handles and requests keeping the server alive, timers aside. */
export function activeHandles(sample: ServerSample): number {
  let count = 0;
  for (const [type, n] of Object.entries(sample.resources))
    if (type !== "Timeout" && type !== "Immediate") count += n;
  return count;
}

/**
 * The server-stats preload for `startGameServer`, writing a line every `intervalMs` to a file of its
 * own; `read()` returns the lines written since the last call.
 */
export function serverStats(intervalMs: number) {
  const dir = mkdtempSync(join(tmpdir(), "rb-bench-stats-"));
  const file = join(dir, "server-stats.jsonl");
  let seen = 0;
  return {
    preloads: ["server-stats.cjs"],
    env: { BENCH_STATS_FILE: file, BENCH_STATS_INTERVAL_MS: String(Math.round(intervalMs)) },
    read(): ServerSample[] {
      if (!existsSync(file)) return [];
      const lines = readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => line.trim() !== "");
      const fresh = lines.slice(seen).map((line) => JSON.parse(line) as ServerSample);
      seen = lines.length;
      return fresh;
    },
    remove(): void {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
