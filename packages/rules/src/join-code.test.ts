import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ADVANCED_JOIN_CODE_WORDS, GAME_MODES, HOME_JOIN_CODE_WORDS, JOIN_CODE_NUMBER } from "./constants";
import {
  generateJoinCode,
  isJoinCode,
  joinCodeSpaceSize,
  joinCodeWords,
  normalizeJoinCode,
  pickFreeJoinCode,
} from "./join-code";
import { createSeededRng } from "./random";

/** The codes of the original format (ten home words, five battle words, 1 to 99), as stored before ADR 013. */
const ORIGINAL_HOME = [
  "SUNSET",
  "OCEAN",
  "FOREST",
  "MOUNTAIN",
  "RIVER",
  "GARDEN",
  "CASTLE",
  "BRIDGE",
  "ISLAND",
  "VALLEY",
];
const ORIGINAL_BATTLE = ["BATTLE", "DUEL", "CLASH", "FIGHT", "COMBAT"];

describe("generateJoinCode", () => {
  it("draws a home word and a number from 1 to 999 for home modes", () => {
    const rng = createSeededRng(7);
    for (let i = 0; i < 500; i++) {
      const code = generateJoinCode("standard", rng);
      const match = /^([A-Z]+)(\d+)$/.exec(code);
      expect(HOME_JOIN_CODE_WORDS).toContain(match?.[1]);
      const n = Number(match?.[2]);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(999);
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
    for (let i = 0; i < 20_000; i++) numbers.add(Number(/\d+/.exec(generateJoinCode("standard", rng))?.[0]));
    expect(numbers.has(1)).toBe(true);
    expect(numbers.has(999)).toBe(true);
    expect(numbers.size).toBe(999);
  });

  it("is the same for the same seed", () => {
    expect(generateJoinCode("standard", createSeededRng(5))).toBe(
      generateJoinCode("standard", createSeededRng(5)),
    );
  });
});

describe("the join-code words", () => {
  it("keep the original words first, so codes stored before the lists grew still resolve", () => {
    expect(HOME_JOIN_CODE_WORDS.slice(0, ORIGINAL_HOME.length)).toEqual(ORIGINAL_HOME);
    expect(ADVANCED_JOIN_CODE_WORDS.slice(0, ORIGINAL_BATTLE.length)).toEqual(ORIGINAL_BATTLE);
    for (const word of [...ORIGINAL_HOME, ...ORIGINAL_BATTLE]) {
      for (const n of [1, 9, 10, 42, 99]) {
        expect(isJoinCode(`${word}${n}`)).toBe(true);
        expect(isJoinCode(`${word.toLowerCase()}${n}`)).toBe(true);
      }
    }
  });

  it("are short, plain capital letters, each in one list only", () => {
    const all = [...HOME_JOIN_CODE_WORDS, ...ADVANCED_JOIN_CODE_WORDS];
    expect(new Set(all).size).toBe(all.length);
    for (const word of all) expect(word).toMatch(/^[A-Z]{4,9}$/);
  });
});

describe("normalizeJoinCode and isJoinCode", () => {
  it("upper-cases and trims a typed code", () => {
    expect(normalizeJoinCode("  sunset42 ")).toBe("SUNSET42");
  });

  it.each([
    ["SUNSET42", true],
    ["duel7", true],
    ["canyon507", true],
    ["Showdown999", true],
    ["SUNSET100", true],
    ["SUNSET0", false],
    ["SUNSET1000", false],
    ["SUNSET07", false],
    ["SUNSET042", false],
    ["MOON12", false],
    ["SUNSET", false],
    ["42", false],
    ["", false],
  ])("judges %j as a join code: %s", (code, ok) => {
    expect(isJoinCode(code)).toBe(ok);
  });
});

describe("joinCodeSpaceSize", () => {
  // 50 home words × 999 = 49,950 home codes; 30 battle words × 999 = 29,970 battle codes
  // (990 and 495 before ADR 013).
  it("has 49,950 codes for home games and 29,970 for battles and story mode", () => {
    expect(joinCodeSpaceSize("standard")).toBe(49_950);
    expect(joinCodeSpaceSize("head_to_head")).toBe(29_970);
    expect(joinCodeSpaceSize("story_mode")).toBe(29_970);
    for (const mode of GAME_MODES) {
      expect(joinCodeSpaceSize(mode)).toBe(
        joinCodeWords(mode).length * (JOIN_CODE_NUMBER.max - JOIN_CODE_NUMBER.min + 1),
      );
      expect(joinCodeSpaceSize(mode)).toBeGreaterThanOrEqual(25_000);
    }
  });
});

describe("pickFreeJoinCode", () => {
  it("never returns a taken code, and every code it returns is a valid code of the mode (space 49,950 home / 29,970 battle)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GAME_MODES),
        fc.integer(),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 40 }),
        (mode, seed, taken, picks) => {
          const rng = createSeededRng(seed);
          const used = new Set<string>();
          // Some of the mode's codes in use, and some of the other list's.
          for (let i = 0; i < taken; i++) used.add(generateJoinCode(mode, rng));
          for (let i = 0; i < taken / 10; i++)
            used.add(generateJoinCode(mode === "head_to_head" ? "standard" : "head_to_head", rng));
          const before = new Set(used);
          const words = joinCodeWords(mode);
          const seen = new Set<string>();
          for (let i = 0; i < picks; i++) {
            const code = pickFreeJoinCode(mode, used, rng);
            expect(code).not.toBeNull();
            const picked = code as string;
            expect(before.has(picked)).toBe(false);
            expect(seen.has(picked)).toBe(false);
            expect(used.has(picked)).toBe(true);
            expect(isJoinCode(picked)).toBe(true);
            expect(words).toContain(/^[A-Z]+/.exec(picked)?.[0]);
            seen.add(picked);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it("finds the last free codes of a nearly full space, never a taken one", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 5 }), (seed, free) => {
        const rng = createSeededRng(seed);
        const all: string[] = [];
        for (const word of ADVANCED_JOIN_CODE_WORDS)
          for (let n = JOIN_CODE_NUMBER.min; n <= JOIN_CODE_NUMBER.max; n++) all.push(`${word}${n}`);
        const freeCodes = new Set<string>();
        while (freeCodes.size < free) freeCodes.add(all[Math.floor(rng() * all.length)] as string);
        const used = new Set(all.filter((code) => !freeCodes.has(code)));
        const got = new Set<string>();
        for (let i = 0; i < free; i++) got.add(pickFreeJoinCode("head_to_head", used, rng) as string);
        expect(got).toEqual(freeCodes);
        expect(pickFreeJoinCode("head_to_head", used, rng)).toBeNull();
      }),
      { numRuns: 10 },
    );
  });

  it("never hands out a code in use and fills the whole space before giving up", () => {
    const rng = createSeededRng(3);
    const used = new Set<string>();
    const total = joinCodeSpaceSize("head_to_head");
    for (let i = 0; i < total; i++) {
      const size = used.size;
      const code = pickFreeJoinCode("head_to_head", used, rng);
      expect(code).not.toBeNull();
      expect(used.size).toBe(size + 1);
    }
    expect(pickFreeJoinCode("head_to_head", used, rng)).toBeNull();
  });
});
