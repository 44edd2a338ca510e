import { pick } from "@riddlebook/rules";
import nlp from "compromise";
import { CLUE_BANK_PAGES } from "../../clue-bank";
import type { BankPage } from "./clue-bank.server";
import type { ComposeContext, Draft, WriterClue } from "./compose-parts.server";
import { retell } from "./person";
import { shuffled } from "./shuffle";
import { VOICE_FRAMES } from "./voice-frames";

/**
 * A standard round's riddle in a persona's voice (docs/decisions/042-bot-riddles-from-whole-clues.md):
 * at most one opener, then one line per clue, in the order given (the sly clue first, the plainer
 * after), then at most one closer. Each clue line is the bank's whole sentence: spoken by the thing
 * for the Sphinx and the Jester, retold about it for Auntie (what the family says) and Grandpa (what
 * he remembers), and one or two of them put in the voice's own clause shape. No filler lines.
 */

/** Words a clause may start with and still be embedded lower-cased ("Your uncle says the ..."). */
function embeddable(clause: string): boolean {
  let known = embeddableCache.get(clause);
  if (known === undefined) {
    known = embeddableOnce(clause);
    if (embeddableCache.size > 20_000) embeddableCache.clear();
    embeddableCache.set(clause, known);
  }
  return known;
}
const embeddableCache = new Map<string, boolean>();

function embeddableOnce(clause: string): boolean {
  if (/[?!]$/.test(clause) || /^(?:if|when|say|look|put|give|pull|press|ask|try|turn)\b/i.test(clause))
    return false;
  const first = nlp(clause).terms().first();
  if (first.has("#Imperative") || (first.has("#Verb") && !first.has("#Pronoun"))) return false;
  // Only a clause that starts with its subject, and whose first word is surely lowered well: "In
  // it, a shot only counts" or "Never look a gift horse in it" do not go after "Your uncle says".
  const word = clause.match(/^[A-Za-z']+/)?.[0] ?? "";
  if (FUNCTION_WORDS.has(word.toLowerCase())) return false;
  return (
    COMMON_STARTS.has(word) ||
    (lowerCaseWords().has(word.toLowerCase()) && first.has("(#Noun|#Determiner|#Pronoun)")) ||
    /^[A-Z]{2}/.test(word)
  );
}

/** A clause put mid-sentence: its first letter lowered unless it starts a name, an acronym or "I". */
function lowerStart(clause: string): string {
  const [first = "", second = ""] = clause.match(/[A-Za-z']+/g) ?? [];
  const lower = () => clause.charAt(0).toLowerCase() + clause.slice(1);
  if (first === "I" || /^[A-Z]{2}/.test(first)) return clause;
  // "On Halloween", "The Beatles": a common word before a name is lowered.
  if (COMMON_STARTS.has(first) || FUNCTION_WORDS.has(first.toLowerCase())) return lower();
  // "Gene Kelly", "Mary Poppins": a name of two words stays.
  if (/^[A-Z]/.test(second)) return clause;
  // A word the bank never writes in lower case is a name ("Aesop", "Mendel").
  return lowerCaseWords().has(first.toLowerCase()) ? lower() : clause;
}

const FUNCTION_WORDS = new Set(
  "on in at by for from with without into onto under over after before during since until when while if once as like unlike every each all some many most few no one two three four five six seven eight nine ten half both either neither even only just never always sometimes".split(
    " ",
  ),
);

let lowerCase: Set<string> | undefined;
/** Every word the clue bank writes in lower case somewhere: the common words, not names. */
function lowerCaseWords(): Set<string> {
  if (!lowerCase) {
    lowerCase = new Set();
    for (const page of CLUE_BANK_PAGES as readonly BankPage[])
      for (const clues of Object.values(page.words))
        for (const clue of clues) for (const m of clue.text.matchAll(/\b[a-z][a-z']*/g)) lowerCase.add(m[0]);
  }
  return lowerCase;
}
const COMMON_STARTS = new Set(
  "The A An It It's Its They They're Their Your You My Every Each Some Many Most People Nobody Everyone Anyone Whoever There This That These Those".split(
    " ",
  ),
);

function sentence(text: string): string {
  const trimmed = text.trim();
  const closed = /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
  return closed.charAt(0).toUpperCase() + closed.slice(1);
}

/** Whether the voice speaks as the thing ("I"), so it may say a clue as the bank words it. */
export function voiceSpeaksAsThing(voice: ComposeContext["voice"]): boolean {
  return VOICE_FRAMES[voice].person === "first";
}

/** A clue as the voice says it: the sentence itself, or retold about the thing; null when it can't be. */
export function voicedClue(ctx: Pick<ComposeContext, "voice" | "subject">, clue: string): string | null {
  const frames = VOICE_FRAMES[ctx.voice];
  if (frames.person === "first") return clue;
  return retell(clue, ctx.subject);
}

export function personaRiddle(ctx: ComposeContext, clues: readonly WriterClue[], max: number): Draft | null {
  const frames = VOICE_FRAMES[ctx.voice];
  const { rng } = ctx;
  const said = clues.map((clue) => ({ clue, text: voicedClue(ctx, clue.text) }));
  if (said.length === 0 || said.some((s) => s.text === null)) return null;
  const shapes = frames.shapes.filter(
    (s) => ctx.quiet(s.replace("{}", "")) && ctx.legal(s.replace("{}", "")),
  );
  // One clue line in the voice's clause shape, two in a long riddle; the Sphinx and Jester too.
  const shaped = new Set<number>();
  const want = said.length >= 3 && rng() < 0.5 ? 2 : 1;
  const order = shuffled(
    rng,
    said.map((_, i) => i),
  );
  for (const i of order) {
    if (shaped.size >= want) break;
    if (frames.person === "first" || embeddable(said[i]!.text!.replace(/[.!?]$/, ""))) shaped.add(i);
  }
  const usedShapes = new Set<string>();
  const lines = said.map(({ clue, text }, i) => {
    const bare = text!.replace(/[.!?]+$/, "");
    if (!shaped.has(i) || shapes.length === 0) return { text: sentence(text!), clue };
    const free = shapes.filter((s) => !usedShapes.has(s));
    const shape = pick(rng, free.length > 0 ? free : shapes);
    usedShapes.add(shape);
    // The clue starts its own sentence at the start of a shape or after a stop ("Boing! {}").
    const own = /^\{\}|[.!?] \{\}/.test(shape);
    const filled = shape.replace("{}", own ? bare.charAt(0).toUpperCase() + bare.slice(1) : lowerStart(bare));
    return { text: sentence(filled), clue };
  });
  const quietLegal = (list: readonly string[]) => {
    const fine = list.filter((t) => ctx.legal(t) && ctx.quiet(t));
    return fine.length > 0 ? fine : list.filter((t) => ctx.legal(t));
  };
  const openers = quietLegal(frames.openers);
  const closers = quietLegal(frames.closers);
  const opener = openers.length > 0 && rng() < (ctx.speed ? 0.3 : 0.75) ? pick(rng, openers) : undefined;
  const closer = closers.length > 0 && rng() < 0.85 ? pick(rng, closers) : undefined;
  const body = [...lines];
  const join = (withOpener: boolean, withCloser: boolean) =>
    [
      ...(withOpener && opener ? [opener] : []),
      ...body.map((l) => l.text),
      ...(withCloser && closer ? [closer] : []),
    ].join("\n");
  // Fit: drop the opener, then the closer, then the plainest clue (the last), keeping at least one.
  let withOpener = true;
  let withCloser = true;
  while (join(withOpener, withCloser).length > max) {
    if (withOpener && opener) withOpener = false;
    else if (withCloser && closer) withCloser = false;
    else if (body.length > 1) body.pop();
    else return null;
  }
  const voiced = frames.person === "first" || [...shaped].some((i) => i < body.length);
  return { text: join(withOpener, withCloser), clues: body.map((l) => l.clue), voiced };
}
