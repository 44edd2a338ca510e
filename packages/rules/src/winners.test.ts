import { describe, expect, it } from "vitest";
import { winnersOf } from "./winners";

describe("winnersOf", () => {
  it("names the single top scorer", () => {
    expect(
      winnersOf([
        { id: "a", score: 3 },
        { id: "b", score: 7 },
      ]),
    ).toEqual(["b"]);
  });

  it("names every player tied on the top score", () => {
    expect(
      winnersOf([
        { id: "a", score: 5 },
        { id: "b", score: 5 },
        { id: "c", score: 1 },
      ]),
    ).toEqual(["a", "b"]);
  });

  it("names nobody when every score is 0", () => {
    expect(
      winnersOf([
        { id: "a", score: 0 },
        { id: "b", score: 0 },
      ]),
    ).toEqual([]);
  });

  it("names nobody at an empty table", () => {
    expect(winnersOf([])).toEqual([]);
  });
});
