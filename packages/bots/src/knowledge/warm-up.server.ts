import { getPage, pageNumbers } from "@riddlebook/words/wordbook";
import { associationProfiles } from "./associations.server";
import { evidenceBag, precomputedBags } from "./bag.server";
import { glossIndex } from "./gloss-index.server";

/**
 * Loads the bots' word knowledge now rather than on the first guess: the gloss index and the
 * evidence of every wordbook word, both precomputed at build time (a few hundred ms; a bag whose
 * generated data is missing or stale is built from WordNet instead), and the clue bank's
 * association profiles. The server calls it at startup so that no player waits on a bot's first
 * move. Returns how long it took, in ms.
 */
export function warmUp(): number {
  const started = performance.now();
  glossIndex();
  precomputedBags();
  associationProfiles();
  for (const n of pageNumbers()) for (const word of getPage(n)!.words) evidenceBag(word);
  return performance.now() - started;
}
