import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { wordnetDictPath } from "@riddlebook/words/wordnet";
import { describe, expect, it } from "vitest";
import { stem } from "../text/stem";
import {
  computeEvidenceBag,
  EVIDENCE_FILE,
  evidenceBag,
  precomputedBags,
  wordbookSenses,
} from "./bag.server";
import { encodeEvidence } from "./evidence-data.server";
import { createGlossIndex, GENERATED_FILE, glossIndex } from "./gloss-index.server";
import { buildGlossIndexData, decodeGlossIndexData, encodeGlossIndexData } from "./gloss-index-data.server";

const dataDir = join(import.meta.dirname, "..", "..", "generated");
const checkedIn = (name: string) => gunzipSync(readFileSync(join(dataDir, name)));

describe("the generated files", () => {
  const built = buildGlossIndexData(wordnetDictPath());
  const index = createGlossIndex(built);

  it("hold what the generator produces now, so stale data fails (run `npm run build -w @riddlebook/bots`)", () => {
    expect(Buffer.compare(checkedIn(GENERATED_FILE), encodeGlossIndexData(built)), GENERATED_FILE).toBe(0);
    const bags = wordbookSenses().map(({ word, sense }) => ({
      sense,
      bag: computeEvidenceBag(word, "full", sense, index),
    }));
    expect(Buffer.compare(checkedIn(EVIDENCE_FILE), encodeEvidence(bags, index)), EVIDENCE_FILE).toBe(0);
  });

  it("give every wordbook word its evidence, the same as building it now", () => {
    const loaded = glossIndex();
    const senses = wordbookSenses();
    expect(precomputedBags().size).toBe(senses.length);
    for (const { word, sense } of senses.filter((_, i) => i % 5 === 0)) {
      const bag = evidenceBag(word);
      expect(bag).toBe(precomputedBags().get(word)?.bag);
      const fresh = computeEvidenceBag(word, "full", sense, loaded);
      expect([...bag.ids], word).toEqual([...fresh.ids]);
      expect([...bag.weights], word).toEqual([...fresh.weights]);
    }
    // Another sense, or the definitions only: built now.
    expect(evidenceBag("bat", "full", "bat%1:06:00::")).not.toBe(precomputedBags().get("bat")?.bag);
    expect(evidenceBag("bat", "definitions")).not.toBe(precomputedBags().get("bat")?.bag);
  });

  it("decodes to the data it was encoded from", () => {
    const decoded = decodeGlossIndexData(encodeGlossIndexData(built));
    expect(decoded.vocabulary).toEqual(built.vocabulary);
    expect(decoded.lemmas).toBe(built.lemmas);
    for (const k of ["refs", "lexFiles", "stems", "starts", "defEnds", "glossEnds"] as const)
      expect(Buffer.compare(Buffer.from(decoded[k].buffer), Buffer.from(built[k].buffer)), k).toBe(0);
  });

  it("is what the bots use, and answers like an index built from WordNet", () => {
    const loaded = glossIndex();
    const fresh = index;
    expect(loaded.documents).toBe(fresh.documents);
    expect(loaded.documents).toBeGreaterThan(100_000);
    for (const word of ["candle", "wick", "bat", "wing", "flying", "nocturnal", "of", "zzzq"]) {
      const id = loaded.id(stem(word));
      expect(id).toBe(fresh.id(stem(word)));
      expect(loaded.idf(id)).toBe(fresh.idf(id));
      expect([...loaded.mentions(id)]).toEqual([...fresh.mentions(id)]);
    }
    const wick = loaded.mentions(loaded.id(stem("wick")));
    expect(wick.length).toBeGreaterThan(0);
    for (const doc of [0, wick[0]!, loaded.documents - 1]) {
      const { pos, offset } = loaded.synsetOf(doc);
      expect(loaded.documentOf(pos, offset)).toBe(doc);
      expect(loaded.lemmas(doc)).toEqual(fresh.lemmas(doc));
      expect(loaded.lexName(doc)).toBe(fresh.lexName(doc));
      expect([...loaded.definitionStems(doc)]).toEqual([...fresh.definitionStems(doc)]);
      expect([...loaded.headStems(doc)]).toEqual([...fresh.headStems(doc)]);
    }
    expect(loaded.lemmas(loaded.documentOf("n", wordnetOffsetOfCandle()))).toContain("candle");
  });
});

function wordnetOffsetOfCandle(): number {
  const line = readFileSync(join(wordnetDictPath(), "index.noun"), "latin1").match(/^candle n .*$/m)![0];
  const parts = line.trim().split(" ");
  return Number(parts[parts.length - Number(parts[2])]);
}
