import { pick, type Rng } from "@riddlebook/rules";
import { clueCount } from "./clue-count";
import {
  BOT_RIDDLE_LIMIT,
  type ComposeContext,
  type Composer,
  capitalize,
  choose,
  closed,
  decap,
  fill,
  fitted,
  inner,
  type Part,
  quietOnes,
  rhymingLine,
  SPEED_MAX_LENGTH,
  type WriterClue,
} from "./compose-parts.server";
import { VOICE_STYLES, type VoiceStyle } from "./personas";
import { lastWord, rhymes } from "./rhyme";
import { lineSyllables } from "./syllables";

// The verse styles of a style prompt: haiku, children's rhyme, romantic sonnet.

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

export const HAIKU: Composer = {
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

export const CHILDRENS_RHYME: Composer = {
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

/** Romantic lines "thy" the reader, and a closing couplet. */
const SONNET_COUPLETS: [string, string][] = [
  ["So speak my name, and let thy heart be true,", "for every line I wrote, I wrote for you."],
  ["Then say my name, beloved, soft and low,", "for none but thee my secret heart shall know."],
  ["O name me, love, before the candles die,", "and I am thine beneath the summer sky."],
  ["My heart is thine; now tell me who I be,", "for all my love I pour, my dear, on thee."],
];

/** A sonnet shortened to fit: a line of address, clue lines of love, and a closing rhyming couplet. */
export const SONNET: Composer = {
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
