import type { Intent } from "@riddlebook/rules";
import type { Clock } from "../deps";
import type { IntentLimiter } from "../game/game-service";
import { type RefusalCounter, type SlidingWindowLimiter, scaledLimiters } from "../http/rate-limit";

const MINUTE = 60_000;

/** Rate limits on game calls (per instance). */
export interface GameLimits {
  /**
   * Join-code lookups, per user and per client IP: slows enumeration of codes
   * (docs/reliability.md A22).
   */
  codeLookupPerUser: SlidingWindowLimiter;
  codeLookupPerIp: SlidingWindowLimiter;
  /** Every game intent of one user: a client cannot turn clicks into a flood of commits. */
  intentsPerUser: SlidingWindowLimiter;
  /** "New Challenge" re-rolls of one user, each of which costs a commit and a broadcast. */
  rerollsPerUser: SlidingWindowLimiter;
  /**
   * Game creation, per user and per client IP (across its guest accounts): one client cannot use up
   * the join codes (docs/reliability.md A36, ADR 013).
   */
  createPerUser: SlidingWindowLimiter;
  createPerIp: SlidingWindowLimiter;
}

const GAME_LIMIT_DEFAULTS = {
  codeLookupPerUser: { limit: 20, windowMs: MINUTE },
  codeLookupPerIp: { limit: 60, windowMs: MINUTE },
  intentsPerUser: { limit: 120, windowMs: MINUTE },
  rerollsPerUser: { limit: 15, windowMs: MINUTE },
  createPerUser: { limit: 10, windowMs: 10 * MINUTE },
  createPerIp: { limit: 30, windowMs: 10 * MINUTE },
} as const;

export function createGameLimits(clock: Clock, scale = 1, refusals?: RefusalCounter): GameLimits {
  return scaledLimiters(GAME_LIMIT_DEFAULTS, clock, scale, refusals);
}

/** The game authority's per-user cap on intents, from these limits (checked and counted together). */
export function intentLimiter(limits: GameLimits): IntentLimiter {
  return {
    admit(userId: string, intent: Intent) {
      const limiters = [limits.intentsPerUser];
      if (intent.type === "rerollPrompt") limiters.push(limits.rerollsPerUser);
      for (const limiter of limiters) {
        const verdict = limiter.check(userId);
        if (!verdict.allowed) return { allowed: false, retryAfterSeconds: verdict.retryAfterSeconds };
      }
      for (const limiter of limiters) limiter.hit(userId);
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
