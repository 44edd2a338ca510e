import type { WordForms } from "../check/types";
import { wordnet } from "../wordnet/wordnet.server";
import { deriveWordForms } from "./derive.server";

const MAX_CACHED = 2000;
const cache = new Map<string, WordForms>();

/**
 * Forms of any English word, derived now from WordNet, compromise and pluralize (a few tens of ms
 * the first time, then cached). Without a pinned sense, inflections of every part of speech count.
 */
export function formsOnTheFly(word: string, sense?: string): WordForms {
  const key = `${word}\u0000${sense ?? ""}`;
  let forms = cache.get(key);
  if (forms) {
    // Refresh recency: Map keeps insertion order, so the first key is the least recently used.
    cache.delete(key);
  } else {
    forms = deriveWordForms(wordnet(), word, sense ? { sense } : {});
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, forms);
  return forms;
}
