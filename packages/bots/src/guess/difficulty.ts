import type { BotDifficulty, Rng } from "@riddlebook/rules";

/**
 * How often each difficulty names its best candidate; otherwise it names a plausible runner-up
 * (one of the next few, likelier the closer its score). Expert never slips.
 */
export const BEST_PICK_RATE: Readonly<Record<BotDifficulty, number>> = {
  easy: 0.45,
  medium: 0.65,
  hard: 0.85,
  expert: 1,
};

/** How many runners-up a slip may land on. */
const RUNNERS_UP = 3;

/**
 * Picks a word from a ranking (best first) as a bot of the given difficulty would. `rng` is needed
 * for every difficulty but expert. Ruled-out candidates (score -Infinity) are never picked unless
 * nothing else is left.
 */
export function pickByDifficulty(
  ranking: readonly { word: string; score: number }[],
  difficulty: BotDifficulty,
  rng?: Rng,
): string {
  const best = ranking[0];
  if (!best) throw new RangeError("pickByDifficulty() needs a non-empty ranking");
  if (difficulty === "expert") return best.word;
  if (!rng) throw new TypeError(`a ${difficulty} guess needs an rng`);
  if (rng() < BEST_PICK_RATE[difficulty]) return best.word;
  const others = ranking.slice(1, 1 + RUNNERS_UP).filter((c) => Number.isFinite(c.score));
  if (others.length === 0) return best.word;
  // Closer runners-up are likelier; a small floor keeps zero-score ones possible.
  const weights = others.map((c) => Math.max(c.score, 0) + 0.1 * Math.max(best.score, 1));
  let r = rng() * weights.reduce((a, b) => a + b, 0);
  for (let k = 0; k < others.length; k++) {
    r -= weights[k]!;
    if (r < 0) return others[k]!.word;
  }
  return others[others.length - 1]!.word;
}
