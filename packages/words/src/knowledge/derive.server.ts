import { createRequire } from "node:module";
import { hasCompoundShape } from "../check/compound-shape";
import { foldKey } from "../check/normalize";
import { regularForms } from "../check/regular-forms";
import type { WordForms } from "../check/types";
import type { Pos, Synset, WordNet } from "../wordnet/wordnet.server";
import { halvesOf } from "./halves.server";

const POSES: readonly Pos[] = ["n", "v", "a", "r"];
const LETTERS = /^[a-z]+$/;
const NEGATING_PREFIXES = ["un", "non", "dis", "in", "im", "il", "ir", "a", "de", "anti", "mis"];
const PREFIXES = [
  ...NEGATING_PREFIXES,
  "re",
  "over",
  "under",
  "pre",
  "super",
  "semi",
  "sub",
  "co",
  "out",
  "counter",
  "fore",
  "inter",
  "trans",
  "ultra",
  "hyper",
  "mini",
  "micro",
  "mega",
];
const SUFFIXES = [
  "ness",
  "ly",
  "ily",
  "ity",
  "ty",
  "ful",
  "less",
  "er",
  "or",
  "ist",
  "ism",
  "ish",
  "y",
  "dom",
  "hood",
  "ship",
  "ment",
  "ion",
  "tion",
  "ation",
  "sion",
  "able",
  "ible",
  "ous",
  "al",
  "ic",
  "ical",
  "ize",
  "ise",
  "en",
  "ery",
  "ry",
  "ance",
  "ence",
  "ant",
  "ent",
  "ive",
  "like",
  "some",
  "ward",
  "wards",
  "ie",
  "let",
  "ling",
  "ster",
  "ess",
  "ee",
  "ing",
  "ed",
];

type Conjugation = Record<string, string | undefined>;
type Nlp = typeof import("compromise").default;
type Pluralize = typeof import("pluralize");

// compromise and pluralize are loaded on first use, so a server that only checks wordbook words
// (from precomputed data) never pays for them.
const require = createRequire(import.meta.url);
let nlpModule: Nlp | undefined;
let pluralizeModule: Pluralize | undefined;
function nlp(text: string): ReturnType<Nlp> {
  nlpModule ??= require("compromise") as Nlp;
  return nlpModule(text);
}
const pluralize = {
  plural(word: string): string {
    pluralizeModule ??= require("pluralize") as Pluralize;
    return pluralizeModule.plural(word);
  },
  singular(word: string): string {
    pluralizeModule ??= require("pluralize") as Pluralize;
    return pluralizeModule.singular(word);
  },
};

function tagged(word: string, tag: string) {
  const doc = nlp(word);
  doc.tag(tag);
  return doc;
}

function singleWords(values: readonly (string | undefined)[]): string[] {
  return values
    .filter((v): v is string => typeof v === "string")
    .map((v) => v.toLowerCase().trim())
    .filter((v) => LETTERS.test(v));
}

/** Inflections of a word as one part of speech (irregular ones included), without the word itself. */
export function inflect(word: string, pos: Pos): string[] {
  const w = word.toLowerCase();
  if (!LETTERS.test(w)) return [];
  const out = new Set<string>();
  if (pos === "n") {
    out.add(pluralize.plural(w));
    if (w.endsWith("s")) {
      out.add(pluralize.singular(w));
      // Plural-only nouns ("jeans", "pliers") keep their plain singular too ("jean").
      const naive = w.slice(0, -1);
      if (!w.endsWith("ss") && pluralize.plural(naive) === w) out.add(naive);
    }
  } else if (pos === "v") {
    const conj =
      (tagged(w, "Verb").verbs() as unknown as { conjugate(): Conjugation[] }).conjugate()[0] ?? {};
    for (const v of singleWords([conj.PastTense, conj.PresentTense, conj.Gerund, conj.Participle]))
      out.add(v);
  } else if (pos === "a" && (w.length <= 6 || /[^aeiou]y$/.test(w)) && !/(?:ing|ed)$/.test(w)) {
    // Only short adjectives (and -y ones) take -er/-est; "more ephemeral", not "ephemeraler".
    const conj =
      (tagged(w, "Adjective").adjectives() as unknown as { conjugate(): Conjugation[] }).conjugate()[0] ?? {};
    for (const v of singleWords([conj.Comparative, conj.Superlative])) out.add(v);
  }
  out.delete(w);
  return [...out].filter((v) => LETTERS.test(v));
}

function adjectiveDerivations(word: string): string[] {
  const conj =
    (tagged(word, "Adjective").adjectives() as unknown as { conjugate(): Conjugation[] }).conjugate()[0] ??
    {};
  return singleWords([conj.Noun, conj.Adverb]);
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Whether a relative shares enough of the word's start to count as the word in another form. */
function sharesStem(word: string, relative: string): boolean {
  const need = word.length <= 3 ? word.length - 1 : Math.max(3, word.length - 2);
  return commonPrefix(word, relative) >= need;
}

function definition(s: Synset): string {
  // Glosses end with example sentences in quotes; only the definition says what a word means.
  return s.gloss.split(/;\s*["`]/)[0] ?? "";
}

function glossWords(s: Synset): string[] {
  return definition(s)
    .toLowerCase()
    .split(/[^a-z]+/);
}

function posesOf(wn: WordNet, lemma: string): Pos[] {
  return POSES.filter((p) => wn.has(lemma, p));
}

function allInflections(wn: WordNet, lemma: string): string[] {
  const out = new Set<string>();
  for (const p of posesOf(wn, lemma)) for (const f of inflect(lemma, p)) out.add(f);
  return [...out];
}

let letterLemmas: string[] | undefined;
let letterLemmasOf: WordNet | undefined;
function lemmasWithLetters(wn: WordNet): string[] {
  if (letterLemmasOf !== wn || !letterLemmas) {
    const set = new Set<string>();
    for (const p of POSES) for (const l of wn.lemmas(p)) if (LETTERS.test(l)) set.add(l);
    letterLemmas = [...set].sort();
    letterLemmasOf = wn;
  }
  return letterLemmas;
}

function isPart(wn: WordNet, part: string, affixes: readonly string[]): boolean {
  return part === "" || affixes.includes(part) || (part.length >= 3 && wn.has(part));
}

/**
 * Whether a lemma is the stem plus affixes or whole words on either side: "sun"+"set",
 * "bee"+"keeper", "un"+"happiness", but not "s"+"age" (sage) or "non"+"age"+"narian".
 */
function isBuiltOn(wn: WordNet, stem: string, lemma: string): boolean {
  for (let i = lemma.indexOf(stem); i >= 0; i = lemma.indexOf(stem, i + 1)) {
    if (isPart(wn, lemma.slice(0, i), PREFIXES) && isPart(wn, lemma.slice(i + stem.length), SUFFIXES))
      return true;
  }
  return false;
}

function isAffixed(stem: string, lemma: string): boolean {
  const i = lemma.indexOf(stem);
  if (i < 0) return false;
  const before = lemma.slice(0, i);
  const after = lemma.slice(i + stem.length);
  return (before === "" || PREFIXES.includes(before)) && (after === "" || SUFFIXES.includes(after));
}

/**
 * Lemmas that WordNet links to a word although a player would not see the word in them; curated
 * where the automatic rules let one through.
 */
const FALSE_FRIENDS: Readonly<Record<string, readonly string[]>> = {
  dig: ["digest"],
  vest: ["investment", "invest"],
  bus: ["minibu", "autobu", "motorbu", "trolleybu"],
  // The word and a lemma that happens to be a kind of the whole, by chance of spelling.
  cap: ["capability", "capabilities"],
  pan: ["pantheism"],
};

/**
 * Common words WordNet leaves out (it has nouns, verbs, adjectives and adverbs only): pronouns,
 * determiners, prepositions and conjunctions. They count as dictionary words for lookalikes, so
 * "itself" is not taken for a compound on ELF, nor "something" on THING.
 */
const FUNCTION_WORDS: readonly string[] = (
  "myself yourself himself herself itself oneself ourselves yourselves themselves themself anyone " +
  "anybody anything anywhere someone somebody something somewhere everyone everybody everything " +
  "everywhere nobody nothing whatever whoever whomever whichever however whenever wherever " +
  "therefore thereby therein whereby wherein whereas hereby herein nevertheless nonetheless " +
  "although without within throughout towards upon into onto another whether because before between " +
  "beneath beside besides during until unless whilst amongst against beyond their theirs these " +
  "those"
).split(" ");

/** Whether WordNet writes the lemma only with a capital letter, as a name ("Sunday", "Cathay"). */
function onlyCapitalised(wn: WordNet, lemma: string): boolean {
  let seen = false;
  for (const s of wn.synsets(lemma)) {
    const i = s.words.indexOf(lemma);
    if (i < 0) continue;
    if (!s.capitalised[i]) return false;
    seen = true;
  }
  return seen;
}

/** Ids of the synsets a synset is a kind or an instance of, itself included, up to the top. */
function kindClosure(wn: WordNet, synset: Synset, out = new Set<string>()): Set<string> {
  if (out.has(synset.id)) return out;
  out.add(synset.id);
  for (const p of synset.pointers) {
    if (p.symbol === "@" || p.symbol === "@i") kindClosure(wn, wn.synset(p.pos, p.offset), out);
  }
  return out;
}

/**
 * Whether a lemma is a kind-of compound on the word: the word and another lemma of three letters
 * or more, where the lemma is a kind of the head ("catfish" is a fish, "sunflower" a flower,
 * "wildcat" and "bobcat" cats), or the two words written as one ("icecream"). Names written only
 * with a capital ("Sunday", a day) do not count.
 */
function isKindCompound(wn: WordNet, word: string, lemma: string, wordKinds: ReadonlySet<string>): boolean {
  const modifier = lemma.startsWith(word);
  const other = modifier
    ? lemma.slice(word.length)
    : lemma.endsWith(word)
      ? lemma.slice(0, -word.length)
      : "";
  if (other.length < 3 || !wn.has(other) || onlyCapitalised(wn, lemma)) return false;
  const head = modifier ? new Set(wn.synsets(other).map((s) => s.id)) : wordKinds;
  const phrase = modifier ? `${word} ${other}` : `${other} ${word}`;
  for (const s of wn.synsets(lemma)) {
    // The lemma is the phrase written as one word ("icecream" for "ice cream").
    if (s.words.includes(phrase)) return true;
    // A noun that is a kind of the head; not a synonym of it ("cartoon" is a "toon", not a kind).
    if (s.pos !== "n") continue;
    const kinds = new Set<string>();
    for (const p of s.pointers)
      if (p.symbol === "@" || p.symbol === "@i") kindClosure(wn, wn.synset(p.pos, p.offset), kinds);
    for (const id of kinds) if (head.has(id)) return true;
  }
  return false;
}

/** Options for deriving a word's forms. */
interface DeriveOptions {
  /** The pinned sense key; without it the word's most frequent synset gives synonyms and all parts of speech count. */
  readonly sense?: string;
}

/**
 * Compute a word's forbidden forms and synonyms from WordNet, compromise and pluralize:
 * inflections (irregular too), derivational relatives (WordNet derivation and pertainym links,
 * prefixed and suffixed forms), compounds whose meaning involves the word (a WordNet lemma that
 * contains the word and either links to one of its synsets or mentions it in its definition:
 * "sunset" — "the time in the evening at which the sun begins to fall below the horizon"), and
 * direct synonyms of the pinned sense. Unrelated words that merely contain the letters ("message"
 * for age, "police" for ice) have no such link and are left alone.
 */
export function deriveWordForms(wn: WordNet, word: string, options: DeriveOptions = {}): WordForms {
  const w = foldKey(word);
  const pinned = options.sense ? wn.senseByKey(options.sense) : undefined;
  if (options.sense && !pinned) throw new Error(`Unknown WordNet sense key ${options.sense} for "${w}"`);
  const wordPoses = posesOf(wn, w);
  const pinnedPos = pinned?.pos;

  const inflections = new Set<string>();
  const otherInflections = new Set<string>();
  for (const p of wordPoses.length ? wordPoses : (["n", "v"] as Pos[])) {
    const forms = inflect(w, p);
    const primary = pinnedPos === undefined || p === pinnedPos;
    for (const f of forms) (primary ? inflections : otherInflections).add(f);
  }
  if (pinnedPos && !wordPoses.includes(pinnedPos)) for (const f of inflect(w, pinnedPos)) inflections.add(f);
  for (const f of inflections) otherInflections.delete(f);

  const wordSynsets = wn.synsets(w);

  // First-order derivational relatives: lexical links from any sense of the word.
  const derivations = new Set<string>();
  for (const s of wordSynsets) {
    const wi = s.words.indexOf(w) + 1;
    for (const p of s.pointers) {
      if (!["+", "\\", "<", "="].includes(p.symbol)) continue;
      if (p.source !== 0 && p.source !== wi) continue;
      const t = wn.synset(p.pos, p.offset);
      const targets = p.target === 0 ? t.words : [t.words[p.target - 1] ?? ""];
      for (const l of targets) {
        if (!LETTERS.test(l) || l === w || !sharesStem(w, l)) continue;
        // A shorter relative is the word's base ("teach" for teacher); take it only from the pinned
        // sense, so "butter" (food) does not forbid "butt" and "tower" does not forbid "tow".
        if (l.length < w.length && pinned && s !== pinned) continue;
        derivations.add(l);
      }
    }
  }
  if (wordPoses.includes("a"))
    for (const l of adjectiveDerivations(w)) if (l !== w && sharesStem(w, l) && wn.has(l)) derivations.add(l);

  // Links that make a lemma a relative: from the pinned part of speech only, when a sense is pinned.
  const pinnedSynsets = pinnedPos ? wordSynsets.filter((s) => s.pos === pinnedPos) : wordSynsets;
  const relativeIds = new Set(pinnedSynsets.map((s) => `${s.pos}:${s.offset}`));
  for (const d of derivations) for (const s of wn.synsets(d)) relativeIds.add(`${s.pos}:${s.offset}`);
  const wordTargets = new Set<string>();
  for (const s of pinnedSynsets)
    for (const p of s.pointers) if (p.symbol !== "!") wordTargets.add(`${p.pos}:${p.offset}`);

  const mentions = new Set<string>([w, ...inflections, ...otherInflections]);
  for (const d of derivations) {
    mentions.add(d);
    for (const f of allInflections(wn, d)) mentions.add(f);
  }

  // Stems to look for inside other lemmas: the word, and those of its forms that keep its start
  // ("happi" in "unhappiness", "happiness" in "unhappiness"), never irregular ones ("ran" in "ranch").
  const stems = new Set<string>([w]);
  for (const f of [...inflections, ...otherInflections, ...derivations])
    if (f.length >= 4 && sharesStem(w, f)) stems.add(f);
  if (w.endsWith("y") && w.length >= 4) stems.add(`${w.slice(0, -1)}i`);
  if (w.endsWith("e") && w.length >= 5) stems.add(w.slice(0, -1));
  const compounds = new Set<string>();
  const falseFriends = new Set(FALSE_FRIENDS[w] ?? []);
  const wordKinds = new Set(pinnedSynsets.map((s) => s.id));
  for (const lemma of lemmasWithLetters(wn)) {
    if (stems.has(lemma) || derivations.has(lemma) || falseFriends.has(lemma)) continue;
    let stem: string | undefined;
    for (const s of stems) {
      if (s.length >= 3 && lemma.length > s.length && lemma.includes(s) && isBuiltOn(wn, s, lemma)) {
        stem = s;
        break;
      }
    }
    if (!stem) continue;
    const negated = NEGATING_PREFIXES.some((p) => lemma === p + stem);
    const synsets = wn.synsets(lemma);
    const linked = synsets.some(
      (s) =>
        wordTargets.has(`${s.pos}:${s.offset}`) ||
        s.pointers.some((p) => (p.symbol !== "!" || negated) && relativeIds.has(`${p.pos}:${p.offset}`)),
    );
    const mentioned = !linked && synsets.some((s) => glossWords(s).some((g) => mentions.has(g)));
    if (!linked && !mentioned && !isKindCompound(wn, w, lemma, wordKinds)) continue;
    if (isAffixed(stem, lemma)) derivations.add(lemma);
    else compounds.add(lemma);
  }

  const derivationForms = new Set<string>();
  for (const d of derivations) {
    derivationForms.add(d);
    for (const f of allInflections(wn, d)) derivationForms.add(f);
  }
  const compoundForms = new Set<string>();
  for (const c of compounds) {
    compoundForms.add(c);
    for (const f of allInflections(wn, c)) compoundForms.add(f);
  }

  for (const f of falseFriends)
    for (const set of [derivationForms, compoundForms, inflections, otherInflections]) set.delete(f);
  const taken = new Set<string>([w, ...inflections, ...otherInflections]);
  const without = (set: Set<string>) => [...set].filter((x) => !taken.has(x)).sort();
  const derivationList = without(derivationForms);
  for (const d of derivationList) taken.add(d);
  const compoundList = without(compoundForms);
  for (const c of compoundList) taken.add(c);

  // Dictionary words shaped like a compound on the word but not built on it ("category", "police"):
  // the lemma itself has the shape, or one of its regular inflections has ("notice" → "notices").
  const lookalikes = new Set<string>();
  const inflectionList = [...inflections];
  const shaped = (t: string) => hasCompoundShape(t, w, inflectionList);
  const near = w.slice(0, Math.max(2, w.length - 1));
  for (const lemma of [...lemmasWithLetters(wn), ...FUNCTION_WORDS]) {
    if (taken.has(lemma) || !lemma.includes(near)) continue;
    if (shaped(lemma) || regularForms(lemma).some(shaped)) lookalikes.add(lemma);
  }

  const senseSynset = pinned ?? wordSynsets[0];
  const synonyms = new Set<string>();
  for (const s of senseSynset ? [senseSynset] : []) {
    for (const syn of s.words) {
      if (syn === w) continue;
      synonyms.add(syn);
      if (LETTERS.test(syn)) for (const f of inflect(syn, s.pos)) synonyms.add(f);
    }
  }
  const synonymList = [...synonyms].filter((x) => !taken.has(foldKey(x)) && !taken.has(x)).sort();

  return {
    word: w,
    ...(options.sense ? { sense: options.sense } : {}),
    inflections: [...inflections].sort(),
    otherInflections: [...otherInflections].sort(),
    derivations: derivationList,
    compounds: compoundList,
    synonyms: synonymList,
    lookalikes: [...lookalikes].sort(),
    ...halvesOf(wn, w, taken),
  };
}
