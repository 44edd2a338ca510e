import { createSeededRng } from "@riddlebook/rules";
import { describe, expect, it } from "vitest";
import { shuffled } from "./shuffle";

describe("shuffled", () => {
  const items = Array.from({ length: 20 }, (_, i) => i);

  it("returns a permutation of its items and leaves them as they were", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const out = shuffled(createSeededRng(seed), items);
      expect(out).toHaveLength(items.length);
      expect([...out].sort((a, b) => a - b)).toEqual(items);
    }
    expect(items).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("gives the same order for the same seed, and other orders for other seeds", () => {
    expect(shuffled(createSeededRng(7), items)).toEqual(shuffled(createSeededRng(7), items));
    const orders = new Set(
      Array.from({ length: 10 }, (_, s) => shuffled(createSeededRng(s + 1), items).join()),
    );
    expect(orders.size).toBe(10);
  });
});
