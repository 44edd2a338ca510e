import type { Clock } from "../deps";
import { type SlidingWindowLimiter, scaledLimiters } from "../http/rate-limit";

const MINUTE = 60_000;

/** Rate limits on game calls (per instance). */
export interface GameLimits {
  /** Join-code lookups, per user and per client IP: slows enumeration of codes (A22). */
  codeLookupPerUser: SlidingWindowLimiter;
  codeLookupPerIp: SlidingWindowLimiter;
}

export const GAME_LIMIT_DEFAULTS = {
  codeLookupPerUser: { limit: 20, windowMs: MINUTE },
  codeLookupPerIp: { limit: 60, windowMs: MINUTE },
} as const;

export function createGameLimits(clock: Clock, scale = 1): GameLimits {
  return scaledLimiters(GAME_LIMIT_DEFAULTS, clock, scale);
}
