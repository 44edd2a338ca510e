import { wordnet } from "@riddlebook/words/wordnet";
import { sensesOf } from "../knowledge/bag.server";
import { words } from "../text/tokens";

/** Consecutive words of a gloss a riddle may not repeat: four or more is quoting the dictionary. */
const QUOTE_WORDS = 4;

const glossGrams = new Map<string, Set<string>>();

function gramsOf(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + QUOTE_WORDS <= tokens.length; i++) out.push(tokens.slice(i, i + QUOTE_WORDS).join(" "));
  return out;
}

/**
 * The first run of four consecutive words that `text` shares with a WordNet gloss of any sense of
 * `word` (definition or example), or null when it quotes none. Bots never submit a riddle that
 * quotes one (issue 12: riddles, not definitions); `npm run bench:bots` counts them.
 */
export function quotedGloss(word: string, text: string): string | null {
  let grams = glossGrams.get(word);
  if (!grams) {
    grams = new Set(sensesOf(wordnet(), word).flatMap((synset) => gramsOf(words(synset.gloss))));
    glossGrams.set(word, grams);
  }
  return gramsOf(words(text)).find((gram) => grams.has(gram)) ?? null;
}
