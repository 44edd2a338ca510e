import { describe, expect, it } from "vitest";
import { gameProgress, isComplete, isJoinable } from "./phases";
import { lobby, writing } from "./test-support/fixtures";

describe("phases", () => {
  it("orders progress by round, then phase, with complete last", () => {
    const order = [
      { phase: "setup", currentRound: 0 },
      { phase: "writing", currentRound: 1 },
      { phase: "reading", currentRound: 1 },
      { phase: "scoring", currentRound: 1 },
      { phase: "writing", currentRound: 2 },
      { phase: "complete", currentRound: 2 },
    ] as const;
    const values = order.map(gameProgress);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(new Set(values).size).toBe(values.length);
  });

  it("knows a game that is over", () => {
    expect(isComplete({ phase: "complete" })).toBe(true);
    expect(isComplete({ phase: "scoring" })).toBe(false);
  });

  it("lets people join only in setup and while seats are free", () => {
    expect(isJoinable(lobby(1))).toBe(true);
    expect(isJoinable(lobby(7))).toBe(false);
    expect(isJoinable(writing(1))).toBe(false);
  });
});
