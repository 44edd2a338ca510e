import { SCORING } from "./constants";
import type { Guess, Riddle, RiddleResult, RoundResult } from "./game-state";

/**
 * Correct guesses a riddle needs for its author's 5 points: half the player count, rounded up.
 *
 * "Player count" is every player in the game when the round is scored (bots and players who left
 * included), as docs/product.md §7 defines it. The threshold is then at most the number of
 * possible guessers (playerCount − 1) for any game of 2 or more, so 5 points are always reachable:
 * with 2 players it is 1, with 3 it is 2 (both others), with 8 it is 4 of the 7 others.
 */
export function correctGuessThreshold(playerCount: number): number {
  return Math.ceil(playerCount / 2);
}

/**
 * The author's points for one riddle (docs/product.md §7): 5 if the correct guesses reach the
 * threshold, 1 if at least one guess is correct, otherwise 0.
 */
export function authorPoints(correctGuesses: number, playerCount: number): number {
  if (correctGuesses <= 0) return 0;
  if (correctGuesses >= correctGuessThreshold(playerCount)) return SCORING.authorFullPoints;
  return SCORING.authorPartialPoints;
}

/** What `scoreRound` needs: the round, who is in the game, and the round's riddles and guesses. */
export interface ScoreRoundInput {
  round: number;
  /** Every player in the game; each gets an entry in `points`, and their number is the player count. */
  playerIds: readonly string[];
  riddles: readonly Riddle[];
  guesses: readonly Guess[];
}

/**
 * Scores one round with the one rule used everywhere (docs/product.md §7, `SCORING_RULE_TEXT`):
 * each correct guess earns the guesser 2 points; each riddle earns its author `authorPoints`.
 * Guesses at riddles of other rounds, at one's own riddle, or repeated, are ignored.
 */
export function scoreRound(input: ScoreRoundInput): RoundResult {
  const playerCount = input.playerIds.length;
  const points: Record<string, number> = {};
  for (const id of input.playerIds) points[id] = 0;
  const add = (playerId: string, amount: number) => {
    points[playerId] = (points[playerId] ?? 0) + amount;
  };

  const riddles: RiddleResult[] = [];
  for (const riddle of input.riddles) {
    if (riddle.round !== input.round) continue;
    const seen = new Set<string>();
    const correctGuesserIds: string[] = [];
    for (const guess of input.guesses) {
      if (guess.riddleId !== riddle.id || guess.guesserId === riddle.playerId) continue;
      if (seen.has(guess.guesserId)) continue;
      seen.add(guess.guesserId);
      if (guess.isCorrect) {
        correctGuesserIds.push(guess.guesserId);
        add(guess.guesserId, SCORING.pointsPerCorrectGuess);
      }
    }
    const earned = authorPoints(correctGuesserIds.length, playerCount);
    add(riddle.playerId, earned);
    riddles.push({
      riddleId: riddle.id,
      playerId: riddle.playerId,
      word: riddle.word,
      text: riddle.text,
      prompt: riddle.prompt,
      guessCount: seen.size,
      correctGuesserIds,
      authorPoints: earned,
    });
  }
  return {
    round: input.round,
    playerCount,
    threshold: correctGuessThreshold(playerCount),
    riddles,
    points,
  };
}
