import { describe, expect, it } from "vitest";
import {
  afterVaultGuess,
  dailyNumberOf,
  dailyShareText,
  dailyStreaksOf,
  solveRateOf,
  utcDateOf,
  VAULT_TRIES,
  type VaultGuess,
  vaultDifficultyOf,
  vaultGuessRefusal,
  vaultScoreOf,
  vaultTriesLeft,
} from "./vault";

const wrong: VaultGuess = { guess: "zebra", correct: false };
const right: VaultGuess = { guess: "horse", correct: true };

describe("a Vault riddle's difficulty", () => {
  it("is medium below five guesses, whatever the rate", () => {
    expect(vaultDifficultyOf(0, 0)).toBe("medium");
    expect(vaultDifficultyOf(4, 4)).toBe("medium");
    expect(vaultDifficultyOf(4, 0)).toBe("medium");
  });

  it("is easy from 60 % solved, hard below 30 %, medium between, at the exact edges too", () => {
    expect(vaultDifficultyOf(10, 6)).toBe("easy");
    expect(vaultDifficultyOf(10, 5)).toBe("medium");
    expect(vaultDifficultyOf(10, 3)).toBe("medium");
    expect(vaultDifficultyOf(10, 2)).toBe("hard");
    expect(vaultDifficultyOf(5, 0)).toBe("hard");
  });

  it("has no solve rate before a guess", () => {
    expect(solveRateOf(0, 0)).toBeNull();
    expect(solveRateOf(4, 1)).toBe(0.25);
  });
});

describe("a solver's attempt", () => {
  it("takes guesses until one is right or the three tries are used", () => {
    expect(VAULT_TRIES).toBe(3);
    expect(vaultGuessRefusal([])).toBeNull();
    const one = afterVaultGuess([], wrong);
    expect(one).toEqual({ guesses: [wrong], solved: false, finished: false });
    expect(vaultTriesLeft(one.guesses)).toBe(2);
    const solved = afterVaultGuess(one.guesses, right);
    expect(solved).toEqual({ guesses: [wrong, right], solved: true, finished: true });
    expect(vaultGuessRefusal(solved.guesses)).toBe("already_solved");
    const spent = afterVaultGuess(afterVaultGuess(one.guesses, wrong).guesses, wrong);
    expect(spent).toMatchObject({ solved: false, finished: true });
    expect(vaultTriesLeft(spent.guesses)).toBe(0);
    expect(vaultGuessRefusal(spent.guesses)).toBe("no_tries_left");
  });

  it("scores the tries a solve took, X for three misses, nothing while it goes on", () => {
    expect(vaultScoreOf([wrong])).toBeNull();
    expect(vaultScoreOf([right])).toBe("1");
    expect(vaultScoreOf([wrong, wrong, right])).toBe("3");
    expect(vaultScoreOf([wrong, wrong, wrong])).toBe("X");
  });

  it("shares a grid and the score, never the word or the guesses", () => {
    const url = "https://riddlebook.test/daily";
    expect(dailyShareText(142, [wrong], url)).toBe("");
    const text = dailyShareText(142, [wrong, right], url);
    expect(text).toBe(`Riddlebook #142 🟥🟩 2/3\n${url}`);
    expect(text).not.toContain("horse");
    expect(dailyShareText(7, [wrong, wrong, wrong], url)).toBe(`Riddlebook #7 🟥🟥🟥 X/3\n${url}`);
  });
});

describe("the riddle of the day's calendar", () => {
  it("reads an instant's UTC date as the calendar has it, leap days and centuries included", () => {
    for (const ms of [
      0,
      Date.UTC(2000, 1, 29, 12),
      Date.UTC(2100, 2, 1),
      Date.UTC(2031, 11, 31, 23, 59, 59, 999),
      Date.UTC(1969, 11, 31, 23),
      Date.UTC(2400, 1, 29),
    ]) {
      expect(utcDateOf(ms), String(ms)).toBe(new Date(ms).toISOString().slice(0, 10));
    }
    expect(dailyNumberOf("2028-02-28", "2028-03-01")).toBe(3);
    expect(dailyNumberOf("2030-12-31", "2031-01-01")).toBe(2);
  });

  it("numbers days from the first, by UTC date", () => {
    expect(utcDateOf(Date.UTC(2031, 5, 18, 23, 59))).toBe("2031-06-18");
    expect(dailyNumberOf("2031-06-18", "2031-06-18")).toBe(1);
    expect(dailyNumberOf("2031-06-18", "2031-07-18")).toBe(31);
  });

  const day = (n: number) => `2031-06-${String(10 + n).padStart(2, "0")}`;
  const at = (n: number, hour = 12) => Date.UTC(2031, 5, 10 + n, hour);

  it("counts consecutive days solved by the end of their day; a late solve or a miss breaks it", () => {
    const days = [
      { date: day(1), ownRiddle: false, startedAt: null, solvedAt: at(1) },
      { date: day(2), ownRiddle: false, startedAt: null, solvedAt: at(2, 23) },
      { date: day(3), ownRiddle: false, startedAt: null, solvedAt: at(4, 1) },
      { date: day(4), ownRiddle: false, startedAt: null, solvedAt: at(4) },
      { date: day(5), ownRiddle: false, startedAt: null, solvedAt: null },
    ];
    expect(dailyStreaksOf(days, day(4))).toEqual({ current: 1, longest: 2 });
    // Today unsolved yet: the streak stands; the next day it is broken.
    expect(dailyStreaksOf(days, day(5))).toEqual({ current: 1, longest: 2 });
    expect(dailyStreaksOf(days, day(6))).toEqual({ current: 0, longest: 2 });
  });

  it("skips a day whose riddle the solver wrote, and days after today", () => {
    const days = [
      { date: day(1), ownRiddle: false, startedAt: null, solvedAt: at(1) },
      { date: day(2), ownRiddle: true, startedAt: null, solvedAt: null },
      { date: day(3), ownRiddle: false, startedAt: null, solvedAt: at(3) },
      { date: day(4), ownRiddle: false, startedAt: null, solvedAt: at(4) },
    ];
    expect(dailyStreaksOf(days, day(3))).toEqual({ current: 2, longest: 2 });
  });

  it("skips a day whose riddle the solver had played before the day began (in the Vault)", () => {
    const days = [
      { date: day(1), ownRiddle: false, startedAt: at(1), solvedAt: at(1) },
      // Day 2's riddle was solved in the Vault on day 1: it earns nothing, and breaks nothing.
      { date: day(2), ownRiddle: false, startedAt: at(1, 13), solvedAt: at(1, 13) },
      // Day 3's was started in the Vault the day before and solved on day 3: skipped as well.
      { date: day(3), ownRiddle: false, startedAt: at(2, 20), solvedAt: at(3) },
      { date: day(4), ownRiddle: false, startedAt: at(4), solvedAt: at(4) },
    ];
    expect(dailyStreaksOf(days, day(2))).toEqual({ current: 1, longest: 1 });
    expect(dailyStreaksOf(days, day(4))).toEqual({ current: 2, longest: 2 });
  });
});
