import { join } from "node:path";
import { type RunningServer, repoRoot, startBuiltServer } from "../support/processes";
import type { GameSettings } from "./settings";

/**
 * The built server (SQLite, in-process bus) with the games' shortened timers, as bench:game runs it,
 * with bench/support/loop-monitor.cjs preloaded (event-loop delay and GC pauses during play, printed
 * when it exits) and any further preloads from bench/support. BENCH_SERVER_NODE_OPTIONS adds options.
 */
export function startGameServer(
  s: GameSettings,
  options: { scryptLogN?: number; preloads?: string[]; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const preloads = ["loop-monitor.cjs", ...(options.preloads ?? [])]
    .map((file) => `--require ${join(repoRoot, "bench/support", file)}`)
    .join(" ");
  return startBuiltServer({
    WRITING_SECONDS: String(s.writingSeconds),
    READING_SECONDS: String(s.readingSeconds),
    SCORING_SECONDS: String(s.scoringSeconds),
    SCRYPT_LOG_N: String(options.scryptLogN ?? 10),
    RATE_LIMIT_SCALE: String(s.rateLimitScale),
    TIMER_UPDATE_MS: "5000",
    NODE_OPTIONS: `${preloads} ${process.env.BENCH_SERVER_NODE_OPTIONS ?? ""}`,
    ...options.env,
  });
}
