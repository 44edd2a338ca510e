/**
 * A source of randomness: returns a number in [0, 1), like `Math.random`. The rules never create
 * one; the caller passes it in (a seeded one in tests and simulations).
 */
export type Rng = () => number;

/** A whole number in [min, max], both inclusive, drawn from `rng`. */
export function randomInt(rng: Rng, min: number, max: number): number {
  const span = max - min + 1;
  // Clamp guards against an rng that returns exactly 1 (outside its contract) or a tiny overshoot.
  const offset = Math.min(span - 1, Math.max(0, Math.floor(rng() * span)));
  return min + offset;
}

/** One element of a non-empty list, drawn from `rng`. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError("pick() needs a non-empty list");
  return items[randomInt(rng, 0, items.length - 1)] as T;
}

/**
 * A small seeded generator (mulberry32) for tests, simulations and benchmarks. Same seed, same
 * sequence, on every platform.
 */
export function createSeededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
