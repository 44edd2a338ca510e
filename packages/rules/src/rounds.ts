import type { GameState, RoundState } from "./game-state";

/**
 * The entry for round `round` (1-based) in a list of rounds, or undefined. Works on the state's
 * rounds and on a view's rounds alike.
 */
export function roundAt<R>(rounds: readonly R[], round: number): R | undefined {
  return round >= 1 ? rounds[round - 1] : undefined;
}

/** The round being played or just scored; undefined in setup. */
export function currentRound(state: Pick<GameState, "rounds" | "currentRound">): RoundState | undefined {
  return roundAt(state.rounds, state.currentRound);
}
