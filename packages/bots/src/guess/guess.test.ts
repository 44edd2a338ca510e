import { createSeededRng } from "@riddlebook/rules";
import { getPage } from "@riddlebook/words";
import { describe, expect, it } from "vitest";
import { readChoice } from "./choice-reading";
import { pickByDifficulty } from "./difficulty";
import { guess, rankCandidates } from "./guess.server";

const animals = getPage(4)!.words;
const objects = getPage(1)!.words;

describe("guess", () => {
  it("reads choices as a person would: run together, plural, misspelled", () => {
    expect(readChoice("piggybank")).toBe("piggy bank");
    expect(readChoice("headphones")).toBe("headphone");
    expect(readChoice("umberella")).toBe("umbrella");
    expect(readChoice("snail")).toBe("snail");
    expect(
      guess("I'm fed coins through a slot in my back, and you must smash me to get them out.", [
        "piggybank",
        "drawer",
        "envelope",
        "bucket",
      ]).choice,
    ).toBe("piggybank");
  });

  it("reads the figures no person would miss: cups that hug the ears, the canyon's answer", () => {
    expect(
      guess("Two cups that hug your ears so only you can hear the music.", [
        "radio",
        "headphones",
        "speaker",
        "earring",
      ]).choice,
    ).toBe("headphones");
    expect(
      guess("I answer you from the canyon wall, repeating your last words.", [
        "hope",
        "echo",
        "parrot",
        "voice",
      ]).choice,
    ).toBe("echo");
  });

  it("credits a choice with no word knowledge fairly against choices with it", () => {
    // "towel" and "hat" have no knowledge written; they are not lost for it.
    const ranking = rankCandidates("I'm soft and I dry you after a bath.", [
      "umbrella",
      "lamp",
      "towel",
      "hat",
    ]);
    expect(ranking[0]?.word).toBe("towel");
  });

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

describe("guess: figurative, negated and multi-word riddles", () => {
  it("reads a metaphor: the sky's weeping points to the umbrella", () => {
    const { choice } = guess("When the sky weeps, I open above your head.", [
      "umbrella",
      "flower",
      "lamp",
      "hat",
      "towel",
    ]);
    expect(choice).toBe("umbrella");
  });

  it("reads the have-X-but-cannot-Y trope: teeth that cannot bite are a comb's", () => {
    const { choice } = guess("I have teeth but cannot bite, and I tidy your hair.", [
      "shark",
      "comb",
      "dog",
      "dentist",
      "mouth",
    ]);
    expect(choice).toBe("comb");
  });

  it("picks a multi-word choice, read from its words without the article", () => {
    const { choice } = guess("What gets wetter and wetter the more it dries?", [
      "a towel",
      "the sun",
      "a sponge",
      "a desert",
      "rain",
    ]);
    expect(choice).toBe("a towel");
    const letter = guess("I come once in a minute, twice in a moment, but never in a thousand years.", [
      "the letter m",
      "a clock",
      "the letter e",
      "time",
      "a second",
    ]);
    expect(letter.choice).toBe("the letter m");
  });

  it("solves a classic riddle whose choices are all outside the wordbook", () => {
    const { choice, ranking } = guess("I have keys but cannot open a single lock, and I make music.", [
      "harpsichord",
      "locksmith",
      "jailer",
      "vault",
      "padlock",
    ]);
    expect(choice).toBe("harpsichord");
    expect(ranking).toHaveLength(5);
  });
});

describe("guess without word knowledge (the different solver of bench:bots)", () => {
  it("does not know what only a person's knowledge of the word says", () => {
    // What a person knows of a spoon: the nursery rhyme's dish ran away with it.
    const riddle = "The dish ran away with me.";
    const withKnowledge = rankCandidates(riddle, objects);
    const without = rankCandidates(riddle, objects, { knowledge: false });
    expect(withKnowledge[0]?.word).toBe("spoon");
    expect(without[0]?.word).not.toBe("spoon");
  });

  it("ranks exactly as the full guesser when no choice has word knowledge", () => {
    const riddle = "A red juicy fruit often mistaken for a vegetable, the base of ketchup.";
    const choices = ["tomato", "cucumber", "violin", "glacier"];
    expect(rankCandidates(riddle, choices, { knowledge: false })).toEqual(rankCandidates(riddle, choices));
  });

  it("keeps the full reading: metaphors, the have-X-but-cannot-Y trope and multi-word choices", () => {
    const options = { knowledge: false } as const;
    // Read plainly, a grey sky heard on the roof is a cloud; the weeping sky is the rain.
    const weather = ["sun", "rain", "snow", "wind", "cloud"];
    expect(guess("When the sky is grey, you hear me on the roof.", weather, options).choice).toBe("cloud");
    expect(guess("When the sky weeps, you hear me on the roof.", weather, options).choice).toBe("rain");
    expect(
      guess(
        "I have teeth but cannot bite, and I tidy your hair.",
        ["shark", "comb", "dog", "dentist", "mouth"],
        options,
      ).choice,
    ).toBe("comb");
    expect(
      guess(
        "What gets wetter and wetter the more it dries?",
        ["a towel", "the sun", "a sponge", "a desert", "rain"],
        options,
      ).choice,
    ).toBe("a towel");
  });
});
