import { checkRiddle, getPage, pageNumbers, wordForms } from "@riddlebook/words";
import { beforeAll, describe, expect, it } from "vitest";
import { warmUp } from "../knowledge/warm-up.server";
import { words as wordsOf } from "../text/tokens";
import { quotedGloss } from "./gloss-quote.server";
import { pageEchoes, quietOnPage } from "./page-echoes.server";
import { readerCluesFor } from "./reader-clues.server";

beforeAll(() => {
  warmUp();
}, 180_000);

describe("readerCluesFor", () => {
  it("says what a thing is by its kind and telling words of its definition, and names its parts", () => {
    const mirror = readerCluesFor("mirror", 1);
    expect(mirror.what[0]).toBe("I'm a sort of reflector: polished surface, reflecting light");
    expect(mirror.kind[0]).toBe("I'm a sort of reflector");
    const chair = readerCluesFor("chair", 1);
    expect(chair.what.join(" ")).toMatch(/\bseat\b/);
    expect(chair.parts[0]).toBe("I've got a back and a leg");
  });

  it("climbs to an everyday kind when the nearest one is a specialist's word", () => {
    // camel's hypernym is "even-toed ungulate", spider's "arachnid": a reader says mammal, animal.
    expect(readerCluesFor("squirrel", 4).kind[0]).toBe("I'm a sort of mammal");
    expect(readerCluesFor("tiger", 4).kind[0]).toBe("I'm a sort of cat");
  });

  it("words each clue three ways, one per persona, all in the first person", () => {
    for (const [word, page] of [
      ["mirror", 1],
      ["whisper", 9],
      ["squirrel", 4],
    ] as const) {
      const clues = readerCluesFor(word, page);
      for (const wordings of [clues.what, clues.kind, clues.hint]) {
        expect(new Set(wordings).size, `${word}: ${wordings.join(" / ")}`).toBe(3);
        for (const text of wordings) expect(text).toMatch(/^I\b/);
      }
    }
  });

  it("never names the word, a form or root of it, or another word of its page, nor quotes its gloss", () => {
    const problems: string[] = [];
    let withWhat = 0;
    let total = 0;
    for (const page of pageNumbers()) {
      const pageWords = getPage(page)!.words;
      const others = new Map<string, string>();
      for (const other of pageWords) {
        const forms = wordForms(other, page);
        for (const f of [other, ...forms.inflections, ...forms.otherInflections])
          for (const w of wordsOf(f)) others.set(w, other);
      }
      for (const word of pageWords) {
        const clues = readerCluesFor(word, page);
        total++;
        if (clues.what.length > 0 || clues.kind.length > 0) withWhat++;
        for (const text of Object.values(clues).flat()) {
          const check = checkRiddle(word, text, page);
          if (!check.ok) problems.push(`${word}: "${text}" breaks ${check.violations[0]!.rule}`);
          const quoted = quotedGloss(word, text);
          if (quoted) problems.push(`${word}: "${text}" quotes "${quoted}"`);
          const named = wordsOf(text).find((w) => others.has(w) && others.get(w) !== word);
          if (named) problems.push(`${word}: "${text}" names ${others.get(named)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Nearly every word has a kind or a telling definition; abstract words sometimes have neither.
    expect(withWhat / total).toBeGreaterThan(0.95);
  }, 120_000);
});

describe("pageEchoes", () => {
  it("holds what a reader links to the page's other words, so a voice line can keep quiet about them", () => {
    const kettle = pageEchoes("kettle", 21);
    // teapot is on page 21: "tea" points at it.
    expect(quietOnPage("as sure as tea is tea", kettle)).toBe(false);
    expect(quietOnPage("Bless me, I've dropped a stitch.", kettle)).toBe(true);
    // The word's own knowledge is not an echo: only its rivals' is.
    expect(pageEchoes("teapot", 21).has("teapot")).toBe(false);
    expect(kettle.has("teapot")).toBe(true);
  });

  it("is empty for a word on no page", () => {
    expect(pageEchoes("glacier", undefined).size).toBe(0);
    expect(pageEchoes("glacier", 1).size).toBe(0);
  });
});
