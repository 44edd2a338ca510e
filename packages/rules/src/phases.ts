import { GAME_PHASES, type GamePhase } from "./constants";
import type { GameState } from "./game-state";

/** Whether the game is over. */
export function isComplete(state: Pick<GameState, "phase">): boolean {
  return state.phase === "complete";
}

/** Whether a new player may join now: in setup and not full. */
export function isJoinable(state: Pick<GameState, "phase" | "players" | "maxPlayers">): boolean {
  return state.phase === "setup" && state.players.length < state.maxPlayers;
}

/** The position of a phase in `GAME_PHASES`. */
export function phaseIndex(phase: GamePhase): number {
  return GAME_PHASES.indexOf(phase);
}

/**
 * How far a game has got, as a number that only grows: the round, then the phase within it.
 * setup < writing 1 < reading 1 < scoring 1 < writing 2 < … < complete.
 */
export function gameProgress(state: Pick<GameState, "phase" | "currentRound">): number {
  if (state.phase === "complete") return Number.MAX_SAFE_INTEGER;
  return state.currentRound * GAME_PHASES.length + phaseIndex(state.phase);
}
