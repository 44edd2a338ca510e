import { foldKey } from "../check/normalize";
import { PAGE_SOURCES } from "./pages";
import type { PageSummary, WordbookPage } from "./types";

const PAGES: ReadonlyMap<number, WordbookPage> = new Map(
  PAGE_SOURCES.map((s) => [
    s.pageNumber,
    {
      pageNumber: s.pageNumber,
      category: s.title,
      categoryKey: s.category,
      difficulty: s.difficulty,
      wordCount: s.words.length,
      words: s.words.map(([w]) => w),
      senses: s.words.map(([, sense]) => sense),
    },
  ]),
);
const PAGE_NUMBERS: readonly number[] = [...PAGES.keys()].sort((a, b) => a - b);

/** Every page, in page order, as summaries without their words (use `getPage` for the words). */
export function listPages(): PageSummary[] {
  return PAGE_NUMBERS.map((n) => {
    const { words: _words, senses: _senses, ...summary } = PAGES.get(n)!;
    return summary;
  });
}

/** The page numbers, ascending. */
export function pageNumbers(): readonly number[] {
  return PAGE_NUMBERS;
}

/** One page with its words, or undefined for an unknown page number. */
export function getPage(pageNumber: number): WordbookPage | undefined {
  return PAGES.get(pageNumber);
}

/**
 * A page number chosen uniformly from all pages. `rng` returns a float in [0, 1) like
 * `Math.random`; pass a seeded source in the rules and in tests.
 */
export function randomPageNumber(rng: () => number): number {
  const i = Math.min(PAGE_NUMBERS.length - 1, Math.max(0, Math.floor(rng() * PAGE_NUMBERS.length)));
  return PAGE_NUMBERS[i]!;
}

/** Whether a word (any case, surrounding spaces ignored) is one of the page's words. */
export function isWordOnPage(pageNumber: number, word: string): boolean {
  const w = foldKey(word.trim());
  return PAGES.get(pageNumber)?.words.includes(w) ?? false;
}

/** The numbers of the pages that hold a word. */
export function pagesWithWord(word: string): number[] {
  const w = foldKey(word.trim());
  return PAGE_NUMBERS.filter((n) => PAGES.get(n)!.words.includes(w));
}

/**
 * The wordbook as the game rules ask about it (the rules' `WordbookLookup`, matched by shape):
 * which pages and words exist, a page's words for dealing hands, and the pages to rotate through
 * (docs/decisions/018-dealt-hands-and-page-rotation.md).
 */
export const WORDBOOK_LOOKUP = {
  hasPage: (pageNumber: number): boolean => PAGES.has(pageNumber),
  hasWord: (pageNumber: number, word: string): boolean => isWordOnPage(pageNumber, word),
  wordsOf: (pageNumber: number): readonly string[] => PAGES.get(pageNumber)?.words ?? [],
  pagesLike: (pageNumber: number): readonly number[] => {
    const difficulty = PAGES.get(pageNumber)?.difficulty;
    return PAGE_NUMBERS.filter((n) => PAGES.get(n)?.difficulty === difficulty);
  },
  allPages: (): readonly number[] => PAGE_NUMBERS,
};
