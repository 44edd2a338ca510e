import {
  currentRound,
  type GameState,
  type Rng,
  type RulesContext,
  SPEED_ROUND_WRITING_SECONDS,
  type Timings,
  type WordbookLookup,
} from "@riddlebook/rules";
import { checkRiddle, matchGuess, WORDBOOK_LOOKUP } from "@riddlebook/words";
import type { Config } from "../config";

/** The words package's wordbook (hands and rotation: docs/decisions/018-dealt-hands-and-page-rotation.md). */
const wordbook: WordbookLookup = WORDBOOK_LOOKUP;

/** The wordbook page the game's current words come from. */
function pageOf(state: GameState): number | undefined {
  return currentRound(state)?.pageNumber ?? state.currentPageNumber ?? undefined;
}

/**
 * The outside knowledge the rules need for one intent on `state`: the time, randomness, and the
 * words package's checker, guess matcher and wordbook.
 */
export function rulesContextFor(state: GameState, now: number, rng: Rng): RulesContext {
  const page = pageOf(state);
  return {
    now,
    rng,
    wordbook,
    // The words checker's report is a rules `RiddleCheck` as it is: its rule names are among the
    // rules' `RiddleRule`s, which the compiler checks here.
    checkRiddle: (word, text) => checkRiddle(word, text, page),
    matchGuess: (word, guess) => matchGuess(word, guess, page),
  };
}

/** The per-game timing overrides from the configuration (WRITING_SECONDS, READING_SECONDS, …). */
export function timingsFromConfig(config: Config): Partial<Timings> {
  const timings: Partial<Timings> = { writingMs: config.writingSeconds * 1000 };
  const speed = config.speedRoundSeconds ?? Math.min(SPEED_ROUND_WRITING_SECONDS, config.writingSeconds);
  timings.speedRoundWritingMs = speed * 1000;
  if (config.readingSeconds !== undefined) timings.readingMs = config.readingSeconds * 1000;
  if (config.scoringSeconds !== undefined) timings.scoringMs = config.scoringSeconds * 1000;
  return timings;
}
