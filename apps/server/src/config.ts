import { fileURLToPath } from "node:url";
import { PRESENCE_REFRESH_MS } from "@riddlebook/protocol";
import { WRITING_SECONDS } from "@riddlebook/rules";
import { z } from "zod";
import { CARD_ENV, type CardConfig, cardConfigOf } from "./cards/card-config";
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy";

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
  /** Redis connection string; when set, events fan out through Redis, on channels `redisPrefix` + name. */
  redisUrl: string | undefined;
  /** Deployments sharing one Redis each need their own: pub/sub ignores the db number (docs/deploy.md). */
  redisPrefix: string;
  /** PostgreSQL: longest wait for a connection, new or from the pool (ADR 015). */
  pgConnectTimeoutMs: number;
  /** PostgreSQL: `statement_timeout`, after which the server cancels a statement (ADR 015). */
  pgStatementTimeoutMs: number;
  /** PostgreSQL: longest wait for any answer, even from an unreachable server (ADR 015). */
  pgQueryTimeoutMs: number;
  /** PostgreSQL: `idle_in_transaction_session_timeout`, which frees a transaction a client abandoned. */
  pgIdleInTransactionTimeoutMs: number;
  /** SQLite `synchronous`: "full" syncs the log at every commit; "normal" may lose the last ones on power loss (ADR 015). */
  sqliteSynchronous: "full" | "normal";
  /**
   * V8's old-space growth after each full collection, in percent (0: V8's own dynamic factor, which
   * under play's allocation rate lets the heap grow to several times its live set; ADR 038).
   */
  heapGrowingPercent: number;
  /** Test mode: seeded test users and user switching. Refused with NODE_ENV=production. */
  testMode: boolean;
  /**
   * Lower-cased e-mails allowed to hold admin powers. When not empty, an account granted admin (by
   * `npm run admin -- grant`) is an admin only while its e-mail is listed; it never grants (ADR 015).
   */
  adminEmails: readonly string[];
  nodeEnv: string;
  /** Secure cookies, HSTS and upgrade-insecure-requests. */
  isProduction: boolean;
  /** Folder with the built web app (index.html and assets). */
  webDistDir: string;
  logLevel: string;
  /** Which peers may name the client in X-Forwarded-For: none, a hop count or proxy addresses, never all. */
  trustProxy: TrustProxy;
  /** Longest time to receive a whole request, headers and body (docs/reliability.md A24). */
  requestTimeoutMs: number;
  /** Longest time to receive a request's headers (at most `requestTimeoutMs`). */
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves for this long is closed (0: never). */
  idleTimeoutMs: number;
  /** Open connections allowed per client address, times `rateLimitScale` (0: no cap; A32). */
  maxConnectionsPerIp: number;
  /** Sustained /api requests per second per client, times `rateLimitScale`; bursts of 5 s worth (A34). */
  httpRequestsPerSecond: number;
  /**
   * `/metrics` (Prometheus): a bearer token it requires, and/or a separate port it is served on
   * (docs/deploy.md). With neither set, `/metrics` is not served at all.
   */
  metricsToken: string | undefined;
  metricsPort: number | undefined;
  /** Host the metrics port binds to (default 127.0.0.1: internal only). */
  metricsHost: string;
  /** How long a request refused by the per-client limit waits for its 429 (tarpit), ms. */
  httpRefusalDelayMs: number;
  /** Password hashes computed at once (ADR 004). */
  passwordHashConcurrency: number;
  /** Password hashes allowed to wait; beyond this, sign-ins get 503 `busy` (A33). */
  passwordHashQueue: number;
  /** Share cards: drawing threads, their queue, cold draws per client, disk kept (cards/card-config.ts). */
  cards: CardConfig;
  /** Writing phase length in seconds (180 by default, docs/product.md §4); tests may shorten it. */
  writingSeconds: number;
  /** speed_round writing length in seconds; unset: the rules' 60 s, or `writingSeconds` if shorter. */
  speedRoundSeconds: number | undefined;
  /** Reading/guessing phase length in seconds; unset: the rules' default (120 s). */
  readingSeconds: number | undefined;
  /** How long scoring waits before continuing on its own, in seconds; unset: the rules' 30 s. */
  scoringSeconds: number | undefined;
  /** How many times faster than a person bots act (1: a person's pace); tests raise it to play in seconds. */
  botSpeed: number;
  /** WebSocket ping interval; a socket that misses one pong is dropped at the next ping. */
  wsHeartbeatMs: number;
  /** How often `timer_update` is sent while a deadline runs. */
  timerUpdateMs: number;
  /** Open sockets allowed per user on one instance. */
  wsMaxSocketsPerUser: number;
  /** Sustained client messages per second allowed per socket (bursts of twice that). */
  wsMessagesPerSecond: number;
  /** After a socket is closed for flooding, how long its user's new sockets are refused (ms). */
  wsFloodCooldownMs: number;
  /** How often each instance looks for overdue deadlines in the database (a lost instance's games). */
  deadlineSweepMs: number;
  /**
   * How often each instance checks that its sockets' sessions still exist and have not expired, and
   * closes those that do not (docs/reliability.md A4, ADR 017): heals a lost `session_revoked`.
   */
  sessionSocketSweepMs: number;
  /**
   * scrypt cost exponent: N = 2^scryptLogN, with OWASP's p for that N (13 → p 10, the default; 17 →
   * p 1; ADR 039). Tests lower it for speed.
   */
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
  /** A game in setup with no commit for this long ends on its own, freeing its join code (ADR 013). */
  setupIdleMs: number;
  /** How often each instance looks for setup games idle past `setupIdleMs`. */
  setupSweepMs: number;
  /** Games in setup one user may host at once; one more create answers 409 (ADR 013). */
  maxSetupGamesPerHost: number;
  /** How often an instance re-stamps its users' presence rows while their sockets are open (ADR 020). */
  presenceRefreshMs: number;
  /** A presence row not re-stamped for this long counts as offline (its instance is gone). */
  presenceStaleMs: number;
  /** How often each instance deletes stale presence rows and tells the users' friends. */
  presenceSweepMs: number;
  /** How often each instance expires unanswered challenges and records finished challenge games. */
  challengeSweepMs: number;
  /** How long a person has to open their tournament match's game before forfeiting (ADR 033). */
  tournamentNoShowMs: number;
  /** How often each instance acts on tournaments' start times, no-shows and unrecorded results. */
  tournamentSweepMs: number;
}

const SCRYPT_LOG_N_DEFAULT = 13;
/** Measured in BENCHMARKS.md ("Game load"): see ADR 038. */
const HEAP_GROWING_PERCENT_DEFAULT = 100;
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
  REDIS_PREFIX: z.optional(z.string().regex(/^[\w:.-]{1,64}$/, "must be 1-64 letters, digits or _:.-")),
  PG_CONNECT_TIMEOUT_MS: intInRange(100, 600_000).default(5_000),
  PG_STATEMENT_TIMEOUT_MS: intInRange(100, 3_600_000).default(10_000),
  PG_QUERY_TIMEOUT_MS: intInRange(100, 3_600_000).optional(),
  PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: intInRange(100, 3_600_000).default(15_000),
  SQLITE_SYNCHRONOUS: z
    .enum(["full", "normal", "FULL", "NORMAL"], { error: 'must be "full" or "normal"' })
    .default("full")
    .transform((v) => v.toLowerCase() as "full" | "normal"),
  HEAP_GROWING_PERCENT: intInRange(0, 400).default(HEAP_GROWING_PERCENT_DEFAULT),
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
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parseTrustProxy(v);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  REQUEST_TIMEOUT_MS: intInRange(100, 3_600_000).default(30_000),
  HEADERS_TIMEOUT_MS: intInRange(100, 3_600_000).default(15_000),
  KEEP_ALIVE_TIMEOUT_MS: intInRange(100, 3_600_000).default(72_000),
  IDLE_TIMEOUT_MS: intInRange(0, 3_600_000).default(60_000),
  MAX_CONNECTIONS_PER_IP: intInRange(0, 1_000_000).default(64),
  HTTP_REQUESTS_PER_SECOND: intInRange(1, 1_000_000).default(20),
  HTTP_REFUSAL_DELAY_MS: intInRange(0, 10_000).default(1000),
  PASSWORD_HASH_CONCURRENCY: intInRange(1, 64).default(2),
  PASSWORD_HASH_QUEUE: intInRange(0, 100_000).default(64),
  ...CARD_ENV,
  WRITING_SECONDS: intInRange(1, 3600).default(WRITING_SECONDS),
  SPEED_ROUND_SECONDS: intInRange(1, 3600).optional(),
  READING_SECONDS: intInRange(1, 3600).optional(),
  SCORING_SECONDS: intInRange(1, 3600).optional(),
  BOT_SPEED: z.coerce.number({ error: "must be a number" }).min(1).max(1000).default(1),
  WS_HEARTBEAT_MS: intInRange(100, 600_000).default(15_000),
  TIMER_UPDATE_MS: intInRange(100, 600_000).default(5_000),
  WS_MAX_SOCKETS_PER_USER: intInRange(1, 10_000).default(16),
  WS_MESSAGES_PER_SECOND: intInRange(1, 10_000).default(20),
  WS_FLOOD_COOLDOWN_MS: intInRange(0, 3_600_000).default(10_000),
  DEADLINE_SWEEP_MS: intInRange(100, 3_600_000).default(10_000),
  SESSION_SOCKET_SWEEP_MS: intInRange(100, 3_600_000).default(60_000),
  SCRYPT_LOG_N: intInRange(10, 20).default(SCRYPT_LOG_N_DEFAULT),
  RATE_LIMIT_SCALE: z.coerce.number({ error: "must be a number" }).positive().max(10_000).default(1),
  MATCH_RELAX_SECONDS: intInRange(0, 3600).default(3),
  MATCH_STALE_SECONDS: intInRange(1, 3600).default(10),
  MATCH_BOT_OFFER_SECONDS: intInRange(0, 3600).default(15),
  SETUP_IDLE_SECONDS: intInRange(1, 7 * 24 * 3600).default(3600),
  SETUP_SWEEP_MS: intInRange(50, 3_600_000).default(60_000),
  MAX_SETUP_GAMES_PER_HOST: intInRange(1, 1000).default(3),
  PRESENCE_REFRESH_MS: intInRange(50, 600_000).default(PRESENCE_REFRESH_MS),
  PRESENCE_STALE_MS: intInRange(100, 3_600_000).default(60_000),
  PRESENCE_SWEEP_MS: intInRange(50, 600_000).default(10_000),
  CHALLENGE_SWEEP_MS: intInRange(50, 3_600_000).default(60_000),
  TOURNAMENT_NO_SHOW_SECONDS: intInRange(1, 24 * 3600).default(300),
  TOURNAMENT_SWEEP_MS: intInRange(50, 3_600_000).default(5_000),
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()))
    .refine((v) => v === undefined || v.length >= 16, { message: "must be at least 16 characters" }),
  METRICS_PORT: intInRange(1, 65535).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
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
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      "Invalid environment configuration:\n  HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS",
    );
  }
  const isProduction = e.NODE_ENV === "production";
  if (e.TEST_MODE && isProduction) {
    // Test mode signs anyone in as a seeded test user: never on a production server (ADR 015).
    throw new ConfigError(
      "Invalid environment configuration:\n  TEST_MODE: test mode is refused with NODE_ENV=production " +
        "(it lets anyone sign in as a test user); unset TEST_MODE or use another NODE_ENV",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX ?? "rb:",
    pgConnectTimeoutMs: e.PG_CONNECT_TIMEOUT_MS,
    pgStatementTimeoutMs: e.PG_STATEMENT_TIMEOUT_MS,
    // Unset: a second past the statement timeout, so PostgreSQL's own cancel comes first when it answers.
    pgQueryTimeoutMs: e.PG_QUERY_TIMEOUT_MS ?? e.PG_STATEMENT_TIMEOUT_MS + 1000,
    pgIdleInTransactionTimeoutMs: e.PG_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    heapGrowingPercent: e.HEAP_GROWING_PERCENT,
    testMode: e.TEST_MODE,
    adminEmails: e.ADMIN_EMAILS,
    nodeEnv: e.NODE_ENV,
    isProduction,
    webDistDir: e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    idleTimeoutMs: e.IDLE_TIMEOUT_MS,
    maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP,
    httpRequestsPerSecond: e.HTTP_REQUESTS_PER_SECOND,
    httpRefusalDelayMs: e.HTTP_REFUSAL_DELAY_MS,
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
    passwordHashQueue: e.PASSWORD_HASH_QUEUE,
    cards: cardConfigOf(e),
    writingSeconds: e.WRITING_SECONDS,
    speedRoundSeconds: e.SPEED_ROUND_SECONDS,
    readingSeconds: e.READING_SECONDS,
    scoringSeconds: e.SCORING_SECONDS,
    botSpeed: e.BOT_SPEED,
    wsHeartbeatMs: e.WS_HEARTBEAT_MS,
    timerUpdateMs: e.TIMER_UPDATE_MS,
    wsMaxSocketsPerUser: e.WS_MAX_SOCKETS_PER_USER,
    wsMessagesPerSecond: e.WS_MESSAGES_PER_SECOND,
    wsFloodCooldownMs: e.WS_FLOOD_COOLDOWN_MS,
    deadlineSweepMs: e.DEADLINE_SWEEP_MS,
    sessionSocketSweepMs: e.SESSION_SOCKET_SWEEP_MS,
    scryptLogN: e.SCRYPT_LOG_N,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    sessionIdleMs: 7 * DAY_MS,
    sessionAbsoluteMs: 30 * DAY_MS,
    matchRelaxSeconds: e.MATCH_RELAX_SECONDS,
    matchStaleSeconds: e.MATCH_STALE_SECONDS,
    matchBotOfferSeconds: e.MATCH_BOT_OFFER_SECONDS,
    setupIdleMs: e.SETUP_IDLE_SECONDS * 1000,
    setupSweepMs: e.SETUP_SWEEP_MS,
    maxSetupGamesPerHost: e.MAX_SETUP_GAMES_PER_HOST,
    presenceRefreshMs: e.PRESENCE_REFRESH_MS,
    presenceStaleMs: e.PRESENCE_STALE_MS,
    presenceSweepMs: e.PRESENCE_SWEEP_MS,
    challengeSweepMs: e.CHALLENGE_SWEEP_MS,
    tournamentNoShowMs: e.TOURNAMENT_NO_SHOW_SECONDS * 1000,
    tournamentSweepMs: e.TOURNAMENT_SWEEP_MS,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
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
