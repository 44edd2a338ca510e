import type { GuessView, RiddleResult, RoundView } from "@riddlebook/rules";
import { gameText } from "../../i18n/en/game";

/**
 * The scoring reveal, as data: for each riddle of the round in turn, the riddle itself, then each
 * guess at it in the order it was made, then its word with the author's points. Pure, so every
 * client at the table builds the same steps from the same view.
 */
type RevealStep =
  | { kind: "riddle"; riddle: RiddleResult; index: number; count: number }
  | { kind: "guess"; riddle: RiddleResult; guess: GuessView }
  | { kind: "word"; riddle: RiddleResult };

/** The longest pause between two steps, and the shortest a long round is squeezed to. */
export const STEP_MS = 1200;
export const MIN_STEP_MS = 300;
/** The share of the scoring phase's clock the reveal may take, leaving time to read the totals. */
const WINDOW_SHARE = 0.6;

/** The guesses at one riddle, in the order they were made (the view keeps submission order). */
export function guessesAt(round: RoundView, riddleId: string): GuessView[] {
  return round.guesses.filter((guess) => guess.riddleId === riddleId);
}

/** Every step of a scored round's reveal; none before the round is scored. */
export function revealSteps(round: RoundView): RevealStep[] {
  const riddles = round.result?.riddles ?? [];
  return riddles.flatMap((riddle, index): RevealStep[] => [
    { kind: "riddle", riddle, index, count: riddles.length },
    ...guessesAt(round, riddle.riddleId).map((guess) => ({ kind: "guess" as const, riddle, guess })),
    { kind: "word", riddle },
  ]);
}

/**
 * Milliseconds between steps: `STEP_MS`, or less when the steps would not fit in their share of
 * the phase's clock (`windowMs`, null when the phase has none), but never under `MIN_STEP_MS`.
 */
export function revealPace(stepCount: number, windowMs: number | null): number {
  if (stepCount === 0 || windowMs === null) return STEP_MS;
  return Math.min(STEP_MS, Math.max(MIN_STEP_MS, Math.floor((windowMs * WINDOW_SHARE) / stepCount)));
}

/**
 * How many steps are showing `elapsedMs` after the phase began: the first at once, one more every
 * `pace` ms, all of them once the reveal is over. Everyone at the table is on the same step, and a
 * player who reloads after the end sees the whole result at once.
 */
export function stepsDue(elapsedMs: number, pace: number, total: number): number {
  return Math.min(total, 1 + Math.floor(Math.max(0, elapsedMs) / pace));
}

/** "1 point" or "5 points". */
export function pointsText(points: number): string {
  return gameText.t("points", { count: points });
}

/** How a scored guess turned out, in words. */
export function guessOutcome(guess: GuessView): string {
  const { t } = gameText;
  if (!guess.isCorrect) return t("reveal.notIt");
  if (guess.matchKind === "form") return t("reveal.correctForm");
  return guess.matchKind === "typo" ? t("reveal.correctTypo") : t("reveal.correct");
}

/** What the live region says when a step appears; `nameOf` gives a player's name. */
export function announce(step: RevealStep, nameOf: (playerId: string) => string): string {
  const { riddle } = step;
  const { t } = gameText;
  switch (step.kind) {
    case "riddle":
      return (
        t("reveal.announceRiddle", {
          number: step.index + 1,
          total: step.count,
          name: nameOf(riddle.playerId),
          text: riddle.text,
        }) + (riddle.prompt ? t("reveal.announcePrompt", { prompt: riddle.prompt }) : "")
      );
    case "guess":
      return t("reveal.announceGuess", {
        name: nameOf(step.guess.guesserId),
        guess: step.guess.guess ?? "",
        outcome: guessOutcome(step.guess),
      });
    case "word":
      return t("reveal.announceWord", {
        word: riddle.word.toUpperCase(),
        name: nameOf(riddle.playerId),
        points: pointsText(riddle.authorPoints),
      });
  }
}
