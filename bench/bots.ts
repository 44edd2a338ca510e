// Bots benchmark: `npm run bench:bots`. Prints figures only.
//  - the guesser's top-1 and top-3 accuracy on the hand-written riddle set (bench/riddles, the set it
//    was tuned on), with the page's words as choices, next to a definitions-only guesser and random choice;
//  - the same on the held-out set (bench/riddles-heldout, written by other hands before tuning and
//    never used for it): its game-style riddles (game-*.jsonl) against their page's words, and
//    top-1 on its classic riddles (classic-*.jsonl) with their five free-form choices. Figures only,
//    never misses: no weight may be changed after seeing them (issue 12);
//  - bot-written riddles (one per word on every page) solved by the guesser, by the different
//    solver (the guesser without word knowledge: WordNet evidence only) and by the weaker
//    definitions-only guesser, how many pass the rule checker, how many quote four or more words of
//    a WordNet gloss of their word, and opening-line variety (distinct first lines per 100 riddles);
//  - their mechanical counts (issue 30): keyword lines, give-aways, lower-case proper nouns, and
//    frame repetition over 200 riddles of each persona;
//  - the different solver and the definitions-only guesser on bot riddles by persona and difficulty;
//  - guess latency (24-word pages), riddle-writing latency, and the memory word knowledge adds.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { loadRiddleSet } from "@riddlebook/bots/riddle-set";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

function memory() {
  for (let i = 0; i < 3; i++) gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, external: m.external + m.arrayBuffers };
}
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;
const ms = (n: number) => `${n.toFixed(2)} ms`;
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const before = memory();
const rules = await import("@riddlebook/rules");
const words = await import("@riddlebook/words");
const bots = await import("@riddlebook/bots");
const afterImport = memory();
const warmMs = bots.warmUp();
const afterWarm = memory();

// ---- the hand-written riddle set ---------------------------------------------------------------
const set = loadRiddleSet(join(dirname(fileURLToPath(import.meta.url)), "riddles"));

/**
 * Who solves: the guesser; the different solver, the same guesser without the clue bank the bots
 * write from (WordNet evidence only); or the definitions-only guesser.
 */
type Solver = "full" | "no-bank" | "definitions";
const SOLVER_OPTIONS = {
  full: { depth: "full" },
  "no-bank": { depth: "full", knowledge: false },
  definitions: { depth: "definitions" },
} as const;

const guessTimes: number[] = [];
function rankOf(riddle: string, answer: string, page: number, solver: Solver): number {
  const choices = words.getPage(page)!.words;
  const started = performance.now();
  const { ranking } = bots.guess(riddle, choices, SOLVER_OPTIONS[solver]);
  if (solver === "full") guessTimes.push(performance.now() - started);
  return ranking.findIndex((c) => c.word === answer);
}

function accuracy(items: readonly { riddle: string; answer: string; page: number }[], solver: Solver) {
  let top1 = 0;
  let top3 = 0;
  for (const r of items) {
    const rank = rankOf(r.riddle, r.answer, r.page, solver);
    if (rank === 0) top1++;
    if (rank >= 0 && rank < 3) top3++;
  }
  return { top1, top3 };
}

const pagesUsed = new Set(set.map((r) => r.page)).size;
const metaphorical = set.filter((r) => r.style === "metaphor").length;
const hands = new Set(set.map((r) => r.author)).size;
const meanChoices = set.reduce((s, r) => s + words.getPage(r.page)!.words.length, 0) / set.length;
const full = accuracy(set, "full");
const noBank = accuracy(set, "no-bank");
const defs = accuracy(set, "definitions");
const metaphorFull = accuracy(
  set.filter((r) => r.style === "metaphor"),
  "full",
);

console.log("Riddle set (bench/riddles)");
console.log(
  `  riddles: ${set.length} on ${pagesUsed} pages, ${hands} hands, ${metaphorical} metaphorical/poetic; ${meanChoices.toFixed(1)} choices on average`,
);
console.log(`  guesser top-1: ${pct(full.top1, set.length)}   top-3: ${pct(full.top3, set.length)}`);
console.log(
  `  guesser on the metaphorical ones: top-1 ${pct(metaphorFull.top1, metaphorical)}   top-3 ${pct(metaphorFull.top3, metaphorical)}`,
);
console.log(
  `  different solver (WordNet only, no word knowledge) top-1: ${pct(noBank.top1, set.length)}   top-3: ${pct(noBank.top3, set.length)}`,
);
console.log(
  `  definitions-only guesser top-1: ${pct(defs.top1, set.length)}   top-3: ${pct(defs.top3, set.length)}`,
);
console.log(`  random choice top-1: ${pct(1, meanChoices)}   top-3: ${pct(3, meanChoices)}`);

// ---- the held-out riddle set ---------------------------------------------------------------------
const heldOutDir = join(dirname(fileURLToPath(import.meta.url)), "riddles-heldout");
function heldOutLines<T>(prefix: string): T[] {
  if (!existsSync(heldOutDir)) return [];
  return readdirSync(heldOutDir)
    .filter((f) => f.startsWith(prefix) && f.endsWith(".jsonl"))
    .sort()
    .flatMap((f) =>
      readFileSync(join(heldOutDir, f), "utf8")
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line) as T),
    );
}
const heldOutGame = heldOutLines<{ page: number; answer: string; riddle: string; author: string }>("game-");
const heldOutClassic = heldOutLines<{ riddle: string; answer: string; choices: string[]; author: string }>(
  "classic-",
);
console.log("Held-out riddle set (bench/riddles-heldout; not used for tuning)");
if (heldOutGame.length > 0) {
  const h = accuracy(heldOutGame, "full");
  const hands = new Set(heldOutGame.map((r) => r.author)).size;
  console.log(`  game-style riddles: ${heldOutGame.length}, ${hands} hands; choices are the page's words`);
  console.log(
    `  guesser top-1: ${pct(h.top1, heldOutGame.length)}   top-3: ${pct(h.top3, heldOutGame.length)}`,
  );
  for (const hand of [...new Set(heldOutGame.map((r) => r.author))].sort()) {
    const rows = heldOutGame.filter((r) => r.author === hand);
    console.log(
      `    ${hand}: ${rows.length} riddles, top-1 ${pct(accuracy(rows, "full").top1, rows.length)}`,
    );
  }
}
if (heldOutClassic.length > 0) {
  let top1 = 0;
  for (const r of heldOutClassic)
    if (bots.guess(r.riddle, r.choices).choice.trim().toLowerCase() === r.answer.trim().toLowerCase()) top1++;
  const hands = new Set(heldOutClassic.map((r) => r.author)).size;
  console.log(
    `  classic riddles: ${heldOutClassic.length}, ${hands} hands; five choices each (chance 20.0 %)`,
  );
  console.log(`  guesser top-1: ${pct(top1, heldOutClassic.length)}`);
}
if (heldOutGame.length + heldOutClassic.length === 0) console.log("  (no held-out riddles found)");

// ---- bot-written riddles -----------------------------------------------------------------------
const written: { riddle: string; answer: string; page: number }[] = [];
const audits: ReturnType<typeof bots.auditRiddle>[] = [];
const writeTimes: number[] = [];
let checkerFailures = 0;
let glossQuotes = 0;
let longest = 0;
const personas = rules.BOT_TYPES;
let k = 0;
for (const page of words.pageNumbers()) {
  for (const word of words.getPage(page)!.words) {
    const rng = rules.createSeededRng(1000 + k);
    const persona = personas[k++ % personas.length]!;
    const started = performance.now();
    const out = bots.writeRiddle({ word, persona, page, rng });
    const { riddle } = out;
    writeTimes.push(performance.now() - started);
    audits.push(bots.auditRiddle(riddle, out, word, page));
    if (!words.checkRiddle(word, riddle, page).ok) checkerFailures++;
    if (bots.quotedGloss(word, riddle) !== null) glossQuotes++;
    longest = Math.max(longest, riddle.length);
    written.push({ riddle, answer: word, page });
  }
}
const botFull = accuracy(written, "full");
const botNoBank = accuracy(written, "no-bank");
const botDefs = accuracy(written, "definitions");
console.log("Bot-written riddles (one per word on every page, personas in turn)");
console.log(
  `  riddles: ${written.length}; with checker violations: ${checkerFailures}; longest: ${longest} characters`,
);
console.log(`  quoting four or more consecutive words of a WordNet gloss of their word: ${glossQuotes}`);
// Opening-line variety: distinct first lines in each run of 100 riddles, averaged over the runs.
const runs: number[] = [];
for (let i = 0; i + 100 <= written.length; i += 100)
  runs.push(new Set(written.slice(i, i + 100).map((w) => w.riddle.split("\n")[0])).size);
console.log(
  `  opening-line variety: ${(runs.reduce((a, b) => a + b, 0) / runs.length).toFixed(1)} distinct opening lines per 100 riddles (min ${Math.min(...runs)} over ${runs.length} runs)`,
);
console.log(
  `  solved by the guesser: top-1 ${pct(botFull.top1, written.length)}   top-3 ${pct(botFull.top3, written.length)}`,
);
console.log(
  `  solved by the different solver (WordNet only, no word knowledge): top-1 ${pct(botNoBank.top1, written.length)}   top-3 ${pct(botNoBank.top3, written.length)}`,
);
console.log(
  `  solved by the definitions-only guesser: top-1 ${pct(botDefs.top1, written.length)}   top-3 ${pct(botDefs.top3, written.length)}`,
);

// What a reader notices that a count can find (issue 30): each should be 0, or within its aim.
console.log("Bot-written riddles: mechanical counts (one per word on every page)");
console.log(`  keyword lines: ${audits.reduce((n, a) => n + a.keywordLines, 0)}`);
console.log(
  `  give-aways (synonym, near hypernym, compound half): ${audits.filter((a) => a.giveAway).length}`,
);
console.log(
  `  lower-case proper nouns: ${audits.reduce((n, a) => n + a.lowerCaseNames.length, 0)} ${[...new Set(audits.flatMap((a) => a.lowerCaseNames))].slice(0, 8).join(", ")}`,
);
// Frame repetition: over 200 riddles of each persona (medium), the share of the most used opener
// and closer (aim: none over 10 %).
for (const persona of personas) {
  const openers = new Map<string, number>();
  const closers = new Map<string, number>();
  let n = 0;
  for (const page of words.pageNumbers()) {
    for (const word of words.getPage(page)!.words.slice(0, 7)) {
      if (n >= 200) break;
      const out = bots.writeRiddle({ word, persona, page, rng: rules.createSeededRng(9000 + n++) });
      const a = bots.auditRiddle(out.riddle, out, word, page);
      if (a.opener) openers.set(a.opener, (openers.get(a.opener) ?? 0) + 1);
      if (a.closer) closers.set(a.closer, (closers.get(a.closer) ?? 0) + 1);
    }
  }
  const top = (m: Map<string, number>) => Math.max(0, ...m.values());
  console.log(
    `  ${persona}: ${n} riddles, ${openers.size} openers (most used ${pct(top(openers), n)}), ${closers.size} closers (most used ${pct(top(closers), n)})`,
  );
}

// A word met three times in a game (issue 30, ADR 042): the first word of every page at every
// difficulty, three riddles with the game's memory, personas in turn; riddles that repeat a line.
{
  let repeats = 0;
  let total = 0;
  for (const page of words.pageNumbers()) {
    const word = words.getPage(page)!.words[0]!;
    for (const difficulty of rules.BOT_DIFFICULTIES) {
      const used: string[] = [];
      for (const [i, persona] of personas.entries()) {
        const out = bots.writeRiddle({
          word,
          persona,
          page,
          difficulty,
          rng: rules.createSeededRng(7700 + page * 10 + i),
          usedClues: used,
        });
        if (out.clues.some((c) => used.includes(c))) repeats++;
        used.push(...out.clues);
        total++;
      }
    }
  }
  console.log(`  a word met three times in a game: ${repeats} of ${total} riddles repeat a clue line`);
}

// ---- bot-written riddles by persona and difficulty -------------------------------------------------
// Every other word of every page, once per difficulty, personas in turn; solved by the different
// solver (no clue bank) and by the definitions-only guesser, neither of which knows the clue bank
// the riddles are built from.
const byCell = new Map<string, { riddles: number; noBank: number; definitions: number }>();
const clueLines = new Map<string, number[]>();
let j = 0;
for (const difficulty of rules.BOT_DIFFICULTIES) {
  for (const page of words.pageNumbers()) {
    words.getPage(page)!.words.forEach((word, i) => {
      if (i % 2 !== 0) return;
      const persona = personas[j % personas.length]!;
      const { riddle, clues } = bots.writeRiddle({
        word,
        persona,
        page,
        difficulty,
        rng: rules.createSeededRng(5000 + j++),
      });
      clueLines.set(difficulty, [...(clueLines.get(difficulty) ?? []), clues.length]);
      const noBank = rankOf(riddle, word, page, "no-bank") === 0;
      const definitions = rankOf(riddle, word, page, "definitions") === 0;
      for (const key of [`${persona} ${difficulty}`, `all ${difficulty}`]) {
        const cell = byCell.get(key) ?? { riddles: 0, noBank: 0, definitions: 0 };
        cell.riddles++;
        if (noBank) cell.noBank++;
        if (definitions) cell.definitions++;
        byCell.set(key, cell);
      }
    });
  }
}
for (const [solver, title] of [
  ["noBank", "the different solver (WordNet only, no word knowledge)"],
  ["definitions", "the definitions-only guesser"],
] as const) {
  console.log(`Bot-written riddles solved top-1 by ${title}, by persona and difficulty`);
  for (const persona of [...personas, "all"]) {
    const cells = rules.BOT_DIFFICULTIES.map((d) => {
      const cell = byCell.get(`${persona} ${d}`)!;
      return `${d} ${pct(cell[solver], cell.riddles)}`;
    });
    console.log(`  ${persona.padEnd(8)} ${cells.join("   ")}`);
  }
}

console.log("Bot-written riddles: clue lines a riddle says, by difficulty (same riddles)");
console.log(
  `  ${rules.BOT_DIFFICULTIES.map((d) => {
    const n = clueLines.get(d) ?? [];
    return `${d} ${(n.reduce((a, b) => a + b, 0) / Math.max(1, n.length)).toFixed(2)}`;
  }).join("   ")}`,
);

// ---- latency and memory ------------------------------------------------------------------------
const afterRuns = memory();
console.log("Latency (after warm-up)");
console.log(
  `  guess (${guessTimes.length} guesses, 24-27 choices): p50 ${ms(percentile(guessTimes, 50))}   p99 ${ms(percentile(guessTimes, 99))}   max ${ms(Math.max(...guessTimes))}`,
);
console.log(
  `  write (${writeTimes.length} riddles): p50 ${ms(percentile(writeTimes, 50))}   p99 ${ms(percentile(writeTimes, 99))}   max ${ms(Math.max(...writeTimes))}`,
);
console.log(`  warm-up (gloss index and every wordbook word's evidence): ${ms(warmMs)}`);
console.log("Memory (RSS / heap / external, after GC)");
console.log(
  `  before loading:                ${mb(before.rss)} / ${mb(before.heap)} / ${mb(before.external)}`,
);
console.log(
  `  after import (page data):      +${mb(afterImport.rss - before.rss)} / +${mb(afterImport.heap - before.heap)} / +${mb(afterImport.external - before.external)}`,
);
console.log(
  `  after warm-up (word knowledge): +${mb(afterWarm.rss - before.rss)} / +${mb(afterWarm.heap - before.heap)} / +${mb(afterWarm.external - before.external)}`,
);
console.log(
  `  after all runs:                +${mb(afterRuns.rss - before.rss)} / +${mb(afterRuns.heap - before.heap)} / +${mb(afterRuns.external - before.external)}`,
);
