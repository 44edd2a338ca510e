// Checks the hand-written clue bank (packages/bots/clue-bank): `npm run clue-bank [-- PAGE …]`.
// Prints every problem and exits 1 when there is one; see problemsOfBankPage for the rules.
import { loadClueBank, problemsOfBankPage } from "../src/write/clue-bank.server";

const only = new Set(process.argv.slice(2).map(Number));
const pages = loadClueBank().filter((page) => only.size === 0 || only.has(page.pageNumber));
let count = 0;
for (const page of pages) {
  const problems = problemsOfBankPage(page);
  count += problems.length;
  for (const line of problems) console.log(line);
  const clues = Object.values(page.words).reduce((n, list) => n + list.length, 0);
  console.log(
    `page ${page.pageNumber}: ${Object.keys(page.words).length} words, ${clues} clues, ${problems.length} problem(s)`,
  );
}
if (pages.length === 0) console.log("no bank pages found");
process.exit(count > 0 ? 1 : 0);
