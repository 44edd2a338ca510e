/** The rules a riddle is checked against. Violations block submission; warnings are shown only. */
export const RULES = {
  empty: "violation",
  too_long: "violation",
  word: "violation",
  inflection: "violation",
  derivation: "violation",
  compound: "violation",
  synonym: "warning",
  page_word: "warning",
  compound_part: "warning",
} as const;
export type Rule = keyof typeof RULES;

/**
 * One finding of the checker. `start`/`end` are UTF-16 offsets into the original text (use
 * `text.slice(start, end)`, or a textarea's selection range, to highlight it); `text` is that slice.
 */
export interface CheckItem {
  readonly rule: Rule;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly message: string;
}

/** The result of checking a riddle: `ok` is true when there are no violations (warnings are allowed). */
export interface CheckResult {
  readonly ok: boolean;
  readonly violations: readonly CheckItem[];
  readonly warnings: readonly CheckItem[];
}

/**
 * Precomputed knowledge about one secret word. Every string is lowercase, without diacritics;
 * multi-word entries use single spaces.
 */
export interface WordForms {
  /** The word itself. */
  readonly word: string;
  /** The pinned WordNet 3.1 sense key, e.g. "bat%1:05:00::" (absent for words derived on the fly). */
  readonly sense?: string;
  /** Inflections of the pinned part of speech (mice, leaves, ran, running, better): forbidden, and accepted as guesses. */
  readonly inflections: readonly string[];
  /** Inflections as another part of speech (bat → batted): forbidden in riddles, not accepted as guesses. */
  readonly otherInflections: readonly string[];
  /** Derivational relatives and their inflections (free → freedom, freely; happy → happiness, unhappy). */
  readonly derivations: readonly string[];
  /** Compounds whose meaning contains the word, and their inflections (candle → candlelight, candlestick). */
  readonly compounds: readonly string[];
  /** The halves of the word read as a compound of two words ("pop", "corn"): warned about, never forbidden. */
  readonly halves?: readonly string[];
  /**
   * Dictionary words that have the shape of a compound on the word (it followed by three letters or
   * more, or three letters or more and it) but are not built on it: "category" for cat, "police"
   * for ice, "monkey" for key. With this list the checker refuses every other token of that shape
   * ("babyowl"); inflections of a listed word pass too ("villages"). Absent in data made without a
   * dictionary, where only a word of four letters or more is caught at a token's start.
   */
  readonly lookalikes?: readonly string[];
  /** Direct synonyms of the pinned sense and their inflections (warnings only). */
  readonly synonyms: readonly string[];
}

/** The precomputed data of one wordbook page: what the browser loads to run the checker live. */
export interface PageData {
  readonly version: 1;
  readonly pageNumber: number;
  readonly category: string;
  readonly categoryKey: string;
  readonly difficulty: "easy" | "medium" | "hard";
  readonly words: readonly WordForms[];
}

/** How a guess relates to the secret word. */
export type MatchResult = "exact" | "form" | "typo" | "wrong";
