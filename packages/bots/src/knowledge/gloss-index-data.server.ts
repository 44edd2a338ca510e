import { closeSync, openSync, readSync } from "node:fs";
import { join } from "node:path";
import type { Pos } from "@riddlebook/words/wordnet";
import { clearStemCache, stem } from "../text/stem";
import { contentStems, isStopword, words } from "../text/tokens";

/**
 * The static part of the gloss index, as flat arrays: what one pass over WordNet's data files
 * yields. Built by `packages/bots/scripts/build-data.ts` into `generated/gloss-index.bin.gz`
 * (see `encodeGlossIndexData`), and at run time only when that file is missing.
 */
export interface GlossIndexData {
  /** Stems by id, "\n"-separated: ids are given in order of first use, gloss by gloss. */
  readonly vocabulary: string;
  /** How many stems the vocabulary holds. */
  readonly vocabularySize: number;
  /** Per document (gloss), its synset: POS_ORDER index × OFFSET_SPAN + byte offset, increasing. */
  readonly refs: Int32Array;
  /** Per document, its lexicographer file number. */
  readonly lexFiles: Uint8Array;
  /**
   * Stem ids of every document in turn: distinct definition stems, then distinct example stems
   * not in the definition, then headword stems. Document d's run starts at `starts[d]`.
   */
  readonly stems: Int32Array;
  /** Per document plus one, where its run of `stems` starts. */
  readonly starts: Int32Array;
  /** Per document, where its definition stems end. */
  readonly defEnds: Int32Array;
  /** Per document, where its example stems end (its headword stems follow). */
  readonly glossEnds: Int32Array;
  /** Per document, its headwords ("|"-separated, lowercase, spaces for underscores), "\n"-separated. */
  readonly lemmas: string;
}

export const POS_ORDER: readonly Pos[] = ["n", "v", "a", "r"];
export const OFFSET_SPAN = 1 << 24;
const POS_FILE: Record<Pos, string> = { n: "noun", v: "verb", a: "adj", r: "adv" };

/** A growable Int32Array. */
class IntList {
  data = new Int32Array(1 << 16);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = v;
  }
  done(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

function headLemmas(line: string): string[] {
  const head = line.split(" ", 4 + 2 * 60);
  const count = Number.parseInt(head[3] ?? "0", 16);
  const out: string[] = [];
  for (let k = 0; k < count; k++) out.push((head[4 + 2 * k] ?? "").replace(/\(.*\)$/, "").replace(/_/g, " "));
  return out;
}

/** Visits every line of a file, read a megabyte at a time (latin1, so offsets are byte offsets). */
function eachLine(path: string, visit: (line: string, offset: number) => void): void {
  const fd = openSync(path, "r");
  try {
    let buf = Buffer.allocUnsafe(1 << 20);
    let pos = 0;
    let size = 0;
    for (;;) {
      if (size === buf.length) {
        const grown = Buffer.allocUnsafe(buf.length * 2);
        buf.copy(grown, 0, 0, size);
        buf = grown;
      }
      const n = readSync(fd, buf, size, buf.length - size, pos + size);
      const end = size + n;
      let i = 0;
      for (;;) {
        const nl = buf.indexOf(10, i);
        if (nl === -1 || nl >= end) break;
        visit(buf.toString("latin1", i, nl), pos + i);
        i = nl + 1;
      }
      if (n === 0) {
        if (i < end) visit(buf.toString("latin1", i, end), pos + i);
        return;
      }
      buf.copy(buf, 0, i, end);
      pos += i;
      size = end - i;
    }
  } finally {
    closeSync(fd);
  }
}

/** One pass over WordNet's data files (about two seconds). */
export function buildGlossIndexData(dir: string): GlossIndexData {
  const ids = new Map<string, number>();
  const intern = (s: string) => {
    let id = ids.get(s);
    if (id === undefined) {
      id = ids.size;
      ids.set(s, id);
    }
    return id;
  };
  const stems = new IntList();
  const starts = new IntList();
  const defEnds = new IntList();
  const glossEnds = new IntList();
  const refs = new IntList();
  const lexFiles = new IntList();
  const lemmaText: string[] = [];
  POS_ORDER.forEach((pos, posIndex) => {
    eachLine(join(dir, `data.${POS_FILE[pos]}`), (line, offset) => {
      const bar = line.indexOf(" | ");
      if (line.charCodeAt(0) === 32 || bar === -1) return;
      refs.push(posIndex * OFFSET_SPAN + offset);
      starts.push(stems.length);
      const [definition = "", ...examples] = line.slice(bar + 3).split(/;\s*(?=["`])/);
      const seen = new Set<number>();
      for (const s of contentStems(definition)) {
        const id = intern(s);
        if (!seen.has(id)) stems.push(id);
        seen.add(id);
      }
      defEnds.push(stems.length);
      for (const s of contentStems(examples.join(" "))) {
        const id = intern(s);
        if (!seen.has(id)) stems.push(id);
        seen.add(id);
      }
      glossEnds.push(stems.length);
      const header = line.slice(0, bar);
      lexFiles.push(Number(header.slice(9, 11)));
      const lemmas = headLemmas(header);
      lemmaText.push(lemmas.join("|").toLowerCase());
      for (const lemma of lemmas) {
        for (const w of words(lemma)) if (w.length > 1 && !isStopword(w)) stems.push(intern(stem(w)));
      }
    });
  });
  clearStemCache();
  starts.push(stems.length);
  return {
    vocabulary: [...ids.keys()].join("\n"),
    vocabularySize: ids.size,
    refs: refs.done(),
    lexFiles: Uint8Array.from(lexFiles.done()),
    stems: stems.done(),
    starts: starts.done(),
    defEnds: defEnds.done(),
    glossEnds: glossEnds.done(),
    lemmas: lemmaText.join("\n"),
  };
}

// ---- the generated file ------------------------------------------------------------------------
// Little-endian. Header: magic, format version, then the counts. Then the vocabulary and the
// lemmas as latin1 text, the lexicographer file numbers as bytes, and as LEB128 varints: the
// synset references as deltas, each document's three run lengths, and the stem ids.

const MAGIC = 0x49474252; // "RBGI"
const VERSION = 1;
const HEADER_WORDS = 7;

class Writer {
  private buf = Buffer.alloc(1 << 20);
  length = 0;
  private room(n: number): void {
    if (this.length + n <= this.buf.length) return;
    const grown = Buffer.alloc(Math.max(this.buf.length * 2, this.length + n));
    this.buf.copy(grown, 0, 0, this.length);
    this.buf = grown;
  }
  u32(v: number): void {
    this.room(4);
    this.buf.writeUInt32LE(v, this.length);
    this.length += 4;
  }
  varint(v: number): void {
    if (v < 0 || !Number.isInteger(v)) throw new RangeError(`varint ${v}`);
    this.room(5);
    let x = v;
    while (x >= 0x80) {
      this.buf[this.length++] = (x & 0x7f) | 0x80;
      x >>>= 7;
    }
    this.buf[this.length++] = x;
  }
  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }
  done(): Buffer {
    return this.buf.subarray(0, this.length);
  }
}

/** The data in the generated file's format (uncompressed); deterministic. */
export function encodeGlossIndexData(data: GlossIndexData): Buffer {
  const documents = data.refs.length;
  const vocabulary = Buffer.from(data.vocabulary, "latin1");
  const lemmas = Buffer.from(data.lemmas, "latin1");
  const w = new Writer();
  for (const v of [
    MAGIC,
    VERSION,
    documents,
    data.vocabularySize,
    vocabulary.length,
    lemmas.length,
    data.stems.length,
  ])
    w.u32(v);
  w.bytes(vocabulary);
  w.bytes(lemmas);
  w.bytes(data.lexFiles);
  let previous = 0;
  for (const ref of data.refs) {
    w.varint(ref - previous);
    previous = ref;
  }
  for (let d = 0; d < documents; d++) {
    w.varint(data.defEnds[d]! - data.starts[d]!);
    w.varint(data.glossEnds[d]! - data.defEnds[d]!);
    w.varint(data.starts[d + 1]! - data.glossEnds[d]!);
  }
  for (const id of data.stems) w.varint(id);
  return w.done();
}

/** Reads the generated file's format back (about 20 ms). Throws on a file of another format. */
export function decodeGlossIndexData(buf: Buffer): GlossIndexData {
  if (buf.length < 4 * HEADER_WORDS || buf.readUInt32LE(0) !== MAGIC || buf.readUInt32LE(4) !== VERSION)
    throw new Error("not a gloss index of this version");
  const [documents, vocabularySize, vocabularyBytes, lemmaBytes, stemCount] = [2, 3, 4, 5, 6].map((k) =>
    buf.readUInt32LE(4 * k),
  ) as [number, number, number, number, number];
  let p = 4 * HEADER_WORDS;
  const vocabulary = buf.toString("latin1", p, p + vocabularyBytes);
  p += vocabularyBytes;
  const lemmas = buf.toString("latin1", p, p + lemmaBytes);
  p += lemmaBytes;
  const lexFiles = Uint8Array.from(buf.subarray(p, p + documents));
  p += documents;
  const varint = (): number => {
    let v = 0;
    let shift = 0;
    for (;;) {
      const b = buf[p++];
      if (b === undefined) throw new Error("truncated gloss index");
      v += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return v;
      shift += 7;
    }
  };
  const refs = new Int32Array(documents);
  let ref = 0;
  for (let d = 0; d < documents; d++) refs[d] = ref += varint();
  const starts = new Int32Array(documents + 1);
  const defEnds = new Int32Array(documents);
  const glossEnds = new Int32Array(documents);
  let at = 0;
  for (let d = 0; d < documents; d++) {
    starts[d] = at;
    defEnds[d] = at += varint();
    glossEnds[d] = at += varint();
    at += varint();
  }
  starts[documents] = at;
  if (at !== stemCount) throw new Error("corrupt gloss index");
  const stems = new Int32Array(stemCount);
  for (let k = 0; k < stemCount; k++) stems[k] = varint();
  if (p !== buf.length) throw new Error("corrupt gloss index");
  return { vocabulary, vocabularySize, refs, lexFiles, stems, starts, defEnds, glossEnds, lemmas };
}
