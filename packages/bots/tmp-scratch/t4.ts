import { createSeededRng } from "@riddlebook/rules";
import { pagesWithWord, checkRiddle } from "@riddlebook/words";
import { bankCluesFor } from "../src/write/clue-bank.server";
import { quotedGloss } from "../src/write/gloss-quote.server";
for (const w of ["ruler", "champion"]) { const p = pagesWithWord(w); console.log(w, p); for (const pg of p) { const b = bankCluesFor(w, pg); console.log(pg, b.length, b.map(c => [c.text, checkRiddle(w, c.text, pg).ok, quotedGloss(w, c.text)])); } }
