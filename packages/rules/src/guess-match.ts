import type { MatchKind } from "./game-state";
import { normalizeInline } from "./text";

/** A guess or word as compared: `normalizeInline`, lower case. */
export function normalizeGuess(text: string): string {
  return normalizeInline(text).toLowerCase();
}

/**
 * The baseline guess matcher: "exact" when the guess equals the word after trimming and ignoring
 * case, else "wrong". The words package adds "form" (plurals and other inflections); pass it as
 * `ctx.matchGuess`.
 */
export function defaultMatchGuess(word: string, guess: string): MatchKind {
  return normalizeGuess(guess) === normalizeGuess(word) ? "exact" : "wrong";
}
