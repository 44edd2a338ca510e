import { describe, expect, it } from "vitest";
import { HttpError } from "../http/errors";
import { assertClean, isProfane, MORE_FALSE_FRIENDS } from "./profanity";

/** Refused words as players write them: plain, leetspeak, look-alikes, repeated and spelled out. */
const POSITIVES = [
  "fuck",
  "FUCK",
  "fuuuuuck",
  "fvck",
  "sh1t",
  "Sh!t",
  "b1tch",
  "a$$hole",
  "wh0re",
  "c0ck",
  "d1ck",
  "motherfucker",
  "bullsh1t",
  "xXfuckXx",
  "FuCk_YoU",
  "ʃṳ𝒸𝗄",
  "f u c k",
  "F.U.C.K",
  "f_u_c_k",
  "f-u-c-k",
  "s h 1 t",
  "c u n t",
  "you are a b i t c h, friend",
  "well, shit happens",
];

/** Innocent words that contain a refused one, and ordinary phrases that run letters together. */
const FALSE_FRIENDS = [
  "Scunthorpe",
  "assassin",
  "cocktail",
  "class",
  "grape",
  "grapefruit",
  "Penistone",
  "Dickens",
  "analysis",
  "cumulative",
  "therapist",
  "Sussex",
  "Essex",
  "Hancock",
  "butterscotch",
  "bassoon",
  "Cockburn",
  "titanic",
  "document",
  "circumstance",
  "Arsenal",
  "cumin",
  "pussycat",
  "cockpit",
  "assortment",
  "assonance",
  "analgesic",
  "annals",
  "rapeseed",
  "trafficking",
  "feckless",
  "shiitake",
  "Moby Dick",
  "a blue tit",
  "magna cum laude",
  "this hit song",
  "I a m here",
  "the pen is mightier than the sword",
  "i love bananas so yeah",
  "You have met me before, although perhaps you never noticed.",
];

describe("isProfane", () => {
  it.each(POSITIVES)("refuses %j", (text) => {
    expect(isProfane(text)).toBe(true);
  });

  it.each(FALSE_FRIENDS)("lets %j pass", (text) => {
    expect(isProfane(text)).toBe(false);
  });

  it.each(MORE_FALSE_FRIENDS)("lets the added false friend %j pass, alone and in a sentence", (word) => {
    expect(isProfane(word)).toBe(false);
    expect(isProfane(`Here is ${word} for you.`)).toBe(false);
  });

  it("still refuses a refused word beside an added false friend", () => {
    expect(isProfane("cumin and shit")).toBe(true);
  });
});

describe("assertClean", () => {
  it("names the field in a 400 invalid_request", () => {
    const cases = [
      ["username", "Your username contains a word that isn't allowed."],
      ["bio", "Your bio contains a word that isn't allowed."],
      ["playerName", "Your player name contains a word that isn't allowed."],
      ["gameName", "The game name contains a word that isn't allowed."],
      ["riddle", "The riddle contains a word that isn't allowed."],
      ["challengeMessage", "The challenge message contains a word that isn't allowed."],
    ] as const;
    for (const [field, message] of cases) {
      let thrown: unknown;
      try {
        assertClean(field, "sh1t");
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(HttpError);
      expect(thrown).toMatchObject({ statusCode: 400, code: "invalid_request", message });
    }
  });

  it("lets clean and absent values pass", () => {
    expect(() => assertClean("username", "Scunthorpe_fan")).not.toThrow();
    expect(() => assertClean("bio", null)).not.toThrow();
    expect(() => assertClean("gameName", undefined)).not.toThrow();
  });
});
