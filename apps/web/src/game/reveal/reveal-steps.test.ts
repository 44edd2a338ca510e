import type { GuessView } from "@riddlebook/rules";
import { describe, expect, it } from "vitest";
import {
  announce,
  guessOutcome,
  MIN_STEP_MS,
  revealPace,
  revealSteps,
  STEP_MS,
  stepsDue,
} from "./reveal-steps";
import { scoredRound } from "./scored-round";

const NAMES: Record<string, string> = { me: "Mia", ana: "Ana", bo: "Bo" };
const nameOf = (id: string) => NAMES[id] ?? id;

describe("the reveal's steps", () => {
  it("go riddle by riddle: the riddle, its guesses in the order they were made, then its word", () => {
    const round = scoredRound().view().rounds[0];
    if (!round) throw new Error("no round");
    expect(revealSteps(round).map((step) => announce(step, nameOf))).toEqual([
      "Riddle 1 of 3, by Mia: I have hands but cannot clap.",
      "Bo guessed “watch”: not it.",
      "Ana guessed “time”: not it.",
      "The word was CLOCK. Mia earns 0 points.",
      "Riddle 2 of 3, by Ana: I glow at night upon your desk.",
      "Mia guessed “lamp”: correct.",
      "Bo guessed “candle”: not it.",
      "The word was LAMP. Ana earns 1 point.",
      "Riddle 3 of 3, by Bo: I have four legs but never walk.",
      "Ana guessed “chair”: correct.",
      "Mia guessed “chair”: correct.",
      "The word was CHAIR. Bo earns 5 points.",
    ]);
  });

  it("say when a guess was right as a form of the word or with a forgiven typo", () => {
    const guess: GuessView = {
      riddleId: "r1",
      guesserId: "ana",
      round: 1,
      guess: "umbrela",
      isCorrect: true,
      matchKind: "typo",
    };
    expect(guessOutcome({ ...guess, matchKind: "typo" })).toBe("correct, a typo forgiven");
    expect(guessOutcome({ ...guess, guess: "umbrellas", matchKind: "form" })).toBe(
      "correct, a form of the word",
    );
    expect(guessOutcome({ ...guess, guess: "umbrella", matchKind: "exact" })).toBe("correct");
    expect(guessOutcome({ ...guess, guess: "parasol", isCorrect: false, matchKind: "wrong" })).toBe("not it");
  });

  it("are none before the round is scored", () => {
    const round = scoredRound().view().rounds[0];
    if (!round) throw new Error("no round");
    expect(revealSteps({ ...round, result: null })).toEqual([]);
  });
});

describe("the reveal's pace", () => {
  it("is a step every STEP_MS when the steps fit in their share of the phase's clock", () => {
    expect(revealPace(12, 30_000)).toBe(STEP_MS);
    expect(revealPace(12, null)).toBe(STEP_MS);
  });

  it("quickens for a long round so it ends before the phase does, but only down to MIN_STEP_MS", () => {
    const pace = revealPace(72, 30_000);
    expect(pace).toBeLessThan(STEP_MS);
    expect(pace * 72).toBeLessThan(30_000);
    expect(revealPace(1000, 30_000)).toBe(MIN_STEP_MS);
  });

  it("shows the first step at once, one more per step, and all of them once over", () => {
    expect(stepsDue(0, 1000, 12)).toBe(1);
    expect(stepsDue(-500, 1000, 12)).toBe(1);
    expect(stepsDue(2500, 1000, 12)).toBe(3);
    expect(stepsDue(11_000, 1000, 12)).toBe(12);
    expect(stepsDue(60_000, 1000, 12)).toBe(12);
  });
});
