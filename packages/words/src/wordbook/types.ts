/** How hard a wordbook page is. */
export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** A page as written by hand: words with their pinned WordNet 3.1 sense keys. */
export interface PageSource {
  readonly pageNumber: number;
  /** The page's display name, e.g. "Common Objects" (the `category` field of docs/product.md §11). */
  readonly title: string;
  /** A short stable key for the page's theme, e.g. "objects", "animals". */
  readonly category: string;
  readonly difficulty: Difficulty;
  /** [word, sense key] pairs; the word is lowercase and a single word. */
  readonly words: readonly (readonly [string, string])[];
}

/** A page without its words, for lists and pickers. */
export interface PageSummary {
  readonly pageNumber: number;
  /** The display name, e.g. "Common Objects" (the `category` field of docs/product.md §11). */
  readonly category: string;
  /** The theme key, e.g. "objects" (matches profile categories where one exists). */
  readonly categoryKey: string;
  readonly difficulty: Difficulty;
  readonly wordCount: number;
}

/** A page with its words, as `GET /api/wordbook/page/:n` serves it. */
export interface WordbookPage extends PageSummary {
  readonly words: readonly string[];
  /** The pinned sense key of each word, parallel to `words`. */
  readonly senses: readonly string[];
}
