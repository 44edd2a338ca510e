import { z } from "zod";

/** Share-card drawing settings (README's tuning table, apps/server/src/cards/README.md). */
export interface CardConfig {
  /** Threads drawing cards (satori + resvg), off the event loop. */
  renderThreads: number;
  /** Cards allowed to wait for a thread; beyond, a card request gets 503 `busy` with Retry-After. */
  renderQueue: number;
  /** Cards one client address may have drawn (cache misses) per minute, × RATE_LIMIT_SCALE; then 429. */
  coldRendersPerMinute: number;
  /** Disk kept for drawn cards under DATA_DIR/cards, in MB (0: memory only). */
  storeMb: number;
}

const int = (min: number, max: number) =>
  z.coerce.number({ error: "must be a number" }).int("must be an integer").min(min).max(max);

/** The variables, parsed by config.ts's schema with the others. */
export const CARD_ENV = {
  CARD_RENDER_THREADS: int(1, 64).default(1),
  CARD_RENDER_QUEUE: int(0, 10_000).default(8),
  CARD_COLD_RENDERS_PER_MINUTE: int(1, 1_000_000).default(20),
  CARD_STORE_MB: int(0, 1_000_000).default(256),
};

type CardEnv = { [K in keyof typeof CARD_ENV]: number };

export function cardConfigOf(e: CardEnv): CardConfig {
  return {
    renderThreads: e.CARD_RENDER_THREADS,
    renderQueue: e.CARD_RENDER_QUEUE,
    coldRendersPerMinute: e.CARD_COLD_RENDERS_PER_MINUTE,
    storeMb: e.CARD_STORE_MB,
  };
}
