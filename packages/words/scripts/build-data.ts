// Regenerates packages/words/generated/ from the wordbook sources and WordNet:
//   npm run build -w @riddlebook/words
// The output is deterministic and checked in; a test fails when it is stale.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderDataFiles } from "../src/knowledge/data-files.server";
import { PAGE_SOURCES } from "../src/wordbook/pages";
import { openWordNet } from "../src/wordnet/wordnet.server";

const dataDir = join(dirname(fileURLToPath(import.meta.url)), "..", "generated");
const started = performance.now();
const files = renderDataFiles(openWordNet(), PAGE_SOURCES);
mkdirSync(dataDir, { recursive: true });
for (const name of readdirSync(dataDir)) if (!files.has(name)) rmSync(join(dataDir, name));
for (const [name, content] of files) writeFileSync(join(dataDir, name), content);
console.log(`wrote ${files.size} files to ${dataDir} in ${Math.round(performance.now() - started)} ms`);
