import { describe, expect, it } from "vitest";
import { fromBasisPoints, RATE_SCALE, rateBasisPoints, winRate, winRateBasisPoints } from "./stats";

describe("the win rate", () => {
  it("is wins per game, in basis points rounded down", () => {
    expect(winRateBasisPoints(1, 3)).toBe(3333);
    expect(winRateBasisPoints(2, 3)).toBe(6666);
    expect(winRateBasisPoints(5, 5)).toBe(RATE_SCALE);
    expect(winRateBasisPoints(0, 4)).toBe(0);
  });

  it("has no value before the minimum number of games, nor with no game", () => {
    expect(winRateBasisPoints(3, 4, 5)).toBeNull();
    expect(winRateBasisPoints(3, 5, 5)).toBe(6000);
    expect(winRateBasisPoints(0, 0)).toBeNull();
    expect(winRateBasisPoints(0, 0, 0)).toBeNull();
  });

  it("reads as a share from 0 to 1, 0 before the first game", () => {
    expect(winRate(1, 4)).toBe(0.25);
    expect(winRate(1, 3)).toBe(0.3333);
    expect(winRate(0, 0)).toBe(0);
  });

  it("is the same rate as any other", () => {
    expect(rateBasisPoints(7, 9, 5)).toBe(winRateBasisPoints(7, 9, 5));
    expect(fromBasisPoints(5000)).toBe(0.5);
  });
});
