import { type BotDifficulty, type BotType, pick, type Rng } from "@riddlebook/rules";
import { checkRiddle, foldKey, getPage, pageNumbers, pagesWithWord } from "@riddlebook/words";
import { wordnet } from "@riddlebook/words/wordnet";
import { rankCandidates } from "../guess/guess.server";
import { pinnedSense, sensesOf } from "../knowledge/bag.server";
import { taker } from "./choose-clues.server";
import { bankCluesFor } from "./clue-bank.server";
import { composerFor } from "./compose.server";
import {
  BOT_RIDDLE_LIMIT,
  type ComposeContext,
  type Draft,
  SPEED_MAX_LENGTH,
  type WriterClue,
} from "./compose-parts.server";
import { decoyStrength, pageDecoys } from "./decoys.server";
import { giveAwaysFor } from "./give-aways.server";
import { quotedGloss } from "./gloss-quote.server";
import { pageEchoes, quietOnPage } from "./page-echoes.server";
import { voicedClue, voiceSpeaksAsThing } from "./persona-riddle.server";
import { type Voice, voiceFor } from "./personas";
import { shuffled } from "./shuffle";

/** Longest riddle a bot writes, in characters (the rules allow more; bots keep it short). */
export const BOT_RIDDLE_MAX_LENGTH = BOT_RIDDLE_LIMIT;

/** What to write about, and how. */
export interface WriteRiddleInput {
  /** The secret word. Any English word works; wordbook words use their pinned sense. */
  readonly word: string;
  readonly persona: BotType;
  /** The wordbook page the word was chosen from: its pinned sense and its other words as rivals. */
  readonly page?: number;
  readonly rng: Rng;
  /** Easy bots pick plain clues, expert bots sly ones (the bank's difficulty 1 to 3). Default medium. */
  readonly difficulty?: BotDifficulty;
  /** How many drafts to write before testing them. Default 8. */
  readonly drafts?: number;
  /**
   * The round's prompt for this bot: a style prompt (`style_challenge`) or a character
   * (`character_voice`). The riddle keeps to it; without one the bot writes in its own voice.
   */
  readonly prompt?: string | null;
  /** A speed round: less writing time, so a shorter riddle (at most `SPEED_MAX_LENGTH` characters). */
  readonly speed?: boolean;
  /**
   * The clues (`WrittenRiddle.clues`) this word's earlier riddles in the same game already said, by
   * any bot: the writer says other ones while the bank has them, so a word met again at the table
   * does not repeat a line.
   */
  readonly usedClues?: readonly string[];
}

/** A written riddle and the voice it was written in (random resolves to one of the voices). */
export interface WrittenRiddle {
  readonly riddle: string;
  readonly persona: Voice;
  /** The clues the riddle was built from, as the bank (or WordNet) words them. */
  readonly clues: readonly string[];
  /** Under "Include one lie": the false clue, a plain clue of another word of the page, false of this one. */
  readonly lie?: string;
}

/** Words that are plural in form and take "they" ("the scissors: they have two blades"). */
const PLURAL_ONLY = new Set(
  "scissors glasses spectacles pants jeans trousers shorts binoculars pliers tongs tweezers headphones goggles stairs clothes".split(
    " ",
  ),
);

/** WordNet's broad kinds, said plainly: for a word the bank lacks, what the writer can say for sure. */
const KIND_LINES: Readonly<Record<string, string>> = {
  "noun.animal": "I'm a living creature",
  "noun.plant": "I grow from the ground",
  "noun.food": "You could eat or drink me",
  "noun.artifact": "People made me",
  "noun.person": "I'm a kind of person",
  "noun.feeling": "You feel me inside",
  "noun.location": "I'm a place",
  "noun.object": "I'm part of the natural world",
  "noun.body": "I'm part of a body",
  "noun.act": "I'm something people do",
  "noun.event": "I'm something that happens",
  "noun.phenomenon": "I'm something that happens in nature",
  "noun.time": "I'm a stretch of time",
  "noun.communication": "I'm a way of saying something",
  "noun.cognition": "I live in the mind",
  "noun.substance": "I'm a substance",
  "noun.state": "I'm a state you can be in",
  "noun.attribute": "I'm a quality something can have",
  "verb.motion": "I'm a way of moving",
  "verb.communication": "I'm a way of telling",
};
const NUMBERS =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen".split(" ");

/**
 * For a word the bank lacks (no wordbook page): say less rather than something broken. WordNet
 * chooses what to say (the word's broad kind), never words it: its text never reaches a riddle.
 */
function bareClues(word: string): WriterClue[] {
  const lexName = sensesOf(wordnet(), word)[0]?.lexName;
  const kind = lexName ? KIND_LINES[lexName] : undefined;
  const letters = word.replace(/[^a-z]/g, "").length;
  const count = NUMBERS[letters];
  return [
    ...(kind ? [{ text: kind, difficulty: 1 as const, kind: "function" as const }] : []),
    ...(count && !/\s/.test(word)
      ? [{ text: `My name has ${count} letters`, difficulty: 1 as const, kind: "appearance" as const }]
      : []),
  ];
}

/** The words a riddle must be told apart from: the page's, or for words on no page, kindred words. */
function rivalsFor(word: string, page: number | undefined): { candidates: string[]; pageNumber?: number } {
  const pageNumber = page ?? pagesWithWord(word)[0];
  const words = pageNumber !== undefined ? getPage(pageNumber)?.words : undefined;
  if (pageNumber !== undefined && words?.includes(word)) return { candidates: [...words], pageNumber };
  const wn = wordnet();
  const rivals = new Set<string>([word]);
  const sense = sensesOf(wn, word)[0];
  for (const p of sense?.pointers ?? []) {
    if (p.symbol !== "@" && p.symbol !== "@i") continue;
    for (const q of wn.synset(p.pos, p.offset).pointers) {
      if (q.symbol === "~" && rivals.size < 12) {
        const lemma = wn.synset(q.pos, q.offset).words[0];
        if (lemma && /^[a-z]+$/.test(lemma)) rivals.add(lemma);
      }
    }
  }
  const all = pageNumbers();
  const filler = getPage(all[[...word].reduce((h, c) => h + c.charCodeAt(0), 0) % all.length]!)!.words;
  for (const w of filler) if (rivals.size < 24) rivals.add(w);
  return { candidates: [...rivals] };
}

/**
 * Writes a riddle for `word` in the persona's voice, kept to the round's prompt, by generate-and-test:
 * drafts several riddles from the hand-written clue bank's whole sentences (for a word it lacks, a
 * plain line or two), keeps only those that follow the prompt, pass the rule checker with no
 * violations, give nothing away (no synonym, near hypernym or compound half: `give-aways.server.ts`),
 * fit the length and quote no four words of a WordNet gloss of the word, and of those picks one the
 * guesser solves against the page's words (else the one it ranks best); expert bots pick among all.
 * The same seed gives the same riddle.
 */
export function writeRiddle(input: WriteRiddleInput): WrittenRiddle {
  const word = foldKey(input.word.trim());
  const { rng } = input;
  const difficulty = input.difficulty ?? "medium";
  const speed = input.speed ?? false;
  const voice = voiceFor(input.persona, rng);
  const page = input.page ?? pagesWithWord(word)[0];
  const max = speed ? SPEED_MAX_LENGTH : BOT_RIDDLE_MAX_LENGTH;
  const giveAways = giveAwaysFor(word, page);
  const legal = (text: string) => checkRiddle(word, text, input.page).ok && giveAways.in(text) === undefined;
  const lexName = sensesOf(wordnet(), word, pinnedSense(word, page))[0]?.lexName;
  const subject = lexName === "noun.person" || PLURAL_ONLY.has(word) ? "they" : "it";
  // Only clues the voice can say: a voice that speaks of the thing needs clues it can retell.
  // Wordplay puts the word itself in a phrase ("put your money where I am"): only a voice that
  // speaks as the thing can say it.
  const sayable = (c: WriterClue) =>
    voicedClue({ voice, subject }, c.text) !== null && (c.kind !== "wordplay" || voiceSpeaksAsThing(voice));
  const bank = bankCluesFor(word, page);
  const usable = (c: WriterClue) =>
    legal(c.text) && quotedGloss(word, c.text) === null && (composerIsPersona(input) ? sayable(c) : true);
  const used = new Set(input.usedClues ?? []);
  const said = (bank.length > 0 ? bank : bareClues(word)).filter(usable);
  // A word whose clues this voice can say were all said earlier in the game: its plain lines for a
  // word the bank lacks, rather than a line said again (ADR 042, "A game's memory").
  const clues: WriterClue[] =
    bank.length > 0 && said.length > 0 && said.every((c) => used.has(c.text))
      ? [...said, ...bareClues(word).filter(usable)]
      : said;
  const composer = composerFor(input.prompt);
  const echoes = pageEchoes(word, input.page);
  const decoys = pageDecoys(word, input.page);
  const ctx: ComposeContext = {
    word,
    page: input.page,
    voice,
    subject,
    rng,
    difficulty,
    speed,
    // A word the bank lacks gets its few plain lines at any difficulty.
    take: taker(clues, {
      word,
      persona: input.persona,
      difficulty: bank.length > 0 ? difficulty : "easy",
      rng,
      all: bank,
      used,
      decoys,
    }),
    legal,
    quiet: (text) => quietOnPage(text, echoes),
  };
  const keeps = (text: string) =>
    text.length <= max && legal(text) && quotedGloss(word, text) === null && composer.follows(text);

  const drafts = new Map<string, Draft>();
  const tries = input.drafts ?? (difficulty === "hard" || difficulty === "expert" ? 12 : 8);
  for (let i = 0; i < tries * 3 && drafts.size < tries && clues.length > 0; i++) {
    const draft = composer.compose(ctx);
    if (draft && !drafts.has(draft.text) && keeps(draft.text)) drafts.set(draft.text, draft);
  }
  // A form too strict for the bot's own kinds of clue (a rhyme, a haiku): any of the word's clues.
  const anyClue: ComposeContext = {
    ...ctx,
    take: (n) => {
      const order = shuffled(rng, clues);
      const fresh = order.filter((c) => !used.has(c.text));
      return (fresh.length > 0 ? fresh : order).slice(0, n);
    },
  };
  for (let i = 0; i < tries * 3 && drafts.size === 0 && clues.length > 0; i++) {
    const draft = composer.compose(anyClue);
    if (draft && keeps(draft.text)) drafts.set(draft.text, draft);
  }
  const result = (draft: Draft): WrittenRiddle => ({
    riddle: draft.text,
    persona: voice,
    clues: draft.clues.map((c) => c.text),
    ...(draft.lie !== undefined ? { lie: draft.lie } : {}),
  });
  if (drafts.size === 0) {
    // Nothing usable (every draft broke a rule): one plain line, still kept to the prompt if it can be.
    const fallbacks = [
      "I hide on this page\nfind me among all the words\nsay my name, my friend",
      "I'm one of the words on this very page.\nFind me if you can!",
      "Find me if you can.",
    ];
    return result({ text: fallbacks.find(keeps) ?? fallbacks.find(legal) ?? fallbacks[2]!, clues: [] });
  }
  // A persona's riddle says at least one clue in its own clause shape when any draft does; any
  // riddle says no clue this word said earlier at the table when any draft does.
  const all = [...drafts.values()];
  const fresh = all.filter((d) => d.clues.every((c) => !used.has(c.text)));
  const unrepeated = fresh.length > 0 ? fresh : all;
  const voiced = unrepeated.filter((d) => d.voiced);
  const pool = voiced.length > 0 ? voiced : unrepeated;

  const { candidates, pageNumber } = rivalsFor(word, input.page);
  const tested = pool.map((draft) => {
    const ranking = rankCandidates(draft.text, candidates, pageNumber !== undefined ? { pageNumber } : {});
    const rank = ranking.findIndex((c) => c.word === word);
    const own = ranking[rank]?.score ?? 0;
    const rival = ranking.find((c) => c.word !== word)?.score ?? 0;
    const strength = decoyStrength(
      draft.clues.map((c) => c.text),
      decoys,
    );
    return { draft, rank, margin: own - rival, strength };
  });
  type Tested = (typeof tested)[number];
  // Easy and medium bots keep a draft the guesser (ADR 043) solves, easy the surest. Hard and expert
  // bots keep the draft whose lines lean furthest towards one other word of the page (its decoy,
  // `decoys.server.ts`), then the least sure: that is what makes a person hesitate on a page of 25
  // words. Never one the guesser cannot solve or nearly solve (its first or second choice), or the
  // other bots at the table would guess wrong every time.
  const solved = tested.filter((t) => t.rank === 0 && t.margin > 0);
  const byMargin = (a: Tested, b: Tested) => a.margin - b.margin;
  // Fewer lines, less to go on: among drafts that mislead alike, the shorter.
  const misleading = (a: Tested, b: Tested) =>
    b.strength - a.strength ||
    a.draft.clues.length - b.draft.clues.length ||
    Math.abs(a.margin) - Math.abs(b.margin);
  if (difficulty === "easy" && solved.length > 0) return result(solved.sort(byMargin).at(-1)!.draft);
  if (difficulty === "medium" && solved.length > 0) return result(pick(rng, solved).draft);
  if (difficulty === "hard" || difficulty === "expert") {
    const close = tested.filter((t) => t.rank <= 1).sort(misleading);
    if (close.length > 0) return result(close[0]!.draft);
  }
  tested.sort((a, b) => a.rank - b.rank || b.margin - a.margin);
  return result(tested[0]!.draft);
}

/**
 * Whether the riddle is the persona's own, which retells clues in its voice: no prompt, or "Include
 * one lie" (the persona's own riddle with one line a lie).
 */
function composerIsPersona(input: WriteRiddleInput): boolean {
  return !input.prompt || input.prompt === "Include one lie";
}
