import { DomainError } from "./domain-error";

/** The source of "now" in epoch milliseconds (deps.ts's `Clock`). */
interface Clock {
  now(): number;
}

/** Counts refusals by limit name (the rate-limit metric, docs/deploy.md "Metrics"). */
export interface RefusalCounter {
  refused(limit: string): void;
}

interface RateLimitVerdict {
  allowed: boolean;
  /** Whole seconds until the next hit would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * A sliding-window counter: at most `limit` hits per key in any `windowMs`.
 * State lives in this process only: with N instances behind a load balancer a client gets up to
 * N times the limit. Good enough for slowing guessing; a shared store can replace it later.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly options: {
      limit: number;
      windowMs: number;
      clock: Clock;
      maxKeys?: number;
      /** Told of every refused check, under `name`. */
      refusals?: RefusalCounter;
      name?: string;
    },
  ) {}

  private recent(key: string, now: number): number[] {
    const list = this.hits.get(key);
    if (!list) return [];
    const cutoff = now - this.options.windowMs;
    let drop = 0;
    while (drop < list.length && (list[drop] ?? 0) <= cutoff) drop++;
    if (drop > 0) list.splice(0, drop);
    if (list.length === 0) this.hits.delete(key);
    return list;
  }

  check(key: string): RateLimitVerdict {
    const now = this.options.clock.now();
    const list = this.recent(key, now);
    if (list.length < this.options.limit) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = list[list.length - this.options.limit] ?? now;
    this.options.refusals?.refused(this.options.name ?? "unnamed");
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.options.windowMs - now) / 1000)),
    };
  }

  hit(key: string): void {
    const now = this.options.clock.now();
    this.sweep(now);
    const list = this.recent(key, now);
    list.push(now);
    this.hits.set(key, list);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Drops idle keys now and then so memory stays bounded under a spray of distinct keys. */
  private sweep(now: number): void {
    if (this.hits.size < (this.options.maxKeys ?? 10_000) && now - this.lastSweep < this.options.windowMs)
      return;
    this.lastSweep = now;
    for (const key of [...this.hits.keys()]) this.recent(key, now);
  }
}

/**
 * Throws `rate_limited` (429 with Retry-After) when any of the given checks refuses, naming the
 * longest wait among them.
 */
export function enforce(...verdicts: RateLimitVerdict[]): void {
  const refused = verdicts.filter((v) => !v.allowed);
  if (refused.length === 0) return;
  const wait = Math.max(...refused.map((v) => v.retryAfterSeconds));
  throw new DomainError("rate_limited", "Too many attempts. Please wait a moment and try again.", {
    retryAfterSeconds: wait,
  });
}

/**
 * One limiter per named window, each limit multiplied by `scale` (RATE_LIMIT_SCALE), at least 1.
 * Refusals are counted in `refusals` under the window's name in snake_case (`loginPerIp`: `login_per_ip`).
 */
export function scaledLimiters<K extends string>(
  windows: Record<K, { limit: number; windowMs: number }>,
  clock: Clock,
  scale = 1,
  refusals?: RefusalCounter,
): Record<K, SlidingWindowLimiter> {
  const limiters = {} as Record<K, SlidingWindowLimiter>;
  for (const key of Object.keys(windows) as K[]) {
    const { limit, windowMs } = windows[key];
    limiters[key] = new SlidingWindowLimiter({
      limit: Math.max(1, Math.round(limit * scale)),
      windowMs,
      clock,
      refusals,
      name: key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
    });
  }
  return limiters;
}

/**
 * Admits one more call by `key` under `limiter` (counting it), or refuses it with `message`: a
 * `rate_limited` domain error that says when to try again.
 */
export function admitOrRefuse(limiter: SlidingWindowLimiter, key: string, message: string): void {
  const verdict = limiter.check(key);
  if (!verdict.allowed) {
    throw new DomainError("rate_limited", message, { retryAfterSeconds: verdict.retryAfterSeconds });
  }
  limiter.hit(key);
}
