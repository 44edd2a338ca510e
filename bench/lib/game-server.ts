import { join } from "node:path";
import { type RunningServer, repoRoot, startBuiltServer } from "../support/processes";
import type { GameSettings } from "./settings";

interface GameServerOptions {
  scryptLogN?: number;
  preloads?: string[];
  env?: Record<string, string>;
}

/**
 * The environment of a server under the games' load: their shortened timers, with
 * bench/support/loop-monitor.cjs preloaded (event-loop delay and GC pauses during play, printed when
 * it exits) and any further preloads from bench/support. BENCH_SERVER_NODE_OPTIONS adds options.
 */
export function gameServerEnv(s: GameSettings, options: GameServerOptions = {}): Record<string, string> {
  const preloads = ["loop-monitor.cjs", ...(options.preloads ?? [])]
    .map((file) => `--require ${join(repoRoot, "bench/support", file)}`)
    .join(" ");
  return {
    WRITING_SECONDS: String(s.writingSeconds),
    READING_SECONDS: String(s.readingSeconds),
    SCORING_SECONDS: String(s.scoringSeconds),
    SCRYPT_LOG_N: String(options.scryptLogN ?? 10),
    RATE_LIMIT_SCALE: String(s.rateLimitScale),
    TIMER_UPDATE_MS: "5000",
    NODE_OPTIONS: `${preloads} ${process.env.BENCH_SERVER_NODE_OPTIONS ?? ""}`,
    ...options.env,
  };
}

/** The built server (SQLite, in-process bus) with `gameServerEnv`, as bench:game runs it. */
export function startGameServer(s: GameSettings, options: GameServerOptions = {}): Promise<RunningServer> {
  return startBuiltServer(gameServerEnv(s, options));
}
