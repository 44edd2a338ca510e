import { describe, expect, it } from "vitest";
import { SCORING_RULE_TEXT } from "./constants";
import type { Guess, Riddle } from "./game-state";
import { authorPoints, correctGuessThreshold, scoreRound } from "./scoring";

const riddle = (id: string, playerId: string, round = 1): Riddle => ({
  id,
  playerId,
  round,
  word: `w-${id}`,
  text: "t",
  prompt: null,
  submittedAt: 0,
});
const guess = (riddleId: string, guesserId: string, isCorrect: boolean, round = 1): Guess => ({
  riddleId,
  guesserId,
  round,
  guess: "g",
  matchKind: isCorrect ? "exact" : "wrong",
  isCorrect,
  submittedAt: 0,
});

describe("correctGuessThreshold", () => {
  it.each([
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
    [7, 4],
    [8, 4],
  ])(
    "is %i players → %i correct guesses, never more than the %s-1 possible guessers",
    (players, threshold) => {
      expect(correctGuessThreshold(players)).toBe(threshold);
      expect(threshold).toBeLessThanOrEqual(players - 1);
    },
  );
});

describe("authorPoints", () => {
  it.each([
    // [correct guesses, player count, author points]
    [0, 2, 0],
    [1, 2, 5],
    [0, 3, 0],
    [1, 3, 1],
    [2, 3, 5],
    [1, 4, 1],
    [2, 4, 5],
    [3, 4, 5],
    [2, 5, 1],
    [3, 5, 5],
    [3, 8, 1],
    [4, 8, 5],
    [7, 8, 5],
  ])(
    "gives the author of a riddle with %i correct guesses among %i players %i points",
    (correct, players, points) => {
      expect(authorPoints(correct, players)).toBe(points);
    },
  );
});

describe("scoreRound", () => {
  it("gives each correct guesser 2 points and each author their riddle's points", () => {
    const result = scoreRound({
      round: 1,
      playerIds: ["a", "b", "c", "d"],
      riddles: [riddle("ra", "a"), riddle("rb", "b"), riddle("rc", "c")],
      guesses: [
        guess("ra", "b", true),
        guess("ra", "c", true),
        guess("ra", "d", false),
        guess("rb", "a", true),
        guess("rb", "c", false),
        guess("rc", "a", false),
      ],
    });
    expect(result.threshold).toBe(2);
    expect(result.points).toEqual({ a: 5 + 2, b: 2 + 1, c: 2 + 0, d: 0 });
    expect(
      result.riddles.map((r) => [r.riddleId, r.correctGuesserIds, r.authorPoints, r.guessCount]),
    ).toEqual([
      ["ra", ["b", "c"], 5, 3],
      ["rb", ["a"], 1, 2],
      ["rc", [], 0, 1],
    ]);
    expect(result.riddles[0]?.word).toBe("w-ra");
  });

  it("gives every player an entry, even without a riddle or a guess", () => {
    expect(scoreRound({ round: 2, playerIds: ["a", "b"], riddles: [], guesses: [] })).toEqual({
      round: 2,
      playerCount: 2,
      threshold: 1,
      riddles: [],
      points: { a: 0, b: 0 },
    });
  });

  it("ignores guesses at one's own riddle, repeated guesses and other rounds' riddles", () => {
    const result = scoreRound({
      round: 1,
      playerIds: ["a", "b", "c"],
      riddles: [riddle("ra", "a"), riddle("old", "b", 0)],
      guesses: [
        guess("ra", "a", true),
        guess("ra", "b", true),
        guess("ra", "b", true),
        guess("old", "c", true),
      ],
    });
    expect(result.points).toEqual({ a: 1, b: 2, c: 0 });
    expect(result.riddles).toHaveLength(1);
  });

  it("counts form matches as correct", () => {
    const result = scoreRound({
      round: 1,
      playerIds: ["a", "b"],
      riddles: [riddle("ra", "a")],
      guesses: [{ ...guess("ra", "b", true), matchKind: "form" }],
    });
    expect(result.points).toEqual({ a: 5, b: 2 });
  });
});

describe("SCORING_RULE_TEXT", () => {
  it("states the one rule the scoring applies", () => {
    expect(SCORING_RULE_TEXT).toContain("2 points");
    expect(SCORING_RULE_TEXT).toContain("5 points");
    expect(SCORING_RULE_TEXT).toContain("1 point");
    expect(SCORING_RULE_TEXT).toContain("half of the players (rounded up)");
    expect(SCORING_RULE_TEXT).not.toContain("bonus");
  });
});
