import { resolveForms } from "./check-riddle";
import { editDistance } from "./edit-distance";
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
 * run); "typo" when, given the page, the guess is one slip of the keyboard away from a word of five
 * letters or more and near no other page word ("umbrela"); "wrong" otherwise, including derivations
 * ("freedom" for free) and synonyms. The server also refuses a "typo" that is a real word itself.
 */
export function matchGuess(word: string, guess: string, data?: PageData | WordForms): MatchResult {
  const w = foldKey(word);
  const g = guessKey(guess);
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
  if (data !== undefined && "words" in data && isForgivableTypo(w, g, [w, ...inflections], data))
    return "typo";
  return "wrong";
}

/** Typos are forgiven only in secret words this long or longer. */
const TYPO_MIN_LETTERS = 5;

/**
 * A guess one edit (a letter added, dropped, changed, or two neighbours swapped) away from the word
 * or one of its inflections is a typo, forgiven for words of five letters or more, unless another
 * word of the page is within two edits of the guess, when the guess could mean that word instead
 * (docs/product.md §6).
 */
function isForgivableTypo(word: string, guess: string, targets: readonly string[], page: PageData): boolean {
  if (word.length < TYPO_MIN_LETTERS || guess.length < TYPO_MIN_LETTERS - 1) return false;
  if (!targets.some((t) => editDistance(guess, t, 1) === 1)) return false;
  return !page.words.some((other) => {
    const key = foldKey(other.word);
    return key !== word && editDistance(guess, key, 2) <= 2;
  });
}

/** The guess as compared: folded, without a leading article or the punctuation around it. */
export function guessKey(guess: string): string {
  return foldKey(stripEdges(stripEdges(guess).replace(ARTICLE_RE, "")));
}

/** The guess without the quotes, brackets and punctuation around it ("umbrella!", “umbrella”). */
function stripEdges(text: string): string {
  return text.trim().replace(EDGE_RE, "");
}
