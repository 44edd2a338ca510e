import { createSeededRng, BOT_TYPES, BOT_DIFFICULTIES } from "@riddlebook/rules";
import { getPage, pageNumbers } from "@riddlebook/words";
import { writeRiddle } from "../src/write/write-riddle.server";
import { warmUp } from "../src/knowledge/warm-up.server";
import * as adj from "../src/write/adjectives.server";
import nlp from "compromise";
warmUp(); adj.adjectivesIn("x");
const PAGES = pageNumbers();
let t = performance.now();
for (let i = 0; i < 200; i++) { const page = PAGES[i % PAGES.length]!; const words = getPage(page)!.words;
  writeRiddle({ word: words[(i * 7) % words.length]!, page, persona: BOT_TYPES[i % 3]!, difficulty: BOT_DIFFICULTIES[i % 4]!, rng: createSeededRng(i), prompt: "No adjectives", drafts: 3 }); }
console.log("write", performance.now() - t);
t = performance.now();
for (let i = 0; i < 200; i++) nlp("Oh, love, the kettle is on, so listen:\nI stand on four legs with my back waiting for someone to lean on me.\nWhen the music stops, everybody scrambles to grab one of me.\nNow, pet, what am I? " + i).json();
console.log("json", performance.now() - t);
