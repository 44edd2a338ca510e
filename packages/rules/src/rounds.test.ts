import { describe, expect, it } from "vitest";
import { currentRound, roundAt } from "./rounds";
import { lobby, writing } from "./test-support/fixtures";

describe("rounds", () => {
  it("has no current round in setup", () => {
    expect(currentRound(lobby(1))).toBeUndefined();
  });

  it("finds the round being played", () => {
    expect(currentRound(writing(1))?.round).toBe(1);
  });

  it("indexes rounds from 1 and answers undefined outside the list", () => {
    expect(roundAt(["a", "b"], 1)).toBe("a");
    expect(roundAt(["a", "b"], 2)).toBe("b");
    expect(roundAt(["a", "b"], 0)).toBeUndefined();
    expect(roundAt(["a", "b"], 3)).toBeUndefined();
  });
});
