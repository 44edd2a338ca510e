import { createSeededRng, STYLE_PROMPTS, CHARACTER_VOICES } from "@riddlebook/rules";
import { writeRiddle } from "/work/main/packages/bots/src/write/write-riddle.server";
const t0 = performance.now();
for (const prompt of [null, ...STYLE_PROMPTS, "Pirate", "Caveman", "Robot"]) {
  for (const [word, page, persona] of [["chair",1,"auntie"],["candle",1,"grandpa"],["giraffe",4,"random"]] as const) {
    const w = writeRiddle({ word, page, persona, rng: createSeededRng(word.length * 7 + (prompt?.length ?? 0)), prompt });
    console.log(`--- ${prompt} / ${word} / ${w.persona}${w.lie ? " LIE: " + w.lie : ""}\n${w.riddle}`);
  }
}
console.log("ms", performance.now() - t0);
