import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { getPage, pageNumbers } from "@riddlebook/words/wordbook";
import { type Pos, type Synset, type WordNet, wordnet } from "@riddlebook/words/wordnet";
import { stem } from "../text/stem";
import { contentStems, isStopword, words } from "../text/tokens";
import { decodeEvidence, type PinnedBag } from "./evidence-data.server";
import { generatedFile } from "./generated-files.server";
import { type GlossIndex, glossIndex } from "./gloss-index.server";

/**
 * What a guesser knows about one candidate word: how strongly each word stem points to it (0 to 1).
 * Built from the WordNet knowledge profile of every sense, the pinned sense first: gloss,
 * synonyms, hypernyms, hyponyms, parts and wholes, derivations, and other glosses that mention it.
 * Stored compactly (sorted stem ids of the gloss index, with their weights).
 */
export interface EvidenceBag {
  readonly word: string;
  readonly ids: Int32Array;
  readonly weights: Float32Array;
}

/** How strongly a bag holds a stem id (0 when it does not). */
export function weightOf(bag: EvidenceBag, id: number): number {
  const { ids } = bag;
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[mid]! < id) lo = mid + 1;
    else hi = mid;
  }
  return ids[lo] === id ? bag.weights[lo]! : 0;
}

/** How much a guesser may know: everything, or only the definitions of the word's senses. */
export type KnowledgeDepth = "full" | "definitions";

/** Evidence weights by source, for the sense in hand (other senses are scaled down). */
const W = {
  gloss: 1,
  example: 0.5,
  synonym: 0.9,
  hypernym: 0.8,
  hypernymGloss: 0.4,
  grandHypernym: 0.35,
  hyponym: 0.6,
  hyponymGloss: 0.25,
  part: 0.8,
  partGloss: 0.3,
  derivation: 0.8,
  derivationGloss: 0.45,
  related: 0.6,
  relatedGloss: 0.3,
  mention: 0.6,
  mentionGloss: 0.3,
} as const;

const MAX_HYPONYMS = 40;
const MAX_MENTIONS = 200;

let pinnedSenses: Map<string, string> | undefined;

/** The sense keys the wordbook pins, by word (the first page that has the word wins). */
export function pinnedSense(word: string, pageNumber?: number): string | undefined {
  if (pageNumber !== undefined) {
    const page = getPage(pageNumber);
    const i = page?.words.indexOf(word) ?? -1;
    if (page && i >= 0) return page.senses[i];
  }
  if (!pinnedSenses) {
    pinnedSenses = new Map();
    for (const n of pageNumbers()) {
      const page = getPage(n)!;
      page.words.forEach((w, i) => {
        if (!pinnedSenses!.has(w)) pinnedSenses!.set(w, page.senses[i]!);
      });
    }
  }
  return pinnedSenses.get(word);
}

/** The word's senses, most relevant first: the pinned one, then WordNet's order. Lemma spelling tolerant. */
export function sensesOf(wn: WordNet, word: string, sense?: string): Synset[] {
  let synsets = wn.synsets(word);
  if (synsets.length === 0 && word.endsWith("s")) synsets = wn.synsets(word.slice(0, -1));
  const pinned = sense ? wn.senseByKey(sense) : undefined;
  if (!pinned) return synsets;
  return [pinned, ...synsets.filter((s) => s.id !== pinned.id)];
}

class BagBuilder {
  readonly weights = new Map<number, number>();
  constructor(
    private readonly index: GlossIndex,
    private readonly own: ReadonlySet<number>,
  ) {}

  /** Noisy-or: independent pieces of evidence for the same stem add up, but never past 1. */
  add(id: number, w: number): void {
    if (w <= 0 || this.own.has(id)) return;
    const old = this.weights.get(id) ?? 0;
    this.weights.set(id, 1 - (1 - old) * (1 - Math.min(0.95, w)));
  }
  ids(ids: Int32Array, w: number): void {
    for (const id of ids) this.add(id, w);
  }
  text(text: string, w: number): void {
    for (const s of new Set(contentStems(text))) this.add(this.index.intern(s), w);
  }
  lemmas(lemmas: readonly string[], w: number): void {
    for (const lemma of lemmas) {
      for (const x of words(lemma))
        if (!isStopword(x) && x.length > 1) this.add(this.index.intern(stem(x)), w);
    }
  }
  /** A related synset's lemmas and definition, from the compact index (no synset parsing). */
  synset(pos: Pos, offset: number, wordsWeight: number, glossWeight: number): void {
    const doc = this.index.documentOf(pos, offset);
    if (doc < 0) return;
    this.ids(this.index.headStems(doc), wordsWeight);
    this.ids(this.index.definitionStems(doc), glossWeight);
  }
  done(word: string): EvidenceBag {
    const ids = Int32Array.from(this.weights.keys()).sort();
    const weights = Float32Array.from(ids, (id) => this.weights.get(id)!);
    return { word, ids, weights };
  }
}

function glossParts(gloss: string): { definition: string; examples: string } {
  const [definition = "", ...rest] = gloss.split(/;\s*(?=["`])/);
  return { definition, examples: rest.join(" ") };
}

function addSense(b: BagBuilder, wn: WordNet, synset: Synset, ws: number, word: string): void {
  const { definition, examples } = glossParts(synset.gloss);
  b.text(definition, ws * W.gloss);
  b.text(examples, ws * W.example);
  b.lemmas(
    synset.words.filter((w) => w !== word),
    ws * W.synonym,
  );
  let hyponyms = 0;
  for (const p of synset.pointers) {
    const sym = p.symbol;
    if (sym === "@" || sym === "@i") {
      b.synset(p.pos, p.offset, ws * W.hypernym, ws * W.hypernymGloss);
      for (const q of wn.synset(p.pos, p.offset).pointers) {
        if (q.symbol === "@" || q.symbol === "@i") b.synset(q.pos, q.offset, ws * W.grandHypernym, 0);
      }
    } else if (sym === "~" || sym === "~i") {
      if (hyponyms++ < MAX_HYPONYMS) b.synset(p.pos, p.offset, ws * W.hyponym, ws * W.hyponymGloss);
    } else if (sym.startsWith("%") || sym.startsWith("#")) {
      b.synset(p.pos, p.offset, ws * W.part, ws * W.partGloss);
    } else if (sym === "+" || sym === "\\") {
      b.synset(p.pos, p.offset, ws * W.derivation, ws * W.derivationGloss);
    } else if (sym === "&" || sym === "^" || sym === "=") {
      b.synset(p.pos, p.offset, ws * W.related, ws * W.relatedGloss);
    }
  }
}

/**
 * Builds the evidence bag of a word for a main sense (or WordNet's most frequent one), uncached,
 * over the given gloss index.
 */
export function computeEvidenceBag(
  word: string,
  depth: KnowledgeDepth,
  sense: string | undefined,
  index: GlossIndex = glossIndex(),
): EvidenceBag {
  const wn = wordnet();
  const ownStems = words(word).map(stem);
  const b = new BagBuilder(index, new Set(ownStems.map((s) => index.intern(s))));
  const senses = sensesOf(wn, word, sense);
  senses.forEach((synset, i) => {
    // The pinned (or most frequent) sense counts fully; later senses less and less.
    const ws = i === 0 ? 1 : sense ? 0.45 / Math.sqrt(i) : 0.75 / Math.sqrt(i);
    if (depth === "definitions") b.text(glossParts(synset.gloss).definition, ws);
    else addSense(b, wn, synset, ws, word);
  });
  if (depth === "full") {
    const ownDocs = new Set(senses.map((s) => index.documentOf(s.pos, s.offset)));
    for (const s of ownStems) {
      const docs = index.mentions(index.id(s));
      const damp = docs.length > MAX_MENTIONS / 2 ? Math.sqrt(MAX_MENTIONS / 2 / docs.length) : 1;
      const step = Math.max(1, Math.floor(docs.length / MAX_MENTIONS));
      for (let k = 0; k < docs.length; k += step) {
        const doc = docs[k]!;
        if (ownDocs.has(doc)) continue;
        b.ids(index.headStems(doc), W.mention * damp);
        b.ids(index.definitionStems(doc), W.mentionGloss * damp);
      }
    }
  }
  return b.done(word);
}

/** Every wordbook word (once) with the sense its bag is built for, in page order. */
export function wordbookSenses(): { word: string; sense: string }[] {
  const out: { word: string; sense: string }[] = [];
  const seen = new Set<string>();
  for (const n of pageNumbers()) {
    for (const word of getPage(n)!.words) {
      if (seen.has(word)) continue;
      seen.add(word);
      out.push({ word, sense: pinnedSense(word)! });
    }
  }
  return out;
}

/** The generated full-depth bags of every wordbook word (`npm run build -w @riddlebook/bots`). */
export const EVIDENCE_FILE = "evidence.bin.gz";

let precomputed: Map<string, PinnedBag> | undefined;

/** The precomputed bags by word, loaded on first use; empty when the file is missing or stale. */
export function precomputedBags(): ReadonlyMap<string, PinnedBag> {
  if (!precomputed) {
    precomputed = new Map();
    const file = generatedFile(EVIDENCE_FILE);
    const bags = file ? decodeEvidence(gunzipSync(readFileSync(file)), glossIndex()) : undefined;
    for (const b of bags ?? []) precomputed.set(b.bag.word, b);
  }
  return precomputed;
}

const MAX_CACHED = 3000;
const cache = new Map<string, EvidenceBag>();

/**
 * The evidence bag of a candidate word (lowercase), cached. `sense` pins the main sense; by
 * default the wordbook's pin is used when the word is on a page, else WordNet's most frequent sense.
 * Words WordNet does not know get a bag from the glosses that mention them, or an empty one.
 */
export function evidenceBag(word: string, depth: KnowledgeDepth = "full", sense?: string): EvidenceBag {
  const pin = sense ?? pinnedSense(word);
  if (depth === "full" && pin !== undefined) {
    // Wordbook words: precomputed at build time, for the sense they were built for.
    const pinned = precomputedBags().get(word);
    if (pinned?.sense === pin) return pinned.bag;
  }
  const key = `${depth}\u0000${word}\u0000${pin ?? ""}`;
  let bag = cache.get(key);
  if (bag) {
    cache.delete(key);
  } else {
    bag = computeEvidenceBag(word, depth, pin);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, bag);
  return bag;
}

/** Noisy-or of several bags: a stem any of them holds, at the strength they give it together. */
function mergeBags(word: string, bags: readonly EvidenceBag[]): EvidenceBag {
  const weights = new Map<number, number>();
  for (const bag of bags) {
    bag.ids.forEach((id, k) => {
      weights.set(id, 1 - (1 - (weights.get(id) ?? 0)) * (1 - bag.weights[k]!));
    });
  }
  const ids = Int32Array.from(weights.keys()).sort();
  return { word, ids, weights: Float32Array.from(ids, (id) => weights.get(id)!) };
}

const phraseCache = new Map<string, EvidenceBag>();

/**
 * The evidence bag of a choice as written: `key` is its folded single word ("towel"), `phrase`
 * its lowercase words without a leading article ("letter m"). A one-word choice, or a phrase
 * WordNet knows ("ice cream"), has its own bag; any other phrase is read from its content words,
 * their bags merged (cached).
 */
export function candidateBag(key: string, phrase: string, depth: KnowledgeDepth = "full"): EvidenceBag {
  const parts = phrase.split(" ").filter((w) => w !== "");
  if (parts.length <= 1) return evidenceBag(key, depth);
  const cacheKey = `${depth}\u0000${phrase}`;
  let bag = phraseCache.get(cacheKey);
  if (bag) return bag;
  if (wordnet().synsets(phrase).length > 0) bag = evidenceBag(phrase, depth);
  else {
    const content = parts.filter((w) => !isStopword(w) && w.length > 1);
    bag = mergeBags(
      phrase,
      (content.length > 0 ? content : parts).map((w) => evidenceBag(w, depth)),
    );
  }
  if (phraseCache.size >= MAX_CACHED) phraseCache.delete(phraseCache.keys().next().value!);
  phraseCache.set(cacheKey, bag);
  return bag;
}
