// Regenerates packages/bots/generated/ from WordNet and the wordbook:
//   npm run build -w @riddlebook/bots
//  - gloss-index.bin.gz: the gloss index (stems, postings, headwords of every WordNet gloss);
//  - evidence.bin.gz: the full evidence bag of every wordbook word, for its pinned sense.
// The content is deterministic and checked in; `generated-files.test.ts` fails when it is stale.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { constants, gzipSync } from "node:zlib";
import { wordnetDictPath } from "@riddlebook/words/wordnet";
import { computeEvidenceBag, EVIDENCE_FILE, wordbookSenses } from "../src/knowledge/bag.server";
import { encodeEvidence } from "../src/knowledge/evidence-data.server";
import { createGlossIndex, GENERATED_FILE } from "../src/knowledge/gloss-index.server";
import { buildGlossIndexData, encodeGlossIndexData } from "../src/knowledge/gloss-index-data.server";

const dataDir = join(dirname(fileURLToPath(import.meta.url)), "..", "generated");
const started = performance.now();
const data = buildGlossIndexData(wordnetDictPath());
const index = createGlossIndex(data);
const bags = wordbookSenses().map(({ word, sense }) => ({
  sense,
  bag: computeEvidenceBag(word, "full", sense, index),
}));
const files = new Map([
  [GENERATED_FILE, encodeGlossIndexData(data)],
  [EVIDENCE_FILE, encodeEvidence(bags, index)],
]);
mkdirSync(dataDir, { recursive: true });
const kb = (n: number) => `${Math.round(n / 1024)} kB`;
for (const [name, raw] of files) {
  const packed = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
  writeFileSync(join(dataDir, name), packed);
  console.log(`wrote ${name} (${kb(packed.length)}, ${kb(raw.length)} unpacked)`);
}
console.log(`to ${dataDir} in ${Math.round(performance.now() - started)} ms`);
