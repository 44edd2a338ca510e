import { describe, expect, it } from "vitest";
import { cloneState } from "./clone-state";
import { simulateGame } from "./simulation";

function objectsOf(value: unknown, into = new Set<unknown>()): Set<unknown> {
  if (typeof value !== "object" || value === null) return into;
  into.add(value);
  for (const child of Object.values(value)) objectsOf(child, into);
  return into;
}

describe("cloneState", () => {
  it("copies a played game exactly, sharing only its scored rounds with the original", () => {
    const { state } = simulateGame({ seed: 7, players: 4, bots: 1, totalRounds: 2 });
    expect(state.rounds.every((round) => round.result !== null)).toBe(true);
    const copy = cloneState(state);
    expect(copy).toEqual(state);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
    copy.rounds.forEach((round, i) => {
      expect(round).toBe(state.rounds[i]);
    });
    const shared = new Set<unknown>();
    for (const round of state.rounds) objectsOf(round, shared);
    const originals = objectsOf(state);
    for (const object of objectsOf(copy)) {
      if (!shared.has(object)) expect(originals.has(object)).toBe(false);
    }
  });

  it("copies an unscored round whole", () => {
    const { state } = simulateGame({ seed: 11, players: 3, bots: 0, totalRounds: 2 });
    const open = { ...state, rounds: state.rounds.map((round) => ({ ...round, result: null })) };
    const copy = cloneState(open);
    expect(copy).toEqual(open);
    const originals = objectsOf(open);
    for (const object of objectsOf(copy)) expect(originals.has(object)).toBe(false);
  });
});
