import { pick } from "@riddlebook/rules";
import { getPage } from "@riddlebook/words";
import { isPlain } from "./choose-clues.server";
import { bankCluesFor } from "./clue-bank.server";
import { clueCount } from "./clue-count";
import {
  BOT_RIDDLE_LIMIT,
  type ComposeContext,
  type Composer,
  type Draft,
  SPEED_MAX_LENGTH,
  type WriterClue,
} from "./compose-parts.server";
import { foreignTo } from "./decoys.server";
import { personaRiddle, voicedClue } from "./persona-riddle.server";

/**
 * The lies a riddle for the context's word may tell: the plain clues (what it does, looks like,
 * where it is) of the page's other words, as the bank words them, that break no rule for the word,
 * name no word of the page and say nothing a person knows of the word (`foreignTo`). Each fits another word of the page, so it is a plausible lie, and is false of the
 * answer.
 */
function liesFor(ctx: ComposeContext): readonly WriterClue[] {
  const known = liesCache.get(ctx);
  if (known) return known;
  const page = ctx.page === undefined ? undefined : getPage(ctx.page);
  const pageWords = new Set(page?.words ?? []);
  const lies = !pageWords.has(ctx.word)
    ? []
    : page!.words
        .filter((w) => w !== ctx.word)
        .flatMap((w) => bankCluesFor(w, page!.pageNumber))
        .filter(
          (c) =>
            isPlain(c) &&
            !(c.text.toLowerCase().match(/[a-z]+/g) ?? []).some((t) => pageWords.has(t)) &&
            foreignTo(ctx.word, c.text) &&
            ctx.legal(c.text),
        );
  liesCache.set(ctx, lies);
  return lies;
}
/** The lies of one riddle's drafts: a writer drafts many times in one context. */
const liesCache = new WeakMap<ComposeContext, readonly WriterClue[]>();

/**
 * "Include one lie" (docs/decisions/042-bot-riddles-from-whole-clues.md): the bot's own riddle, in its
 * voice (`persona-riddle.server.ts`), with one of its clue lines replaced by a lie: a plain clue of
 * another word of the page, plausible because it is true of that word, false of the answer.
 */
export const ONE_LIE: Composer = {
  compose(ctx): Draft | null {
    const lies = liesFor(ctx);
    const clues = ctx.take(Math.max(2, ctx.speed ? 2 : clueCount(ctx)));
    if (lies.length === 0 || clues.length < 2) return null;
    const lie = pick(ctx.rng, lies);
    // The voice must be able to say it (retold, for a voice that speaks of the thing).
    if (voicedClue(ctx, lie.text) === null) return null;
    const at = Math.floor(ctx.rng() * clues.length);
    const lines = clues.map((c, i) => (i === at ? lie : c));
    const draft = personaRiddle(ctx, lines, ctx.speed ? SPEED_MAX_LENGTH : BOT_RIDDLE_LIMIT);
    // The lie is never dropped to fit, and a true clue stays beside it.
    if (!draft?.clues.includes(lie) || draft.clues.length < 2) return null;
    return { ...draft, clues: draft.clues.filter((c) => c !== lie), lie: lie.text };
  },
  follows: () => true,
};
