import type { Intent } from "@riddlebook/rules";
import type { Clock } from "../deps";
import type { IntentLimiter } from "../game/game-service";
import { HttpError } from "../http/errors";
import { type RefusalCounter, type SlidingWindowLimiter, scaledLimiters } from "../lib/rate-limit";

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

/** Counts one game created against the creation limits that admitted it. */
interface CreationTicket {
  count(): void;
}

/**
 * Checks the caller against the game-creation limits, per user and per client IP (docs/reliability.md
 * A36, ADR 013): 429 `rate_limited` with Retry-After when either refuses. Only a create that passes
 * is counted, and only when the route calls `count()` on the answer, so a refused or failed create
 * uses up nothing. Every route that makes a new game uses this (games, battles, story, play again,
 * tournaments).
 */
export function admitGameCreation(
  limits: GameLimits,
  caller: { userId: string; ip: string },
): CreationTicket {
  const windows = [
    [limits.createPerUser, caller.userId],
    [limits.createPerIp, caller.ip],
  ] as const;
  const refused = windows.map(([limiter, key]) => limiter.check(key)).filter((v) => !v.allowed);
  if (refused.length > 0) {
    throw new HttpError(
      429,
      "rate_limited",
      "You're creating games too quickly. Please wait a few minutes and try again.",
      { "retry-after": String(Math.max(...refused.map((v) => v.retryAfterSeconds))) },
    );
  }
  return {
    count() {
      for (const [limiter, key] of windows) limiter.hit(key);
    },
  };
}
