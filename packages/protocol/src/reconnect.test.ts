import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  RECONNECT_BASE_MS,
  RECONNECT_CAP_MS,
  RECONNECT_STABLE_MS,
  reconnectBackoff,
  reconnectDelayMs,
} from "./reconnect";

const attemptArb = fc.integer({ min: 0, max: 1000 });
const randomArb = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const windowOf = (attempt: number) =>
  Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 30));

describe("reconnectDelayMs (F11)", () => {
  it("is a whole number of ms in [0, min(cap, base·2^attempt)) for every attempt and random number", () => {
    fc.assert(
      fc.property(attemptArb, randomArb, (attempt, random) => {
        const delay = reconnectDelayMs(attempt, random);
        expect(Number.isInteger(delay)).toBe(true);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThan(windowOf(attempt));
        expect(delay).toBeLessThan(RECONNECT_CAP_MS);
      }),
    );
  });

  it("never shrinks as attempts grow for the same draw, and its window doubles until the cap", () => {
    fc.assert(
      fc.property(attemptArb, randomArb, (attempt, random) => {
        expect(reconnectDelayMs(attempt + 1, random)).toBeGreaterThanOrEqual(
          reconnectDelayMs(attempt, random),
        );
      }),
    );
    // The largest delay of each attempt: just under the window, which doubles from the base to the cap.
    const largest = [0, 1, 2, 3, 4, 5, 6, 7].map((attempt) => reconnectDelayMs(attempt, 1 - 2 ** -40) + 1);
    expect(largest).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("spreads a crowd's first attempt over the whole first window (jitter)", () => {
    fc.assert(
      fc.property(fc.array(randomArb, { minLength: 200, maxLength: 200 }), (draws) => {
        // Two hundred clients dropped at once: their delays follow their draws, not one fixed moment.
        const delays = draws.map((r) => reconnectDelayMs(0, r));
        for (const [i, delay] of delays.entries())
          expect(delay).toBe(Math.floor(draws[i]! * RECONNECT_BASE_MS));
      }),
      { numRuns: 30 },
    );
    const crowd = Array.from({ length: 200 }, (_, i) => reconnectDelayMs(0, i / 200));
    expect(new Set(crowd).size).toBe(200);
    expect(Math.min(...crowd)).toBe(0);
    expect(Math.max(...crowd)).toBeGreaterThan(RECONNECT_BASE_MS * 0.99);
  });

  it("treats a negative, fractional or non-finite attempt as attempt 0 or its floor, and clamps the random number", () => {
    expect(reconnectDelayMs(-3, 0.5)).toBe(reconnectDelayMs(0, 0.5));
    expect(reconnectDelayMs(2.9, 0.5)).toBe(reconnectDelayMs(2, 0.5));
    expect(reconnectDelayMs(Number.NaN, 0.5)).toBe(reconnectDelayMs(0, 0.5));
    expect(reconnectDelayMs(Number.POSITIVE_INFINITY, 0.5)).toBe(reconnectDelayMs(0, 0.5));
    expect(reconnectDelayMs(1e9, 0.999999)).toBeLessThan(RECONNECT_CAP_MS);
    expect(reconnectDelayMs(3, 1)).toBe(windowOf(3) - 1);
    expect(reconnectDelayMs(3, -1)).toBe(0);
    expect(reconnectDelayMs(3, Number.NaN)).toBe(0);
  });
});

describe("reconnectBackoff (F11)", () => {
  it("grows the window with each failed attempt and starts again after a stable connection", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), randomArb, (failures, random) => {
        const backoff = reconnectBackoff();
        let now = 1_000_000;
        for (let i = 0; i < failures; i++) {
          expect(backoff.nextDelay(now, random)).toBe(reconnectDelayMs(i, random));
          now += 1;
        }
        // A connection that opens but drops before it is stable does not reset the count.
        backoff.opened(now);
        expect(backoff.nextDelay(now + RECONNECT_STABLE_MS - 1, random)).toBe(
          reconnectDelayMs(failures, random),
        );
        // One that stays open long enough does.
        backoff.opened(now);
        expect(backoff.nextDelay(now + RECONNECT_STABLE_MS, random)).toBe(reconnectDelayMs(0, random));
        expect(backoff.attempt).toBe(1);
      }),
    );
  });
});
