import { describe, expect, it } from "vitest";
import { defaultMatchGuess, normalizeGuess } from "./guess-match";

describe("defaultMatchGuess", () => {
  it.each([
    ["candle", "candle", "exact"],
    ["candle", "  CANDLE ", "exact"],
    ["Ice cream", "ice   cream", "exact"],
    ["café", "cafe\u0301", "exact"],
    ["candle", "candles", "wrong"],
    ["candle", "lamp", "wrong"],
  ])("matches word %j against guess %j as %s", (word, guess, kind) => {
    expect(defaultMatchGuess(word, guess)).toBe(kind);
  });
});

describe("normalizeGuess", () => {
  it("trims, collapses spaces and lowers case", () => {
    expect(normalizeGuess("  Big   RED\tDog ")).toBe("big red dog");
  });
});
