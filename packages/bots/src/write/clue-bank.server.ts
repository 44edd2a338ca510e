import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkRiddle, getPage, wordForms } from "@riddlebook/words";
import { CLUE_BANK_PAGES } from "../../clue-bank";

/**
 * The hand-written clue bank (`packages/bots/clue-bank/page-N.json`): for each wordbook word, short
 * first-person clues a player would write, each tagged with its kind and how directly it points at
 * the word (1 plainly, 3 slyly). Bots build riddles from these before anything WordNet offers. It is
 * project data, reviewed like code: `problemsOfBankPage` is what its test and `npm run clue-bank`
 * hold every clue to.
 */
export const CLUE_KINDS = ["metaphor", "function", "appearance", "place", "trope", "wordplay"] as const;
export type BankClueKind = (typeof CLUE_KINDS)[number];

export interface BankClue {
  text: string;
  kind: BankClueKind;
  difficulty: 1 | 2 | 3;
}

export interface BankPage {
  pageNumber: number;
  words: Record<string, BankClue[]>;
}

/**
 * At least this many clues per word, of at least `MIN_KINDS` kinds, with at least `MIN_EACH` plain
 * (function, appearance, place) and `MIN_EACH` oblique (metaphor, trope, wordplay) ones, so that
 * easy bots and hard bots each have enough of their own and a word met three times need not repeat
 * a line (docs/decisions/042-bot-riddles-from-whole-clues.md).
 */
const MIN_CLUES = 12;
const MIN_KINDS = 5;
const MIN_EACH = 5;
const PLAIN_KINDS: readonly BankClueKind[] = ["function", "appearance", "place"];
/** A clue is one short line. */
const MAX_CLUE_LENGTH = 120;

const bankDir = join(dirname(fileURLToPath(import.meta.url)), "../../clue-bank");

/** The bank's pages, as stored (every page file in the folder). */
export function loadClueBank(dir = bankDir): BankPage[] {
  return readdirSync(dir)
    .filter((file) => /^page-\d+\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as BankPage)
    .sort((a, b) => a.pageNumber - b.pageNumber);
}

/** The words of `text`, lower case, letters and apostrophes only. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
}

/**
 * Everything wrong with one bank page, as readable lines ("page 1 chair: …"); none when it is
 * right. Each word of the page has at least `MIN_CLUES` clues of `MIN_KINDS` kinds, with a known
 * kind and difficulty; each clue is one line of at most `MAX_CLUE_LENGTH` characters, without digits,
 * passes the rule checker for its word, holds no word of 3+ letters that its secret word starts with
 * or contains (the root: "free" for freedom), and names no other word of the page nor a form of one.
 * Clues are not repeated within a page.
 */
export function problemsOfBankPage(bank: BankPage): string[] {
  const page = getPage(bank.pageNumber);
  if (!page) return [`page ${bank.pageNumber}: no such wordbook page`];
  const problems: string[] = [];
  const say = (word: string, text: string) => problems.push(`page ${bank.pageNumber} ${word}: ${text}`);
  for (const word of Object.keys(bank.words)) {
    if (!page.words.includes(word)) say(word, "not a word of this page");
  }
  const otherForms = new Map<string, Set<string>>();
  for (const word of page.words) {
    const forms = wordForms(word, bank.pageNumber);
    otherForms.set(
      word,
      new Set([word, ...forms.inflections, ...forms.otherInflections].flatMap((f) => wordsOf(f))),
    );
  }
  const seen = new Set<string>();
  for (const word of page.words) {
    const clues = bank.words[word] ?? [];
    if (clues.length < MIN_CLUES) say(word, `${clues.length} clues, needs at least ${MIN_CLUES}`);
    const kinds = new Set(clues.map((c) => c.kind));
    if (clues.length > 0 && kinds.size < MIN_KINDS) say(word, `${kinds.size} kinds, needs ${MIN_KINDS}`);
    const plain = clues.filter((c) => PLAIN_KINDS.includes(c.kind)).length;
    if (clues.length > 0 && (plain < MIN_EACH || clues.length - plain < MIN_EACH))
      say(word, `${plain} plain and ${clues.length - plain} oblique clues, needs ${MIN_EACH} of each`);
    const roots = word
      .toLowerCase()
      .split(/\s+/)
      .filter((part) => part.length >= 3);
    for (const clue of clues) {
      const where = `"${clue.text}"`;
      if (!CLUE_KINDS.includes(clue.kind)) say(word, `${where}: unknown kind ${clue.kind}`);
      if (![1, 2, 3].includes(clue.difficulty)) say(word, `${where}: difficulty must be 1, 2 or 3`);
      if (clue.text.length > MAX_CLUE_LENGTH) say(word, `${where}: longer than ${MAX_CLUE_LENGTH}`);
      if (/\d|\n/.test(clue.text)) say(word, `${where}: digits or a line break`);
      if (seen.has(clue.text.toLowerCase())) say(word, `${where}: repeated on this page`);
      seen.add(clue.text.toLowerCase());
      const check = checkRiddle(word, clue.text, bank.pageNumber);
      if (!check.ok)
        say(word, `${where}: ${check.violations.map((v) => `${v.rule} "${v.text}"`).join(", ")}`);
      // A synonym or half of a compound word is only a warning for players; bots never write one.
      const given = check.warnings.filter((w) => w.rule === "synonym" || w.rule === "compound_part");
      if (given.length > 0)
        say(word, `${where}: gives away ${given.map((w) => `${w.rule} "${w.text}"`).join(", ")}`);
      const tokens = wordsOf(clue.text);
      for (const token of tokens) {
        if (token.length < 3) continue;
        for (const root of roots) {
          const shared = root.startsWith(token) || token.startsWith(root) || token.includes(root);
          if (shared && token.length >= Math.min(4, root.length))
            say(word, `${where}: "${token}" gives away ${root}`);
        }
      }
      for (const [other, forms] of otherForms) {
        if (other === word) continue;
        const named = tokens.find((t) => forms.has(t));
        if (named) say(word, `${where}: names "${named}", another word of the page (${other})`);
      }
    }
  }
  return problems;
}

/** The bank's pages by number, for writing riddles (imported statically, so the bundled server has them). */
const bankByPage = new Map<number, BankPage>(
  (CLUE_BANK_PAGES as readonly BankPage[]).map((page) => [page.pageNumber, page]),
);

/**
 * The bank's clues for `word` on `pageNumber`, each without its closing stop (so a voice can dress
 * it) and with its difficulty; none when the bank has no entry. The writer chooses among them by
 * the bot's difficulty and persona.
 */
export function bankCluesFor(
  word: string,
  pageNumber: number | undefined,
): { text: string; difficulty: BankClue["difficulty"]; kind: BankClueKind }[] {
  if (pageNumber === undefined) return [];
  const clues = bankByPage.get(pageNumber)?.words[word] ?? [];
  return clues.map((clue) => ({
    text: clue.text.replace(/[.!?]+$/, ""),
    difficulty: clue.difficulty,
    kind: clue.kind,
  }));
}
