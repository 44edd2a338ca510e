import { type CharacterVoice, pick } from "@riddlebook/rules";
import { adjectivesIn, withoutAdjectives } from "./adjectives.server";
import { CHARACTER_STYLES, swapWords } from "./characters";
import { clueCount } from "./clue-count";
import {
  BOT_RIDDLE_LIMIT,
  type Composer,
  capitalize,
  choose,
  closed,
  decap,
  fill,
  fitted,
  inner,
  quietOnes,
  SPEED_MAX_LENGTH,
  type WriterClue,
} from "./compose-parts.server";
import { VOICE_STYLES, type Voice } from "./personas";

// The prose styles of a style prompt (detective noir, ancient prophecy, only one sentence, no
// adjectives) and the character voices.

// ---- characters (character_voice) --------------------------------------------------------------

export function characterComposer(character: CharacterVoice): Composer {
  const style = CHARACTER_STYLES[character];
  return {
    compose(ctx) {
      const clues = ctx.take(clueCount(ctx));
      if (clues.length === 0) return null;
      const templates = quietOnes(ctx, style.lines).filter((t) => ctx.legal(t.replace("{}", "")));
      const body = clues.map((clue) => {
        const template = templates.splice(Math.floor(ctx.rng() * templates.length), 1)[0] ?? "{}.";
        const line = fill(template, swapWords(style, inner(clue.text)));
        return { text: /[,.!?;]"?$/.test(line) ? line : `${line}.`, body: true, clue };
      });
      const text = fitted(
        [{ text: choose(ctx, style.openers) }, ...body, { text: choose(ctx, style.closers) }],
        ctx.speed ? SPEED_MAX_LENGTH : BOT_RIDDLE_LIMIT,
      );
      return text;
    },
    follows: (text) => style.marks.test(text),
  };
}

// ---- framed styles: noir, prophecy ------------------------------------------------------------

interface Frame {
  readonly openers: readonly string[];
  readonly lines: readonly string[];
  readonly closers: readonly string[];
  readonly marks: RegExp;
  readonly reword?: (clue: string) => string;
}

export function framed(frame: Frame): Composer {
  return {
    compose(ctx) {
      const clues = ctx.take(clueCount(ctx));
      if (clues.length === 0) return null;
      const templates = quietOnes(ctx, frame.lines).filter((t) => ctx.legal(t.replace("{}", "")));
      const body = clues.map((clue) => {
        const template = templates.splice(Math.floor(ctx.rng() * templates.length), 1)[0] ?? "{}.";
        const line = fill(template, (frame.reword ?? ((c) => c))(inner(clue.text)));
        return { text: /[,.!?;]"?$/.test(line) ? line : `${line}.`, body: true, clue };
      });
      const text = fitted(
        [{ text: choose(ctx, frame.openers) }, ...body, { text: choose(ctx, frame.closers) }],
        ctx.speed ? SPEED_MAX_LENGTH : BOT_RIDDLE_LIMIT,
      );
      return text;
    },
    follows: (text) => frame.marks.test(text),
  };
}

export const NOIR: Frame = {
  openers: [
    "The rain hadn't stopped in three days when the case walked into my office.",
    "It was a cold night in a city that never sleeps, and I had a suspect.",
    "Smoke curled under the streetlight. The dame said she had a tip for me.",
    "Midnight. The neon sign buzzed. Another case, another lie.",
    "They called me to the docks at two in the morning. The suspect was waiting.",
  ],
  lines: [
    'The suspect leaned in and talked: "{}."',
    "My informant swore it: {}.",
    "In the file, one line stood out: {}.",
    "The alley kept its secrets, but not this one: {}.",
    "{}. The dame wasn't lying.",
    "Word on the street was {}.",
  ],
  closers: [
    "I lit a cigarette and asked the only question left: who is it?",
    "Case closed, gumshoe, if you can name the suspect.",
    "The rain kept falling. Who's the culprit?",
    "Name the suspect before the trail goes cold.",
  ],
  marks: /\b(?:case|suspect|dame|gumshoe|alley|neon|informant|culprit|rain|file|cigarette|trail)\b/i,
};

/** "I have" → "I shall have": a clue said as what will come to pass. */
function foretold(clue: string): string {
  return clue
    .replace(/^I'm\b/, "I shall be")
    .replace(/^I am\b/, "I shall be")
    .replace(/^I've got\b/, "I shall have")
    .replace(/^I've\b/, "I shall have")
    .replace(
      /^I (?!shall|will|can|could|never|must|may|might|would|should|do|did)([a-z]+?)(?:es|s)?\b/,
      (_, verb: string) => `I shall ${verb}`,
    );
}

export const PROPHECY: Frame = {
  openers: [
    "Hear the prophecy, spoken before the first dawn:",
    "It is foretold in the oldest scrolls:",
    "When the third moon rises, this shall come to pass:",
    "The oracle has spoken, and the temple trembles:",
    "Written in the stars, long before your birth:",
  ],
  lines: [
    "It is foretold: {}.",
    "{}, so say the elders.",
    "And in that age, {}.",
    "The seers have seen it: {}.",
    "{}, as the oracle has written.",
  ],
  closers: [
    "Name the one foretold, or the prophecy shall fall on you.",
    "Who is the chosen one of the prophecy?",
    "So it is written. What am I?",
    "Speak the name of the foretold, seeker.",
  ],
  marks: /\b(?:prophecy|foretold|oracle|seers?|elders|scrolls)\b/i,
  reword: foretold,
};

// ---- one sentence, no adjectives ------------------------------------------------------------

const SENTENCE_LEADS: Record<Voice, readonly string[]> = {
  auntie: ["Oh, dear, listen,", "Bless you, love,", "Now, pet, while the kettle boils,"],
  grandpa: ["Back in my day, sonny,", "I remember when they'd tell us", "When I was a lad, we knew that"],
  sphinx: ["Hear me, mortal:", "Know this, wanderer,", "Hark, traveller,"],
  jester: ["Ta-da, noodle,", "Hocus pocus,", "Wibble-wobble, muffin,"],
};
const SENTENCE_ENDS: Record<Voice, readonly string[]> = {
  auntie: ["so what am I, dear?", "so tell your auntie what I am!", "so have a guess, love!"],
  grandpa: ["so what am I, sonny?", "so out with it, what am I?", "and that's all I'll say."],
  sphinx: ["so speak my name, mortal!", "so what am I?", "and by that you shall name me."],
  jester: ["so what am I, ta-da?", "so guess me, boing!", "so who am I?"],
};

/** Whether the text is one sentence: one sentence-ending mark, at its end. */
function isOneSentence(text: string): boolean {
  const stops = text.match(/[.!?…]+/g) ?? [];
  return stops.length === 1 && /[.!?]$/.test(text.trim());
}

export const ONE_SENTENCE: Composer = {
  compose(ctx) {
    const clues = ctx.take(ctx.speed ? 1 : Math.min(2, clueCount(ctx)));
    if (clues.length === 0) return null;
    const joins = ["and", "and yet", "and what's more", "while"];
    const parts = clues.map((c, i) =>
      i === 0 ? decap(inner(c.text)) : `${pick(ctx.rng, joins)} ${decap(inner(c.text))}`,
    );
    const text = `${choose(ctx, SENTENCE_LEADS[ctx.voice])} ${parts.join(", ")}, ${choose(ctx, SENTENCE_ENDS[ctx.voice])}`;
    return { text: text.replace(/,\s*,/g, ",").replace(/:\s+i\b/, ": I"), clues };
  },
  follows: isOneSentence,
};

export const NO_ADJECTIVES: Composer = {
  compose(ctx) {
    const style = VOICE_STYLES[ctx.voice];
    const clues = ctx
      .take(4)
      .map((c) => ({ clue: c, plain: withoutAdjectives(c.text) }))
      .filter((c): c is { clue: WriterClue; plain: string } => c.plain !== null)
      .slice(0, ctx.speed ? 1 : 3);
    if (clues.length === 0) return null;
    const text = fitted(
      [
        { text: choose(ctx, style.plainOpeners), optional: true },
        ...clues.map((c) => ({ text: closed(capitalize(c.plain), "."), body: true, clue: c.clue })),
        { text: choose(ctx, style.plainClosers) },
      ],
      ctx.speed ? SPEED_MAX_LENGTH : BOT_RIDDLE_LIMIT,
    );
    return text;
  },
  follows: (text) => adjectivesIn(text).length === 0,
};
