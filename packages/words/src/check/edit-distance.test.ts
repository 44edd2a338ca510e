import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance";

describe("editDistance", () => {
  it.each([
    ["umbrella", "umbrella", 0],
    ["umbrela", "umbrella", 1],
    ["umbrlela", "umbrella", 1],
    ["ubmrela", "umbrella", 2],
    ["", "abc", 3],
    ["shirt", "skirt", 1],
    ["kitten", "sitting", 3],
  ] as const)("%s → %s is %i", (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  it("returns limit + 1 once the distance is over the limit", () => {
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });

  it("is symmetric, zero only for equal strings, and at most the longer length", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const d = editDistance(a, b);
        expect(editDistance(b, a)).toBe(d);
        expect(d === 0).toBe(a === b);
        expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
        expect(editDistance(a, b, 2)).toBe(Math.min(d, 3));
      }),
      { numRuns: 500 },
    );
  });
});
