import { type GameState, recordedWinnersOf } from "@riddlebook/rules";
import type { StatsDelta } from "../db/repos/games";

/**
 * What each human player's stats gain from a game that has just completed, or null when the commit
 * does not complete a game that was played (a game abandoned in setup counts for nobody).
 * Winners are the rules' `recordedWinnersOf` (no one when nobody scored, nor in a drawn battle);
 * everyone else's streak resets. A riddle counts as solved when a player other than its author
 * guessed it correctly.
 */
export function statsForCompletion(before: GameState, after: GameState): StatsDelta[] | null {
  if (before.phase === "complete" || after.phase !== "complete" || after.currentRound < 1) return null;
  const winners = new Set(recordedWinnersOf(after));
  const riddles = new Map<string, number>();
  const solved = new Map<string, number>();
  for (const round of after.rounds) {
    for (const riddle of round.riddles) {
      riddles.set(riddle.playerId, (riddles.get(riddle.playerId) ?? 0) + 1);
      const solvedByOther = round.guesses.some(
        (g) => g.riddleId === riddle.id && g.isCorrect && g.guesserId !== riddle.playerId,
      );
      if (solvedByOther) solved.set(riddle.playerId, (solved.get(riddle.playerId) ?? 0) + 1);
    }
  }
  return after.players
    .filter((p) => !p.isBot && p.userId !== null)
    .map((p) => ({
      userId: p.userId as string,
      riddles: riddles.get(p.id) ?? 0,
      riddlesSolved: solved.get(p.id) ?? 0,
      score: p.score,
      won: winners.has(p.id),
    }));
}
