// The server entry (`@riddlebook/words`): the wordbook, every page's precomputed data, and the rule
// checker and guess matcher that also handle words outside the wordbook by deriving their forms
// from WordNet on the fly. Node only; the browser uses `@riddlebook/words/check` and
// `@riddlebook/words/wordbook`.
import { createRequire } from "node:module";
import { ALL_PAGE_DATA } from "../generated/all-pages";
import { checkRiddle as checkWithData } from "./check/check-riddle";
import { guessKey, matchGuess as matchWithData } from "./check/match-guess";
import { foldKey } from "./check/normalize";
import type { CheckResult, MatchResult, PageData, WordForms } from "./check/types";
import { formsOnTheFly } from "./knowledge/on-the-fly.server";
import { pagesWithWord } from "./wordbook/wordbook";
import { wordnet } from "./wordnet/wordnet.server";

export type { CheckItem, CheckResult, MatchResult, PageData, Rule, Token, WordForms } from "./check";
export {
  compoundHalves,
  fallbackForms,
  fold,
  foldKey,
  prepareCheck,
  RULES,
  regularForms,
  tokenize,
} from "./check";
export { deriveWordForms, inflect } from "./knowledge/derive.server";
export { formsOnTheFly } from "./knowledge/on-the-fly.server";
export {
  DIFFICULTIES,
  type Difficulty,
  getPage,
  isWordOnPage,
  listPages,
  loadPageData,
  type PageSummary,
  pageNumbers,
  pagesWithWord,
  randomPageNumber,
  WORDBOOK_LOOKUP,
  type WordbookPage,
} from "./wordbook/index";

/** A page's precomputed checker data (what the browser loads for that page), or undefined. */
export function pageData(pageNumber: number): PageData | undefined {
  return ALL_PAGE_DATA.get(pageNumber);
}

const extendedPages = new WeakMap<PageData, Map<string, PageData>>();

/** The page's data with an extra word derived on the fly, so page-word warnings still apply. */
function withWord(page: PageData, forms: WordForms): PageData {
  let byWord = extendedPages.get(page);
  if (!byWord) {
    byWord = new Map();
    extendedPages.set(page, byWord);
  }
  let extended = byWord.get(forms.word);
  if (!extended) {
    extended = { ...page, words: [...page.words, forms] };
    if (byWord.size > 200) byWord.clear();
    byWord.set(forms.word, extended);
  }
  return extended;
}

/**
 * The knowledge the checker and matcher use for a word: from the given page's data (or, without
 * a page, the first page that holds the word), else derived from WordNet on the fly.
 */
export function wordForms(word: string, pageNumber?: number): WordForms {
  const w = foldKey(word.trim());
  const pages = pageNumber !== undefined ? [pageNumber] : pagesWithWord(w);
  for (const n of pages) {
    const found = ALL_PAGE_DATA.get(n)?.words.find((x) => x.word === w);
    if (found) return found;
  }
  return formsOnTheFly(w);
}

/** Data to check or match against: a page number, page data, one word's forms, or nothing. */
export type KnowledgeSource = number | PageData | WordForms | undefined;

function resolve(word: string, source: KnowledgeSource): PageData | WordForms {
  const w = foldKey(word.trim());
  const page = typeof source === "number" ? ALL_PAGE_DATA.get(source) : source;
  if (page && "words" in page) {
    return page.words.some((x) => x.word === w) ? page : withWord(page, wordForms(w));
  }
  if (page && foldKey(page.word) === w) return page;
  return wordForms(w);
}

/**
 * Check a riddle for its secret word (see `@riddlebook/words/check` for the rules). Server side,
 * `source` may be a page number; any word works, including words on no page, whose forms are
 * derived from WordNet on the fly.
 */
export function checkRiddle(word: string, text: string, source?: KnowledgeSource): CheckResult {
  return checkWithData(word, text, resolve(word, source));
}

/** Whether WordNet knows the word, as it is or as the inflection of a lemma. */
function isDictionaryWord(word: string): boolean {
  const wn = wordnet();
  const key = word.replace(/ /g, "_");
  if (wn.has(key)) return true;
  lemmatizer ??= createRequire(import.meta.url)("wink-lemmatizer") as Lemmatizer;
  const lemmas = [
    lemmatizer.lemmatizeNoun(word),
    lemmatizer.lemmatizeVerb(word),
    lemmatizer.lemmatizeAdjective(word),
  ];
  return lemmas.some((lemma) => lemma !== word && wn.has(lemma));
}

interface Lemmatizer {
  lemmatizeNoun(word: string): string;
  lemmatizeVerb(word: string): string;
  lemmatizeAdjective(word: string): string;
}
let lemmatizer: Lemmatizer | undefined;

/**
 * Judge a guess: "exact", "form" (an inflection: "mice" for mouse, "ran" for run) or "wrong"
 * (anything else, including derivations and synonyms). Server side, `source` may be a page number,
 * and words outside the wordbook are handled too.
 */
export function matchGuess(word: string, guess: string, source?: KnowledgeSource): MatchResult {
  const data = resolve(word, source);
  const result = matchWithData(word, guess, data);
  // A "typo" that is a real word of its own ("house" for horse) is that word, not a slip.
  if (result === "typo") return isDictionaryWord(guessKey(guess)) ? "wrong" : result;
  if (result !== "wrong") return result;
  const forms = "words" in data ? data.words.find((x) => x.word === foldKey(word.trim())) : data;
  if (forms?.sense !== undefined) return result;
  // A word outside the wordbook: also accept a guess whose dictionary lemma is the word.
  lemmatizer ??= createRequire(import.meta.url)("wink-lemmatizer") as Lemmatizer;
  const g = foldKey(guess.trim());
  const w = foldKey(word.trim());
  const lemmas = [lemmatizer.lemmatizeNoun(g), lemmatizer.lemmatizeVerb(g), lemmatizer.lemmatizeAdjective(g)];
  return lemmas.includes(w) ? "form" : "wrong";
}
