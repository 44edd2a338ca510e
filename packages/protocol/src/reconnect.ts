/**
 * When a client reconnects a dropped socket (game socket and user socket alike): capped exponential
 * backoff with full jitter (docs/reliability.md F11, ADR 017). After a server restart every client
 * drops at the same moment; a fixed delay would bring them all back in the same instant, while a
 * delay drawn uniformly from a window that doubles with each failed attempt spreads them out and
 * backs off from a server that is still down.
 *
 * Constants and pure functions only (no zod, no clock, no ambient randomness): the caller passes the
 * time and a uniform random number, so the web client and the server's tests share one schedule.
 */

/** The window of the first attempt: a dropped socket is back within half a second at most. */
export const RECONNECT_BASE_MS = 500;
/** The window never grows past this. */
export const RECONNECT_CAP_MS = 30_000;
/** A connection that stayed open this long was a success: the next drop starts again at attempt 0. */
export const RECONNECT_STABLE_MS = 10_000;

/**
 * The delay before reconnect attempt `attempt` (0 for the first after a drop), drawn from `random`,
 * a uniform number in [0, 1): an integer in [0, min(cap, base · 2^attempt)).
 */
export function reconnectDelayMs(attempt: number, random: number): number {
  const exponent = Math.max(0, Math.floor(Number.isFinite(attempt) ? attempt : 0));
  // 2^6 · 500 already passes the cap; a larger exponent would only risk Infinity.
  const window = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.min(exponent, 30));
  const r = Number.isFinite(random) ? Math.min(Math.max(random, 0), 1) : 0;
  return Math.min(window - 1, Math.floor(r * window));
}

/** One socket's reconnect state: how many attempts have failed since its last stable connection. */
export interface ReconnectBackoff {
  /** The socket opened at `now` (epoch ms). */
  opened(now: number): void;
  /**
   * The socket closed, or failed to open, at `now`: answers the delay before the next attempt, given
   * a uniform `random` in [0, 1). A connection open for `RECONNECT_STABLE_MS` or more resets the count.
   */
  nextDelay(now: number, random: number): number;
  /** Attempts since the last stable connection (0 after one). */
  readonly attempt: number;
}

export function reconnectBackoff(): ReconnectBackoff {
  let attempt = 0;
  let openedAt: number | null = null;
  return {
    opened(now) {
      openedAt = now;
    },
    nextDelay(now, random) {
      if (openedAt !== null && now - openedAt >= RECONNECT_STABLE_MS) attempt = 0;
      openedAt = null;
      const delay = reconnectDelayMs(attempt, random);
      attempt += 1;
      return delay;
    },
    get attempt() {
      return attempt;
    },
  };
}
