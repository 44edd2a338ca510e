import { WORD_KNOWLEDGE_PAGES } from "../../word-knowledge";
import { contentStems } from "../text/tokens";
import type { EvidenceBag } from "./bag.server";
import { glossIndex } from "./gloss-index.server";

/**
 * What a person knows about a wordbook word, from the hand-written word knowledge
 * (`packages/bots/word-knowledge`, kept apart from the clue bank the bots write from, ADR 043): every
 * content word of its phrases (what it is, does, looks like, where it is found, what it is made of,
 * its parts, sayings, famous examples and associations), as a bag of gloss-index stem ids. A stem
 * one phrase uses weighs `PER_CLUE`; more phrases using it add up (noisy-or) towards 1. "Melts
 * as it burns" and "birthday cake" put melt, burn, birthday and cake in candle's profile, which
 * WordNet's glosses lack.
 */
interface AssociationProfiles {
  /** The profile of a word (lowercase), or undefined when there is no knowledge of it. */
  profile(word: string): EvidenceBag | undefined;
  /** How specific a stem id is to few words: ln(words / (1 + words using it)), at least 0. */
  idf(id: number): number;
}

const PER_CLUE = 0.45;

let shared: AssociationProfiles | undefined;

/** The association profiles, built on first use (the server's warm-up builds them). */
export function associationProfiles(): AssociationProfiles {
  shared ??= buildProfiles();
  return shared;
}

function buildProfiles(): AssociationProfiles {
  const index = glossIndex();
  const raw = new Map<string, Map<number, number>>();
  for (const page of WORD_KNOWLEDGE_PAGES) {
    for (const [word, knowledge] of Object.entries(page.words)) {
      const weights = raw.get(word) ?? new Map<number, number>();
      raw.set(word, weights);
      for (const phrase of Object.values(knowledge).flat() as string[]) {
        for (const s of new Set(contentStems(phrase))) {
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
