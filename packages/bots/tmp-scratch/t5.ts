import { createSeededRng, BOT_TYPES, BOT_DIFFICULTIES } from "@riddlebook/rules";
import { getPage, pageNumbers, checkRiddle } from "@riddlebook/words";
import { composerFor } from "../src/write/compose.server";
import { quotedGloss } from "../src/write/gloss-quote.server";
import { bankCluesFor } from "../src/write/clue-bank.server";
const word = "ruler", page = 22;
const comp = composerFor("Ancient prophecy");
const rng = createSeededRng(5);
const clues = bankCluesFor(word, page);
const ctx = { word, page, voice: "auntie" as const, rng, difficulty: "medium" as const, speed: false, take: (n: number) => clues.slice(0, n) };
for (let i = 0; i < 3; i++) { const d = comp.compose(ctx); console.log(d?.text, d && [d.text.length, comp.follows(d.text), checkRiddle(word, d.text, page), quotedGloss(word, d.text)]); }
