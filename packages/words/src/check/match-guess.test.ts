import { describe, expect, it } from "vitest";
import { matchGuess as matchLight } from "../check";
import { matchGuess, pageData } from "../index";
import type { MatchResult } from "./types";

const cases: readonly (readonly [word: string, guess: string, expected: MatchResult, page?: number])[] = [
  ["mouse", "mouse", "exact", 4],
  ["mouse", "  MOUSE  ", "exact", 4],
  ["mouse", "Mouse\n", "exact", 4],
  ["mouse", "a mouse", "exact", 4],
  ["mouse", "mice", "form", 4],
  ["mouse", " Mice ", "form", 4],
  ["leaf", "leaves", "form", 5],
  ["run", "ran", "form", 9],
  ["run", "running", "form", 9],
  ["run", "runs", "form", 9],
  ["good", "better", "form"],
  ["candle", "candles", "form", 1],
  ["tooth", "teeth", "form", 17],
  ["jeans", "jean", "form", 18],
  ["cafe", "café", "exact", 23],
  ["free", "freedom", "wrong"],
  ["happy", "happiness", "wrong"],
  ["candle", "candlelight", "wrong", 1],
  ["candle", "taper", "wrong", 1],
  ["bat", "chiropteran", "wrong", 4],
  ["bat", "batted", "wrong", 4],
  ["mouse", "rat", "wrong", 4],
  ["mouse", "", "wrong", 4],
  ["mouse", "   ", "wrong", 4],
  ["mouse", "mousetrap", "wrong", 4],
  ["volcano", "volcanoes", "form"],
  ["child", "children", "form"],
  ["goose", "geese", "form"],
  // Punctuation and quotes around a guess are not part of it.
  ["umbrella", "umbrella!", "exact", 1],
  ["umbrella", "umbrella?", "exact", 1],
  ["umbrella", '"umbrella"', "exact", 1],
  ["umbrella", "“Umbrella.”", "exact", 1],
  ["umbrella", "(an umbrella)", "exact", 1],
  // One slip of the keyboard in a word of five letters or more, near no other word of the page.
  ["umbrella", "umbrela", "typo", 1],
  ["umbrella", "umbrellla", "typo", 1],
  ["umbrella", "umbrlela", "typo", 1],
  ["umbrella", "Umbrela!", "typo", 1],
  ["umbrella", "ubmrela", "wrong", 1],
  ["candle", "candel", "typo", 1],
  ["pencil", "pencl", "typo", 1],
  // Not forgiven: a short word, or a guess near another word of the page, or that is a word itself.
  ["lamp", "lmap", "wrong", 1],
  ["shirt", "shirrt", "wrong", 18],
  ["basket", "busket", "wrong", 1],
  ["window", "widow", "wrong", 1],
  // British and American spellings are one word.
  ["gray", "grey", "exact"],
  ["grey", "gray", "exact"],
  ["theater", "theatre", "exact"],
  ["pajamas", "pyjamas", "exact"],
  ["airplane", "aeroplane", "exact"],
  ["color", "colour", "exact"],
  ["colour", "color", "exact"],
  ["color", "colours", "form"],
  // Irregular and second plurals.
  ["cactus", "cactuses", "form"],
  ["cactus", "cacti", "form"],
  ["octopus", "octopi", "form"],
  ["dice", "die", "form"],
  // Still wrong: a different word that only looks alike.
  ["tour", "tor", "wrong"],
  ["umbrella", "umbrellas!", "form", 1],
  ["umbrella", "!!!", "wrong", 1],
];

describe("matchGuess", () => {
  it.each(cases.map(([word, guess, expected, page]) => ({ word, guess, expected, page })))(
    'for "$word", the guess "$guess" is $expected',
    ({ word, guess, expected, page }) => {
      expect(matchGuess(word, guess, page)).toBe(expected);
    },
  );

  it("gives the same answers in the browser entry from a page's data alone", () => {
    const data = pageData(4)!;
    for (const [word, guess] of [
      ["mouse", "mice"],
      ["mouse", "MOUSE"],
      ["bat", "chiropteran"],
    ] as const) {
      expect(matchLight(word, guess, data)).toBe(matchGuess(word, guess, 4));
    }
  });

  it("forgives a typo in the browser entry too, but only the server knows a typo that is a real word", () => {
    const data = pageData(1)!;
    expect(matchLight("umbrella", "umbrela", data)).toBe("typo");
    expect(matchLight("basket", "busket", data)).toBe("wrong");
    expect(matchLight("window", "widow", data)).toBe("typo");
    expect(matchGuess("window", "widow", 1)).toBe("wrong");
    // Without a page nothing tells a slip from another word, so nothing is forgiven.
    expect(matchLight("umbrella", "umbrela")).toBe("wrong");
  });

  it("without data accepts regular plurals in both directions", () => {
    expect(matchLight("lantern", "lanterns")).toBe("form");
    expect(matchLight("lanterns", "lantern")).toBe("form");
    expect(matchLight("lantern", "lamp")).toBe("wrong");
  });
});
