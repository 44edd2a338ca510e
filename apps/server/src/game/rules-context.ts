import type { GameState, RulesContext, Timings, WordbookLookup } from "@riddlebook/rules";
import { checkRiddle, getPage, isWordOnPage, matchGuess } from "@riddlebook/words";
import type { Config } from "../config";

const wordbook: WordbookLookup = {
  hasPage: (pageNumber) => getPage(pageNumber) !== undefined,
  hasWord: (pageNumber, word) => isWordOnPage(pageNumber, word),
};

/** The wordbook page the game's current words come from. */
function pageOf(state: GameState): number | undefined {
  return state.rounds[state.currentRound - 1]?.pageNumber ?? state.currentPageNumber ?? undefined;
}

/**
 * The outside knowledge the rules need for one intent on `state`: the time, randomness, and the
 * words package's checker, guess matcher and wordbook.
 */
export function rulesContextFor(
  state: GameState,
  now: number,
  rng: () => number = Math.random,
): RulesContext {
  const page = pageOf(state);
  return {
    now,
    rng,
    wordbook,
    checkRiddle(word, text) {
      const result = checkRiddle(word, text, page);
      return {
        ok: result.ok,
        violations: result.violations.map(({ rule, message, start, end }) => ({ rule, message, start, end })),
        warnings: result.warnings.map(({ rule, message, start, end }) => ({ rule, message, start, end })),
      };
    },
    matchGuess: (word, guess) => matchGuess(word, guess, page),
  };
}

/** The per-game timing overrides from the configuration (WRITING_SECONDS, READING_SECONDS, …). */
export function timingsFromConfig(config: Config): Partial<Timings> {
  const timings: Partial<Timings> = { writingMs: config.writingSeconds * 1000 };
  const speed = config.speedRoundSeconds ?? Math.min(60, config.writingSeconds);
  timings.speedRoundWritingMs = speed * 1000;
  if (config.readingSeconds !== undefined) timings.readingMs = config.readingSeconds * 1000;
  if (config.scoringSeconds !== undefined) timings.scoringMs = config.scoringSeconds * 1000;
  return timings;
}
