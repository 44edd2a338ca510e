import type { MatchKind } from "./game-state";
import type { Rng } from "./random";
import type { RiddleViolation } from "./rejection";

/** What a riddle checker reports. `ok` is true exactly when `violations` is empty. */
export interface RiddleCheck {
  ok: boolean;
  violations: readonly RiddleViolation[];
  /** Advice that does not block submission, e.g. a direct synonym of the word. */
  warnings: readonly RiddleViolation[];
}

/** Checks a riddle text against the writing rules for its secret word. Must be pure. */
export type CheckRiddle = (word: string, text: string) => RiddleCheck;

/** Decides how a guess matches a secret word. Must be pure. */
export type MatchGuess = (word: string, guess: string) => MatchKind;

/**
 * What the rules need to know about the wordbook. The words package supplies the real one.
 * With a wordbook the rules deal every player a private hand from the round's page and rotate
 * pages between rounds (docs/decisions/018-dealt-hands-and-page-rotation.md).
 */
export interface WordbookLookup {
  /** Whether page `pageNumber` exists. */
  hasPage(pageNumber: number): boolean;
  /** Whether `word` may be chosen while page `pageNumber` is the game's page. */
  hasWord(pageNumber: number, word: string): boolean;
  /** The words of page `pageNumber`, in page order; empty for an unknown page. */
  wordsOf(pageNumber: number): readonly string[];
  /** The pages of the same difficulty as `pageNumber` (itself included), ascending. */
  pagesLike(pageNumber: number): readonly number[];
  /** Every page number, ascending. */
  allPages(): readonly number[];
}

/**
 * Everything from outside that an intent may depend on. The rules never read the clock or draw
 * random numbers themselves.
 * - `now`: the current time, epoch ms.
 * - `rng`: random numbers in [0, 1) (prompts, join codes).
 * - `checkRiddle`: the word-usage rules; default `defaultCheckRiddle` (the baseline substring
 *   test of docs/product.md §5, last paragraph).
 *   The structural rules (non-empty, length, control characters) are always applied as well.
 * - `matchGuess`: default `defaultMatchGuess` (exact after trimming and case-folding).
 * - `wordbook`: default accepts any positive page number and any word.
 */
export interface RulesContext {
  now: number;
  rng: Rng;
  checkRiddle?: CheckRiddle;
  matchGuess?: MatchGuess;
  wordbook?: WordbookLookup;
}
