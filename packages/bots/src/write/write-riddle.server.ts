import { type BotDifficulty, type BotType, pick, type Rng } from "@riddlebook/rules";
import { checkRiddle, foldKey, getPage, pageNumbers, pagesWithWord } from "@riddlebook/words";
import { wordnet } from "@riddlebook/words/wordnet";
import { rankCandidates } from "../guess/guess.server";
import { sensesOf } from "../knowledge/bag.server";
import { bankCluesFor } from "./clue-bank.server";
import { type Clue, cluesFor } from "./clues.server";
import { VOICE_STYLES, type Voice, voiceFor } from "./personas";

/** Longest riddle a bot writes, in characters (the rules allow more; bots keep it short). */
export const BOT_RIDDLE_MAX_LENGTH = 300;

/** What to write about, and how. */
export interface WriteRiddleInput {
  /** The secret word. Any English word works; wordbook words use their pinned sense. */
  readonly word: string;
  readonly persona: BotType;
  /** The wordbook page the word was chosen from: its pinned sense and its other words as rivals. */
  readonly page?: number;
  readonly rng: Rng;
  /**
   * Easy bots give more clues and always the definition; expert bots give fewer and may leave the
   * definition out, as long as the guesser still solves the riddle. Default medium.
   */
  readonly difficulty?: BotDifficulty;
  /** How many drafts to write before testing them. Default 8. */
  readonly drafts?: number;
}

/** A written riddle and the voice it was written in (random resolves to one of the voices). */
export interface WrittenRiddle {
  readonly riddle: string;
  readonly persona: Voice;
}

const CLUE_WEIGHT: Record<Clue["kind"], number> = {
  gloss: 3,
  kind: 2,
  parts: 2,
  whole: 1.5,
  kin: 1,
  company: 2.5,
  saying: 1.5,
  category: 0.5,
  metaphor: 2.5,
  function: 2,
  appearance: 2,
  place: 2,
  trope: 2.5,
  wordplay: 1.5,
};

/** Fewer bank clues than this for a word (at the bot's difficulty) and the writer uses WordNet. */
const MIN_BANK_CLUES = 3;

const CLUES_BY_DIFFICULTY: Record<BotDifficulty, [number, number]> = {
  easy: [3, 4],
  medium: [2, 3],
  hard: [2, 3],
  expert: [2, 2],
};

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function weightedPick<T>(rng: Rng, items: readonly T[], weight: (t: T) => number): T {
  const total = items.reduce((sum, t) => sum + weight(t), 0);
  let r = rng() * total;
  for (const t of items) {
    r -= weight(t);
    if (r < 0) return t;
  }
  return items[items.length - 1]!;
}

function draft(clues: readonly Clue[], voice: Voice, difficulty: BotDifficulty, rng: Rng): string {
  const style = VOICE_STYLES[voice];
  const [min, max] = CLUES_BY_DIFFICULTY[difficulty];
  const count = Math.min(clues.length, min + Math.floor(rng() * (max - min + 1)));
  const pool = [...clues];
  const chosen: Clue[] = [];
  // Easier bots always give one plain clue: the definition, or a plain clue of the bank.
  const plainest = pool.findIndex((c) => c.kind === "gloss" || c.plain === true);
  if ((difficulty === "easy" || difficulty === "medium") && plainest >= 0)
    chosen.push(...pool.splice(plainest, 1));
  while (chosen.length < count && pool.length > 0) {
    const c = weightedPick(rng, pool, (x) => CLUE_WEIGHT[x.kind]);
    pool.splice(pool.indexOf(c), 1);
    chosen.push(c);
  }
  for (let i = chosen.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [chosen[i], chosen[j]] = [chosen[j]!, chosen[i]!];
  }
  const templates = [...style.lines];
  const lines = chosen.map((c) => {
    const template =
      templates.length > 0 ? templates.splice(Math.floor(rng() * templates.length), 1)[0]! : "{}.";
    return capitalize(template.replace("{}", pick(rng, c.variants)));
  });
  const opener = pick(rng, style.openers);
  const closer = pick(rng, style.closers);
  // Too long: drop clue lines from the end (keeping two), then the opener, then down to one clue.
  // The voice's opener and closer go last, so the persona still speaks.
  let body = [...lines];
  let withOpener = true;
  // The last clue line ends with a full stop, whichever it is.
  const finished = () =>
    body.map((line, i) => (i === body.length - 1 ? line.replace(/[,.]$/, "").concat(".") : line));
  const text = () => [...(withOpener ? [opener] : []), ...finished(), closer].join("\n");
  while (text().length > BOT_RIDDLE_MAX_LENGTH && body.length > 2) body = body.slice(0, -1);
  if (text().length > BOT_RIDDLE_MAX_LENGTH) withOpener = false;
  while (text().length > BOT_RIDDLE_MAX_LENGTH && body.length > 1) body = body.slice(0, -1);
  return text();
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
 * Writes a riddle for `word` in the persona's voice, by generate-and-test: drafts several riddles
 * from the hand-written clue bank (or, for a word it lacks, from the word's knowledge), keeps only
 * those the rule checker passes with no violations, and of those picks one the guesser solves
 * against the page's words (else the one it ranks best).
 * At most `BOT_RIDDLE_MAX_LENGTH` characters; the same seed gives the same riddle.
 */
export function writeRiddle(input: WriteRiddleInput): WrittenRiddle {
  const word = foldKey(input.word.trim());
  const { rng } = input;
  const difficulty = input.difficulty ?? "medium";
  const voice = voiceFor(input.persona, rng);
  const passes = (text: string) => checkRiddle(word, text, input.page).ok;
  // The hand-written bank first; the word's knowledge (WordNet) for words the bank does not hold.
  const bank = bankCluesFor(word, input.page ?? pagesWithWord(word)[0], difficulty);
  const clues = (bank.length >= MIN_BANK_CLUES ? bank : cluesFor(word, input.page))
    .map((c) => ({ ...c, variants: c.variants.filter(passes) }))
    .filter((c) => c.variants.length > 0);

  const drafts = new Set<string>();
  const tries = input.drafts ?? 8;
  for (let i = 0; i < tries * 2 && drafts.size < tries && clues.length > 0; i++) {
    const text = draft(clues, voice, difficulty, rng);
    if (passes(text)) drafts.add(text);
  }
  if (drafts.size === 0) {
    // Nothing usable from the word's knowledge (or every draft tripped the checker): a bare riddle.
    const style = VOICE_STYLES[voice];
    const fallbacks = [
      `${pick(rng, style.openers)}\nI'm hiding on this very page.\n${pick(rng, style.closers)}`,
      "I'm hiding on this very page. Find me if you can!",
      "Find me if you can.",
    ];
    return { riddle: fallbacks.find(passes) ?? fallbacks[fallbacks.length - 1]!, persona: voice };
  }

  const { candidates, pageNumber } = rivalsFor(word, input.page);
  const tested = [...drafts].map((text) => {
    const ranking = rankCandidates(text, candidates, pageNumber !== undefined ? { pageNumber } : {});
    const rank = ranking.findIndex((c) => c.word === word);
    const own = ranking[rank]?.score ?? 0;
    const rival = ranking.find((c) => c.word !== word)?.score ?? 0;
    return { text, rank, margin: own - rival };
  });
  const solved = tested.filter((t) => t.rank === 0 && t.margin > 0);
  if (solved.length > 0) return { riddle: pick(rng, solved).text, persona: voice };
  tested.sort((a, b) => a.rank - b.rank || b.margin - a.margin);
  return { riddle: tested[0]!.text, persona: voice };
}
