// The human-like panel for bot riddles (issue 30; rubric in docs/bot-riddle-panel.md).
//   npm run -s bench:bot-panel -- sample DIR   writes the sample for 4 readers: DIR/reader-N/riddles.jsonl
//                                              (what a reader sees) and DIR/answers.jsonl (kept from them)
//   npm run -s bench:bot-panel -- score DIR    reads DIR/answers.jsonl and DIR/reader-N/verdicts.jsonl
//                                              and prints the panel's figures
// The sample: 48 words, two from every page and more from the first pages, each written once at
// every difficulty (192 riddles), the personas in turn; the same seeds give the same sample.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [command, dir] = process.argv.slice(2);
if (!dir || (command !== "sample" && command !== "score")) {
  console.log("usage: bench:bot-panel -- sample DIR | score DIR");
  process.exit(2);
}

const VOICES: Record<string, string> = {
  auntie: "Auntie: a fussy, warm auntie; she passes on what the family and neighbours say of things",
  grandpa: "Grandpa: a nostalgic grandpa; he ties things to his memories",
  sphinx: "the Sphinx: a solemn riddler at a desert gate; the thing speaks as 'I'",
  jester: "the Jester: a silly, playful clown; the thing speaks as 'I'",
};
const READERS = 4;

interface Answer {
  id: number;
  answer: string;
  difficulty: string;
  persona: string;
  voice: string;
}
interface Verdict {
  id: number;
  guess: string;
  grammar: number;
  riddleLike: number;
  personaFit: number;
  fun: number;
  broken: boolean;
  fair: boolean;
}

const lines = <T>(file: string): T[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as T);

if (command === "sample") {
  const rules = await import("@riddlebook/rules");
  const words = await import("@riddlebook/words");
  const bots = await import("@riddlebook/bots");
  bots.warmUp();
  const rng = rules.createSeededRng(20261207);
  const picks: { word: string; page: number }[] = [];
  for (const page of words.pageNumbers()) {
    const list = words.getPage(page)!.words;
    const count = page <= 18 ? 2 : 1;
    const taken = new Set<string>();
    while (taken.size < count) taken.add(list[Math.floor(rng() * list.length)]!);
    for (const word of taken) picks.push({ word, page });
  }
  const answers: Answer[] = [];
  const seen: Record<string, unknown>[][] = Array.from({ length: READERS }, () => []);
  let id = 0;
  for (const [w, { word, page }] of picks.entries()) {
    for (const [d, difficulty] of rules.BOT_DIFFICULTIES.entries()) {
      // Each reader meets every persona: the persona turns with the word, the reader with both.
      const persona = rules.BOT_TYPES[(2 * w + d) % rules.BOT_TYPES.length]!;
      const out = bots.writeRiddle({
        word,
        page,
        persona,
        difficulty,
        rng: rules.createSeededRng(7000 + id),
      });
      const p = words.getPage(page)!;
      answers.push({ id, answer: word, difficulty, persona, voice: out.persona });
      // Each word's four riddles go to different readers, so no reader meets a word twice.
      seen[(w + d) % READERS]!.push({
        id,
        page: { title: p.category, words: p.words },
        voice: VOICES[out.persona],
        riddle: out.riddle,
      });
      id++;
    }
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "answers.jsonl"), `${answers.map((a) => JSON.stringify(a)).join("\n")}\n`);
  for (const [r, list] of seen.entries()) {
    mkdirSync(join(dir, `reader-${r + 1}`), { recursive: true });
    list.sort((a, b) => (((a.id as number) * 7919) % 193) - (((b.id as number) * 7919) % 193));
    writeFileSync(
      join(dir, `reader-${r + 1}`, "riddles.jsonl"),
      `${list.map((x) => JSON.stringify(x)).join("\n")}\n`,
    );
  }
  console.log(`${answers.length} riddles for ${READERS} readers in ${dir}`);
} else {
  const answers = new Map(lines<Answer>(join(dir, "answers.jsonl")).map((a) => [a.id, a]));
  const verdicts = readdirSync(dir)
    .filter((f) => f.startsWith("reader-"))
    .flatMap((f) => lines<Verdict>(join(dir, f, "verdicts.jsonl")));
  const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)} %`;
  const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)).toFixed(2);
  const solved = (v: Verdict) => v.guess.trim().toLowerCase() === answers.get(v.id)!.answer;
  console.log(`Panel: ${verdicts.length} verdicts on ${answers.size} riddles`);
  console.log(
    `  grammar ${mean(verdicts.map((v) => v.grammar))}   riddle-like ${mean(verdicts.map((v) => v.riddleLike))}   persona fit ${mean(verdicts.map((v) => v.personaFit))}   fun ${mean(verdicts.map((v) => v.fun))}`,
  );
  console.log(
    `  broken: ${pct(verdicts.filter((v) => v.broken).length, verdicts.length)}   unfair: ${pct(verdicts.filter((v) => !v.fair).length, verdicts.length)}`,
  );
  for (const difficulty of ["easy", "medium", "hard", "expert"]) {
    const cell = verdicts.filter((v) => answers.get(v.id)!.difficulty === difficulty);
    console.log(
      `  ${difficulty.padEnd(7)} solved ${pct(cell.filter(solved).length, cell.length)} of ${cell.length}`,
    );
  }
  for (const persona of ["auntie", "grandpa", "random"]) {
    const cell = verdicts.filter((v) => answers.get(v.id)!.persona === persona);
    console.log(
      `  ${persona.padEnd(7)} persona fit ${mean(cell.map((v) => v.personaFit))}   fun ${mean(cell.map((v) => v.fun))}   riddle-like ${mean(cell.map((v) => v.riddleLike))}   (${cell.length})`,
    );
  }
}
