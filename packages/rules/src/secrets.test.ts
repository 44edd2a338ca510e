import { describe, expect, it } from "vitest";
import { findLeakedWords, secretWordsHiddenFrom } from "./secrets";
import { accept, reading, T0, wordOf } from "./test-support/fixtures";

describe("secretWordsHiddenFrom", () => {
  it("lists other players' unscored words, but not the viewer's own", () => {
    const state = reading(2);
    expect(secretWordsHiddenFrom(state, "p1").sort()).toEqual([wordOf("host"), wordOf("p2")].sort());
    expect(secretWordsHiddenFrom(state, null)).toHaveLength(3);
  });

  it("leaves out a word the viewer guessed themselves", () => {
    const state = accept(reading(2), {
      type: "submitGuess",
      playerId: "p1",
      riddleId: "r-host",
      guess: wordOf("host"),
    }).state;
    expect(secretWordsHiddenFrom(state, "p1")).toEqual([wordOf("p2")]);
  });

  it("is empty once the round is scored", () => {
    const state = accept(reading(2), { type: "tick" }, { now: T0 + 10_000_000 }).state;
    expect(secretWordsHiddenFrom(state, null)).toEqual([]);
  });
});

describe("findLeakedWords", () => {
  it("finds secret words anywhere in a value, ignoring case", () => {
    expect(findLeakedWords({ deep: [{ text: "xx ZebraOne yy" }] }, ["zebraone", "zebratwo"])).toEqual([
      "zebraone",
    ]);
    expect(findLeakedWords({ a: 1 }, [])).toEqual([]);
  });
});
