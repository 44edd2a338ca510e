import { createSeededRng } from "@riddlebook/rules";
import { beforeAll, describe, expect, it } from "vitest";
import { warmUp } from "../knowledge/warm-up.server";
import { VOICE_STYLES, VOICES, voiceFor } from "./personas";
import { writeRiddle } from "./write-riddle.server";

beforeAll(() => {
  warmUp();
}, 180_000);

describe("personas", () => {
  it("random writes in all four voices across riddles, including the jester, its own whimsical voice", () => {
    const voices = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const out = writeRiddle({
        word: "candle",
        page: 1,
        persona: "random",
        rng: createSeededRng(seed),
        drafts: 2,
      });
      voices.add(out.persona);
      if (out.persona === "jester") expect(out.riddle).toMatch(VOICE_STYLES.jester.marks);
    }
    expect([...voices].sort()).toEqual([...VOICES].sort());
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
