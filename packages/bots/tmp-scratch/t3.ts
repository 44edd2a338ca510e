import { createSeededRng, STYLE_PROMPTS, BOT_TYPES, BOT_DIFFICULTIES } from "@riddlebook/rules";
import { getPage, pageNumbers } from "@riddlebook/words";
import { writeRiddle } from "../src/write/write-riddle.server";
import { warmUp } from "../src/knowledge/warm-up.server";
console.log("warm", warmUp());
for (const prompt of [null, ...STYLE_PROMPTS]) {
  const t0 = performance.now(); let fb = 0; const samples: string[] = [];
  for (let i = 0; i < 100; i++) {
    const pages = pageNumbers(); const page = pages[i % pages.length]!; const words = getPage(page)!.words; const word = words[(i * 7) % words.length]!;
    const w = writeRiddle({ word, page, persona: BOT_TYPES[i % 3]!, difficulty: BOT_DIFFICULTIES[i % 4]!, rng: createSeededRng(i), prompt, drafts: 4 });
    if (w.clues.length === 0) fb++;
    if (i % 37 === 0) samples.push(`[${word}] ${w.riddle}`);
  }
  console.log(prompt, "ms/riddle", ((performance.now() - t0) / 100).toFixed(1), "fallbacks", fb);
  if (prompt === "Haiku" || prompt === "Children's rhyme") console.log(samples.join("\n"));
}
