import { describe, expect, it } from "vitest";
import { checkRiddleStructure, defaultCheckRiddle, riddleLength } from "./riddle-check";
import { normalizeRiddleText } from "./text";

describe("riddleLength", () => {
  it.each([
    ["plain letters", "abc", 3],
    ["an emoji outside the BMP as one code point", "😀", 1],
    ["a joined family emoji as its code points", "👨‍👩‍👧", 5],
    ["a decomposed accent composed first (NFC)", "e\u0301", 1],
    ["CRLF as one newline, outer whitespace trimmed", "  a\r\nb  ", 3],
  ])("counts %s", (_, text, length) => {
    expect(riddleLength(text)).toBe(length);
  });
});

describe("normalizeRiddleText", () => {
  it("unifies line breaks, composes and trims", () => {
    expect(normalizeRiddleText("\t line one\r\nline two\rthree \n")).toBe("line one\nline two\nthree");
  });
});

describe("checkRiddleStructure", () => {
  it("accepts verse with newlines and tabs", () => {
    expect(checkRiddleStructure("Line one\n\tline two")).toEqual([]);
  });

  it.each([
    ["", "empty"],
    [" \n\t ", "empty"],
    ["x".repeat(501), "too_long"],
    ["nul\u0000", "control_character"],
    ["escape\u001b[31m", "control_character"],
    ["delete\u007f", "control_character"],
    ["bidi \u202e override", "control_character"],
  ])("reports %j as %s", (text, rule) => {
    expect(checkRiddleStructure(text).map((v) => v.rule)).toEqual([rule]);
  });

  it("accepts exactly 500 code points and points at the excess beyond", () => {
    expect(checkRiddleStructure("x".repeat(500))).toEqual([]);
    const [violation] = checkRiddleStructure(`${"😀".repeat(500)}ab`);
    expect(violation).toMatchObject({ rule: "too_long", start: 1000, end: 1002 });
  });
});

describe("defaultCheckRiddle", () => {
  it("passes a riddle that does not contain the word", () => {
    expect(defaultCheckRiddle("candle", "I grow shorter as I live")).toEqual({
      ok: true,
      violations: [],
      warnings: [],
    });
  });

  it("finds the word case-insensitively and says where", () => {
    const check = defaultCheckRiddle("Candle", "Light a CANDLE tonight");
    expect(check.ok).toBe(false);
    expect(check.violations).toEqual([
      { rule: "contains_word", message: expect.any(String), start: 8, end: 14 },
    ]);
  });

  // "The spec's substring test": the baseline of docs/product.md §5, last paragraph.
  it("blocks the word inside other words, as the spec's substring test does", () => {
    expect(defaultCheckRiddle("ice", "the police").ok).toBe(false);
  });
});
