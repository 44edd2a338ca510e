import { describe, expect, it } from "vitest";
import { cloneState } from "./clone-state";
import { simulateGame } from "./simulation";

describe("cloneState", () => {
  it("copies a played game exactly, sharing no object with the original", () => {
    const { state } = simulateGame({ seed: 7, players: 4, bots: 1, totalRounds: 2 });
    const copy = cloneState(state);
    expect(copy).toEqual(state);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
    const originals = new Set<unknown>();
    const collect = (value: unknown, into: Set<unknown>) => {
      if (typeof value !== "object" || value === null) return;
      into.add(value);
      for (const child of Object.values(value)) collect(child, into);
    };
    collect(state, originals);
    const copies = new Set<unknown>();
    collect(copy, copies);
    for (const object of copies) expect(originals.has(object)).toBe(false);
  });
});
