import { compoundHalves, wordForms } from "@riddlebook/words";
import { wordnet } from "@riddlebook/words/wordnet";
import { pinnedSense, sensesOf } from "../knowledge/bag.server";

/**
 * What a bot never writes for a word (docs/decisions/042-bot-riddles-from-whole-clues.md): a direct
 * synonym (another lemma of the word's pinned WordNet sense), a hypernym one step up that names it
 * ("cabinet" for cupboard), or one half of a compound word ("corn" for popcorn, "bow" for rainbow).
 * The rule checker only warns about these; a bot avoids them.
 */
interface GiveAways {
  /** Lower-case words and phrases the bot must not write. */
  readonly terms: readonly string[];
  /** Whether a text holds any of them, as a whole word or phrase (any case, simple plural). */
  readonly in: (text: string) => string | undefined;
}

const cache = new Map<string, GiveAways>();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function giveAwaysFor(word: string, pageNumber: number | undefined): GiveAways {
  const key = `${pageNumber ?? ""}:${word}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const wn = wordnet();
  const terms = new Set<string>();
  const sense = sensesOf(wn, word, pinnedSense(word, pageNumber))[0];
  if (sense) {
    for (const lemma of sense.words) terms.add(lemma);
    for (const p of sense.pointers) {
      if (p.symbol !== "@" && p.symbol !== "@i") continue;
      // A hypernym names the word only when it is a near kind ("cabinet", "seat"), not a broad
      // class a riddle may fairly say ("animal", "device"): one with few hyponyms.
      const parent = wn.synset(p.pos, p.offset);
      const children = parent.pointers.filter((q) => q.symbol === "~").length;
      if (children <= 12) for (const lemma of parent.words) terms.add(lemma);
    }
  }
  for (const half of compoundHalves(wordForms(word, pageNumber))) terms.add(half);
  terms.delete(word);
  const list = [...terms].filter((t) => t.length >= 3 && /^[a-z' -]+$/.test(t));
  const patterns = list.map((t) => ({ t, re: new RegExp(`\\b${escapeRegExp(t)}(?:s|es)?\\b`, "i") }));
  const result: GiveAways = {
    terms: list,
    in: (text) => patterns.find((p) => p.re.test(text))?.t,
  };
  if (cache.size > 2000) cache.clear();
  cache.set(key, result);
  return result;
}
