import type { BotDifficulty, BotType, GameView, PlayerIntent, Rng } from "@riddlebook/rules";
import { pick } from "@riddlebook/rules";
import { foldKey, getPage } from "@riddlebook/words";
import { guess } from "../guess/guess.server";
import { writeRiddle } from "../write/write-riddle.server";

/** Who the bot is: its persona and how well it guesses. */
export interface BotProfile {
  readonly persona: BotType;
  readonly difficulty: BotDifficulty;
}

/** One intent a bot wants sent, and when (epoch ms, never before the `now` it was planned at). */
export interface PlannedIntent {
  readonly at: number;
  readonly intent: PlayerIntent;
  /**
   * For a riddle: its word (folded) and the clues it says (`WrittenRiddle.clues`), for the caller's
   * memory of the game (`PlanOptions.usedClues`).
   */
  readonly said?: { readonly word: string; readonly clues: readonly string[] };
}

/** What a plan depends on besides the view. */
export interface PlanOptions {
  /** The current time, epoch ms. */
  readonly now: number;
  readonly rng: Rng;
  /** The id of the riddle the bot submits; default `<playerId>-r<round>`. */
  readonly riddleId?: string;
  /**
   * The clues bots' riddles already said in this game for a word (the caller keeps them from the
   * plans' `clues`), so a word met again does not repeat a line. Default: none.
   */
  readonly usedClues?: (word: string) => readonly string[];
}

/**
 * A word for the bot to write about: one of its dealt hand, or, in a game that deals no hands, one
 * of the round's page; null without either (docs/decisions/018-dealt-hands-and-page-rotation.md).
 * Never a word already used in the game, as far as the bot's view shows them (its own riddles and
 * every riddle of a scored round); dealt hands never repeat a word in the first place.
 */
export function chooseWord(view: GameView, rng: Rng): string | null {
  const used = new Set(
    view.rounds.flatMap((round) => round.riddles.flatMap((r) => (r.word === null ? [] : [foldKey(r.word)]))),
  );
  const fresh = (words: readonly string[]) => words.filter((w) => !used.has(foldKey(w)));
  if (view.me && view.me.hand.length > 0) {
    const hand = fresh(view.me.hand);
    return pick(rng, hand.length > 0 ? hand : view.me.hand);
  }
  const pageNumber = view.game.currentPageNumber;
  const words = fresh((pageNumber === null ? undefined : getPage(pageNumber)?.words) ?? []);
  return words.length > 0 ? pick(rng, words) : null;
}

/** A moment in [from, to] of the phase, as fractions of its length, kept after `now` and before the deadline. */
function momentIn(view: GameView, now: number, rng: Rng, from: number, to: number): number {
  const start = view.game.phaseStartedAt;
  const end = view.game.deadline ?? start + 60_000;
  const length = end - start;
  const at = start + length * (from + (to - from) * rng());
  // A human needs a moment to read; and leave a margin so the deadline does not beat the bot.
  const latest = Math.max(now, end - Math.min(2000, length / 10));
  return Math.round(Math.min(Math.max(at, now + 500), latest));
}

/**
 * What a bot does next, from its own per-player view only (never hidden state): the intents to
 * send and when, spread over the phase like a person would. Pure: same view, options and seed,
 * same plan. Call it when a phase begins (and again after an intent is refused); it returns
 * nothing once the bot has done its part.
 * - Writing: choose a word from its hand early, then submit a riddle in the persona's voice, kept to
 *   the round's style prompt or character and shorter in a speed round, between about a fifth and
 *   two thirds of the writing time.
 * - Reading: guess every riddle but its own, one by one, between a tenth and three quarters of
 *   the reading time, ruling out its own word.
 */
export function planTurn(view: GameView, bot: BotProfile, options: PlanOptions): PlannedIntent[] {
  const me = view.me;
  if (!me || view.viewerId === null) return [];
  const { rng, now } = options;
  const playerId = view.viewerId;
  const phase = view.game.currentPhase;
  const pageNumber = view.game.currentPageNumber ?? undefined;

  if (phase === "writing" && me.riddleId === null) {
    const keep = me.word !== null;
    const word = keep ? me.word! : chooseWord(view, rng);
    if (word === null) return [];
    const plan: PlannedIntent[] = [];
    let chooseAt = now;
    if (!keep) {
      chooseAt = momentIn(view, now, rng, 0.03, 0.12);
      plan.push({ at: chooseAt, intent: { type: "chooseWord", playerId, word } });
    }
    const { riddle, clues } = writeRiddle({
      word,
      persona: bot.persona,
      usedClues: options.usedClues?.(foldKey(word)) ?? [],
      rng,
      difficulty: bot.difficulty,
      prompt: me.prompt,
      speed: view.game.gameMode === "speed_round",
      ...(pageNumber !== undefined ? { page: pageNumber } : {}),
    });
    const submitAt = Math.max(chooseAt + 1000, momentIn(view, now, rng, 0.2, 0.65));
    plan.push({
      at: submitAt,
      intent: {
        type: "submitRiddle",
        playerId,
        riddleId: options.riddleId ?? `${playerId}-r${me.round}`,
        text: riddle,
        word,
        round: me.round,
      },
      said: { word: foldKey(word), clues },
    });
    return plan;
  }

  if (phase === "reading" && me.riddleIdsToGuess.length > 0) {
    const round = view.rounds.find((r) => r.round === me.round);
    const page = getPage(round?.pageNumber ?? pageNumber ?? -1);
    if (!round || !page) return [];
    const own = me.word === null ? "" : foldKey(me.word);
    const candidates = page.words.filter((w) => w !== own);
    const times = me.riddleIdsToGuess.map(() => momentIn(view, now, rng, 0.1, 0.75)).sort((a, b) => a - b);
    const plan: PlannedIntent[] = [];
    me.riddleIdsToGuess.forEach((riddleId, i) => {
      const text = round.riddles.find((r) => r.id === riddleId)?.text;
      if (!text) return;
      const { choice } = guess(text, candidates, {
        difficulty: bot.difficulty,
        rng,
        pageNumber: page.pageNumber,
      });
      plan.push({ at: times[i]!, intent: { type: "submitGuess", playerId, riddleId, guess: choice } });
    });
    return plan;
  }
  return [];
}
