import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CurrentSession } from "../auth/sessions";
import type { Clock } from "../deps";
import type { RefusalCounter } from "../lib/rate-limit";
import { isApiPath } from "./edge";
import { HttpError } from "./errors";
import { clientAddressKey } from "./trust-proxy";

interface Bucket {
  tokens: number;
  last: number;
}

/**
 * Token buckets by key: `ratePerSecond` tokens refill continuously up to `burst`. Time comes from the
 * clock, so tests control it. Full (idle) buckets are forgotten now and then, so memory stays bounded
 * under a spray of keys: a forgotten bucket is the same as a full one.
 */
export class KeyedTokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep: number;

  constructor(
    private readonly options: { ratePerSecond: number; burst: number; clock: Clock; maxKeys?: number },
  ) {
    this.lastSweep = options.clock.now();
  }

  /** Spends a token of `key`; answers 0 when there was one, else whole seconds until there will be. */
  take(key: string): number {
    const now = this.options.clock.now();
    this.sweep(now);
    const { ratePerSecond, burst } = this.options;
    const bucket = this.buckets.get(key) ?? { tokens: burst, last: now };
    bucket.tokens = Math.min(burst, bucket.tokens + (Math.max(0, now - bucket.last) / 1000) * ratePerSecond);
    bucket.last = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerSecond));
  }

  get size(): number {
    return this.buckets.size;
  }

  private sweep(now: number): void {
    const { ratePerSecond, burst } = this.options;
    const refillMs = (burst / ratePerSecond) * 1000;
    const crowded = this.buckets.size >= (this.options.maxKeys ?? 100_000);
    if (!crowded && now - this.lastSweep < refillMs) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.last >= refillMs) this.buckets.delete(key);
    }
    // Still crowded with active keys: drop the oldest-inserted ones rather than grow without end.
    if (this.buckets.size >= (this.options.maxKeys ?? 100_000)) {
      let excess = this.buckets.size - Math.floor((this.options.maxKeys ?? 100_000) / 2);
      for (const key of this.buckets.keys()) {
        if (excess-- <= 0) break;
        this.buckets.delete(key);
      }
    }
  }
}

/** Seconds of sustained rate a client may spend at once. */
export const HTTP_BURST_SECONDS = 5;

/**
 * Who a request counts against: its signed-in user, else its client address (docs/reliability.md A34).
 * A made-up session cookie finds no session and so counts against the address.
 */
function clientKeyOf(request: FastifyRequest, session: CurrentSession | null): string {
  return session ? `user:${session.user.id}` : `ip:${clientAddressKey(request.ip)}`;
}

/** Waits `ms` milliseconds (a real timer; tests pass their own). */
const realDelay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * One token bucket per client over every /api request (`/healthz`, the web app's files and socket
 * upgrades are not counted), far above what the app itself sends, so that one client flooding the API
 * is answered 429 with Retry-After before it costs the others (docs/reliability.md A34). It runs
 * before the body is read. The per-action limits (sign-in, guesses, join codes) stay as they are.
 *
 * A refusal is answered only after `refusalDelayMs` (at most the Retry-After): a client that fires
 * its next request the moment the last is answered then sends one request per connection per delay
 * instead of thousands a second, so refusing it costs next to nothing (docs/reliability.md L5). The
 * connections it can hold open meanwhile are capped per address (MAX_CONNECTIONS_PER_IP).
 */
export function installClientRateLimit(
  app: FastifyInstance,
  options: {
    clock: Clock;
    requestsPerSecond: number;
    scale: number;
    refusalDelayMs: number;
    delay?: (ms: number) => Promise<void>;
    /** Counts each refusal as the `http` limit's. */
    refusals?: RefusalCounter;
  },
): KeyedTokenBuckets {
  const ratePerSecond = Math.max(1, options.requestsPerSecond * options.scale);
  const buckets = new KeyedTokenBuckets({
    ratePerSecond,
    burst: Math.max(1, Math.round(ratePerSecond * HTTP_BURST_SECONDS)),
    clock: options.clock,
  });
  // preParsing: after the cookie plugin's onRequest hook has read the cookies, before the body is read.
  // Callback style (ADR 040): the session read that `requireUser` reuses is the only wait.
  app.addHook("preParsing", (request, _reply, payload, done) => {
    if (!isApiPath(request.url)) {
      done(null, payload);
      return;
    }
    request.server.sessions.current(request).then(
      (session) => {
        const wait = buckets.take(clientKeyOf(request, session));
        if (wait <= 0) {
          done(null, payload);
          return;
        }
        options.refusals?.refused("http");
        const refuse = () =>
          done(
            new HttpError(429, "rate_limited", "Too many requests. Please wait a moment and try again.", {
              "retry-after": String(wait),
            }),
          );
        const hold = Math.min(options.refusalDelayMs, wait * 1000);
        if (hold > 0) (options.delay ?? realDelay)(hold).then(refuse, refuse);
        else refuse();
      },
      (error: Error) => done(error),
    );
  });
  return buckets;
}
