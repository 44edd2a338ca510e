import { type Rng, randomInt } from "@riddlebook/rules";

/** A copy of `items` in an order drawn from `rng` (Fisher–Yates: every order equally likely). */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, 0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
