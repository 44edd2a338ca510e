import { checkRiddleStructure, RIDDLE_MAX_LENGTH } from "@riddlebook/rules";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkRiddle as checkLight } from "../check";
import { checkRiddle, formsOnTheFly, pageData } from "../index";
import type { Rule } from "./types";

type Expect = Rule | "ok";
interface Case {
  readonly word: string;
  readonly text: string;
  /** The first violation's rule, or "ok" when the riddle passes. */
  readonly expected: Expect;
  /** The offending text, when a violation is expected. */
  readonly span?: string;
  readonly page?: number;
}

/**
 * Compounds built on the secret word (issue 12), and the false friends that must still pass. CAT
 * and ICE are on no page: the server derives their forms on the fly.
 */
const COMPOUNDS: readonly Case[] = [
  { word: "cat", text: "a catfish in the mud", expected: "compound", span: "catfish" },
  { word: "cat", text: "a wildcat on the hill", expected: "compound", span: "wildcat" },
  { word: "cat", text: "the bobcat hunts", expected: "compound", span: "bobcat" },
  { word: "cat", text: "two bobcats", expected: "compound", span: "bobcats" },
  { word: "sun", text: "tall as a sunflower", expected: "compound", span: "sunflower", page: 19 },
  { word: "sun", text: "a sunny day", expected: "derivation", span: "sunny", page: 19 },
  { word: "owl", text: "a babyowl hoots", expected: "compound", span: "babyowl", page: 4 },
  { word: "owl", text: "three babyowls", expected: "compound", span: "babyowls", page: 4 },
  { word: "owl", text: "owllike eyes", expected: "derivation", span: "owllike", page: 4 },
  { word: "candle", text: "fine candlework", expected: "compound", span: "candlework", page: 1 },
  { word: "candle", text: "something candlelike", expected: "derivation", span: "candlelike", page: 1 },
  { word: "key", text: "peek through the keyhole", expected: "compound", span: "keyhole", page: 1 },
  { word: "ice", text: "the polar icecap", expected: "compound", span: "icecap" },
  { word: "ice", text: "an iceberg ahead", expected: "compound", span: "iceberg" },
  { word: "ice", text: "a babyice cube", expected: "compound", span: "babyice" },
  { word: "age", text: "a babyage", expected: "compound", span: "babyage" },
  { word: "ice", text: "Call the police!", expected: "ok" },
  { word: "ice", text: "justice served, prices noticed, practicing", expected: "ok" },
  { word: "age", text: "I bring a message to you", expected: "ok" },
  { word: "age", text: "an image, a passage, a village; messages from villages", expected: "ok" },
  { word: "cat", text: "a category of cathode rays", expected: "ok" },
  { word: "cat", text: "catches cattle and caterpillars, educated", expected: "ok" },
  { word: "sun", text: "Sundays, a sundae, a tsunami", expected: "ok", page: 19 },
  { word: "key", text: "a monkey and a donkey", expected: "ok", page: 1 },
  { word: "key", text: "turkey, whiskey and hockey for monkeys", expected: "ok", page: 1 },
  { word: "owl", text: "bowls, growled, howling waterfowl", expected: "ok", page: 4 },
  { word: "table", text: "comfortable vegetables, editable", expected: "ok", page: 1 },
  { word: "red", text: "a hundred wandered, tired", expected: "ok", page: 27 },
  { word: "elf", text: "it hides itself on a shelf", expected: "ok", page: 24 },
  { word: "cap", text: "my capability", expected: "ok" },
];

const cases: readonly Case[] = [
  // The word itself, in any case.
  { word: "candle", text: "A candle burns.", expected: "word", span: "candle", page: 1 },
  { word: "candle", text: "CANDLE in the dark", expected: "word", span: "CANDLE", page: 1 },
  { word: "candle", text: "my CaNdLe weeps wax", expected: "word", span: "CaNdLe", page: 1 },
  { word: "candle", text: "the candle's glow", expected: "word", span: "candle's", page: 1 },
  { word: "candle", text: "the candle’s glow", expected: "word", span: "candle’s", page: 1 },
  { word: "candle", text: "“Candle,” she said.", expected: "word", span: "Candle", page: 1 },
  { word: "candle", text: "(candle)", expected: "word", span: "candle", page: 1 },
  { word: "candle", text: "candle!!!", expected: "word", span: "candle", page: 1 },
  { word: "candle", text: "wax—candle—wick", expected: "word", span: "candle", page: 1 },
  { word: "candle", text: "can-dle in the night", expected: "word", span: "can-dle", page: 1 },
  { word: "candle", text: "a c a n d l e glows", expected: "word", span: "c a n d l e", page: 1 },
  { word: "candle", text: "C.A.N.D.L.E.", expected: "word", span: "C.A.N.D.L.E", page: 1 },
  { word: "candle", text: "ｃａｎｄｌｅ light", expected: "word", span: "ｃａｎｄｌｅ", page: 1 },
  { word: "candle", text: "саndle with Cyrillic letters", expected: "word", span: "саndle", page: 1 },
  {
    word: "candle",
    text: "cand\u00adle hidden by a soft hyphen",
    expected: "word",
    span: "cand\u00adle",
    page: 1,
  },
  {
    word: "candle",
    text: "cand\u200ble hidden by a zero-width space",
    expected: "word",
    span: "cand\u200ble",
    page: 1,
  },
  { word: "cafe", text: "Meet me at the café", expected: "word", span: "café", page: 23 },
  {
    word: "cafe",
    text: "Meet me at the cafe\u0301 (decomposed)",
    expected: "word",
    span: "cafe\u0301",
    page: 23,
  },
  // Inflections, regular and irregular.
  { word: "candle", text: "Two candles on the table", expected: "inflection", span: "candles", page: 1 },
  { word: "leaf", text: "The leaves fall in autumn", expected: "inflection", span: "leaves", page: 5 },
  { word: "mouse", text: "Three blind mice", expected: "inflection", span: "mice", page: 4 },
  { word: "run", text: "He ran away", expected: "inflection", span: "ran", page: 9 },
  { word: "run", text: "Running is my game", expected: "inflection", span: "Running", page: 9 },
  { word: "run", text: "she runs and runs", expected: "inflection", span: "runs", page: 9 },
  { word: "good", text: "Better than the rest", expected: "inflection", span: "Better" },
  { word: "good", text: "the best of all", expected: "inflection", span: "best" },
  { word: "tooth", text: "I brush my teeth", expected: "inflection", span: "teeth", page: 17 },
  { word: "foot", text: "on tired feet", expected: "inflection", span: "feet", page: 17 },
  { word: "swim", text: "she swam the channel", expected: "inflection", span: "swam", page: 9 },
  { word: "write", text: "a letter written in ink", expected: "inflection", span: "written", page: 9 },
  { word: "fly", text: "it flew over the moon", expected: "inflection", span: "flew", page: 9 },
  { word: "knife", text: "sharp knives in a block", expected: "inflection", span: "knives", page: 21 },
  { word: "bat", text: "she batted her eyelids", expected: "inflection", span: "batted", page: 4 },
  { word: "cactus", text: "cacti in the desert", expected: "inflection", span: "cacti", page: 5 },
  // Derivations.
  { word: "free", text: "Freedom is what I give", expected: "derivation", span: "Freedom" },
  { word: "free", text: "it moves freely", expected: "derivation", span: "freely" },
  { word: "silent", text: "a deep silence", expected: "derivation", span: "silence" },
  { word: "happy", text: "pure happiness", expected: "derivation", span: "happiness" },
  { word: "happy", text: "never unhappy", expected: "derivation", span: "unhappy" },
  { word: "happy", text: "she smiled happily", expected: "derivation", span: "happily" },
  { word: "run", text: "a runner at dawn", expected: "derivation", span: "runner", page: 9 },
  { word: "leaf", text: "a leafy lane", expected: "derivation", span: "leafy", page: 5 },
  // Compounds whose meaning contains the word.
  { word: "candle", text: "Read by candlelight", expected: "compound", span: "candlelight", page: 1 },
  { word: "candle", text: "a brass candlestick", expected: "compound", span: "candlestick", page: 1 },
  { word: "sun", text: "Watch the sunset", expected: "compound", span: "sunset", page: 19 },
  { word: "sun", text: "Sunrise, then sunlight", expected: "compound", span: "Sunrise", page: 19 },
  { word: "bee", text: "a humming beehive", expected: "compound", span: "beehive", page: 4 },
  { word: "bee", text: "the honeybees dance", expected: "compound", span: "honeybees", page: 4 },
  { word: "key", text: "tap the keyboard", expected: "compound", span: "keyboard", page: 1 },
  { word: "tree", text: "up in the treetops", expected: "compound", span: "treetops", page: 5 },
  { word: "candle", text: "candle-light", expected: "word", span: "candle", page: 1 },
  // False friends: words that merely contain the letters pass.
  { word: "ice", text: "Justice and notice", expected: "ok" },
  { word: "tree", text: "Walk down the street", expected: "ok", page: 5 },
  { word: "cat", text: "Catch me if you can", expected: "ok" },
  { word: "cat", text: "a catalog of concatenated things", expected: "ok" },
  { word: "age", text: "a sage page of cabbage", expected: "ok" },
  { word: "bat", text: "a battle in the abattoir", expected: "ok", page: 4 },
  { word: "ear", text: "early to learn, near the heart", expected: "ok", page: 17 },
  { word: "sun", text: "on Sunday, unsung", expected: "ok", page: 19 },
  { word: "free", text: "the freeze came", expected: "ok" },
  // The root of a derived secret word, and the secret word grown by a suffix.
  { word: "freedom", text: "free as a bird", expected: "derivation", span: "free", page: 2 },
  { word: "wisdom", text: "a wise old owl", expected: "derivation", span: "wise", page: 2 },
  { word: "happiness", text: "happy days", expected: "derivation", span: "happy" },
  { word: "friendship", text: "my friend and I", expected: "derivation", span: "friend" },
  { word: "freedom", text: "the freeze came", expected: "ok", page: 2 },
  ...COMPOUNDS,
  // Digits written for letters.
  { word: "candle", text: "a c4ndl3 in the dark", expected: "word", span: "c4ndl3", page: 1 },
  { word: "egg", text: "an 3gg for breakfast", expected: "word", span: "3gg" },
  { word: "ice", text: "cold as 1ce", expected: "word", span: "1ce" },
  { word: "candle", text: "I am 100 years old and 4 feet tall", expected: "ok", page: 1 },
  // Clean riddles.
  { word: "candle", text: "I weep wax as I shine; blow on me and I am gone.", expected: "ok", page: 1 },
  { word: "mouse", text: "Small and grey, I squeak at the cat’s approach.", expected: "ok", page: 4 },
  // Empty and length.
  { word: "candle", text: "", expected: "empty", page: 1 },
  { word: "candle", text: "   \n\t  ", expected: "empty", page: 1 },
  { word: "candle", text: "\u200b\u200b", expected: "empty", page: 1 },
  { word: "candle", text: "a".repeat(500), expected: "ok", page: 1 },
  { word: "candle", text: `${"a".repeat(499)}👍`, expected: "ok", page: 1 },
  { word: "candle", text: "👍".repeat(500), expected: "ok", page: 1 },
  { word: "candle", text: `  ${"a".repeat(500)}\n`, expected: "ok", page: 1 },
  { word: "candle", text: "a".repeat(501), expected: "too_long", span: "a", page: 1 },
  { word: "candle", text: `${"a".repeat(500)}👍`, expected: "too_long", span: "👍", page: 1 },
];

describe("checkRiddle", () => {
  it.each(cases)('for "$word", "$text" gives $expected', ({ word, text, expected, span, page }) => {
    const result = checkRiddle(word, text, page);
    if (expected === "ok") {
      expect(result.violations).toEqual([]);
      expect(result.ok).toBe(true);
      return;
    }
    expect(result.ok).toBe(false);
    const first = result.violations[0]!;
    expect(first.rule).toBe(expected);
    if (span !== undefined) {
      expect(first.text).toBe(span);
      expect(text.slice(first.start, first.end)).toBe(span);
    }
  });

  it("names the offending word and the secret word in a readable message", () => {
    const result = checkRiddle("candle", "Read by candlelight", 1);
    expect(result.violations[0]?.message).toBe('"candlelight" contains the secret word "candle"');
  });

  it("reports every offending word with its own span", () => {
    const text = "Candles and candlelight; one candle.";
    const result = checkRiddle("candle", text, 1);
    expect(result.violations.map((v) => [v.rule, v.text])).toEqual([
      ["inflection", "Candles"],
      ["compound", "candlelight"],
      ["word", "candle"],
    ]);
    for (const v of result.violations) expect(text.slice(v.start, v.end)).toBe(v.text);
  });

  it("warns about a direct synonym of the pinned sense without blocking", () => {
    const result = checkRiddle("candle", "A slender taper of wax", 1);
    expect(result.ok).toBe(true);
    expect(result.warnings.map((w) => [w.rule, w.text])).toEqual([["synonym", "taper"]]);
  });

  it("warns (amber, never blocking) about one half of a compound secret word", () => {
    const cases: [string, number, string, string][] = [
      ["popcorn", 6, "Salty corn that jumps in the pan", "corn"],
      ["rainbow", 13, "A coloured bow across the sky", "bow"],
      ["spacecraft", 19, "A craft that leaves the sky", "craft"],
      ["starfish", 20, "A fish that is not a fish", "fish"],
      ["cupboard", 14, "Plates behind a wooden board", "board"],
    ];
    for (const [word, page, text, half] of cases) {
      const result = checkRiddle(word, text, page);
      expect(result.ok, word).toBe(true);
      expect(
        result.warnings.filter((w) => w.rule === "compound_part").map((w) => w.text),
        word,
      ).toContain(half);
      // The same in the browser's light checker, from the page's precomputed data.
      expect(checkLight(word, text, pageData(page)).warnings.map((w) => w.rule)).toContain("compound_part");
    }
    // Only halves that are everyday words: "can" is no half of candle, "the" none of thermometer.
    expect(checkRiddle("candle", "you can light it", 1).warnings).toEqual([]);
  });

  it("warns about a synonym of the pinned sense only: bat the animal, not the club", () => {
    expect(checkRiddle("bat", "a chiropteran at dusk", 4).warnings[0]?.rule).toBe("synonym");
    expect(checkRiddle("bat", "a club for cricket", 4).warnings).toEqual([]);
  });

  it("warns when another word of the same page is written out", () => {
    const result = checkRiddle("candle", "Near the lamp and the clocks I stand", 1);
    expect(result.ok).toBe(true);
    expect(result.warnings.map((w) => [w.rule, w.text])).toEqual([
      ["page_word", "lamp"],
      ["page_word", "clocks"],
    ]);
  });

  it("still reports word violations in a riddle that is too long", () => {
    const result = checkRiddle("candle", `candle ${"a".repeat(600)}`, 1);
    expect(result.violations.map((v) => v.rule)).toEqual(["word", "too_long"]);
  });

  it("reports an empty riddle alone, with no other findings", () => {
    expect(checkRiddle("candle", "  ", 1)).toEqual({
      ok: false,
      violations: [{ rule: "empty", start: 0, end: 2, text: "  ", message: "The riddle is empty" }],
      warnings: [],
    });
  });

  it("runs in the browser entry from a page's data alone, with the same result as the server", () => {
    const data = pageData(1)!;
    const text = "By candlelight the candles weep; a taper near the lamp.";
    expect(checkLight("candle", text, data)).toEqual(checkRiddle("candle", text, 1));
  });

  it.each(COMPOUNDS)(
    'in the browser entry from page data alone, for "$word", "$text" gives $expected',
    ({ word, text, expected, span, page }) => {
      // What the browser loads: the page's data, or for a word on no page the forms the build
      // would derive for it (the dictionary is not used by the browser checker itself).
      const data = page !== undefined ? pageData(page)! : formsOnTheFly(word);
      const result = checkLight(word, text, data);
      expect(result).toEqual(checkRiddle(word, text, page));
      if (expected === "ok") {
        expect(result.violations).toEqual([]);
        return;
      }
      expect(result.violations[0]?.rule).toBe(expected);
      expect(result.violations[0]?.text).toBe(span);
    },
  );

  it("without any data still catches the word and its regular forms", () => {
    expect(checkLight("lantern", "two lanterns", undefined).violations[0]?.rule).toBe("inflection");
    expect(checkLight("lantern", "LANTERN", undefined).violations[0]?.rule).toBe("word");
    expect(checkLight("lantern", "a lamp", undefined).ok).toBe(true);
  });

  it("checks a word that is on no page by deriving its forms on the fly", () => {
    const result = checkRiddle("volcanoes", "A volcano erupts", undefined);
    expect(result.ok).toBe(false);
    expect(checkRiddle("happy", "she was happier than ever").violations[0]?.rule).toBe("inflection");
  });
});

// The browser checks a riddle with this package; the server decides with the rules package. The
// length is the rules' `riddleLength` in both, so they agree on what is too long.
describe("the riddle's length, as the rules count it", () => {
  const tooLong = (text: string) => ({
    light: checkLight("candle", text, pageData(1)!).violations.some((v) => v.rule === "too_long"),
    rules: checkRiddleStructure(text).some((v) => v.rule === "too_long"),
  });

  it("counts a Windows line break as one character", () => {
    expect(tooLong(`${"a".repeat(250)}\r\n${"b".repeat(249)}`)).toEqual({ light: false, rules: false });
    expect(tooLong(`${"a".repeat(250)}\r\n${"b".repeat(250)}`)).toEqual({ light: true, rules: true });
    expect(
      checkLight("candle", `${"a".repeat(250)}\r\n${"b".repeat(250)}`, pageData(1)!).violations[0]?.message,
    ).toBe(`The riddle is 501 characters long; the limit is ${RIDDLE_MAX_LENGTH}`);
  });

  it("agrees with the rules on arbitrary text near the limit: line breaks, combining marks, astral characters", () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom("\r\n", "\r", "\n", " ", "\t", "e\u0301", "👍", "\u00e9", "ﬁ"),
    );
    fc.assert(
      fc.property(fc.nat(RIDDLE_MAX_LENGTH), fc.array(piece, { maxLength: 40 }), (fill, pieces) => {
        const text = "x".repeat(fill) + pieces.join("");
        const { light, rules } = tooLong(text);
        expect(light).toBe(rules);
      }),
      { numRuns: 300 },
    );
  });
});
