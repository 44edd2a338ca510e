import type { MatchKind } from "./game-state";

/** A guess or word as compared: Unicode NFC, trimmed, inner whitespace collapsed, lower case. */
export function normalizeGuess(text: string): string {
  return text.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * The baseline guess matcher: "exact" when the guess equals the word after trimming and ignoring
 * case, else "wrong". The words package adds "form" (plurals and other inflections); pass it as
 * `ctx.matchGuess`.
 */
export function defaultMatchGuess(word: string, guess: string): MatchKind {
  return normalizeGuess(guess) === normalizeGuess(word) ? "exact" : "wrong";
}
