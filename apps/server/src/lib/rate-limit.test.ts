import { describe, expect, it } from "vitest";
import { DomainError } from "./domain-error";
import { enforce, SlidingWindowLimiter } from "./rate-limit";

function clockAt(start: number) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

describe("SlidingWindowLimiter", () => {
  it("allows `limit` hits per window and names the wait until the oldest hit leaves it", () => {
    const clock = clockAt(1_000_000);
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 60_000, clock });
    for (let i = 0; i < 3; i++) {
      expect(limiter.check("k").allowed).toBe(true);
      limiter.hit("k");
      clock.advance(10_000);
    }
    expect(limiter.check("k")).toEqual({ allowed: false, retryAfterSeconds: 30 });
    clock.advance(30_000);
    expect(limiter.check("k").allowed).toBe(true);
  });

  it("slides: old hits leave the window one by one", () => {
    const clock = clockAt(0);
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 1000, clock });
    limiter.hit("k");
    clock.advance(600);
    limiter.hit("k");
    expect(limiter.check("k").allowed).toBe(false);
    clock.advance(400);
    expect(limiter.check("k").allowed).toBe(true);
    limiter.hit("k");
    expect(limiter.check("k")).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("keeps keys apart and forgets a key on reset", () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 1000, clock: clockAt(0) });
    limiter.hit("a");
    expect(limiter.check("a").allowed).toBe(false);
    expect(limiter.check("b").allowed).toBe(true);
    limiter.reset("a");
    expect(limiter.check("a").allowed).toBe(true);
  });
});

describe("enforce", () => {
  it("throws 429 rate_limited with the longest Retry-After of the refusing checks", () => {
    try {
      enforce(
        { allowed: true, retryAfterSeconds: 0 },
        { allowed: false, retryAfterSeconds: 5 },
        { allowed: false, retryAfterSeconds: 9 },
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: "rate_limited", details: { retryAfterSeconds: 9 } });
    }
    expect(() => enforce({ allowed: true, retryAfterSeconds: 0 })).not.toThrow();
  });
});
