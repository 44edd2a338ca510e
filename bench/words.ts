// Words benchmark: `npm run bench:words`. Prints figures only.
//  - rule checker latency (p50/p99) over many 500-character riddles, light entry with page data;
//  - the size of each page's precomputed data as shipped to the browser (raw and gzipped);
//  - the server memory added by loading word knowledge (page data, then WordNet on the fly).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import { dirname, join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

function memory() {
  for (let i = 0; i < 3; i++) gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, external: m.external + m.arrayBuffers };
}
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const kb = (n: number) => `${(n / 1024).toFixed(2)} kB`;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

// A deterministic pseudo-random source (mulberry32), so runs are comparable.
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const before = memory();
const words = await import("@riddlebook/words");
const afterPages = memory();
const check = await import("@riddlebook/words/check");

// ---- checker latency -------------------------------------------------------------------------
const FILLER =
  "i glow and i fade in the dark of the night, a small thing of wonder that gives you some light; " +
  "you find me in houses, in gardens and streets, where shadows are long and the silence repeats. " +
  "what am i? ask the wind, ask the stars, ask the sea — the answer is hidden, but close, close to thee!";
const fillerWords = FILLER.split(" ");
const random = rng(42);
const pages = words.pageNumbers();
const riddles: { word: string; text: string; page: number }[] = [];
for (let i = 0; i < 5000; i++) {
  const page = pages[Math.floor(random() * pages.length)]!;
  const data = words.pageData(page)!;
  const entry = data.words[Math.floor(random() * data.words.length)]!;
  const pool = [
    ...fillerWords,
    ...data.words.map((w) => w.word),
    ...entry.inflections,
    ...entry.compounds.slice(0, 3),
    ...entry.synonyms.slice(0, 2),
    "Caf\u00e9,",
    "“quoted”",
    "can-dle",
    "it’s",
    "👍",
  ];
  let text = "";
  while (text.length < 520) text += `${pool[Math.floor(random() * pool.length)]} `;
  riddles.push({ word: entry.word, text: [...text].slice(0, 500).join(""), page });
}

function timeChecks(run: (r: (typeof riddles)[number]) => unknown): { wall: number[]; cpu: number[] } {
  for (const r of riddles) run(r); // warm-up: every word's lookup tables are built once, then cached
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < 4; round++) {
    for (const r of riddles) {
      const c = process.cpuUsage();
      const t = performance.now();
      run(r);
      wall.push(performance.now() - t);
      const d = process.cpuUsage(c);
      cpu.push((d.user + d.system) / 1000);
    }
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

const light = timeChecks((r) => check.checkRiddle(r.word, r.text, words.pageData(r.page)));
const server = timeChecks((r) => words.checkRiddle(r.word, r.text, r.page));
const matchTimes = timeChecks((r) => words.matchGuess(r.word, `  ${r.word.toUpperCase()}s `, r.page));
const fmt = (t: number[]) =>
  `p50 ${(percentile(t, 50) * 1000).toFixed(1)} µs, p99 ${(percentile(t, 99) * 1000).toFixed(1)} µs, max ${(t.at(-1)! * 1000).toFixed(0)} µs`;
const report = (name: string, t: { wall: number[]; cpu: number[] }) => {
  console.log(`  ${name} (n=${t.wall.length})`);
  console.log(`    wall clock: ${fmt(t.wall)}`);
  console.log(`    CPU time:   ${fmt(t.cpu)} (1 µs resolution; excludes time the process was not scheduled)`);
};
console.log(
  `machine: ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
console.log("checkRiddle, 500-character riddles, warm (each word's tables built once):");
report("light entry with page data (browser path)", light);
report("server entry with page number", server);
console.log("matchGuess, server entry:");
report("guess with case, spaces and a plural", matchTimes);
// A fresh copy of a page, so that no word's tables are cached yet.
const coldPage = JSON.parse(JSON.stringify(words.pageData(1))) as NonNullable<
  ReturnType<typeof words.pageData>
>;
const coldStart = performance.now();
for (const w of coldPage.words) check.prepareCheck(w.word, coldPage);
console.log(
  `first check of a word builds its tables: ${(((performance.now() - coldStart) / coldPage.words.length) * 1000).toFixed(0)} µs per word (call prepareCheck when the word is chosen)`,
);

// ---- data size per page ----------------------------------------------------------------------
const require = createRequire(import.meta.url);
const dataDir = join(dirname(require.resolve("@riddlebook/words/generated/index.json")));
const sizes = pages.map((n) => {
  const raw = readFileSync(join(dataDir, `page-${n}.json`));
  return { n, raw: raw.length, gz: gzipSync(raw, { level: 9 }).length };
});
const gz = sizes.map((s) => s.gz);
const raw = sizes.map((s) => s.raw);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`\npage data shipped per page (${sizes.length} pages, gzip -9):`);
console.log(
  `  gzipped: max ${kb(Math.max(...gz))} (page ${sizes.find((s) => s.gz === Math.max(...gz))!.n}), mean ${kb(mean(gz))}, min ${kb(Math.min(...gz))}`,
);
console.log(`  raw:     max ${kb(Math.max(...raw))}, mean ${kb(mean(raw))}`);
console.log(`  per page gzipped: ${sizes.map((s) => `${s.n}:${(s.gz / 1024).toFixed(1)}`).join(" ")}`);

// ---- memory ----------------------------------------------------------------------------------
const t0 = performance.now();
for (const w of ["volcano", "lantern", "happy", "free", "silent", "harbour", "whisper", "meadowlark"]) {
  words.checkRiddle(w, "a riddle about something", undefined);
}
const onTheFlyMs = performance.now() - t0;
const afterWordNet = memory();
const delta = (a: ReturnType<typeof memory>, b: ReturnType<typeof memory>) =>
  `RSS +${mb(b.rss - a.rss)}, heap +${mb(b.heap - a.heap)}, external +${mb(b.external - a.external)}`;
console.log("\nserver memory for word knowledge:");
console.log(`  baseline:                                   RSS ${mb(before.rss)}, heap ${mb(before.heap)}`);
console.log(`  + words package with all page data:         ${delta(before, afterPages)}`);
console.log(
  `  + WordNet opened, 8 words derived on the fly: ${delta(afterPages, afterWordNet)} (${onTheFlyMs.toFixed(0)} ms incl. open)`,
);
console.log(`  total added:                                ${delta(before, afterWordNet)}`);
