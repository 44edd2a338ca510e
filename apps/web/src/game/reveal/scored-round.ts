import { GameFixture } from "../../test-support/game-fixture";

/**
 * Round 1 scored, for the reveal's tests: riddles by Mia (r-me, "clock"), Ana (r-ana, "lamp") and
 * Bo (r-bo, "chair"), guessed in this order (not the table's): nobody gets "clock", Mia gets "lamp",
 * Ana then Mia get "chair". Totals after it: Mia 4, Ana 3, Bo 5.
 */
const SCORED_GUESSES = [
  ["bo", "r-me", "watch"],
  ["ana", "r-me", "time"],
  ["me", "r-ana", "lamp"],
  ["bo", "r-ana", "candle"],
  ["ana", "r-bo", "chair"],
  ["me", "r-bo", "chair"],
] as const;

export function scoredRound(): GameFixture {
  const game = GameFixture.reading();
  for (const [playerId, riddleId, guess] of SCORED_GUESSES)
    game.apply({ type: "submitGuess", playerId, riddleId, guess });
  if (game.state.phase !== "scoring") throw new Error(`expected scoring, got ${game.state.phase}`);
  return game;
}

/** The finished game: round 1 as above, then over with these totals (and its next game, if any). */
export function finishedGame(scores: Record<string, number>, nextGameId?: string): GameFixture {
  const game = scoredRound();
  game.state = {
    ...game.state,
    phase: "complete",
    deadline: null,
    players: game.state.players.map((player) => ({ ...player, score: scores[player.id] ?? 0 })),
    ...(nextGameId ? { nextGameId } : {}),
  };
  return game;
}
