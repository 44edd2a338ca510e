import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkRiddle, getPage } from "@riddlebook/words";
import { describe, expect, it } from "vitest";
import { loadRiddleSet } from "./riddle-set.server";

// The benchmark's hand-written riddle set (bench/riddles/*.jsonl).
const riddles = loadRiddleSet(join(dirname(fileURLToPath(import.meta.url)), "../../../bench/riddles"));

describe("the benchmark riddle set", () => {
  it("holds at least 150 riddles across most pages, by several hands, at least half of them metaphorical", () => {
    expect(riddles.length).toBeGreaterThanOrEqual(150);
    expect(new Set(riddles.map((r) => r.page)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(riddles.map((r) => r.author)).size).toBeGreaterThanOrEqual(3);
    expect(riddles.filter((r) => r.style === "metaphor").length * 2).toBeGreaterThanOrEqual(riddles.length);
  });

  it("gives every riddle an answer that is a word of its page", () => {
    const off = riddles.filter((r) => !getPage(r.page)?.words.includes(r.answer));
    expect(off.map((r) => `${r.page}:${r.answer}`)).toEqual([]);
  });

  it("never contains its answer or a form of it, by the words checker", () => {
    const leaks = riddles
      .map((r) => ({ r, check: checkRiddle(r.answer, r.riddle, r.page) }))
      .filter(({ check }) => !check.ok)
      .map(
        ({ r, check }) => `${r.answer}: ${check.violations.map((v) => `${v.rule} "${v.text}"`).join(", ")}`,
      );
    expect(leaks).toEqual([]);
  });

  it("has no duplicate riddles", () => {
    expect(new Set(riddles.map((r) => r.riddle)).size).toBe(riddles.length);
  });
});
