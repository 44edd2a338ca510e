import { CLUE_BANK_PAGES } from "../../clue-bank";
import { contentStems } from "../text/tokens";
import type { EvidenceBag } from "./bag.server";
import { glossIndex } from "./gloss-index.server";

/**
 * What players say about a wordbook word, from the hand-written clue bank (`packages/bots/clue-bank`):
 * every content word of its clues, as a bag of gloss-index stem ids. A stem one clue uses weighs
 * `PER_CLUE`; more clues using it add up (noisy-or) towards 1. "I weep warm tears while burning
 * bright" puts weep, tear, burn and bright in candle's profile, which WordNet's glosses lack.
 */
interface AssociationProfiles {
  /** The profile of a word (lowercase), or undefined when the bank has no clues for it. */
  profile(word: string): EvidenceBag | undefined;
  /** How specific a stem id is to few words of the bank: ln(words / (1 + words using it)), at least 0. */
  idf(id: number): number;
}

const PER_CLUE = 0.45;

let shared: AssociationProfiles | undefined;

/** The clue bank's association profiles, built on first use (the server's warm-up builds them). */
export function associationProfiles(): AssociationProfiles {
  shared ??= buildProfiles();
  return shared;
}

function buildProfiles(): AssociationProfiles {
  const index = glossIndex();
  const raw = new Map<string, Map<number, number>>();
  for (const page of CLUE_BANK_PAGES) {
    for (const [word, clues] of Object.entries(page.words)) {
      const weights = raw.get(word) ?? new Map<number, number>();
      raw.set(word, weights);
      for (const clue of clues) {
        for (const s of new Set(contentStems(clue.text))) {
          const id = index.intern(s);
          weights.set(id, 1 - (1 - (weights.get(id) ?? 0)) * (1 - PER_CLUE));
        }
      }
    }
  }
  const df = new Map<number, number>();
  const profiles = new Map<string, EvidenceBag>();
  for (const [word, weights] of raw) {
    const ids = Int32Array.from(weights.keys()).sort();
    for (const id of ids) df.set(id, (df.get(id) ?? 0) + 1);
    profiles.set(word, { word, ids, weights: Float32Array.from(ids, (id) => weights.get(id)!) });
  }
  const n = profiles.size;
  return {
    profile: (word) => profiles.get(word),
    idf: (id) => Math.max(0, Math.log(n / (1 + (df.get(id) ?? 0)))),
  };
}
