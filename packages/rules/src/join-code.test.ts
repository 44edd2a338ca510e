import { describe, expect, it } from "vitest";
import { ADVANCED_JOIN_CODE_WORDS, HOME_JOIN_CODE_WORDS } from "./constants";
import { generateJoinCode, isJoinCode, normalizeJoinCode, pickFreeJoinCode } from "./join-code";
import { createSeededRng } from "./random";

describe("generateJoinCode", () => {
  it("draws a home word and a number from 1 to 99 for home modes", () => {
    const rng = createSeededRng(7);
    for (let i = 0; i < 500; i++) {
      const code = generateJoinCode("standard", rng);
      const match = /^([A-Z]+)(\d+)$/.exec(code);
      expect(HOME_JOIN_CODE_WORDS).toContain(match?.[1]);
      const n = Number(match?.[2]);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(99);
      expect(isJoinCode(code)).toBe(true);
    }
  });

  it("draws an advanced word for battles and story mode", () => {
    const rng = createSeededRng(3);
    for (const mode of ["head_to_head", "story_mode"] as const) {
      const word = /^[A-Z]+/.exec(generateJoinCode(mode, rng))?.[0];
      expect(ADVANCED_JOIN_CODE_WORDS).toContain(word);
    }
  });

  it("reaches both ends of the number range", () => {
    const numbers = new Set<number>();
    const rng = createSeededRng(11);
    for (let i = 0; i < 5000; i++) numbers.add(Number(/\d+/.exec(generateJoinCode("standard", rng))?.[0]));
    expect(numbers.has(1)).toBe(true);
    expect(numbers.has(99)).toBe(true);
    expect(numbers.size).toBe(99);
  });

  it("is the same for the same seed", () => {
    expect(generateJoinCode("standard", createSeededRng(5))).toBe(
      generateJoinCode("standard", createSeededRng(5)),
    );
  });
});

describe("normalizeJoinCode and isJoinCode", () => {
  it("upper-cases and trims a typed code", () => {
    expect(normalizeJoinCode("  sunset42 ")).toBe("SUNSET42");
  });

  it.each([
    ["SUNSET42", true],
    ["duel7", true],
    ["SUNSET0", false],
    ["SUNSET100", false],
    ["SUNSET07", false],
    ["MOON12", false],
    ["", false],
  ])("judges %j as a join code: %s", (code, ok) => {
    expect(isJoinCode(code)).toBe(ok);
  });
});

describe("pickFreeJoinCode", () => {
  it("never hands out a code in use and fills the whole space before giving up", () => {
    const rng = createSeededRng(3);
    const used = new Set<string>();
    const total = ADVANCED_JOIN_CODE_WORDS.length * 99;
    for (let i = 0; i < total; i++) {
      const size = used.size;
      const code = pickFreeJoinCode("head_to_head", used, rng);
      expect(code).not.toBeNull();
      expect(used.size).toBe(size + 1);
      expect(isJoinCode(code as string)).toBe(true);
    }
    expect(pickFreeJoinCode("head_to_head", used, rng)).toBeNull();
  });

  it("finds the one free code left", () => {
    const used = new Set<string>();
    for (const word of HOME_JOIN_CODE_WORDS) for (let n = 1; n <= 99; n++) used.add(`${word}${n}`);
    used.delete(`${HOME_JOIN_CODE_WORDS[2]}42`);
    expect(pickFreeJoinCode("standard", used, createSeededRng(9))).toBe(`${HOME_JOIN_CODE_WORDS[2]}42`);
  });
});
