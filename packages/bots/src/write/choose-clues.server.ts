import { type BotDifficulty, type BotType, pick, type Rng } from "@riddlebook/rules";
import type { WriterClue } from "./compose-parts.server";

/** The bank's plain kinds; the others (metaphor, trope, wordplay) are oblique. */
const PLAIN_KINDS = new Set<string>(["function", "appearance", "place"]);
export const isPlain = (c: WriterClue) => (c.kind ? PLAIN_KINDS.has(c.kind) : c.difficulty === 1);

type Fits = (c: WriterClue) => boolean;

/**
 * Which clues a bot of each difficulty draws on (docs/decisions/042-bot-riddles-from-whole-clues.md):
 * easy bots only plain ones (what it does, looks like, where it is), medium bots one oblique and the
 * rest plain, hard bots only oblique ones, expert bots the most oblique kinds (a metaphor or a play
 * on words) before any trope. One list of pools per clue slot, tried in order.
 */
function slotsFor(difficulty: BotDifficulty, n: number): Fits[][] {
  const plain: Fits = (c) => isPlain(c);
  const plainest: Fits = (c) => isPlain(c) && c.difficulty === 1;
  const oblique: Fits = (c) => !isPlain(c);
  const quiet: Fits = (c) => !isPlain(c) && !telling(c);
  const slyKind: Fits = (c) => quiet(c) && (c.kind === "metaphor" || c.kind === "wordplay");
  const sly: Fits = (c) => slyKind(c) && c.difficulty === 3;
  // Hard and expert bots keep off the clues that settle a riddle alone for a person: a famous
  // name or title (the panel solved every hard riddle that had one; docs/bot-riddle-panel.md).
  const slot: Record<BotDifficulty, Fits[]> = {
    easy: [plainest, plain],
    medium: [plain],
    hard: [quiet, oblique],
    expert: [sly, slyKind, quiet, oblique],
  };
  // A style that searches many clues for one that fits its form (a haiku's syllables, a rhyme)
  // may reach past the bot's kinds after the first three.
  const slots = Array.from({ length: n }, (_, i) =>
    i < 3 ? slot[difficulty] : [...slot[difficulty], () => true],
  );
  if (difficulty === "medium") slots[0] = [oblique, plain];
  return slots;
}

/**
 * A clue that names a famous person, place or title (a capital mid-sentence, or after a first
 * "A" or "The": "A Beast kept me", "The Little Prince") or quotes one.
 */
function telling(c: WriterClue): boolean {
  return /["“]|(?<=[a-z,;:] )[A-Z][a-z]|^(?:A|An|The) [A-Z][a-z]/.test(c.text);
}

/** Which share of a word's clues each persona draws on first, so the three write different riddles. */
const SHARE: Record<BotType, number> = { auntie: 0, grandpa: 1, random: 2 };

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** What the clue chooser knows besides the clues. */
interface TakerOptions {
  readonly word: string;
  readonly persona: BotType;
  readonly difficulty: BotDifficulty;
  readonly rng: Rng;
  /** The whole bank entry (before the voice's own filter), dealt round the personas. */
  readonly all: readonly WriterClue[];
  /** Clues this word's earlier riddles at the table used: taken only when no other fits. */
  readonly used?: ReadonlySet<string>;
  /** The other words of the page a clue also fits (`decoys.server.ts`). */
  readonly decoys?: (line: string) => ReadonlySet<string>;
}

/** The items that pass `keep`, or all of them when none does. */
function prefer<T>(items: readonly T[], keep: (item: T) => boolean): readonly T[] {
  const kept = items.filter(keep);
  return kept.length > 0 ? kept : items;
}

/**
 * `n` clues for one draft: each slot filled from its pools in order, at random within, with clues
 * this word has not said yet in the game only, preferring, for hard and expert bots, clues that also
 * fit the draft's decoy word of the page (or any other word of it), then the persona's own third of
 * the word's clues (a fixed split, the same in every game); then ordered from the oblique to the
 * plainest, as a riddle unfolds. Fewer when the bank has too few fresh clues of the kinds the bot
 * may use: the writer says less rather than something off its level or said before. Only with no
 * fresh clue of its kinds at all does it say one fresh clue of another kind, or, with none left, its
 * kinds again.
 */
export function taker(clues: readonly WriterClue[], o: TakerOptions) {
  const { word, persona, difficulty, rng } = o;
  // Each kind of clue (plain, oblique) of the whole bank entry dealt round the three personas in a
  // fixed order, so each holds its own third of both, whichever of them its voice can say.
  const owner = new Map<string, number>();
  for (const plain of [true, false]) {
    const dealt = o.all
      .filter((c) => isPlain(c) === plain)
      .sort((a, b) => hash(word + a.text) - hash(word + b.text));
    for (const [i, c] of dealt.entries()) owner.set(c.text, i % 3);
  }
  const own = (c: WriterClue) => owner.get(c.text) === SHARE[persona];
  const fresh = (c: WriterClue) => !o.used?.has(c.text);
  const misleads = (difficulty === "hard" || difficulty === "expert") && o.decoys !== undefined;
  const decoysOf = (c: WriterClue) => o.decoys?.(c.text) ?? new Set<string>();
  return (n: number): WriterClue[] => {
    const slots = slotsFor(difficulty, n);
    // The decoy this draft leans towards: a page word that some of the bot's first-choice clues fit.
    const leads = misleads
      ? clues.filter((c) => slots[0]!.some((fits) => fits(c))).flatMap((c) => [...decoysOf(c)])
      : [];
    const decoy = leads.length > 0 ? pick(rng, leads) : undefined;
    const chosen: WriterClue[] = [];
    const take = (pools: readonly Fits[], allowed: Fits) => {
      for (const fits of pools) {
        const free = clues.filter((c) => fits(c) && allowed(c) && !chosen.includes(c));
        if (free.length === 0) continue;
        let pool = free;
        if (misleads) {
          pool = [...prefer(pool, (c) => decoysOf(c).size > 0)];
          if (decoy !== undefined) pool = [...prefer(pool, (c) => decoysOf(c).has(decoy))];
        }
        chosen.push(pick(rng, prefer(pool, own)));
        return;
      }
    };
    // No fresh clue of the bot's kinds for a slot: the riddle says one line less rather than repeat one.
    for (const pools of slots) take(pools, fresh);
    // Nothing fresh of its kinds at all: one fresh clue of any kind, else its kinds said again.
    if (chosen.length === 0) {
      const other = clues.filter(fresh);
      if (other.length > 0) chosen.push(pick(rng, prefer(other, own)));
      else for (const pools of slots) take(pools, () => true);
    }
    return chosen.sort((a, b) => Number(isPlain(a)) - Number(isPlain(b)) || b.difficulty - a.difficulty);
  };
}
