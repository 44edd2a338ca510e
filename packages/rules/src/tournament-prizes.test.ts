import { describe, expect, it } from "vitest";
import { TOURNAMENT_SIZES } from "./tournament";
import {
  ESTABLISHED_ACCOUNT_AGE_MS,
  isEstablished,
  PRIZE_BOARD_QUORUM,
  prizeSchedule,
  prizesReachBoards,
  prizeTotal,
} from "./tournament-prizes";

const NOW = 1_800_000_000_000;
const account = (userId: string, overrides: { isGuest?: boolean; ageMs?: number } = {}) => ({
  userId,
  isGuest: overrides.isGuest ?? false,
  createdAt: NOW - (overrides.ageMs ?? ESTABLISHED_ACCOUNT_AGE_MS),
});

describe("tournament prizes", () => {
  it("pays a fixed schedule by size, growing with the size, first over second over third", () => {
    let previous = 0;
    for (const size of TOURNAMENT_SIZES) {
      const [first, second, third] = prizeSchedule(size);
      expect(first).toBeGreaterThan(second);
      expect(second).toBeGreaterThan(third);
      expect(third).toBeGreaterThan(0);
      expect(prizeTotal(size)).toBe(first + second + third);
      expect(prizeTotal(size)).toBeGreaterThan(previous);
      previous = prizeTotal(size);
    }
  });

  it("is modest: an 8-place champion gets less than one 10-round game can pay (70)", () => {
    expect(prizeSchedule(8)[0]).toBeLessThan(70);
    // Even the largest tournament's first prize is under two such games.
    expect(prizeSchedule(32)[0]).toBeLessThan(140);
  });

  it("counts only signed-up accounts old enough as established", () => {
    expect(isEstablished(account("a"), NOW)).toBe(true);
    expect(isEstablished(account("a", { isGuest: true }), NOW)).toBe(false);
    expect(isEstablished(account("a", { ageMs: ESTABLISHED_ACCOUNT_AGE_MS - 1 }), NOW)).toBe(false);
  });

  it("lets prizes reach the boards only with enough distinct established accounts", () => {
    const four = ["a", "b", "c", "d"].map((id) => account(id));
    expect(PRIZE_BOARD_QUORUM).toBe(4);
    expect(prizesReachBoards(four, NOW)).toBe(true);
    expect(prizesReachBoards(four.slice(0, 3), NOW)).toBe(false);
    // The same account twice is one account.
    expect(prizesReachBoards([...four.slice(0, 3), account("a")], NOW)).toBe(false);
    // Four guests from the farming script of issue 29: never.
    expect(
      prizesReachBoards(
        ["a", "b", "c", "d"].map((id) => account(id, { isGuest: true })),
        NOW,
      ),
    ).toBe(false);
    // Fresh sign-ups are not established yet.
    expect(prizesReachBoards([...four.slice(0, 3), account("e", { ageMs: 1000 })], NOW)).toBe(false);
  });
});
