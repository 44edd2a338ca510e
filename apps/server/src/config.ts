import { fileURLToPath } from "node:url";
import { WRITING_SECONDS } from "@riddlebook/rules";
import { z } from "zod";

/**
 * The server's whole configuration, parsed once from the environment at boot.
 * Everything else receives a `Config`; nothing else reads `process.env`.
 */
export interface Config {
  port: number;
  host: string;
  /** Folder holding the embedded SQLite file (used when `databaseUrl` is absent). */
  dataDir: string;
  /** PostgreSQL connection string; when set, SQLite is not used. */
  databaseUrl: string | undefined;
  /** Redis connection string; when set, events fan out through Redis. */
  redisUrl: string | undefined;
  /** Test mode: seeded test users and user switching. Never on in production. */
  testMode: boolean;
  /** Lower-cased e-mails whose accounts are admins. */
  adminEmails: readonly string[];
  nodeEnv: string;
  /** Secure cookies, HSTS and upgrade-insecure-requests. */
  isProduction: boolean;
  /** Folder with the built web app (index.html and assets). */
  webDistDir: string;
  logLevel: string;
  /** Trust X-Forwarded-* from a proxy in front (for the client IP in rate limits). */
  trustProxy: boolean;
  /** Writing phase length in seconds (180 by default, docs/product.md §4); tests may shorten it. */
  writingSeconds: number;
  /**
   * speed_round writing length in seconds. Unset: the rules' 60 s, or `writingSeconds` when that is
   * shorter (so a test that shortens writing shortens speed rounds too).
   */
  speedRoundSeconds: number | undefined;
  /** Reading/guessing phase length in seconds; unset: the rules' default (120 s). */
  readingSeconds: number | undefined;
  /** How long scoring waits before continuing on its own, in seconds; unset: the rules' 30 s. */
  scoringSeconds: number | undefined;
  /**
   * How many times faster than a person bots act (1: their moves spread over the phase like a
   * person's). Tests and the browser suite raise it so games with bots take seconds.
   */
  botSpeed: number;
  /** WebSocket ping interval; a socket that misses one pong is dropped at the next ping. */
  wsHeartbeatMs: number;
  /** How often `timer_update` is sent while a deadline runs. */
  timerUpdateMs: number;
  /** Open sockets allowed per user on one instance. */
  wsMaxSocketsPerUser: number;
  /** Sustained client messages per second allowed per socket (bursts of twice that). */
  wsMessagesPerSecond: number;
  /** How often each instance looks for overdue deadlines in the database (a lost instance's games). */
  deadlineSweepMs: number;
  /** scrypt cost exponent: N = 2^scryptLogN. OWASP: 17. Tests lower it for speed. */
  scryptLogN: number;
  /** Multiplies every rate limit; lets a long browser suite run from one IP. */
  rateLimitScale: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Quick match: seconds of waiting after which a seeker's skill and rounds preferences relax to "any". */
  matchRelaxSeconds: number;
  /** Quick match: a queue entry not refreshed (join or status) for this long has expired. */
  matchStaleSeconds: number;
  /** Quick match: seconds of waiting before "Play with a bot instead" is offered (15, docs/product.md §9). */
  matchBotOfferSeconds: number;
}

export const WRITING_SECONDS_DEFAULT = WRITING_SECONDS;
export const SCRYPT_LOG_N_DEFAULT = 17;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `apps/web/dist`, found from this file whether it runs as `src/config.ts` or bundled as `dist/main.js`. */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL("../../web/dist", import.meta.url));

const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""], { error: 'must be "1", "true", "0" or "false"' })
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes");

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    });

const intInRange = (min: number, max: number) =>
  z.coerce.number({ error: "must be a number" }).int("must be an integer").min(min).max(max);

const envSchema = z.object({
  PORT: intInRange(0, 65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  REDIS_URL: optionalUrl(["redis", "rediss"]),
  TEST_MODE: booleanFlag,
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim().toLowerCase())
        .filter((s) => s.length > 0),
    ),
  NODE_ENV: z.string().default("development"),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanFlag,
  WRITING_SECONDS: intInRange(1, 3600).default(WRITING_SECONDS_DEFAULT),
  SPEED_ROUND_SECONDS: intInRange(1, 3600).optional(),
  READING_SECONDS: intInRange(1, 3600).optional(),
  SCORING_SECONDS: intInRange(1, 3600).optional(),
  BOT_SPEED: z.coerce.number({ error: "must be a number" }).min(1).max(1000).default(1),
  WS_HEARTBEAT_MS: intInRange(100, 600_000).default(15_000),
  TIMER_UPDATE_MS: intInRange(100, 600_000).default(5_000),
  WS_MAX_SOCKETS_PER_USER: intInRange(1, 10_000).default(16),
  WS_MESSAGES_PER_SECOND: intInRange(1, 10_000).default(20),
  DEADLINE_SWEEP_MS: intInRange(100, 3_600_000).default(10_000),
  SCRYPT_LOG_N: intInRange(10, 20).default(SCRYPT_LOG_N_DEFAULT),
  RATE_LIMIT_SCALE: z.coerce.number({ error: "must be a number" }).positive().max(10_000).default(1),
  MATCH_RELAX_SECONDS: intInRange(0, 3600).default(3),
  MATCH_STALE_SECONDS: intInRange(1, 3600).default(10),
  MATCH_BOT_OFFER_SECONDS: intInRange(0, 3600).default(15),
});

/** Raised when the environment does not parse; the message names every bad variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses an environment (normally `process.env`) into a `Config`, or throws `ConfigError`. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const e = result.data;
  const isProduction = e.NODE_ENV === "production";
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    testMode: e.TEST_MODE,
    adminEmails: e.ADMIN_EMAILS,
    nodeEnv: e.NODE_ENV,
    isProduction,
    webDistDir: e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    writingSeconds: e.WRITING_SECONDS,
    speedRoundSeconds: e.SPEED_ROUND_SECONDS,
    readingSeconds: e.READING_SECONDS,
    scoringSeconds: e.SCORING_SECONDS,
    botSpeed: e.BOT_SPEED,
    wsHeartbeatMs: e.WS_HEARTBEAT_MS,
    timerUpdateMs: e.TIMER_UPDATE_MS,
    wsMaxSocketsPerUser: e.WS_MAX_SOCKETS_PER_USER,
    wsMessagesPerSecond: e.WS_MESSAGES_PER_SECOND,
    deadlineSweepMs: e.DEADLINE_SWEEP_MS,
    scryptLogN: e.SCRYPT_LOG_N,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    sessionIdleMs: 7 * DAY_MS,
    sessionAbsoluteMs: 30 * DAY_MS,
    matchRelaxSeconds: e.MATCH_RELAX_SECONDS,
    matchStaleSeconds: e.MATCH_STALE_SECONDS,
    matchBotOfferSeconds: e.MATCH_BOT_OFFER_SECONDS,
  };
}

/** Parses `process.env`; on failure prints the reason and exits with status 1. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
