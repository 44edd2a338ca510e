import { describe, expect, it } from "vitest";
import { segments } from "./highlight";

describe("segments", () => {
  it("returns the whole text unmarked without marks", () => {
    expect(segments("a riddle", [])).toEqual([{ text: "a riddle", kind: null }]);
    expect(segments("", [])).toEqual([]);
  });
  it("marks violations and warnings, violations winning on overlap", () => {
    const text = "the candles glow";
    const out = segments(text, [
      { start: 4, end: 11, kind: "violation" },
      { start: 8, end: 16, kind: "warning" },
    ]);
    expect(out).toEqual([
      { text: "the ", kind: null },
      { text: "candles", kind: "violation" },
      { text: " glow", kind: "warning" },
    ]);
    expect(out.map((s) => s.text).join("")).toBe(text);
  });
  it("clips marks outside the text", () => {
    expect(
      segments("abc", [
        { start: -2, end: 1, kind: "violation" },
        { start: 2, end: 9, kind: "warning" },
      ]),
    ).toEqual([
      { text: "a", kind: "violation" },
      { text: "b", kind: null },
      { text: "c", kind: "warning" },
    ]);
  });
});
