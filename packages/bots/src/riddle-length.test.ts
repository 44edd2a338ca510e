import { RIDDLE_MAX_LENGTH, riddleLength as rulesLength } from "@riddlebook/rules";
import { MAX_RIDDLE_LENGTH, riddleLength as wordsLength } from "@riddlebook/words/check";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

// The browser counts a riddle with the words package; the server decides with the rules package.
// Bots sit on both, so the check that they agree lives here.
describe("the words and rules packages count a riddle the same way", () => {
  it("agrees on a riddle with Windows line breaks", () => {
    const text = `${"a".repeat(250)}\r\n${"b".repeat(250)}`;
    expect(rulesLength(text)).toBe(501);
    expect(wordsLength(text)).toBe(501);
  });

  it("agrees on arbitrary text, line breaks, combining marks and astral characters", () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom("\r\n", "\r", "\n", " ", "\t", "e\u0301", "👍", "\u00e9", "ﬁ"),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join("");
        expect(wordsLength(text)).toBe(rulesLength(text));
      }),
      { numRuns: 500 },
    );
  });

  it("shares the one limit", () => {
    expect(MAX_RIDDLE_LENGTH).toBe(RIDDLE_MAX_LENGTH);
  });
});
