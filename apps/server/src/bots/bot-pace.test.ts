import type { PlannedIntent } from "@riddlebook/bots";
import { describe, expect, it } from "vitest";
import { scalePlan } from "./bot-pace";

const guess = (riddleId: string, at: number): PlannedIntent => ({
  at,
  intent: { type: "submitGuess", playerId: "b1", riddleId, guess: "owl" },
});

describe("scalePlan", () => {
  it("keeps a person's pace at speed 1, in time order", () => {
    const plan = scalePlan([guess("r2", 9000), guess("r1", 4000)], 1000, 1);
    expect(plan.map((p) => [p.intent.type === "submitGuess" && p.intent.riddleId, p.at])).toEqual([
      ["r1", 4000],
      ["r2", 9000],
    ]);
  });

  it("brings each move closer to the moment it was planned at higher speeds", () => {
    expect(scalePlan([guess("r1", 11_000)], 1000, 10).map((p) => p.at)).toEqual([2000]);
  });

  it("makes a move whose time has passed due at once, and ignores a speed below 1", () => {
    expect(scalePlan([guess("r1", 500)], 1000, 4).map((p) => p.at)).toEqual([1000]);
    expect(scalePlan([guess("r1", 3000)], 1000, 0.5).map((p) => p.at)).toEqual([3000]);
  });
});
