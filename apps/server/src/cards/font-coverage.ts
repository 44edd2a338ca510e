import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";

/**
 * The characters a WOFF font file really draws, read from its `cmap` table. A Fontsource package's
 * `unicode.json` names the characters each subset file is *for* (one slicing shared by a whole font
 * family), not those it has: Noto Sans SC's slices name Hangul and Thai it has no glyph for.
 */

/** Sorted [first, last] code point ranges. */
type Ranges = [number, number][];

function table(woff: Buffer, tag: string): Buffer | undefined {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF font");
  const count = woff.readUInt16BE(12);
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    if (woff.toString("latin1", at, at + 4) !== tag) continue;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const original = woff.readUInt32BE(at + 12);
    const data = woff.subarray(offset, offset + compressed);
    return compressed < original ? inflateSync(data) : data;
  }
  return undefined;
}

/** Format 12 (any plane): groups of consecutive code points. */
function format12(cmap: Buffer, at: number): Ranges {
  const groups = cmap.readUInt32BE(at + 12);
  const ranges: Ranges = [];
  for (let g = 0; g < groups; g++) {
    const entry = at + 16 + g * 12;
    ranges.push([cmap.readUInt32BE(entry), cmap.readUInt32BE(entry + 4)]);
  }
  return ranges;
}

/** Format 4 (the Basic Multilingual Plane): segments of code points, the last one a 0xFFFF marker. */
function format4(cmap: Buffer, at: number): Ranges {
  const segments = cmap.readUInt16BE(at + 6) / 2;
  const ranges: Ranges = [];
  for (let s = 0; s < segments; s++) {
    const end = cmap.readUInt16BE(at + 14 + s * 2);
    const start = cmap.readUInt16BE(at + 16 + segments * 2 + s * 2);
    if (start !== 0xffff) ranges.push([start, end]);
  }
  return ranges;
}

/** The code point ranges `file` (a WOFF font) maps to glyphs. */
export function fontCoverage(file: string): Ranges {
  const cmap = table(readFileSync(file), "cmap");
  if (!cmap) return [];
  const subtables = Array.from({ length: cmap.readUInt16BE(2) }, (_, i) => cmap.readUInt32BE(4 + i * 8 + 4));
  const formats = subtables.map((at) => ({ at, format: cmap.readUInt16BE(at) }));
  const full = formats.find((s) => s.format === 12);
  if (full) return format12(cmap, full.at);
  const bmp = formats.find((s) => s.format === 4);
  return bmp ? format4(cmap, bmp.at) : [];
}

/** Whether sorted `ranges` hold `cp`. */
export function inRanges(ranges: Ranges, cp: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [first, last] = ranges[mid] ?? [0, -1];
    if (cp < first) hi = mid - 1;
    else if (cp > last) lo = mid + 1;
    else return true;
  }
  return false;
}
