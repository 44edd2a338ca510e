import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { LEX_NAMES, type Pos, wordnetDictPath } from "@riddlebook/words/wordnet";
import { generatedFile } from "./generated-files.server";
import {
  buildGlossIndexData,
  decodeGlossIndexData,
  type GlossIndexData,
  OFFSET_SPAN,
  POS_ORDER,
} from "./gloss-index-data.server";

/** The generated index under `packages/bots/generated/` (`npm run build -w @riddlebook/bots`). */
export const GENERATED_FILE = "gloss-index.bin.gz";

/**
 * Compact statistics over every WordNet gloss, for guessing: word stems as numeric ids, how many
 * glosses use each stem (IDF: rarer words weigh more), which glosses mention each stem ("wick: a
 * cord in a candle" tells the guesser about candles), and each gloss's own stems and headwords.
 * Static, so precomputed at build time (`generated/gloss-index.bin.gz`, about 0.1 s to load);
 * synsets and their pointers are read through the words package's WordNet reader.
 */
export interface GlossIndex {
  /** How many glosses there are. */
  readonly documents: number;
  /** The id of a stem, or -1 when no gloss or bag has used it yet. */
  id(stem: string): number;
  /** The id of a stem, assigning a new one if needed (stems of lemmas no gloss uses). */
  intern(stem: string): number;
  /** How many stems the generated data holds: ids from here on were given at run time by `intern`. */
  readonly vocabulary: number;
  /** The stem of an id given at run time, else undefined. */
  internedStem(id: number): string | undefined;
  /** Inverse document frequency of a stem id: ln(N / (1 + df)), at least 0. Unseen stems get the maximum. */
  idf(id: number): number;
  /** The documents (glosses) that use a stem id, as document numbers. */
  mentions(id: number): Int32Array;
  /** The synset a document glosses. */
  synsetOf(doc: number): { pos: Pos; offset: number };
  /** The document of a synset, or -1. */
  documentOf(pos: Pos, offset: number): number;
  /** The stem ids of a document's definition (examples excluded). */
  definitionStems(doc: number): Int32Array;
  /** The stem ids of a document's headwords (the synset's lemmas). */
  headStems(doc: number): Int32Array;
  /** A document's headwords (the synset's lemmas, lowercase, spaces for underscores). */
  lemmas(doc: number): string[];
  /** The lexicographer file of a document's synset, e.g. "noun.artifact". */
  lexName(doc: number): string;
}

/** The index's static data: from the generated file, else from one pass over WordNet. */
function loadGlossIndexData(): GlossIndexData {
  const file = generatedFile(GENERATED_FILE);
  return file ? decodeGlossIndexData(gunzipSync(readFileSync(file))) : buildGlossIndexData(wordnetDictPath());
}

/**
 * Stem → id over the generated vocabulary without a string or map entry per stem: an
 * open-addressing hash table of ids (FNV-1a, linear probing) over the one vocabulary string.
 */
class Vocabulary {
  private readonly starts: Int32Array;
  /** id + 1 per slot, 0 for an empty slot. */
  private readonly slots: Int32Array;
  private readonly mask: number;
  constructor(
    private readonly text: string,
    size: number,
  ) {
    this.starts = new Int32Array(size + 1);
    for (let i = 0, at = 0; i < size; i++) {
      const nl = text.indexOf("\n", at);
      at = nl === -1 ? text.length + 1 : nl + 1;
      this.starts[i + 1] = at;
    }
    let capacity = 1024;
    while (capacity < size * 2) capacity *= 2;
    this.slots = new Int32Array(capacity);
    this.mask = capacity - 1;
    for (let i = 0; i < size; i++) {
      let slot = this.hash(text, this.starts[i]!, this.starts[i + 1]! - 1) & this.mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = i + 1;
    }
  }
  private hash(s: string, start: number, end: number): number {
    let h = 0x811c9dc5;
    for (let k = start; k < end; k++) h = Math.imul(h ^ s.charCodeAt(k), 0x01000193);
    return h >>> 0;
  }
  /** The id of a stem, or -1. */
  id(stem: string): number {
    const { text, starts, slots, mask } = this;
    for (let slot = this.hash(stem, 0, stem.length) & mask; ; slot = (slot + 1) & mask) {
      const i = slots[slot]! - 1;
      if (i < 0) return -1;
      const start = starts[i]!;
      if (starts[i + 1]! - 1 - start !== stem.length) continue;
      let k = 0;
      while (k < stem.length && text.charCodeAt(start + k) === stem.charCodeAt(k)) k++;
      if (k === stem.length) return i;
    }
  }
}

/** The gloss index over its static data; stems no gloss uses get ids as they come. */
export function createGlossIndex(data: GlossIndexData): GlossIndex {
  const { refs, lexFiles, stems, starts, defEnds, glossEnds, lemmas } = data;
  const vocabulary = new Vocabulary(data.vocabulary, data.vocabularySize);
  const glossVocabulary = data.vocabularySize;
  // Stems no gloss uses (a word's own stems, say) get ids from glossVocabulary on.
  const extra = new Map<string, number>();
  const interned: string[] = [];
  const id = (s: string) => {
    const known = vocabulary.id(s);
    return known >= 0 ? known : (extra.get(s) ?? -1);
  };
  const intern = (s: string) => {
    let found = id(s);
    if (found < 0) {
      found = glossVocabulary + interned.length;
      extra.set(s, found);
      interned.push(s);
    }
    return found;
  };
  const documents = refs.length;
  // Postings in compressed sparse row form: stem id → docs[postStart[id] .. postStart[id + 1]).
  const postStart = new Int32Array(glossVocabulary + 1);
  for (let d = 0; d < documents; d++)
    for (let k = starts[d]!; k < glossEnds[d]!; k++) postStart[stems[k]! + 1]!++;
  for (let k = 0; k < glossVocabulary; k++) postStart[k + 1]! += postStart[k]!;
  const fill = postStart.slice(0, glossVocabulary);
  const postings = new Int32Array(postStart[glossVocabulary]!);
  for (let d = 0; d < documents; d++) {
    for (let k = starts[d]!; k < glossEnds[d]!; k++) postings[fill[stems[k]!]!++] = d;
  }
  // Where each document's lemmas start in the lemma text ("\n"-separated).
  const lemmaStarts = new Int32Array(documents + 1);
  for (let d = 0, at = 0; d < documents; d++) {
    const nl = lemmas.indexOf("\n", at);
    at = nl === -1 ? lemmas.length + 1 : nl + 1;
    lemmaStarts[d + 1] = at;
  }
  const maxIdf = Math.log(documents);
  const EMPTY = new Int32Array(0);
  return {
    documents,
    id,
    intern,
    vocabulary: glossVocabulary,
    internedStem: (id) => interned[id - glossVocabulary],
    idf(id) {
      const df = id >= 0 && id < glossVocabulary ? postStart[id + 1]! - postStart[id]! : 0;
      return df === 0 ? maxIdf : Math.max(0, Math.log(documents / (1 + df)));
    },
    mentions(id) {
      return id >= 0 && id < glossVocabulary ? postings.subarray(postStart[id]!, postStart[id + 1]!) : EMPTY;
    },
    synsetOf(doc) {
      const ref = refs[doc]!;
      return { pos: POS_ORDER[Math.floor(ref / OFFSET_SPAN)]!, offset: ref % OFFSET_SPAN };
    },
    documentOf(pos, offset) {
      const ref = POS_ORDER.indexOf(pos) * OFFSET_SPAN + offset;
      let lo = 0;
      let hi = documents;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (refs[mid]! < ref) lo = mid + 1;
        else hi = mid;
      }
      return refs[lo] === ref ? lo : -1;
    },
    definitionStems: (doc) => stems.subarray(starts[doc]!, defEnds[doc]!),
    headStems: (doc) => stems.subarray(glossEnds[doc]!, starts[doc + 1]!),
    lemmas: (doc) => lemmas.slice(lemmaStarts[doc]!, lemmaStarts[doc + 1]! - 1).split("|"),
    lexName: (doc) => LEX_NAMES[lexFiles[doc]!] ?? "unknown",
  };
}

let shared: GlossIndex | undefined;

/**
 * The process-wide gloss index, loaded on first use from the generated file (about 0.1 s), or
 * built from WordNet when that file is missing (one to two seconds).
 */
export function glossIndex(): GlossIndex {
  shared ??= createGlossIndex(loadGlossIndexData());
  return shared;
}
