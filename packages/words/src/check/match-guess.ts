import { resolveForms } from "./check-riddle";
import { foldKey } from "./normalize";
import { regularForms } from "./regular-forms";
import type { MatchResult, PageData, WordForms } from "./types";

const ARTICLE_RE = /^(?:a|an|the)\s+/iu;

/**
 * Judge a guess against the secret word. Surrounding whitespace, letter case, diacritics and a
 * leading article ("a mouse") are ignored. "exact" when equal; "form" when the guess is an
 * inflection of the word's pinned part of speech ("mice" for mouse, "leaves" for leaf, "ran" for
 * run); "wrong" otherwise, including derivations ("freedom" for free) and synonyms.
 */
export function matchGuess(word: string, guess: string, data?: PageData | WordForms): MatchResult {
  const w = foldKey(word);
  const g = foldKey(guess.trim().replace(ARTICLE_RE, ""));
  if (g === "" || w === "") return "wrong";
  if (g === w) return "exact";
  const { forms } = resolveForms(word, data);
  if (forms.inflections.some((f) => foldKey(f) === g)) return "form";
  // Without precomputed data, also accept the guess when the word is a regular form of it
  // (secret "apples", guess "apple").
  if (forms.sense === undefined && regularForms(g).includes(w)) return "form";
  return "wrong";
}
