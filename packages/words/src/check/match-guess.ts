import { resolveForms } from "./check-riddle";
import { foldKey } from "./normalize";
import { regularForms } from "./regular-forms";
import { irregularForms, otherSpellings } from "./spelling-variants";
import type { MatchResult, PageData, WordForms } from "./types";

const ARTICLE_RE = /^(?:a|an|the)\s+/iu;
const EDGE_RE = /^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu;

/**
 * Judge a guess against the secret word. Surrounding whitespace, quotes and punctuation
 * ("umbrella!", “umbrella”), letter case, diacritics and a leading article ("a mouse") are ignored,
 * and British and American spellings are one word ("grey", "gray"). "exact" when equal; "form" when the guess is an
 * inflection of the word's pinned part of speech ("mice" for mouse, "leaves" for leaf, "ran" for
 * run); "wrong" otherwise, including derivations ("freedom" for free) and synonyms.
 */
export function matchGuess(word: string, guess: string, data?: PageData | WordForms): MatchResult {
  const w = foldKey(word);
  const g = foldKey(stripEdges(stripEdges(guess).replace(ARTICLE_RE, "")));
  if (g === "" || w === "") return "wrong";
  if (g === w) return "exact";
  const { forms } = resolveForms(word, data);
  const inflections = new Set(forms.inflections.map(foldKey));
  if (inflections.has(g)) return "form";
  // The same word in its other spelling ("grey" for gray, "theatre" for theater) is the word.
  const spellings = otherSpellings(g);
  if (spellings.includes(w)) return "exact";
  const plurals = irregularForms(g);
  if (plurals.includes(w)) return "form";
  if ([...spellings, ...plurals].some((v) => inflections.has(v))) return "form";
  // Without precomputed data, also accept the guess when the word is a regular form of it
  // (secret "apples", guess "apple").
  if (forms.sense === undefined && regularForms(g).includes(w)) return "form";
  return "wrong";
}

/** The guess without the quotes, brackets and punctuation around it ("umbrella!", “umbrella”). */
function stripEdges(text: string): string {
  return text.trim().replace(EDGE_RE, "");
}
