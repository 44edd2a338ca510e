import {
  type BotDifficulty,
  CHARACTER_VOICES,
  type CharacterVoice,
  pick,
  type Rng,
  STYLE_PROMPTS,
  type StylePrompt,
} from "@riddlebook/rules";
import { checkRiddle, getPage } from "@riddlebook/words";
import { CLUE_BANK_PAGES } from "../../clue-bank";
import { adjectivesIn, withoutAdjectives } from "./adjectives.server";
import { CHARACTER_STYLES, swapWords } from "./characters";
import type { BankClueKind, BankPage } from "./clue-bank.server";
import { clueCount } from "./clue-count";
import { personaRiddle } from "./persona-riddle.server";
import { openerOf, VOICE_STYLES, type Voice, type VoiceStyle } from "./personas";
import { lastWord, rhymes } from "./rhyme";
import { lineSyllables } from "./syllables";

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
function choose<T extends string | readonly string[]>(ctx: ComposeContext, items: readonly T[]): T {
  const texts = (item: T) => ([] as string[]).concat(item);
  const fine = items.filter((item) => texts(item).every((t) => ctx.legal(t)));
  const quiet = fine.filter((item) => texts(item).every((t) => ctx.quiet(t)));
  return pick(ctx.rng, quiet.length > 0 ? quiet : fine.length > 0 ? fine : items);
}

/** The items quiet on the page (see `ComposeContext.quiet`), or all of them when none is. */
function quietOnes(ctx: ComposeContext, items: readonly string[]): readonly string[] {
  const quiet = items.filter((t) => ctx.quiet(t.replace("{}", "")));
  return quiet.length > 0 ? quiet : items;
}

/** Writes drafts to one kind of constraint, and tells whether a text keeps it. */
interface Composer {
  compose(ctx: ComposeContext): Draft | null;
  follows(text: string): boolean;
}

function capitalize(s: string): string {
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
function decap(s: string): string {
  const first = s.match(/^[A-Za-z]+/)?.[0] ?? "";
  if (first === "I" || /^[A-Z]{2}/.test(s) || isName(first)) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** A line closed with `stop`, replacing whatever punctuation ended it. */
function closed(line: string, stop: string): string {
  return line.replace(/[\s,.;:!?]+$/, "") + stop;
}

function fill(template: string, clue: string): string {
  const text = template.startsWith("{}") || template.includes('"{}') ? clue : decap(clue);
  return capitalize(template.replace("{}", text));
}

/** A line of `lines` ending in a word that rhymes with `word`, or undefined. */
function rhymingLine(lines: readonly string[], word: string, rng: Rng): string | undefined {
  const found = lines.filter((line) => rhymes(lastWord(line), word));
  return found.length > 0 ? pick(rng, found) : undefined;
}

/** Removes stops inside a clue (so it can go inside a longer line). */
function inner(clue: string): string {
  return clue.replace(/\s*[.!?…]+\s*/g, ", ").replace(/,\s*$/, "");
}

/** One line of a draft: `optional` lines go first when it is too long, then trailing clue lines. */
interface Part {
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
function fitted(
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

// ---- personas (standard rounds, speed rounds, and "Include one lie") -------------------------------

/** A line to say: a clue of the word, or (`clue` unset) the lie, which is never dropped to fit. */
interface Saying {
  readonly text: string;
  readonly clue?: WriterClue;
}

/**
 * Clue lines in the voice's manner: dressed with its templates, some closed by a rhyming tail, with
 * at most one aside; only lines of the voice that are quiet on the page.
 */
function voicedBody(ctx: ComposeContext, sayings: readonly Saying[], style: VoiceStyle): Part[] {
  const { rng } = ctx;
  const lines = quietOnes(ctx, style.lines);
  const tails = style.tails.filter((t) => ctx.quiet(t));
  const asides = style.asides.filter((t) => ctx.quiet(t));
  const templates = [...lines];
  const ending = lines.filter((t) => /\{\}[,.!]?$/.test(t));
  const body: Part[] = [];
  let asided = false;
  const part = (text: string, s: Saying): Part => (s.clue ? { text, body: true, clue: s.clue } : { text });
  sayings.forEach((saying, i) => {
    const tail = rng() < style.rhyming ? rhymingLine(tails, lastWord(saying.text), rng) : undefined;
    if (tail && ending.length > 0) {
      body.push(part(closed(fill(pick(rng, ending), saying.text), ","), saying));
      const stop = tail.endsWith("?") ? "?" : i === sayings.length - 1 ? "." : ";";
      body.push({ text: closed(capitalize(tail), stop), body: false });
    } else {
      const pool = templates.length > 0 ? templates : [...lines];
      const template = pool.splice(Math.floor(rng() * pool.length), 1)[0] ?? "{}.";
      const line = fill(template, saying.text);
      body.push(part(/[,.!?;]$/.test(line) ? line : `${line}.`, saying));
    }
    if (!asided && i < sayings.length - 1 && rng() < 0.5 && asides.length > 0) {
      asided = true;
      body.push({ text: pick(rng, asides), optional: true });
    }
  });
  const last = body.findLastIndex((p) => !p.optional);
  if (last >= 0) {
    const line = body[last]!.text;
    body[last] = { ...body[last]!, text: closed(line, line.match(/[!?]$/)?.[0] ?? ".") };
  }
  return body;
}

/** A riddle in the persona's own voice: an opener, voiced clue lines, a closer. */
function personaDraft(ctx: ComposeContext, clues: WriterClue[], lie?: string): Draft | null {
  const style = VOICE_STYLES[ctx.voice];
  const sayings: Saying[] = clues.map((clue) => ({ text: clue.text, clue }));
  if (lie !== undefined) sayings.splice(Math.floor(ctx.rng() * (sayings.length + 1)), 0, { text: lie });
  if (sayings.length === 0) return null;
  const fit = ctx.speed
    ? fitted(
        [
          { text: openerOf(ctx.voice, ctx.rng, ctx.quiet), optional: true },
          ...voicedBody(ctx, sayings, { ...style, rhyming: 0 }).filter((p) => !p.optional),
          { text: choose(ctx, style.quick) },
        ],
        SPEED_MAX_LENGTH,
      )
    : fitted(
        [
          { text: openerOf(ctx.voice, ctx.rng, ctx.quiet), optional: lie !== undefined },
          ...voicedBody(ctx, sayings, style),
          { text: choose(ctx, style.closers) },
        ],
        BOT_RIDDLE_LIMIT,
      );
  if (fit === null || (lie !== undefined && fit.clues.length === 0)) return null;
  return { ...fit, ...(lie !== undefined ? { lie } : {}) };
}

/** Longest riddle a bot writes, in characters (the rules allow more; bots keep it short). */
export const BOT_RIDDLE_LIMIT = 360;
/** Longest riddle a bot writes in a speed round. */
export const SPEED_MAX_LENGTH = 180;

const PERSONA: Composer = {
  compose: (ctx) =>
    personaRiddle(ctx, ctx.take(clueCount(ctx)), ctx.speed ? SPEED_MAX_LENGTH : BOT_RIDDLE_LIMIT),
  follows: () => true,
};

// ---- characters (character_voice) --------------------------------------------------------------

function characterComposer(character: CharacterVoice): Composer {
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

// ---- haiku ---------------------------------------------------------------------------------------

/** Words a haiku line should not end on: it would read as cut off. */
const BAD_END = new Set(
  "a an the and or but of to in on at by for with from my your his her their its our i i'm i've is am are was be can will that which who than very not no never just as so if when while into onto up".split(
    " ",
  ),
);
const PHRASE_START = new Set(["and", "but", "yet", "so", "while", "when", "though", "or"]);
/** Words that may follow the end of a haiku phrase: they start a new phrase of their own. */
const PHRASE_NEXT = new Set(
  "and but yet so while when though or in on at with like until before after under over through because if".split(
    " ",
  ),
);

/** Runs of a clue's words that read as a phrase, with their syllables. */
function phrasesOf(clue: string, strict: boolean): { text: string; syllables: number }[] {
  const tokens = inner(clue)
    .replace(/[;:—–-]+/g, ",")
    .split(/\s+/)
    .filter(Boolean);
  const bare = tokens.map((t) => t.toLowerCase().replace(/[^a-z']/g, ""));
  const starts = tokens
    .map((_, i) => i)
    .filter((i) => i === 0 || /,$/.test(tokens[i - 1]!) || PHRASE_START.has(bare[i]!))
    .filter((i) => !["and", "or", "so"].includes(bare[i]!));
  const out: { text: string; syllables: number }[] = [];
  for (const i of starts) {
    let syllables = 0;
    for (let j = i; j < tokens.length && syllables <= 7; j++) {
      syllables += lineSyllables(tokens[j]!);
      if (BAD_END.has(bare[j]!) || /[^\w',]$/.test(tokens[j]!.replace(/,$/, ""))) continue;
      const boundary = j === tokens.length - 1 || /,$/.test(tokens[j]!) || PHRASE_NEXT.has(bare[j + 1]!);
      if ((strict && !boundary) || j === i) continue;
      out.push({
        text: tokens
          .slice(i, j + 1)
          .join(" ")
          .replace(/,$/, ""),
        syllables,
      });
    }
  }
  return out;
}

/** A haiku line of exactly `target` syllables from one of the clues, padded with the voice's fillers. */
function haikuLine(clues: readonly WriterClue[], target: number, style: VoiceStyle, rng: Rng) {
  const single = style.fillers.map((f) => ({ text: f, syllables: lineSyllables(f) }));
  const fillers = [
    ...single,
    ...single.flatMap((a) =>
      single
        .filter((b) => b !== a)
        .map((b) => ({ text: `${a.text} ${b.text}`, syllables: a.syllables + b.syllables })),
    ),
  ];
  const options: { text: string; clue: WriterClue; pad: number }[] = [];
  for (const clue of clues) {
    for (const phrase of [
      ...phrasesOf(clue.text, true),
      ...(options.length > 0 ? [] : phrasesOf(clue.text, false)),
    ]) {
      const pad = target - phrase.syllables;
      if (pad < 0 || pad > 3) continue;
      if (pad === 0) options.push({ text: phrase.text, clue, pad });
      else {
        const filler = fillers.filter((f) => f.syllables === pad);
        if (filler.length > 0)
          options.push({ text: `${pick(rng, filler).text} ${decap(phrase.text)}`, clue, pad });
      }
    }
  }
  if (options.length === 0) return undefined;
  // Prefer the fullest phrases: no padding first.
  const best = Math.min(...options.map((o) => o.pad));
  return pick(
    rng,
    options.filter((o) => o.pad === best || rng() < 0.3),
  );
}

const HAIKU: Composer = {
  compose(ctx) {
    const style = VOICE_STYLES[ctx.voice];
    const pool = ctx.take(12);
    const used: WriterClue[] = [];
    const lines: string[] = [];
    const ends = quietOnes(ctx, style.haikuEnds).filter((l) => lineSyllables(l) === 5);
    const closeWithVoice = ends.length > 0 && ctx.rng() < 0.6;
    for (const target of closeWithVoice ? [5, 7] : [5, 7, 5]) {
      const line = haikuLine(
        pool.filter((c) => !used.includes(c)),
        target,
        style,
        ctx.rng,
      );
      if (!line) return null;
      used.push(line.clue);
      lines.push(capitalize(line.text));
    }
    if (closeWithVoice) lines.push(pick(ctx.rng, ends));
    const text = lines
      .map((l, i) => (i === 2 ? closed(l, /\?$/.test(l) ? "?" : ".") : l.replace(/[.!?]$/, "")))
      .join("\n");
    return { text, clues: used };
  },
  follows: (text) => {
    const lines = text.split("\n");
    return lines.length === 3 && lines.map(lineSyllables).join("-") === "5-7-5";
  },
};

// ---- children's rhyme --------------------------------------------------------------------------

const KID_TAILS = [
  "as happy as can be",
  "now who could I be?",
  "come and play with me",
  "one, two, three",
  "hip hip hooray",
  "come out to play",
  "every single day",
  "then run away",
  "under the stars at night",
  "with all my might",
  "and that is right",
  "it's really true",
  "peekaboo",
  "and so can you",
  "a-hopping on the floor",
  "knock knock on the door",
  "I'll tell you more",
  "and off to bed",
  "said Uncle Ned",
  "like a happy song",
  "all day long",
  "and round I go",
  "from top to toe",
  "I'd like you to know",
  "to the moon and back again",
  "count to ten",
  "just like a game",
  "now guess my name",
  "in the sun",
  "oh what fun",
  "one by one",
  "and that's the end",
  "my funny friend",
  "to the clouds up high",
  "my, oh my",
  "as a bumblebee",
  "clap your hands with me",
  "tickle, tickle, tee",
  "and a jolly good cheer",
  "let's all give a cheer",
  "round and round the town",
  "then I sit down",
  "the king and the queen",
  "it's the best I've seen",
];

/** Refrains for a line whose end nothing rhymes with: the line takes the first, the next line the second. */
const KID_REFRAINS: [string, string][] = [
  ["one, two, three", "now who could I be?"],
  ["hip hooray", "come out and play!"],
  ["fiddle-dee-dee", "what can I be?"],
  ["tick tock", "round the clock!"],
  ["clap, clap, clap", "then take a nap!"],
  ["hop and skip", "don't you trip!"],
];

const KID_OPENERS: [string, string][] = [
  ["Hey diddle diddle,", "here is my riddle:"],
  ["Children, children, gather round,", "listen to this riddle I found:"],
  ["Little ones, come near,", "I've a riddle for you here:"],
  ["Ring-a-ring of roses,", "a riddle for your noses:"],
];
const KID_CLOSERS: [string, string][] = [
  ["Riddle me, riddle me, what can I be?", "Shout out my name, one, two, three!"],
  ["Twinkle, twinkle, what am I?", "Guess me now and wave goodbye!"],
  ["Hickory dickory, tick and tock,", "guess me before the end of the clock!"],
  ["Round and round the riddle goes,", "what am I? Now everyone knows!"],
];

function couplet(ctx: ComposeContext, clue: string): [string, string] {
  const { rng } = ctx;
  const line = capitalize(inner(clue));
  const tail = rhymingLine(
    KID_TAILS.filter((t) => ctx.quiet(t)),
    lastWord(line),
    rng,
  );
  if (tail) return [`${line},`, /[?!]$/.test(tail) ? tail : `${tail}!`];
  const [a, b] = pick(rng, KID_REFRAINS);
  return [`${line}, ${a},`, capitalize(b)];
}

/** Whether every pair of lines, first and second, third and fourth, rhymes on its last words. */
function inCouplets(text: string): boolean {
  const lines = text.split("\n");
  if (lines.length % 2 !== 0 || lines.length === 0) return false;
  for (let i = 0; i < lines.length; i += 2)
    if (!rhymes(lastWord(lines[i]!), lastWord(lines[i + 1]!))) return false;
  return true;
}

const CHILDRENS_RHYME: Composer = {
  compose(ctx) {
    const clues = ctx.take(ctx.speed ? 1 : Math.min(2, clueCount(ctx)));
    if (clues.length === 0) return null;
    const body: Part[] = clues.flatMap((c) =>
      couplet(ctx, c.text).map((text, k) => (k === 0 ? { text, body: true, clue: c } : { text, body: true })),
    );
    const [o1, o2] = choose(ctx, KID_OPENERS);
    const [c1, c2] = choose(ctx, KID_CLOSERS);
    const parts: Part[] = [
      { text: o1, optional: true },
      { text: o2, optional: true },
      ...body,
      { text: c1, optional: true },
      { text: c2, optional: true },
    ];
    // Drop whole couplets only: an opener or closer goes as a pair, a clue couplet as a pair.
    const max = ctx.speed ? SPEED_MAX_LENGTH : BOT_RIDDLE_LIMIT;
    let lines = parts;
    const size = () => lines.map((p) => p.text).join("\n").length;
    if (size() > max) lines = lines.slice(2);
    if (size() > max) lines = lines.slice(0, -2);
    while (size() > max && lines.length > 2) lines = lines.slice(0, -2);
    const text = lines.map((p) => p.text).join("\n");
    return size() <= max ? { text, clues: lines.flatMap((p) => (p.clue ? [p.clue] : [])) } : null;
  },
  follows: inCouplets,
};

// ---- framed styles: noir, prophecy, sonnet -----------------------------------------------------

interface Frame {
  readonly openers: readonly string[];
  readonly lines: readonly string[];
  readonly closers: readonly string[];
  readonly marks: RegExp;
  readonly reword?: (clue: string) => string;
}

function framed(frame: Frame): Composer {
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

const NOIR: Frame = {
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

const PROPHECY: Frame = {
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

/** Romantic lines "thy" the reader, and a closing couplet. */
const SONNET_COUPLETS: [string, string][] = [
  ["So speak my name, and let thy heart be true,", "for every line I wrote, I wrote for you."],
  ["Then say my name, beloved, soft and low,", "for none but thee my secret heart shall know."],
  ["O name me, love, before the candles die,", "and I am thine beneath the summer sky."],
  ["My heart is thine; now tell me who I be,", "for all my love I pour, my dear, on thee."],
];

/** A sonnet shortened to fit: a line of address, clue lines of love, and a closing rhyming couplet. */
const SONNET: Composer = {
  compose(ctx) {
    const clues = ctx.take(ctx.speed ? 1 : 2);
    if (clues.length === 0) return null;
    const templates = [
      "My love, {},",
      "For thee, {},",
      "Sweet heart, {},",
      "O beloved, {},",
      "{}, my darling,",
    ].filter((t) => ctx.legal(t.replace("{}", "")));
    const body = clues.map((clue) => {
      const template = templates.splice(Math.floor(ctx.rng() * templates.length), 1)[0] ?? "{},";
      return { text: fill(template, inner(clue.text).replace(/\byour\b/g, "thy")), body: true, clue };
    });
    body[body.length - 1] = { ...body[body.length - 1]!, text: closed(body[body.length - 1]!.text, ";") };
    const [c1, c2] = choose(ctx, SONNET_COUPLETS);
    const opener = choose(ctx, [
      "Shall I compare thee to a riddle's art?",
      "O hear, beloved, the secret of my heart:",
      "Sweet love, I write these lines to thee alone:",
      "Upon this page my love is plainly shown:",
    ]);
    const text = fitted(
      [{ text: opener, optional: true }, ...body, { text: c1 }, { text: c2 }],
      ctx.speed ? SPEED_MAX_LENGTH : BOT_RIDDLE_LIMIT,
    );
    return text;
  },
  follows(text) {
    const lines = text.split("\n");
    return (
      lines.length >= 3 &&
      rhymes(lastWord(lines[lines.length - 2]!), lastWord(lines[lines.length - 1]!)) &&
      /\b(?:thee|thy|thine|love|beloved|heart|darling)\b/i.test(text)
    );
  },
};

// ---- one sentence, no adjectives, one lie ------------------------------------------------------

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

const ONE_SENTENCE: Composer = {
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

const NO_ADJECTIVES: Composer = {
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

/** Clues of the bank that plainly describe some word, for lies: what it looks like, does, where it is. */
const LIES: { page: number; word: string; text: string }[] = (CLUE_BANK_PAGES as readonly BankPage[]).flatMap(
  (page) =>
    Object.entries(page.words).flatMap(([word, clues]) =>
      clues
        .filter((c) => c.difficulty === 1 && ["appearance", "function", "place"].includes(c.kind))
        .map((c) => ({ page: page.pageNumber, word, text: c.text.replace(/[.!?]+$/, "") })),
    ),
);

/** A false clue for `word`: a plain clue of a word on another page, legal for `word` and naming no word of its page. */
function lieFor(ctx: ComposeContext): string | undefined {
  const pageWords = new Set(getPage(ctx.page ?? -1)?.words ?? [ctx.word]);
  for (let i = 0; i < 20; i++) {
    const lie = pick(ctx.rng, LIES);
    if (lie.page === ctx.page || pageWords.has(lie.word)) continue;
    const tokens = lie.text.toLowerCase().match(/[a-z]+/g) ?? [];
    if (tokens.some((t) => pageWords.has(t))) continue;
    if (checkRiddle(ctx.word, lie.text, ctx.page).ok) return lie.text;
  }
  return undefined;
}

const ONE_LIE: Composer = {
  compose(ctx) {
    const lie = lieFor(ctx);
    if (lie === undefined) return null;
    return personaDraft(ctx, ctx.take(ctx.speed ? 1 : 2), lie);
  },
  follows: () => true,
};

const STYLES: Record<StylePrompt, Composer> = {
  Haiku: HAIKU,
  "Children's rhyme": CHILDRENS_RHYME,
  "Detective noir": framed(NOIR),
  "Ancient prophecy": framed(PROPHECY),
  "Romantic sonnet": SONNET,
  "Only one sentence": ONE_SENTENCE,
  "No adjectives": NO_ADJECTIVES,
  "Include one lie": ONE_LIE,
};

/** How a bot writes to the round's prompt: a style prompt, a character, or (none) its own voice. */
export function composerFor(prompt: string | null | undefined): Composer {
  if (prompt && (STYLE_PROMPTS as readonly string[]).includes(prompt)) return STYLES[prompt as StylePrompt];
  if (prompt && (CHARACTER_VOICES as readonly string[]).includes(prompt))
    return characterComposer(prompt as CharacterVoice);
  return PERSONA;
}
