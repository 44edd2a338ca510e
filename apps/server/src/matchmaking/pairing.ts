/** A waiting seeker, as the pairing sees one. */
export interface Seeker {
  userId: string;
  gameMode: string;
  preferredRounds: number;
  skillLevel: string;
  /** When the search started (epoch ms). */
  joinedAt: number;
}

/** Two seekers to put in one game; `host` waited longer. */
interface Pair<S extends Seeker> {
  host: S;
  guest: S;
  /** True when their preferences differ and both had waited long enough to relax them. */
  relaxed: boolean;
}

/** Same rounds, and the same skill level unless either accepts "any". */
function preferencesAgree(a: Seeker, b: Seeker): boolean {
  if (a.preferredRounds !== b.preferredRounds) return false;
  return a.skillLevel === b.skillLevel || a.skillLevel === "any" || b.skillLevel === "any";
}

/**
 * Pairs waiting seekers, oldest first, never across game modes and never a user with themself:
 * - first each seeker with the longest-waiting one whose preferences agree;
 * - then, among those left, seekers who have both waited `relaxMs` or more, whatever their skill
 *   and rounds (each one's own preferences relax only after they themselves have waited).
 * Pure and deterministic: the same queue always gives the same pairs.
 */
export function pairSeekers<S extends Seeker>(
  seekers: readonly S[],
  now: number,
  relaxMs: number,
): Pair<S>[] {
  const ordered = [...seekers].sort((a, b) => a.joinedAt - b.joinedAt || (a.userId < b.userId ? -1 : 1));
  const byMode = new Map<string, S[]>();
  for (const seeker of ordered) {
    const list = byMode.get(seeker.gameMode);
    if (list) list.push(seeker);
    else byMode.set(seeker.gameMode, [seeker]);
  }
  const pairs: Pair<S>[] = [];
  for (const list of byMode.values()) {
    const taken = new Set<number>();
    const pairUp = (accept: (a: S, b: S) => boolean, relaxed: boolean) => {
      for (let i = 0; i < list.length; i++) {
        const a = list[i];
        if (a === undefined || taken.has(i)) continue;
        for (let j = i + 1; j < list.length; j++) {
          const b = list[j];
          if (b === undefined || taken.has(j) || b.userId === a.userId || !accept(a, b)) continue;
          taken.add(i);
          taken.add(j);
          pairs.push({ host: a, guest: b, relaxed: relaxed && !preferencesAgree(a, b) });
          break;
        }
      }
    };
    pairUp(preferencesAgree, false);
    const waitedEnough = (s: S) => now - s.joinedAt >= relaxMs;
    pairUp((a, b) => waitedEnough(a) && waitedEnough(b), true);
  }
  return pairs;
}
