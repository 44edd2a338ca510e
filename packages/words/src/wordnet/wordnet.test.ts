import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openWordNet, type Pos, wordnetDictPath } from "./wordnet.server";

// The reader reads lines by byte offset through a sparse index; these tests hold it to what a
// plain reading of the whole files gives.
const dir = wordnetDictPath();
const FILES: Record<Pos, string> = { n: "noun", v: "verb", a: "adj", r: "adv" };
const POSES = ["n", "v", "a", "r"] as const;
const dataLines = (name: string) =>
  readFileSync(join(dir, name), "latin1")
    .split("\n")
    .filter((l) => l !== "" && !l.startsWith("  "));

describe("the WordNet reader", () => {
  const wn = openWordNet();

  it("reads every synset of every data file at its byte offset", () => {
    const wrong: string[] = [];
    for (const pos of POSES) {
      const text = readFileSync(join(dir, `data.${FILES[pos]}`), "latin1");
      let checked = 0;
      for (let i = 0; i < text.length; ) {
        const nl = text.indexOf("\n", i);
        const end = nl === -1 ? text.length : nl;
        if (text.charCodeAt(i) !== 32) {
          const line = text.slice(i, end);
          const s = wn.synset(pos, i);
          const bar = line.indexOf(" | ");
          const gloss = Buffer.from(line.slice(bar + 3).trim(), "latin1").toString("utf8");
          const pointers = Number(line.slice(0, bar).split(" ")[4 + 2 * s.words.length]);
          if (s.offset !== i || s.gloss !== gloss || s.pointers.length !== pointers)
            wrong.push(`${pos}:${i}`);
          checked++;
        }
        i = end + 1;
      }
      expect(checked).toBeGreaterThan(3000);
    }
    expect(wrong).toEqual([]);
  });

  it("finds every lemma of every index file, and its synsets in order", () => {
    for (const pos of POSES) {
      const lines = dataLines(`index.${FILES[pos]}`);
      const lemmas = wn.lemmas(pos);
      expect(lemmas).toEqual(lines.map((l) => l.slice(0, l.indexOf(" "))));
      lines.forEach((line, i) => {
        if (i % 7 !== 0 && i !== lines.length - 1) return;
        const parts = line.trim().split(" ");
        const offsets = parts.slice(parts.length - Number(parts[2])).map(Number);
        expect(
          wn.synsets(lemmas[i]!, pos).map((s) => s.offset),
          lemmas[i],
        ).toEqual(offsets);
        expect(wn.has(lemmas[i]!.replace(/_/g, " "), pos)).toBe(true);
      });
    }
  });

  it("gives a lemma's senses from index.sense, and resolves sense keys", () => {
    const lines = dataLines("index.sense");
    const byLemma = new Map<string, string[]>();
    for (const l of lines) {
      const lemma = l.slice(0, l.indexOf("%"));
      byLemma.set(lemma, [...(byLemma.get(lemma) ?? []), l.slice(0, l.indexOf(" "))]);
    }
    const sample = [...byLemma].filter((_, i) => i % 11 === 0 || i === byLemma.size - 1);
    sample.push(["a", byLemma.get("a")!], ["bat", byLemma.get("bat")!]);
    for (const [lemma, keys] of sample) {
      expect(
        wn.senses(lemma).map((s) => s.key),
        lemma,
      ).toEqual(keys);
    }
    expect(wn.senseByKey("bat%1:05:00::")?.words).toContain("bat");
    expect(wn.senseByKey("bat%1:99:00::")).toBeUndefined();
  });

  it("knows nothing of words WordNet lacks, before the first lemma or after the last", () => {
    for (const w of ["", "aaaaaaaa", "qzxv", "zzzzzzzzzz", "ice creamy"]) {
      expect(wn.has(w)).toBe(false);
      expect(wn.synsets(w)).toEqual([]);
      expect(wn.senses(w)).toEqual([]);
    }
    expect(wn.synsets("ice cream").map((s) => s.words[0])).toContain("ice cream");
  });
});
