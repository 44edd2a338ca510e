import { fold } from "./normalize";

/** A word of the riddle text, with its UTF-16 span and folded form. */
export interface Token {
  readonly start: number;
  readonly end: number;
  /** The folded word (see `fold`), apostrophes removed. */
  readonly norm: string;
  /** The folded word without a possessive ending ("candle's" → "candle"), or undefined. */
  readonly base: string | undefined;
  /** Whether the text between the previous token and this one may glue them ("sun set", "c-a-t", "c.a.t"). */
  readonly joinsPrevious: boolean;
}

// Letters, marks, digits and invisible format characters (soft hyphen, zero-width joiner) make
// words; apostrophes (straight and curly) join two word parts ("candle's", "it’s").
const WORD_CHAR_RE = /[\p{L}\p{M}\p{N}\p{Cf}]/u;
const APOSTROPHES = new Set([0x27, 0x2019, 0x2bc, 0x2018]);
// Separators that may hide a split word: spaces, hyphens and dashes, dots, underscores, slashes…
const GLUE_RE = /[\s\-‐‑‒–—_.·*/\\|~+]/u;
const MAX_GLUE = 3;

/** Length in UTF-16 units of the word character at i (2 for an astral letter), or 0 if none. */
function wordCharAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)) return 1;
  if (c < 0x80) return 0;
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
    return WORD_CHAR_RE.test(text.slice(i, i + 2)) ? 2 : 0;
  }
  return WORD_CHAR_RE.test(text[i]!) ? 1 : 0;
}

function isGlue(c: number, ch: string): boolean {
  if (c === 32 || c === 45 || c === 46 || c === 95 || c === 47) return true;
  if (
    c < 0x80 &&
    !(c === 9 || c === 10 || c === 13 || c === 42 || c === 92 || c === 124 || c === 126 || c === 43)
  )
    return false;
  return GLUE_RE.test(ch);
}

/** Split a riddle into word tokens. Linear in the text, with an ASCII fast path. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let i = 0;
  let prevEnd = -1;
  while (i < n) {
    let w = wordCharAt(text, i);
    if (w === 0) {
      i++;
      continue;
    }
    const start = i;
    let ascii = w === 1 && text.charCodeAt(i) < 0x80;
    let apostropheAt = -1;
    i += w;
    while (i < n) {
      w = wordCharAt(text, i);
      if (w > 0) {
        if (ascii && text.charCodeAt(i) >= 0x80) ascii = false;
        i += w;
        continue;
      }
      if (APOSTROPHES.has(text.charCodeAt(i)) && i + 1 < n && wordCharAt(text, i + 1) > 0) {
        ascii = false;
        apostropheAt = i;
        i++;
        continue;
      }
      break;
    }
    const raw = text.slice(start, i);
    const norm = ascii ? raw.toLowerCase() : fold(raw);
    if (norm === "") continue;
    let base: string | undefined;
    if (apostropheAt === i - 2 && (text.charCodeAt(i - 1) | 0x20) === 115)
      base = fold(text.slice(start, i - 2));
    let joinsPrevious = false;
    if (prevEnd >= 0 && start - prevEnd <= MAX_GLUE) {
      joinsPrevious = true;
      for (let k = prevEnd; k < start; k++) {
        if (!isGlue(text.charCodeAt(k), text[k]!)) {
          joinsPrevious = false;
          break;
        }
      }
    }
    tokens.push({ start, end: i, norm, base, joinsPrevious });
    prevEnd = i;
  }
  return tokens;
}
