import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { HTTP_BURST_SECONDS, installClientRateLimit, KeyedTokenBuckets } from "./client-rate-limit";
import { installErrorHandling } from "./errors";

function clockAt(start: number) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

describe("KeyedTokenBuckets", () => {
  it("allows a burst, then the sustained rate, and names the wait in whole seconds", () => {
    const clock = clockAt(0);
    const buckets = new KeyedTokenBuckets({ ratePerSecond: 2, burst: 4, clock });
    for (let i = 0; i < 4; i++) expect(buckets.take("k")).toBe(0);
    expect(buckets.take("k")).toBe(1);
    clock.advance(500);
    expect(buckets.take("k")).toBe(0);
    expect(buckets.take("k")).toBe(1);
    clock.advance(10_000);
    for (let i = 0; i < 4; i++) expect(buckets.take("k")).toBe(0);
    expect(buckets.take("k")).toBeGreaterThan(0);
  });

  it("keeps keys apart", () => {
    const buckets = new KeyedTokenBuckets({ ratePerSecond: 1, burst: 1, clock: clockAt(0) });
    expect(buckets.take("a")).toBe(0);
    expect(buckets.take("a")).toBe(1);
    expect(buckets.take("b")).toBe(0);
  });

  it("forgets idle keys and stays bounded under a spray of keys", () => {
    const clock = clockAt(0);
    const buckets = new KeyedTokenBuckets({ ratePerSecond: 10, burst: 10, clock, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) buckets.take(`k${i}`);
    expect(buckets.size).toBeLessThanOrEqual(100);
    clock.advance(2000);
    buckets.take("fresh");
    expect(buckets.size).toBe(1);
  });
});

describe("the per-client limit's refusals (L5)", () => {
  async function flood(refusalDelayMs: number) {
    const app = Fastify();
    // Nobody is signed in: every request counts against its address.
    app.decorate("sessions", { current: async () => null } as never);
    installErrorHandling(app);
    const holds: number[] = [];
    installClientRateLimit(app, {
      clock: clockAt(0),
      requestsPerSecond: 1,
      scale: 1,
      refusalDelayMs,
      delay: async (ms) => {
        holds.push(ms);
      },
    });
    app.get("/api/ping", async () => ({ ok: true }));
    const codes: number[] = [];
    for (let i = 0; i < HTTP_BURST_SECONDS + 2; i++)
      codes.push((await app.inject({ url: "/api/ping" })).statusCode);
    await app.close();
    return { codes, holds };
  }

  it("holds each refusal for the delay before answering 429, and never holds a request it serves", async () => {
    const { codes, holds } = await flood(1000);
    expect(codes).toEqual([...Array(HTTP_BURST_SECONDS).fill(200), 429, 429]);
    expect(holds).toEqual([1000, 1000]);
  });

  it("answers at once with a delay of 0", async () => {
    const { codes, holds } = await flood(0);
    expect(codes.slice(-1)).toEqual([429]);
    expect(holds).toEqual([]);
  });
});
