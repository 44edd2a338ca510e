import type { EvidenceBag } from "./bag.server";
import type { GlossIndex } from "./gloss-index.server";

/** A precomputed evidence bag, and the sense it was built for. */
export interface PinnedBag {
  readonly sense: string;
  readonly bag: EvidenceBag;
}

// The generated file (`generated/evidence.bin.gz`), little-endian: magic, format version, how many
// bags, the size of the gloss index's vocabulary they were built over, and how many stems outside
// it they use; those stems ("\n"-separated, latin1, with their byte length first); then per bag its
// word and sense key (byte length, UTF-8), its entry count, its stem ids as deltas (LEB128
// varints; ids past the vocabulary count up from it in the order of the stems above) and its
// weights (float32).

const MAGIC = 0x56454252; // "RBEV"
const VERSION = 1;

function varintBytes(out: number[], v: number): void {
  let x = v;
  while (x >= 0x80) {
    out.push((x & 0x7f) | 0x80);
    x >>>= 7;
  }
  out.push(x);
}

/** The bags in the generated file's format (uncompressed); deterministic for the same bags. */
export function encodeEvidence(bags: readonly PinnedBag[], index: GlossIndex): Buffer {
  const { vocabulary } = index;
  const extra = new Map<number, number>(); // run-time id → file id
  const extraStems: string[] = [];
  const parts: Buffer[] = [];
  for (const { sense, bag } of bags) {
    const head: number[] = [];
    for (const text of [bag.word, sense]) {
      const b = Buffer.from(text, "utf8");
      varintBytes(head, b.length);
      head.push(...b);
    }
    varintBytes(head, bag.ids.length);
    const ids = Array.from(bag.ids, (id) => {
      if (id < vocabulary) return id;
      let fileId = extra.get(id);
      if (fileId === undefined) {
        fileId = vocabulary + extra.size;
        extra.set(id, fileId);
        extraStems.push(index.internedStem(id)!);
      }
      return fileId;
    });
    // Sorted by run-time id; stems past the vocabulary may sort differently by file id.
    const order = ids.map((_, k) => k).sort((a, b) => ids[a]! - ids[b]!);
    let previous = 0;
    for (const k of order) {
      varintBytes(head, ids[k]! - previous);
      previous = ids[k]!;
    }
    const weights = Buffer.alloc(4 * order.length);
    order.forEach((k, j) => {
      weights.writeFloatLE(bag.weights[k]!, 4 * j);
    });
    parts.push(Buffer.from(head), weights);
  }
  const stems = Buffer.from(extraStems.join("\n"), "latin1");
  const header = Buffer.alloc(24);
  [MAGIC, VERSION, bags.length, vocabulary, extraStems.length, stems.length].forEach((v, k) => {
    header.writeUInt32LE(v, 4 * k);
  });
  return Buffer.concat([header, stems, ...parts]);
}

/**
 * Reads the generated file's bags back, over the gloss index they were built with (stems outside
 * its vocabulary are interned now). Undefined when the file does not fit that index.
 */
export function decodeEvidence(buf: Buffer, index: GlossIndex): PinnedBag[] | undefined {
  const { vocabulary } = index;
  if (buf.length < 24 || buf.readUInt32LE(0) !== MAGIC || buf.readUInt32LE(4) !== VERSION) return undefined;
  const [count, fileVocabulary, extraCount, extraBytes] = [2, 3, 4, 5].map((k) =>
    buf.readUInt32LE(4 * k),
  ) as [number, number, number, number];
  if (fileVocabulary !== vocabulary) return undefined;
  let p = 24;
  const extraIds =
    extraCount === 0
      ? []
      : buf
          .toString("latin1", p, p + extraBytes)
          .split("\n")
          .map((s) => index.intern(s));
  p += extraBytes;
  const varint = (): number => {
    let v = 0;
    let shift = 0;
    for (;;) {
      const b = buf[p++];
      if (b === undefined) throw new Error("truncated evidence file");
      v += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return v;
      shift += 7;
    }
  };
  const text = (): string => {
    const n = varint();
    p += n;
    return buf.toString("utf8", p - n, p);
  };
  // First pass: where each bag is, and how many entries there are in all (one buffer for all bags).
  const heads: { word: string; sense: string; n: number; idsAt: number; weightsAt: number }[] = [];
  let total = 0;
  for (let k = 0; k < count; k++) {
    const word = text();
    const sense = text();
    const n = varint();
    const idsAt = p;
    for (let j = 0; j < n; j++) varint();
    heads.push({ word, sense, n, idsAt, weightsAt: p });
    p += 4 * n;
    total += n;
  }
  if (p !== buf.length) throw new Error("corrupt evidence file");
  const allIds = new Int32Array(total);
  const allWeights = new Float32Array(total);
  let at = 0;
  return heads.map(({ word, sense, n, idsAt, weightsAt }) => {
    p = idsAt;
    let id = 0;
    let remapped = false;
    for (let j = 0; j < n; j++) {
      id += varint();
      if (id >= vocabulary) remapped = true;
      allIds[at + j] = id >= vocabulary ? extraIds[id - vocabulary]! : id;
      allWeights[at + j] = buf.readFloatLE(weightsAt + 4 * j);
    }
    let ids = allIds.subarray(at, at + n);
    let weights = allWeights.subarray(at, at + n);
    at += n;
    if (remapped) {
      // Run-time ids of the extra stems may order differently: sort the pairs again.
      const order = Array.from(ids, (_, j) => j).sort((a, b) => ids[a]! - ids[b]!);
      const sortedIds = Int32Array.from(order, (j) => ids[j]!);
      weights = Float32Array.from(order, (j) => weights[j]!);
      ids = sortedIds;
    }
    return { sense, bag: { word, ids, weights } };
  });
}
