import { type GameView, viewFor } from "@riddlebook/rules";
import { simulateGame } from "@riddlebook/rules/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyJsonPatch, diffJson, type PatchOp } from "./view-patch";

/** JSON as it crosses the wire: what `JSON.parse(JSON.stringify(x))` gives back. */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe("view patches", () => {
  it("apply(before, diff(before, after)) equals after, for any JSON values", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const before = wire(a);
        const after = wire(b);
        // Keys a patch refuses to write (see the prototype test) are not view keys.
        fc.pre(!/"(__proto__|constructor|prototype)":/.test(JSON.stringify([before, after])));
        const ops = wire(diffJson(before, after));
        expect(applyJsonPatch(before, ops)).toEqual(after);
      }),
      { numRuns: 500 },
    );
  });

  it("never mutates the value it patches, and shares what did not change", () => {
    const before = { game: { version: 1, name: "A" }, rounds: [{ riddles: [1, 2] }, { riddles: [3] }] };
    const frozen = wire(before);
    const after = { game: { version: 2, name: "A" }, rounds: [{ riddles: [1, 2] }, { riddles: [3, 4] }] };
    const patched = applyJsonPatch(before, diffJson(before, after));
    expect(before).toEqual(frozen);
    expect(patched).toEqual(after);
    expect(patched.rounds[0]).toBe(before.rounds[0]);
    expect(patched.rounds[1]).not.toBe(before.rounds[1]);
  });

  it("says nothing for equal values and appends to arrays by index", () => {
    expect(diffJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(diffJson({ a: [1] }, { a: [1, 2, 3] })).toEqual([
      [["a", 1], 2],
      [["a", 2], 3],
    ]);
    expect(diffJson({ a: [1, 2] }, { a: [1] })).toEqual([[["a"], [1]]]);
    expect(diffJson({ a: 1, b: 2 }, { a: 1 })).toEqual([[["b"]]]);
  });

  it("refuses operations that do not fit, or that reach for a prototype", () => {
    const view = { a: [1, 2], b: { c: 1 } };
    const bad: PatchOp[][] = [
      [[["a", 5], 1]],
      [[["a", "x"], 1]],
      [[["a", 0]]],
      [[["b", "c", "d"], 1]],
      [[["__proto__", "polluted"], true]],
      [[["b", "constructor"], 1]],
    ];
    for (const ops of bad) expect(() => applyJsonPatch(view, ops)).toThrow();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() => applyJsonPatch(view, [["oops"] as unknown as PatchOp])).toThrow();
  });

  it("rebuilds every player's view through whole simulated games, version after version", () => {
    for (let seed = 1; seed <= 25; seed++) {
      const last = new Map<string, GameView>();
      let patches = 0;
      simulateGame({ seed }, ({ result, now }) => {
        if (!result.ok) return;
        for (const player of result.state.players) {
          const after = wire(viewFor(result.state, player.id, now));
          const before = last.get(player.id);
          if (before) {
            const ops = wire(diffJson(before, after));
            expect(applyJsonPatch(before, ops)).toEqual(after);
            patches++;
          }
          last.set(player.id, after);
        }
      });
      expect(patches).toBeGreaterThan(0);
    }
  });
});
