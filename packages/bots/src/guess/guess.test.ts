import { createSeededRng } from "@riddlebook/rules";
import { getPage } from "@riddlebook/words";
import { describe, expect, it } from "vitest";
import { pickByDifficulty } from "./difficulty";
import { guess, rankCandidates } from "./guess.server";

const animals = getPage(4)!.words;
const objects = getPage(1)!.words;

describe("guess", () => {
  it("picks cat for an obvious cat riddle among the Animals page", () => {
    const candidates = [...animals, "cat"];
    const { choice, ranking } = guess(
      "I purr on your lap, chase mice and have whiskers and nine lives.",
      candidates,
    );
    expect(choice).toBe("cat");
    expect(ranking).toHaveLength(candidates.length);
  });

  it("solves clear riddles for wordbook words against their page", () => {
    expect(guess("Stick of wax with a wick; I weep as I burn.", objects).choice).toBe("candle");
    expect(guess("Eight arms, three hearts and a cloud of ink.", animals).choice).toBe("octopus");
    expect(guess("It has a face and two hands and it ticks on the wall.", objects).choice).toBe("clock");
  });

  it("ranks every candidate best first with a score each", () => {
    const { ranking } = guess("A striped horse of the African plains.", animals);
    expect(ranking[0]?.word).toBe("zebra");
    for (let i = 1; i < ranking.length; i++)
      expect(ranking[i - 1]!.score).toBeGreaterThanOrEqual(ranking[i]!.score);
  });

  it("rules out a candidate the riddle writes out", () => {
    const ranking = rankCandidates("A tiger is not what I am; I'm a big cat with a mane, king of beasts.", [
      "tiger",
      "lion",
      "giraffe",
    ]);
    expect(ranking[0]?.word).toBe("lion");
    expect(ranking.find((c) => c.word === "tiger")?.score).toBe(Number.NEGATIVE_INFINITY);
  });

  it("works for English words on no page, with profiles built on the fly", () => {
    const { choice } = guess("A red juicy fruit often mistaken for a vegetable, the base of ketchup.", [
      "tomato",
      "cucumber",
      "violin",
      "glacier",
    ]);
    expect(choice).toBe("tomato");
  });

  it("always names the best candidate at expert difficulty", () => {
    const rng = createSeededRng(1);
    for (let i = 0; i < 20; i++) {
      expect(
        guess("Eight arms, three hearts and a cloud of ink.", animals, { difficulty: "expert", rng }).choice,
      ).toBe("octopus");
    }
  });

  it("sometimes names a runner-up at easy difficulty, and more often than at hard", () => {
    const ranking = rankCandidates("Eight arms, three hearts and a cloud of ink.", animals);
    const slips = (difficulty: "easy" | "hard") => {
      const rng = createSeededRng(9);
      let n = 0;
      for (let i = 0; i < 400; i++) if (pickByDifficulty(ranking, difficulty, rng) !== ranking[0]!.word) n++;
      return n;
    };
    expect(slips("easy")).toBeGreaterThan(slips("hard"));
    expect(slips("hard")).toBeGreaterThan(0);
    const rng = createSeededRng(2);
    for (let i = 0; i < 100; i++) {
      const pick = pickByDifficulty(ranking, "easy", rng);
      expect(ranking.slice(0, 4).map((c) => c.word)).toContain(pick);
    }
  });

  it("is deterministic for a given seed", () => {
    const run = () => {
      const rng = createSeededRng(42);
      return Array.from(
        { length: 10 },
        () => guess("A bird that hoots at night.", animals, { difficulty: "easy", rng }).choice,
      );
    };
    expect(run()).toEqual(run());
  });

  it("the definitions-only guesser knows less than the full guesser", () => {
    // "chandler" is in no definition of candle, but the chandler's own definition mentions candles.
    const full = rankCandidates("The chandler made me.", objects);
    const definitions = rankCandidates("The chandler made me.", objects, { depth: "definitions" });
    expect(full[0]?.word).toBe("candle");
    expect(definitions.find((c) => c.word === "candle")?.score).toBe(0);
  });
});
