import type { BotDifficulty } from "@riddlebook/rules";
import { pick, type Rng } from "@riddlebook/rules";
import { CLUE_BANK_PAGES } from "../../clue-bank";
import type { BankClueKind, BankPage } from "./clue-bank.server";
import type { Voice } from "./personas";
import { lastWord, rhymes } from "./rhyme";

// What every composer of bot riddles shares (docs/decisions/042-bot-riddles-from-whole-clues.md): the
// clue and draft types, the context a composer drafts in, and the helpers that put clues in lines.

/** One clue a riddle can be built from: its text without a closing stop, and how plainly it points. */
export interface WriterClue {
  readonly text: string;
  readonly difficulty: 1 | 2 | 3;
  /** The bank's kind of clue: plain (function, appearance, place) or oblique (metaphor, trope, wordplay). */
  readonly kind?: BankClueKind;
}

/** A drafted riddle, the clues it was built from and, for "Include one lie", the false one. */
export interface Draft {
  readonly text: string;
  readonly clues: readonly WriterClue[];
  readonly lie?: string;
  /** A persona's riddle with at least one line in the voice's own clause shape. */
  readonly voiced?: boolean;
}

/** What a composer knows when it drafts. */
export interface ComposeContext {
  readonly word: string;
  readonly page: number | undefined;
  readonly voice: Voice;
  /** How a voice that speaks of the thing names it: "it", or "they" for a person or a plural word. */
  readonly subject: "it" | "they";
  readonly rng: Rng;
  readonly difficulty: BotDifficulty;
  /** A speed round: fewer clues, shorter lines. */
  readonly speed: boolean;
  /** `n` clues for one draft (fewer when the word has fewer), the persona's share first. */
  take(n: number): WriterClue[];
  /** Whether a piece of text breaks no rule for the word (a voice's line may name it: "heart"). */
  legal(text: string): boolean;
  /**
   * Whether a line of the voice's own (an opener, an aside, a closer) is quiet on this page: none of
   * its words names another word of the page or what a reader knows of one ("tea" on a page with
   * teapot), so the voice never points away from the answer.
   */
  quiet(text: string): boolean;
}

/**
 * One of `items` that breaks no rule for the word and is quiet on the page, else one that breaks
 * no rule, else any of them.
 */
export function choose<T extends string | readonly string[]>(ctx: ComposeContext, items: readonly T[]): T {
  const texts = (item: T) => ([] as string[]).concat(item);
  const fine = items.filter((item) => texts(item).every((t) => ctx.legal(t)));
  const quiet = fine.filter((item) => texts(item).every((t) => ctx.quiet(t)));
  return pick(ctx.rng, quiet.length > 0 ? quiet : fine.length > 0 ? fine : items);
}

/** The items quiet on the page (see `ComposeContext.quiet`), or all of them when none is. */
export function quietOnes(ctx: ComposeContext, items: readonly string[]): readonly string[] {
  const quiet = items.filter((t) => ctx.quiet(t.replace("{}", "")));
  return quiet.length > 0 ? quiet : items;
}

/** Writes drafts to one kind of constraint, and tells whether a text keeps it. */
export interface Composer {
  compose(ctx: ComposeContext): Draft | null;
  follows(text: string): boolean;
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

let names: Set<string> | undefined;

/** Words the bank writes with a capital in mid-sentence (Batman, Alice, Queen): names, kept capitalised. */
function isName(word: string): boolean {
  if (!names) {
    names = new Set();
    for (const page of CLUE_BANK_PAGES as readonly BankPage[])
      for (const clues of Object.values(page.words))
        for (const clue of clues)
          for (const m of clue.text.matchAll(/(?<=[a-z,;] )[A-Z][a-z]+/g)) names.add(m[0]);
  }
  return names.has(word);
}

/** A clue to go mid-sentence: its first letter lowered unless it starts with "I" or a name. */
export function decap(s: string): string {
  const first = s.match(/^[A-Za-z]+/)?.[0] ?? "";
  if (first === "I" || /^[A-Z]{2}/.test(s) || isName(first)) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** A line closed with `stop`, replacing whatever punctuation ended it. */
export function closed(line: string, stop: string): string {
  return line.replace(/[\s,.;:!?]+$/, "") + stop;
}

export function fill(template: string, clue: string): string {
  const text = template.startsWith("{}") || template.includes('"{}') ? clue : decap(clue);
  return capitalize(template.replace("{}", text));
}

/** A line of `lines` ending in a word that rhymes with `word`, or undefined. */
export function rhymingLine(lines: readonly string[], word: string, rng: Rng): string | undefined {
  const found = lines.filter((line) => rhymes(lastWord(line), word));
  return found.length > 0 ? pick(rng, found) : undefined;
}

/** Removes stops inside a clue (so it can go inside a longer line). */
export function inner(clue: string): string {
  return clue.replace(/\s*[.!?…]+\s*/g, ", ").replace(/,\s*$/, "");
}

/** One line of a draft: `optional` lines go first when it is too long, then trailing clue lines. */
export interface Part {
  readonly text: string;
  readonly optional?: boolean;
  readonly body?: boolean;
  /** The clue the line says, if any. */
  readonly clue?: WriterClue;
}

/**
 * The parts joined as lines, fitted into `max` characters by dropping optional lines (the last
 * first) and then trailing clue lines, keeping at least `minBody`; null when they cannot fit.
 */
export function fitted(
  parts: readonly Part[],
  max: number,
  minBody = 1,
): { text: string; clues: WriterClue[] } | null {
  const list = [...parts];
  const text = () => list.map((p) => p.text).join("\n");
  while (text().length > max) {
    const optional = list.findLastIndex((p) => p.optional);
    if (optional >= 0) {
      list.splice(optional, 1);
      continue;
    }
    const bodies = list.filter((p) => p.body);
    if (bodies.length <= minBody) return null;
    // The last clue goes first: clues run from the slyest to the plainest.
    const last = bodies[bodies.length - 1]!;
    // A couplet's second line goes with its first.
    const at = list.lastIndexOf(last);
    list.splice(at, list[at + 1]?.body === false ? 2 : 1);
  }
  return { text: text(), clues: list.flatMap((p) => (p.clue ? [p.clue] : [])) };
}

/** Longest riddle a bot writes, in characters (the rules allow more; bots keep it short). */
export const BOT_RIDDLE_LIMIT = 360;
/** Longest riddle a bot writes in a speed round. */
export const SPEED_MAX_LENGTH = 180;
