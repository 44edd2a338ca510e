// Battle bots benchmark: `npm run bench:battle-bots`. Prints figures only; seeded, so every run
// prints the same table. For each bot difficulty (easy, medium, hard, expert):
//  - "solves": the share of a fixed set of hand-written riddles that a bot of that difficulty names
//    correctly, choosing among the riddle's page words as in a game (bench/riddles and the game-style
//    riddles of bench/riddles-heldout);
//  - "its riddles solved": the share of riddles written by a bot of that difficulty (every other word
//    of every wordbook page, personas in turn) that a fixed guesser names correctly: the different
//    solver (the guesser without the clue bank the bots write from, always naming its best
//    candidate, the nearest to a person who never saw the bank) and the weaker definitions-only
//    guesser. (A bot guessing with the clue bank knows every clue a bot writes from, so it is no
//    measure of how hard a bot's riddle is.)
// Fewer solves means a weaker guesser; fewer of its riddles solved means harder riddles.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadRiddleSet } from "@riddlebook/bots/riddle-set";

const rules = await import("@riddlebook/rules");
const words = await import("@riddlebook/words");
const bots = await import("@riddlebook/bots");
bots.warmUp();

const here = dirname(fileURLToPath(import.meta.url));
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;

const heldOutDir = join(here, "riddles-heldout");
const heldOut = readdirSync(heldOutDir)
  .filter((f) => f.startsWith("game-") && f.endsWith(".jsonl"))
  .sort()
  .flatMap((f) =>
    readFileSync(join(heldOutDir, f), "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as { page: number; answer: string; riddle: string }),
  );
const fixedSet = [...loadRiddleSet(join(here, "riddles")), ...heldOut];

/** Whether a bot of `difficulty` names `answer` for `riddle` among its page's words. */
function solves(
  riddle: string,
  answer: string,
  page: number,
  difficulty: (typeof rules.BOT_DIFFICULTIES)[number],
  seed: number,
): boolean {
  const choices = words.getPage(page)!.words;
  const { choice } = bots.guess(riddle, choices, {
    difficulty,
    rng: rules.createSeededRng(seed),
    pageNumber: page,
  });
  return choice === answer;
}

const rows: string[][] = [];
const personas = rules.BOT_TYPES;
for (const difficulty of rules.BOT_DIFFICULTIES) {
  let solved = 0;
  fixedSet.forEach((r, i) => {
    if (solves(r.riddle, r.answer, r.page, difficulty, 100 + i)) solved++;
  });
  let written = 0;
  let byDifferent = 0;
  let byDefinitions = 0;
  let j = 0;
  for (const page of words.pageNumbers()) {
    words.getPage(page)!.words.forEach((word, i) => {
      if (i % 2 !== 0) return;
      const persona = personas[j % personas.length]!;
      const { riddle } = bots.writeRiddle({
        word,
        persona,
        page,
        difficulty,
        rng: rules.createSeededRng(5000 + j),
      });
      written++;
      const choices = words.getPage(page)!.words;
      if (bots.guess(riddle, choices, { depth: "full", knowledge: false, pageNumber: page }).choice === word)
        byDifferent++;
      if (bots.guess(riddle, choices, { depth: "definitions", pageNumber: page }).choice === word)
        byDefinitions++;
      j++;
    });
  }
  rows.push([
    difficulty,
    pct(solved, fixedSet.length),
    pct(byDifferent, written),
    pct(byDefinitions, written),
    String(written),
  ]);
}

console.log(
  `Battle bots by difficulty (seeded; ${fixedSet.length} hand-written riddles to solve, page words as choices)`,
);
const header = [
  "difficulty",
  "solves",
  "its riddles solved by the different solver",
  "… by the definitions-only guesser",
  "riddles written",
];
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
const line = (cells: string[]) => `| ${cells.map((cell, c) => cell.padEnd(widths[c]!)).join(" | ")} |`;
console.log(line(header));
console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const row of rows) console.log(line(row));
