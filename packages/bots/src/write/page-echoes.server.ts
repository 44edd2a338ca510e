import { getPage, wordForms } from "@riddlebook/words";
import { wordnet } from "@riddlebook/words/wordnet";
import { pinnedSense, sensesOf } from "../knowledge/bag.server";
import { glossIndex } from "../knowledge/gloss-index.server";
import { contentStems } from "../text/tokens";

/**
 * Words more common than this in WordNet's definitions (by inverse document frequency: about 500
 * of the 118,000 definitions use them) are everyday filler ("day", "old", "time") and point at no
 * word in particular.
 */
const TELLING_IDF = 5.5;
/** How many of a word's kin (hyponyms) count. */
const MAX_KIN = 12;

/** Each page's words, each with the telling stems a reader links to it, built once per page. */
const byPage = new Map<number, ReadonlyMap<string, ReadonlySet<string>>>();
const cache = new Map<string, ReadonlySet<string>>();

/** The telling stems a reader links to each word of a page (see `pageEchoes`). */
function linkedStems(pageNumber: number): ReadonlyMap<string, ReadonlySet<string>> {
  const known = byPage.get(pageNumber);
  if (known) return known;
  const page = getPage(pageNumber)!;
  const wn = wordnet();
  const index = glossIndex();
  const linked = new Map<string, Set<string>>();
  page.words.forEach((word, i) => {
    const stems = new Set<string>();
    const add = (text: string, telling: boolean) => {
      for (const s of contentStems(text)) if (!telling || index.idf(index.id(s)) >= TELLING_IDF) stems.add(s);
    };
    const forms = wordForms(word, pageNumber);
    for (const f of [word, ...forms.inflections, ...forms.otherInflections, ...forms.derivations])
      add(f, false);
    const synset = sensesOf(wn, word, page.senses[i] ?? pinnedSense(word, pageNumber))[0];
    if (synset) {
      for (const lemma of synset.words) add(lemma.replace(/_/g, " "), true);
      add(synset.gloss.split(/;\s*(?=["`])/)[0] ?? "", true);
      // Its kinds, parts and wholes, and its first few kin: parsing every hyponym of "tree" is slow.
      let kin = 0;
      for (const p of synset.pointers) {
        if (!/^[@#%]/.test(p.symbol) && !(p.symbol.startsWith("~") && kin++ < MAX_KIN)) continue;
        for (const lemma of wn.synset(p.pos, p.offset).words) add(lemma.replace(/_/g, " "), true);
      }
    }
    linked.set(word, stems);
  });
  byPage.set(pageNumber, linked);
  return linked;
}

/**
 * The telling word stems a reader links to the words of `pageNumber` other than `word`: each
 * one's own forms, and from its pinned WordNet sense its synonyms, kinds, parts, wholes, close kin
 * and the words of its definition ("tea" and "pot" for teapot). A voice's own lines (openers,
 * asides, closers) should say none of them, or they point away from the answer
 * (docs/decisions/036-reader-clues-for-bot-riddles.md). Empty for a word on no page.
 */
export function pageEchoes(word: string, pageNumber: number | undefined): ReadonlySet<string> {
  if (pageNumber === undefined || !getPage(pageNumber)?.words.includes(word)) return new Set();
  const key = `${pageNumber}\u0000${word}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const echoes = new Set<string>();
  const own = new Set(contentStems(word));
  for (const [other, stems] of linkedStems(pageNumber))
    if (other !== word) for (const s of stems) if (!own.has(s)) echoes.add(s);
  cache.set(key, echoes);
  return echoes;
}

/** Whether a line says none of the telling words a reader links to the page's other words. */
export function quietOnPage(text: string, echoes: ReadonlySet<string>): boolean {
  return !contentStems(text).some((s) => echoes.has(s));
}
