import { DEFAULT_TIMINGS, type GameMode, type GamePhase, MAX_TIMING_MS } from "./constants";
import type { GameState, Timings } from "./game-state";

/**
 * Fills in default timings and checks overrides: each must be a whole number of milliseconds from
 * 1 to `MAX_TIMING_MS`. Returns null when an override is not acceptable.
 */
export function resolveTimings(overrides?: Partial<Timings>): Timings | null {
  const timings: Timings = { ...DEFAULT_TIMINGS };
  for (const key of Object.keys(DEFAULT_TIMINGS) as (keyof Timings)[]) {
    const value = overrides?.[key];
    if (value === undefined) continue;
    if (!Number.isInteger(value) || value < 1 || value > MAX_TIMING_MS) return null;
    timings[key] = value;
  }
  return timings;
}

/** How long the given phase lasts in this game, in ms; null for phases with no clock. */
export function phaseDuration(
  phase: GamePhase,
  game: { gameMode: GameMode; timings: Timings },
): number | null {
  switch (phase) {
    case "writing":
      return game.gameMode === "speed_round" ? game.timings.speedRoundWritingMs : game.timings.writingMs;
    case "reading":
      return game.timings.readingMs;
    case "scoring":
      return game.timings.scoringMs;
    default:
      return null;
  }
}

/** The deadline of a phase that begins at `now` (epoch ms), or null for setup and complete. */
export function nextDeadline(
  phase: GamePhase,
  game: { gameMode: GameMode; timings: Timings },
  now: number,
): number | null {
  const duration = phaseDuration(phase, game);
  return duration === null ? null : now + duration;
}

/**
 * Whole seconds left before `deadline` (epoch ms) at `now`: rounded up, never negative; null when
 * there is no deadline. The one definition of a countdown's seconds, for the server's messages and
 * the browser's clock alike.
 */
export function secondsUntil(deadline: number | null, now: number): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** `secondsUntil` the game's current deadline. */
export function timeRemaining(state: Pick<GameState, "deadline">, now: number): number | null {
  return secondsUntil(state.deadline, now);
}

/** Whether the current phase's deadline has been reached at `now`. */
export function isDeadlinePassed(state: Pick<GameState, "deadline">, now: number): boolean {
  return state.deadline !== null && now >= state.deadline;
}
