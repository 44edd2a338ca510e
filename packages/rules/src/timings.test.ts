import { describe, expect, it } from "vitest";
import { DEFAULT_TIMINGS } from "./constants";
import { isDeadlinePassed, nextDeadline, phaseDuration, resolveTimings, timeRemaining } from "./timings";

const game = { gameMode: "standard" as const, timings: DEFAULT_TIMINGS };

describe("timings", () => {
  // "The spec's writing time": docs/product.md §4, "Timings".
  it("has the spec's writing time, a 120 s reading time and 30 s of scoring by default", () => {
    expect(DEFAULT_TIMINGS).toEqual({
      writingMs: 180_000,
      speedRoundWritingMs: 60_000,
      readingMs: 120_000,
      scoringMs: 30_000,
    });
  });

  it("gives each timed phase a deadline from now, and none to setup or complete", () => {
    expect(nextDeadline("writing", game, 1000)).toBe(181_000);
    expect(nextDeadline("writing", { ...game, gameMode: "speed_round" }, 1000)).toBe(61_000);
    expect(nextDeadline("reading", game, 0)).toBe(120_000);
    expect(nextDeadline("scoring", game, 0)).toBe(30_000);
    expect(nextDeadline("setup", game, 0)).toBeNull();
    expect(nextDeadline("complete", game, 0)).toBeNull();
    expect(phaseDuration("setup", game)).toBeNull();
  });

  it("fills in defaults and refuses unusable overrides", () => {
    expect(resolveTimings({ scoringMs: 5 })).toEqual({ ...DEFAULT_TIMINGS, scoringMs: 5 });
    expect(resolveTimings({ scoringMs: -1 })).toBeNull();
    expect(resolveTimings({ writingMs: 1.5 })).toBeNull();
    expect(resolveTimings({ readingMs: Number.POSITIVE_INFINITY })).toBeNull();
  });

  it("rounds the time remaining up to whole seconds and never below zero", () => {
    expect(timeRemaining({ deadline: 10_000 }, 0)).toBe(10);
    expect(timeRemaining({ deadline: 10_000 }, 1)).toBe(10);
    expect(timeRemaining({ deadline: 10_000 }, 9_001)).toBe(1);
    expect(timeRemaining({ deadline: 10_000 }, 10_000)).toBe(0);
    expect(timeRemaining({ deadline: 10_000 }, 20_000)).toBe(0);
    expect(timeRemaining({ deadline: null }, 0)).toBeNull();
  });

  it("counts a deadline as passed from its own millisecond", () => {
    expect(isDeadlinePassed({ deadline: 100 }, 99)).toBe(false);
    expect(isDeadlinePassed({ deadline: 100 }, 100)).toBe(true);
    expect(isDeadlinePassed({ deadline: null }, 1e15)).toBe(false);
  });
});
