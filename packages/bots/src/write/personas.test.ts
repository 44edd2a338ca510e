import { createSeededRng } from "@riddlebook/rules";
import { describe, expect, it } from "vitest";
import { voiceFor } from "./personas";
import { writeRiddle } from "./write-riddle.server";

const WORDS: [string, number][] = [
  ["candle", 1],
  ["giraffe", 4],
  ["courage", 2],
  ["whisper", 9],
  ["volcano", 10],
  ["anchor", 20],
];

describe("personas", () => {
  it("auntie calls you dear in every riddle", () => {
    WORDS.forEach(([word, page], seed) => {
      const { riddle, persona } = writeRiddle({ word, page, persona: "auntie", rng: createSeededRng(seed) });
      expect(persona).toBe("auntie");
      expect(riddle).toMatch(/\bdear\b/i);
    });
  });

  it("grandpa says back in my day in every riddle", () => {
    WORDS.forEach(([word, page], seed) => {
      const { riddle, persona } = writeRiddle({ word, page, persona: "grandpa", rng: createSeededRng(seed) });
      expect(persona).toBe("grandpa");
      expect(riddle).toMatch(/back in my day/i);
    });
  });

  it("random writes in all three voices across riddles, each riddle in one of them", () => {
    const voices = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const { riddle, persona } = writeRiddle({
        word: "candle",
        page: 1,
        persona: "random",
        rng: createSeededRng(seed),
      });
      voices.add(persona);
      if (persona === "auntie") expect(riddle).toMatch(/\bdear\b/i);
      if (persona === "grandpa") expect(riddle).toMatch(/back in my day/i);
    }
    expect([...voices].sort()).toEqual(["auntie", "grandpa", "sphinx"]);
  });

  it("only the random persona changes voice", () => {
    const rng = createSeededRng(5);
    for (let i = 0; i < 20; i++) {
      expect(voiceFor("auntie", rng)).toBe("auntie");
      expect(voiceFor("grandpa", rng)).toBe("grandpa");
    }
  });

  it("the same seed writes the same riddle and other seeds write other riddles for the same word", () => {
    const write = (seed: number) =>
      writeRiddle({ word: "giraffe", page: 4, persona: "random", rng: createSeededRng(seed) }).riddle;
    expect(write(7)).toBe(write(7));
    const riddles = new Set(Array.from({ length: 10 }, (_, seed) => write(seed)));
    expect(riddles.size).toBeGreaterThanOrEqual(6);
  });
});
