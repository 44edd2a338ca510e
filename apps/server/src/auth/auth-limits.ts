import type { Clock } from "../deps";
import { type RefusalCounter, type SlidingWindowLimiter, scaledLimiters } from "../lib/rate-limit";

const MINUTE = 60_000;

/** The rate limits on account calls (per instance; see SlidingWindowLimiter). */
export interface AuthLimits {
  /** Every sign-in attempt, per client IP. */
  loginPerIp: SlidingWindowLimiter;
  /**
   * Failed sign-ins, per e-mail and client IP together (whether or not an account has the e-mail, so
   * the limit leaks nothing). Never per e-mail alone: anyone could then lock its owner out (A40).
   */
  loginFailuresPerAccount: SlidingWindowLimiter;
  signupPerIp: SlidingWindowLimiter;
  guestPerIp: SlidingWindowLimiter;
}

const AUTH_LIMIT_DEFAULTS = {
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  signupPerIp: { limit: 20, windowMs: 60 * MINUTE },
  guestPerIp: { limit: 30, windowMs: 60 * MINUTE },
} as const;

/** `scale` multiplies every limit (RATE_LIMIT_SCALE), e.g. for a long browser suite from one IP. */
export function createAuthLimits(clock: Clock, scale = 1, refusals?: RefusalCounter): AuthLimits {
  return scaledLimiters(AUTH_LIMIT_DEFAULTS, clock, scale, refusals);
}
