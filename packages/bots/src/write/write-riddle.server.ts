import { type BotDifficulty, type BotType, pick, type Rng } from "@riddlebook/rules";
import { checkRiddle, foldKey, getPage, pageNumbers, pagesWithWord } from "@riddlebook/words";
import { wordnet } from "@riddlebook/words/wordnet";
import { rankCandidates } from "../guess/guess.server";
import { sensesOf } from "../knowledge/bag.server";
import { bankCluesFor } from "./clue-bank.server";
import { cluesFor } from "./clues.server";
import {
  BOT_RIDDLE_LIMIT,
  type ComposeContext,
  composerFor,
  type Draft,
  SPEED_MAX_LENGTH,
  type WriterClue,
} from "./compose.server";
import { quotedGloss } from "./gloss-quote.server";
import { pageEchoes, quietOnPage } from "./page-echoes.server";
import { type Voice, voiceFor } from "./personas";
import { type ReaderClues, readerCluesFor } from "./reader-clues.server";

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
}

/** A written riddle and the voice it was written in (random resolves to one of the voices). */
export interface WrittenRiddle {
  readonly riddle: string;
  readonly persona: Voice;
  /** The clues the riddle was built from, as the bank (or WordNet) words them. */
  readonly clues: readonly string[];
  /** Under "Include one lie": the false clue, a plain clue of a word on another page. */
  readonly lie?: string;
}

/** Which bank difficulties suit a bot, in order of preference: easy bots point plainly, expert bots slyly. */
const PREFERRED: Record<BotDifficulty, readonly (1 | 2 | 3)[][]> = {
  easy: [[1], [2]],
  medium: [[1, 2, 3]],
  hard: [[2, 3], [1]],
  expert: [[3], [2], [1]],
};

/** Which share of a word's clues each persona draws on first, so the three write different riddles. */
const SHARE: Record<BotType, number> = { auntie: 0, grandpa: 1, random: 2 };

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The clues in the order a persona should reach for them: by the bot's difficulty first (easy bots
 * plain clues, expert bots sly ones), and within one difficulty its own third of the word's clues (a
 * fixed split, the same in every game) before the other personas' thirds.
 */
function tiersFor(clues: readonly WriterClue[], word: string, persona: BotType, difficulty: BotDifficulty) {
  const ordered = [...clues].sort((a, b) => hash(word + a.text) - hash(word + b.text));
  const own = ordered.filter((_, i) => i % 3 === SHARE[persona]);
  const others = ordered.filter((_, i) => i % 3 !== SHARE[persona]);
  const levels = [
    ...PREFERRED[difficulty],
    [1, 2, 3].filter((l) => !PREFERRED[difficulty].flat().includes(l as 1)),
  ];
  return levels
    .flatMap((level) => [own, others].map((group) => group.filter((c) => level.includes(c.difficulty))))
    .filter((tier) => tier.length > 0);
}

/**
 * `n` clues: the reader clues first (see `leadsFor`), then from the tiers, in tier order, at random
 * within a tier; a medium bot gives one plain clue of its own share when it has one (not another
 * persona's: the three would repeat it).
 */
function taker(
  tiers: readonly WriterClue[][],
  difficulty: BotDifficulty,
  rng: Rng,
  leads: readonly string[],
) {
  return (n: number): WriterClue[] => {
    // Always at least one clue of the bank's: a riddle, not a definition (so a one-clue speed
    // riddle has no reader clue).
    const chosen: WriterClue[] = leads
      .slice(0, n - 1)
      .map((text) => ({ text, difficulty: 1 as const, reader: true }));
    const plain = (tiers[0] ?? []).filter((c) => c.difficulty === 1);
    if (difficulty === "medium" && chosen.length < n && plain.length > 0) chosen.push(pick(rng, plain));
    for (const tier of tiers) {
      const pool = tier.filter((c) => !chosen.includes(c));
      while (chosen.length < n && pool.length > 0)
        chosen.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]!);
    }
    for (let i = chosen.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [chosen[i], chosen[j]] = [chosen[j]!, chosen[i]!];
    }
    return chosen;
  };
}

/**
 * The reader clues a bot of this difficulty builds on, most telling first, each in the persona's
 * own wording when that one is usable (legal, quoting no four words of a gloss): easy bots say what
 * the word is, then its parts or more of its definition; medium bots what it is; hard bots its kind
 * and one telling word; expert bots nothing (docs/decisions/036-reader-clues-for-bot-riddles.md).
 */
function leadsFor(
  reader: ReaderClues,
  difficulty: BotDifficulty,
  persona: BotType,
  usable: (text: string) => boolean,
): string[] {
  const what = reader.what.length > 0 ? reader.what : reader.kind;
  const groups: Record<BotDifficulty, (readonly string[])[]> = {
    easy: [what, reader.parts, reader.more],
    medium: [what],
    hard: [reader.hint],
    expert: [],
  };
  return groups[difficulty].flatMap((wordings) => {
    const own = wordings[SHARE[persona] % Math.max(1, wordings.length)];
    const text = own !== undefined && usable(own) ? own : wordings.find(usable);
    return text === undefined ? [] : [text];
  });
}

/** Hints that fit any word, for when nothing else passes. */
const BARE_CLUES: WriterClue[] = [
  { text: "I'm hiding somewhere on this very page", difficulty: 3 },
  { text: "look closely and you will find me", difficulty: 3 },
  { text: "I'm one of the words in front of you", difficulty: 3 },
];

/** Fewer bank clues than this for a word and the writer uses WordNet. */
const MIN_BANK_CLUES = 3;

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
 * drafts several riddles from the hand-written clue bank (or, for a word it lacks, from the word's
 * knowledge), keeps only those that follow the prompt, pass the rule checker with no violations,
 * fit the length and quote no four words of a WordNet gloss of the word, and of those picks one
 * the guesser solves against the page's words (else the one it ranks best).
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
  const legal = (text: string) => checkRiddle(word, text, input.page).ok;
  const usable = (text: string) => legal(text) && quotedGloss(word, text) === null;
  // The hand-written bank first; the word's knowledge (WordNet) for words the bank does not hold.
  const bank = bankCluesFor(word, page);
  const clues: WriterClue[] = (
    bank.length >= MIN_BANK_CLUES
      ? bank
      : cluesFor(word, input.page).flatMap((c) => {
          const text = c.variants.find(legal);
          return text === undefined
            ? []
            : [{ text, difficulty: c.kind === "gloss" ? (1 as const) : (2 as const) }];
        })
  ).filter((c) => usable(c.text));
  const composer = composerFor(input.prompt);
  const echoes = pageEchoes(word, input.page);
  const ctx: ComposeContext = {
    word,
    page: input.page,
    voice,
    rng,
    difficulty,
    speed,
    take: taker(
      tiersFor(clues, word, input.persona, difficulty),
      difficulty,
      rng,
      leadsFor(readerCluesFor(word, input.page), difficulty, input.persona, usable),
    ),
    legal,
    quiet: (text) => quietOnPage(text, echoes),
  };
  const keeps = (text: string) =>
    text.length <= max && legal(text) && quotedGloss(word, text) === null && composer.follows(text);

  const drafts = new Map<string, Draft>();
  const tries = input.drafts ?? 8;
  for (let i = 0; i < tries * 3 && drafts.size < tries && clues.length > 0; i++) {
    const draft = composer.compose(ctx);
    if (draft && !drafts.has(draft.text) && keeps(draft.text)) drafts.set(draft.text, draft);
  }
  const result = (draft: Draft): WrittenRiddle => ({
    riddle: draft.text,
    persona: voice,
    clues: draft.clues.map((c) => c.text),
    ...(draft.lie !== undefined ? { lie: draft.lie } : {}),
  });
  if (drafts.size === 0) {
    // Nothing usable (a word with no clues, or every draft broke a rule): a riddle of bare hints,
    // still kept to the prompt, else a bare line.
    const bare = composer.compose({ ...ctx, take: (n) => BARE_CLUES.slice(0, Math.max(1, n)) });
    if (bare && keeps(bare.text)) return result({ ...bare, clues: [] });
    const fallbacks = [
      "I hide on this page\nfind me among all the words\nsay my name, my friend",
      "I'm hiding somewhere on this very page,\nso look and find me, whatever your age!",
      "I'm hiding on this very page, so find me if you can!",
      "Find me if you can.",
    ];
    return result({ text: fallbacks.find(keeps) ?? fallbacks.find(legal) ?? fallbacks[3]!, clues: [] });
  }

  const { candidates, pageNumber } = rivalsFor(word, input.page);
  const tested = [...drafts.values()].map((draft) => {
    const ranking = rankCandidates(draft.text, candidates, pageNumber !== undefined ? { pageNumber } : {});
    const rank = ranking.findIndex((c) => c.word === word);
    const own = ranking[rank]?.score ?? 0;
    const rival = ranking.find((c) => c.word !== word)?.score ?? 0;
    return { draft, rank, margin: own - rival };
  });
  const solved = tested.filter((t) => t.rank === 0 && t.margin > 0);
  if (solved.length > 0) return result(pick(rng, solved).draft);
  tested.sort((a, b) => a.rank - b.rank || b.margin - a.margin);
  return result(tested[0]!.draft);
}
