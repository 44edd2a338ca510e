import { CLUE_BANK_PAGES } from "../../clue-bank";
import type { BankPage } from "./clue-bank.server";
import { giveAwaysFor } from "./give-aways.server";
import type { Voice } from "./personas";
import { VOICE_FRAMES } from "./voice-frames";

/**
 * What a reader notices in a bot riddle that a count can find (issue 30, `npm run bench:bots`):
 * a keyword line (the shapes the reader clues of ADR 036 wrote, or a line between the frames that
 * carries no clue), a give-away (synonym, near hypernym or compound half), a name written in lower
 * case, and which frame lines it opens and closes with.
 */
interface RiddleAudit {
  readonly keywordLines: number;
  readonly giveAway: string | undefined;
  readonly lowerCaseNames: readonly string[];
  readonly opener: string | undefined;
  readonly closer: string | undefined;
}

const KEYWORD_SHAPES =
  /\b(?:I bring to mind|brings? to mind|I'm one kind of|I am one kind of|a \w+ of sorts|said to be in your|think \w+, technically)\b/i;

let names: ReadonlySet<string> | undefined;
/** Words the bank writes capitalised mid-sentence and never in lower case: names ("Gene", "Aesop"). */
function bankNames(): ReadonlySet<string> {
  if (!names) {
    const upper = new Set<string>();
    const lower = new Set<string>();
    for (const page of CLUE_BANK_PAGES as readonly BankPage[])
      for (const clues of Object.values(page.words))
        for (const clue of clues) {
          for (const m of clue.text.matchAll(/(?<=[a-z,;] )[A-Z][a-z]{2,}/g)) upper.add(m[0]);
          for (const m of clue.text.matchAll(/\b[a-z][a-z']*/g)) lower.add(m[0]);
        }
    names = new Set([...upper].filter((n) => !lower.has(n.toLowerCase())));
  }
  return names;
}

export function auditRiddle(
  riddle: string,
  out: { persona: Voice; clues: readonly string[] },
  word: string,
  page: number | undefined,
): RiddleAudit {
  const frames = VOICE_FRAMES[out.persona];
  const lines = riddle.split("\n");
  const opener = frames.openers.includes(lines[0]!) ? lines[0] : undefined;
  const closer = lines.length > 1 && frames.closers.includes(lines.at(-1)!) ? lines.at(-1) : undefined;
  const body = lines.slice(opener ? 1 : 0, closer ? -1 : undefined);
  const keywordLines =
    lines.filter((l) => KEYWORD_SHAPES.test(l)).length + Math.max(0, body.length - out.clues.length);
  // In the clue lines only: the frames are the voices' own fixed words ("muffin", "tickle").
  const said = body.join("\n");
  const lowerCaseNames = [...bankNames()].filter((name) =>
    new RegExp(`(?<![A-Za-z'])${name.toLowerCase()}(?![a-z'])`).test(said),
  );
  return { keywordLines, giveAway: giveAwaysFor(word, page).in(riddle), lowerCaseNames, opener, closer };
}
