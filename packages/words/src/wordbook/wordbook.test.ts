import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pageData } from "../index";
import { openWordNet } from "../wordnet/wordnet.server";
import { loadPageData } from "./load-page-data";
import { PAGE_SOURCES } from "./pages";
import { getPage, isWordOnPage, listPages, pageNumbers, pagesWithWord, randomPageNumber } from "./wordbook";

const dataDir = join(import.meta.dirname, "..", "..", "generated");
const wn = openWordNet();

describe("the wordbook", () => {
  it("has at least 30 pages, numbered 1 to N without gaps", () => {
    const numbers = pageNumbers();
    expect(numbers.length).toBeGreaterThanOrEqual(30);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  // "The spec": pages 1 to 5 as docs/product.md §4 names them.
  it("names pages 1 to 5 and their difficulties exactly as the spec does", () => {
    expect(
      listPages()
        .slice(0, 5)
        .map((p) => [p.pageNumber, p.category, p.difficulty]),
    ).toEqual([
      [1, "Common Objects", "easy"],
      [2, "Abstract Concepts", "medium"],
      [3, "Advanced Vocabulary", "hard"],
      [4, "Animals", "medium"],
      [5, "Nature & Plants", "easy"],
    ]);
  });

  it("covers the profile's favourite categories", () => {
    const keys = new Set(listPages().map((p) => p.categoryKey));
    for (const k of [
      "nature",
      "technology",
      "emotions",
      "actions",
      "objects",
      "animals",
      "food",
      "science",
    ]) {
      expect(keys).toContain(k);
    }
  });

  it("uses every difficulty", () => {
    expect(new Set(listPages().map((p) => p.difficulty))).toEqual(new Set(["easy", "medium", "hard"]));
  });

  it.each(PAGE_SOURCES.map((s) => [s.pageNumber, s.title, s] as const))(
    "page %i (%s) has at least 24 unique single lowercase words, each pinned to a real WordNet sense of that word",
    (_n, _title, source) => {
      const words = source.words.map(([w]) => w);
      expect(words.length).toBeGreaterThanOrEqual(24);
      expect(new Set(words).size).toBe(words.length);
      for (const [word, sense] of source.words) {
        expect(word).toMatch(/^[a-z]+$/);
        expect(sense.slice(0, sense.indexOf("%"))).toBe(word);
        const synset = wn.senseByKey(sense);
        expect(synset, `${word} → ${sense}`).toBeDefined();
        expect(synset!.words).toContain(word);
      }
    },
  );

  it.each(PAGE_SOURCES.map((s) => [s.pageNumber] as const))(
    "page %i has precomputed data for every word with the same pinned senses, at most 30 kB gzipped",
    (n) => {
      const source = PAGE_SOURCES.find((s) => s.pageNumber === n)!;
      const data = pageData(n)!;
      expect(data.pageNumber).toBe(n);
      expect(data.words.map((w) => [w.word, w.sense])).toEqual(source.words.map(([w, s]) => [w, s]));
      for (const w of data.words) {
        for (const list of [w.inflections, w.otherInflections, w.derivations, w.compounds, w.synonyms]) {
          expect(Array.isArray(list)).toBe(true);
          expect(list).not.toContain(w.word);
        }
      }
      const gz = gzipSync(readFileSync(join(dataDir, `page-${n}.json`))).length;
      expect(gz).toBeLessThanOrEqual(30 * 1024);
    },
  );

  it("lists pages as summaries without words, and serves a page's words on request", () => {
    const summary = listPages()[0]!;
    expect(summary).not.toHaveProperty("words");
    expect(summary.wordCount).toBe(getPage(1)!.words.length);
    expect(getPage(1)!.words).toContain("candle");
  });

  it("answers undefined for an unknown page", () => {
    expect(getPage(0)).toBeUndefined();
    expect(getPage(999)).toBeUndefined();
    expect(pageData(999)).toBeUndefined();
  });

  it("picks random pages from all pages, driven by the given random source", () => {
    const n = pageNumbers().length;
    const seen = new Set<number>();
    for (let i = 0; i < n; i++) seen.add(randomPageNumber(() => (i + 0.5) / n));
    expect(seen.size).toBe(n);
    expect(randomPageNumber(() => 0)).toBe(1);
    expect(randomPageNumber(() => 0.999999)).toBe(n);
  });

  it("tells whether a word is on a page, ignoring case and surrounding spaces", () => {
    expect(isWordOnPage(4, " Bat ")).toBe(true);
    expect(isWordOnPage(1, "bat")).toBe(false);
    expect(isWordOnPage(999, "bat")).toBe(false);
    expect(pagesWithWord("candle")).toContain(1);
  });

  it("loads one page's data lazily, as the browser does", async () => {
    expect(await loadPageData(4)).toEqual(pageData(4));
    expect(await loadPageData(999)).toBeUndefined();
  });
});
