// The riddle length and its limit are the rules package's (the server decides with them at
// submission), so the browser's count is the server's by construction.
import { RIDDLE_MAX_LENGTH, riddleLength } from "@riddlebook/rules";
import { hasCompoundShape, uninflected } from "./compound-shape";
import { compoundHalves, message } from "./messages";
import { foldKey } from "./normalize";
import { regularForms } from "./regular-forms";
import { type Token, tokenize } from "./tokenize";
import type { CheckItem, CheckResult, PageData, Rule, WordForms } from "./types";

/** The UTF-16 offset of the code point at index `cp`. */
function offsetOfCodePoint(text: string, cp: number): number {
  let i = 0;
  for (let k = 0; k < cp && i < text.length; k++) {
    const c = text.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < text.length ? 2 : 1;
  }
  return i;
}

interface Hit {
  readonly rule: Rule;
  /** The dictionary word the hit is about: the secret word, or another word of the page. */
  readonly about: string;
}
/** Folded entries to hits, plus every proper prefix of an entry, so that gluing stops early. */
interface Index {
  readonly hits: Map<string, Hit>;
  readonly prefixes: Set<string>;
  /** The secret word's forms, in a violation index: tokens shaped like a compound on it are caught too. */
  readonly secret?: WordForms;
  /** The secret word's `lookalikes`, when its data has them. */
  readonly lookalikes?: ReadonlySet<string>;
}

const MAX_JOIN = 4;

function newIndex(secret?: WordForms): Index {
  if (!secret) return { hits: new Map(), prefixes: new Set() };
  const lookalikes = secret.lookalikes ? new Set(secret.lookalikes) : undefined;
  return { hits: new Map(), prefixes: new Set(), secret, ...(lookalikes ? { lookalikes } : {}) };
}

function add(index: Index, entry: string, hit: Hit): void {
  const key = foldKey(entry);
  if (key === "" || index.hits.has(key)) return;
  index.hits.set(key, hit);
  for (let k = 1; k < key.length; k++) index.prefixes.add(key.slice(0, k));
}

const violationCache = new WeakMap<WordForms, Index>();
const warningCache = new WeakMap<WordForms, WeakMap<object, Index>>();

function violationIndex(forms: WordForms): Index {
  let index = violationCache.get(forms);
  if (!index) {
    index = newIndex(forms);
    const about = forms.word;
    add(index, forms.word, { rule: "word", about });
    for (const f of forms.inflections) add(index, f, { rule: "inflection", about });
    for (const f of forms.otherInflections) add(index, f, { rule: "inflection", about });
    for (const f of forms.derivations) add(index, f, { rule: "derivation", about });
    for (const f of forms.compounds) add(index, f, { rule: "compound", about });
    // Rule-based forms last: a safety net that must not relabel "runner" as an inflection.
    for (const f of regularForms(forms.word)) add(index, f, { rule: "inflection", about });
    for (const f of rootsOf(forms.word)) add(index, f, { rule: "derivation", about });
    for (const f of suffixedForms(forms.word)) add(index, f, { rule: "derivation", about });
    violationCache.set(forms, index);
  }
  return index;
}

/**
 * Suffixes that make a new word of a root and leave the root plain to see: the root of a secret word
 * ending in one is as much a give-away as the word ("free" for freedom, "happy" for happiness,
 * "friend" for friendship, "wise" for wisdom).
 */
const ROOT_SUFFIXES = ["dom", "ness", "ship", "hood", "ful", "less", "ment", "ism"] as const;

/** The roots of a single secret word built with a `ROOT_SUFFIXES` suffix (3 letters or more). */
function rootsOf(word: string): string[] {
  if (!/^[a-z]+$/.test(word)) return [];
  const roots: string[] = [];
  for (const suffix of ROOT_SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const root = word.slice(0, -suffix.length);
    if (root.length < 3) continue;
    roots.push(root, `${root}e`);
    if (root.endsWith("i")) roots.push(`${root.slice(0, -1)}y`);
  }
  return roots;
}

/** Suffixes that turn a secret word into another word that still shows it ("sunny", "owllike"). */
const DERIVING_SUFFIXES = ["y", "like", "ish", "less", "ful", "ness", "ier", "iest"] as const;

/** The secret word with a `DERIVING_SUFFIXES` suffix, also with its last consonant doubled ("sunny"). */
function suffixedForms(word: string): string[] {
  if (!/^[a-z]{3,}$/.test(word)) return [];
  const last = word.at(-1) ?? "";
  const stems = [word];
  if (!"aeiouy".includes(last)) stems.push(word + last);
  if (last === "e") stems.push(word.slice(0, -1));
  if (last === "y") stems.push(`${word.slice(0, -1)}i`);
  return stems.flatMap((stem) => DERIVING_SUFFIXES.map((suffix) => stem + suffix));
}

/** Digits written for the letters they look like ("c4ndl3", "3gg", "1ce"): 1 may be i or l. */
const DIGIT_LETTERS: Readonly<Record<string, string>> = {
  "0": "o",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "9": "g",
};

/** A mixed token of letters and digits read as letters, every way its 1s may read; none otherwise. */
function digitReadings(norm: string): string[] {
  if (!/\d/.test(norm) || !/[a-z]/.test(norm)) return [];
  const plain = norm.replace(/[0345789]/g, (d) => DIGIT_LETTERS[d] ?? d);
  return /1/.test(plain) ? [plain.replace(/1/g, "i"), plain.replace(/1/g, "l")] : [plain];
}

/** Secret words this long or longer are also caught at the start of a longer word ("candlework"). */
const PREFIX_MIN_LENGTH = 4;

function warningIndex(forms: WordForms, page: PageData | undefined): Index {
  const key = page ?? forms;
  let byPage = warningCache.get(forms);
  let index = byPage?.get(key);
  if (!index) {
    index = newIndex();
    const violations = violationIndex(forms).hits;
    for (const f of forms.synonyms) {
      if (!violations.has(foldKey(f))) add(index, f, { rule: "synonym", about: forms.word });
    }
    for (const half of compoundHalves(forms)) {
      if (!violations.has(foldKey(half))) add(index, half, { rule: "compound_part", about: forms.word });
    }
    for (const other of page?.words ?? []) {
      if (other === forms || other.word === forms.word) continue;
      for (const f of [other.word, ...other.inflections]) {
        if (!violations.has(foldKey(f))) add(index, f, { rule: "page_word", about: other.word });
      }
    }
    if (!byPage) {
      byPage = new WeakMap();
      warningCache.set(forms, byPage);
    }
    byPage.set(key, index);
  }
  return index;
}

/** Build a minimal WordForms for a word that has no precomputed data: the word and its regular forms. */
export function fallbackForms(word: string): WordForms {
  const w = foldKey(word);
  return {
    word: w,
    inflections: regularForms(w),
    otherInflections: [],
    derivations: [],
    compounds: [],
    synonyms: [],
  };
}

const fallbackCache = new Map<string, WordForms>();

/** Find the secret word's forms in the given data, or fall back to rule-based regular forms. */
export function resolveForms(
  word: string,
  data: PageData | WordForms | undefined,
): { forms: WordForms; page: PageData | undefined } {
  const w = foldKey(word);
  if (data && "words" in data) {
    const forms = data.words.find((x) => x.word === w);
    if (forms) return { forms, page: data };
    return { forms: cachedFallback(w), page: data };
  }
  if (data && foldKey(data.word) === w) return { forms: data, page: undefined };
  return { forms: cachedFallback(w), page: undefined };
}

function cachedFallback(w: string): WordForms {
  let f = fallbackCache.get(w);
  if (!f) {
    if (fallbackCache.size > 1000) fallbackCache.clear();
    f = fallbackForms(w);
    fallbackCache.set(w, f);
  }
  return f;
}

/**
 * Scan tokens against an index. A token matches alone (also without a possessive "'s"), or glued
 * to up to three following tokens when only spaces, hyphens or dots separate them ("can dle",
 * "c-a-n-d-l-e"), so that splitting a word does not hide it. Matched tokens are marked as covered.
 */
function scan(
  text: string,
  tokens: readonly Token[],
  index: Index,
  covered: Uint8Array,
  out: CheckItem[],
): void {
  for (let i = 0; i < tokens.length; i++) {
    if (covered[i]) continue;
    const t = tokens[i]!;
    // The possessive first: "candle's" is the word itself, not the plural "candles".
    let hit = (t.base !== undefined ? index.hits.get(t.base) : undefined) ?? index.hits.get(t.norm);
    let last = i;
    if (!hit) {
      let key = t.norm;
      let allSingle = t.norm.length === 1;
      for (let j = i + 1; j < tokens.length && tokens[j]!.joinsPrevious && !covered[j]; j++) {
        allSingle = allSingle && tokens[j]!.norm.length === 1;
        // Whole words glue up to MAX_JOIN tokens; single letters ("c a n d l e") glue without limit.
        if ((j - i >= MAX_JOIN && !allSingle) || !index.prefixes.has(key)) break;
        key += tokens[j]!.norm;
        const h = index.hits.get(key);
        if (h) {
          hit = h;
          last = j;
          break;
        }
      }
    }
    if (!hit) {
      for (const reading of digitReadings(t.norm)) hit ??= index.hits.get(reading);
    }
    if (!hit && index.secret) hit = compoundHit(t.base ?? t.norm, index);
    if (!hit) continue;
    const start = t.start;
    const end = tokens[last]!.end;
    const found = text.slice(start, end);
    out.push({ rule: hit.rule, start, end, text: found, message: message(hit.rule, found, hit.about) });
    for (let k = i; k <= last; k++) covered[k] = 1;
    i = last;
  }
}

/**
 * A token shaped like a compound on the secret word. With the word's `lookalikes` (page data made
 * from the dictionary): the word and three letters or more on either side ("catfish", "babyowl"),
 * unless the token or the word it inflects is a listed lookalike ("category", "villages"). Without
 * them: a token that starts with a word of `PREFIX_MIN_LENGTH`+ letters and goes on for 3+ more.
 */
function compoundHit(norm: string, index: Index): Hit | undefined {
  const secret = index.secret!;
  const hit: Hit = { rule: "compound", about: secret.word };
  const { lookalikes } = index;
  if (lookalikes) {
    if (!hasCompoundShape(norm, secret.word, secret.inflections)) return undefined;
    const bases = uninflected(norm);
    // A form the data does not list ("spiralled", the British past of spiral) is still a form.
    if (bases.includes(secret.word)) return { rule: "inflection", about: secret.word };
    return lookalikes.has(norm) || bases.some((u) => lookalikes.has(u)) ? undefined : hit;
  }
  const w = secret.word;
  if (w.length < PREFIX_MIN_LENGTH || !/^[a-z]+$/.test(w)) return undefined;
  return norm.length >= w.length + 3 && norm.startsWith(w) ? hit : undefined;
}

/**
 * Build the checker's lookup tables for a word now (about a millisecond), so that the first
 * keystroke check is as fast as the rest. Optional: `checkRiddle` builds and caches them lazily.
 */
export function prepareCheck(word: string, data?: PageData | WordForms): void {
  const { forms, page } = resolveForms(word, data);
  violationIndex(forms);
  warningIndex(forms, page);
}

/**
 * Check a riddle against the writing rules for its secret word.
 *
 * Violations (block): empty after trimming whitespace and invisible characters; over 500 code
 * points; the word itself in any case; its inflections, derivations, and compounds whose meaning
 * contains it. Warnings (allowed): direct synonyms of the pinned sense; one half of a compound
 * secret word ("corn" for popcorn, `compoundHalves`); another word of the page.
 *
 * `data` is the page's precomputed data (or one word's): without it only the word and its regular
 * inflections are caught. This function imports no dictionary and is safe to run in the browser
 * on every keystroke.
 */
export function checkRiddle(word: string, text: string, data?: PageData | WordForms): CheckResult {
  if (!/[^\s\p{Cf}]/u.test(text)) {
    const item: CheckItem = {
      rule: "empty",
      start: 0,
      end: text.length,
      text,
      message: "The riddle is empty",
    };
    return { ok: false, violations: [item], warnings: [] };
  }
  const violations: CheckItem[] = [];
  const length = riddleLength(text);
  if (length > RIDDLE_MAX_LENGTH) {
    const lead = text.length - text.trimStart().length;
    const start = lead + offsetOfCodePoint(text.slice(lead), RIDDLE_MAX_LENGTH);
    violations.push({
      rule: "too_long",
      start,
      end: text.length,
      text: text.slice(start),
      message: `The riddle is ${length} characters long; the limit is ${RIDDLE_MAX_LENGTH}`,
    });
  }
  const { forms, page } = resolveForms(word, data);
  const tokens = tokenize(text);
  const covered = new Uint8Array(tokens.length);
  scan(text, tokens, violationIndex(forms), covered, violations);
  const warnings: CheckItem[] = [];
  scan(text, tokens, warningIndex(forms, page), covered, warnings);
  violations.sort((a, b) => a.start - b.start);
  return { ok: violations.length === 0, violations, warnings };
}
