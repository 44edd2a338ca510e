import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fontCoverage, inRanges } from "./font-coverage";
import type { CardContent } from "./render";

/**
 * Which font files and emoji pictures a card needs (apps/server/src/cards/README.md, "Fonts"). Latin,
 * Greek and Cyrillic come from Inter, Arabic from Noto Sans Arabic, Chinese, Japanese and Korean from
 * Noto Sans SC, emoji from Twemoji's SVGs; each npm package's own subsets (`unicode.json`) say which
 * file covers which characters, so a card loads only the files its text needs. A character that no
 * file covers is dropped from the card rather than drawn as an empty box, and so are combining marks
 * past two on one letter.
 */

/** One font file satori is given. */
export interface FontFile {
  name: string;
  path: string;
  weight: 400 | 700;
}

/** A card's text as it will be drawn, and what drawing it needs. */
export interface PreparedCard {
  content: CardContent;
  fonts: FontFile[];
  /** Emoji (a whole grapheme) → the SVG file that draws it (satori's `graphemeImages`). */
  emoji: Record<string, string>;
}

const require = createRequire(import.meta.url);

interface Subset {
  /** Sorted [first, last] code point ranges the subset is for (its `unicode.json`). */
  ranges: [number, number][];
  /** Those its file has glyphs for, read when first needed. */
  coverage?: [number, number][];
  files: FontFile[];
}

/** `U+0600-06FF,U+0750` → [[0x600, 0x6ff], [0x750, 0x750]]. */
function parseUnicodeRange(text: string): [number, number][] {
  return text.split(",").map((part) => {
    const [first = "0", last] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(first, 16), Number.parseInt(last ?? first, 16)];
  });
}

/** The subsets of a Fontsource package that `pick` names, in its order. */
function subsetsOf(
  unicodeJson: string,
  name: string,
  weights: (400 | 700)[],
  pick: (keys: string[]) => string[],
): Subset[] {
  const table = JSON.parse(readFileSync(unicodeJson, "utf8")) as Record<string, string>;
  const dir = unicodeJson.replace(/unicode\.json$/, "files/");
  const prefix = name.toLowerCase().replaceAll(" ", "-");
  return pick(Object.keys(table)).flatMap((key) => {
    const range = table[key];
    if (range === undefined) return [];
    const id = key.replace(/^\[(\d+)\]$/, "$1");
    // satori draws a family from one file per weight, so each subset is a family of its own (falling
    // back from one to the next); Inter's Latin keeps the plain name the layout asks for.
    const files = weights.map((weight) => ({
      name: key === "latin" && name === "Inter" ? name : `${name} ${id}`,
      weight,
      path: `${dir}${prefix}-${id}-${weight}-normal.woff`,
    }));
    return [{ ranges: parseUnicodeRange(range).sort((a, b) => a[0] - b[0]), files }];
  });
}

const INTER_ORDER = ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext"];

/**
 * Every subset, in the order a character looks for its font: Inter (its Latin first, so a Latin card
 * draws exactly as it did with Inter alone), then Arabic, then CJK (a hundred numbered files of about
 * 50 kB: a card loads the few its characters fall in).
 */
function loadSubsets(): Subset[] {
  return [
    ...subsetsOf(require.resolve("@fontsource/inter/unicode.json"), "Inter", [400, 700], () => INTER_ORDER),
    ...subsetsOf(
      require.resolve("@fontsource/noto-sans-arabic/unicode.json"),
      "Noto Sans Arabic",
      [400, 700],
      () => ["arabic"],
    ),
    ...subsetsOf(require.resolve("@fontsource/noto-sans-sc/unicode.json"), "Noto Sans SC", [400], (keys) =>
      keys.filter((k) => /^\[\d+\]$/.test(k)),
    ),
  ];
}

let subsets: Subset[] | undefined;
/** Code point → the subset that draws it (null: none), as found. */
const found = new Map<number, Subset | null>();
const FOUND_LIMIT = 50_000;

/**
 * The first subset that is for `cp` and has a glyph for it, if any: a subset's file is read (its
 * `cmap`) the first time a character it is for is looked up.
 */
function subsetFor(cp: number): Subset | undefined {
  const known = found.get(cp);
  if (known !== undefined) return known ?? undefined;
  subsets ??= loadSubsets();
  const subset = subsets.find((s) => {
    if (!inRanges(s.ranges, cp)) return false;
    s.coverage ??= fontCoverage(s.files[0]?.path ?? "");
    return inRanges(s.coverage, cp);
  });
  if (found.size >= FOUND_LIMIT) found.clear();
  found.set(cp, subset ?? null);
  return subset;
}

let twemoji: { dir: string; names: Set<string> } | undefined;

/** Twemoji's SVG folder and the names in it, read once. */
function twemojiFiles() {
  if (twemoji) return twemoji;
  const dir = require.resolve("@discordapp/twemoji/package.json").replace(/package\.json$/, "dist/svg/");
  twemoji = { dir, names: new Set(readdirSync(dir)) };
  return twemoji;
}

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;
const MARK = /\p{M}/u;
/** Combining marks kept on one letter: enough for any real script, far from a "Zalgo" stack. */
const MAX_MARKS = 2;

/** Twemoji's file for an emoji grapheme, if it has one (its name drops U+FE0F except in ZWJ sequences). */
function emojiFile(grapheme: string): string | undefined {
  const points = [...grapheme].map((c) => (c.codePointAt(0) ?? 0).toString(16));
  const { dir, names } = twemojiFiles();
  const name = [points.join("-"), points.filter((p) => p !== "fe0f").join("-")]
    .map((n) => `${n}.svg`)
    .find((n) => names.has(n));
  return name === undefined ? undefined : `${dir}${name}`;
}

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Sorts `text` into what can be drawn, noting the fonts and emoji that draw it; drops the rest. */
function prepareText(text: string, fonts: Set<FontFile>, emoji: Record<string, string>): string {
  let out = "";
  for (const { segment } of segmenter.segment(text)) {
    if (EMOJI.test(segment)) {
      const file = emoji[segment] ?? emojiFile(segment);
      if (file) {
        emoji[segment] = file;
        out += segment;
      }
      continue;
    }
    let marks = 0;
    for (const char of segment) {
      const cp = char.codePointAt(0) ?? 0;
      if (cp === 0x0a) {
        out += char;
        continue;
      }
      if (MARK.test(char) && ++marks > MAX_MARKS) continue;
      const subset = subsetFor(cp);
      if (!subset) continue;
      for (const file of subset.files) fonts.add(file);
      out += char;
    }
  }
  return out;
}

/**
 * The card's content with what no font draws taken out, and the font files and emoji pictures the
 * rest needs, Inter's Latin always first. A pure function of the content: equal content, equal result.
 */
export function prepareCard(content: CardContent): PreparedCard {
  subsets ??= loadSubsets();
  const fonts = new Set<FontFile>(subsets[0]?.files);
  const emoji: Record<string, string> = {};
  const text = (s: string) => prepareText(s, fonts, emoji);
  const prepared: CardContent = {
    eyebrow: text(content.eyebrow),
    title: text(content.title),
    body: content.body.map(text),
    footer: text(content.footer),
    ...(content.rows
      ? { rows: content.rows.map((r) => ({ label: text(r.label), value: text(r.value) })) }
      : {}),
  };
  return { content: prepared, fonts: [...fonts], emoji };
}
