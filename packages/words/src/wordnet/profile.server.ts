import type { Pos, Synset, WordNet } from "./wordnet.server";

/** What WordNet knows about one sense of a word: the raw material for writing and guessing riddles. */
export interface KnowledgeProfile {
  readonly synsetId: string;
  readonly pos: Pos;
  readonly lexName: string;
  /** The definition, without the example sentences. */
  readonly gloss: string;
  readonly examples: readonly string[];
  readonly synonyms: readonly string[];
  readonly hypernyms: readonly string[];
  readonly hyponyms: readonly string[];
  /** Parts, substances and members of the thing ("wing" for bat). */
  readonly meronyms: readonly string[];
  /** Wholes the thing is part, substance or member of. */
  readonly holonyms: readonly string[];
  /** Derivationally related words and pertainyms. */
  readonly derivations: readonly string[];
  /** Similar-to, also-see and attribute links (mostly adjectives). */
  readonly related: readonly string[];
}

const MERONYMS = new Set(["%m", "%s", "%p"]);
const HOLONYMS = new Set(["#m", "#s", "#p"]);

/** Build the knowledge profile of a synset (one sense), for a word or for a pinned sense. */
export function knowledgeProfile(wn: WordNet, synset: Synset, word?: string): KnowledgeProfile {
  const collect = (symbols: (s: string) => boolean) => {
    const out = new Set<string>();
    for (const p of synset.pointers) {
      if (!symbols(p.symbol)) continue;
      const t = wn.synset(p.pos, p.offset);
      for (const w of p.target === 0 ? t.words : [t.words[p.target - 1] ?? ""]) if (w) out.add(w);
    }
    return [...out];
  };
  const [definition = "", ...rest] = synset.gloss.split(/;\s*(?=["`])/);
  return {
    synsetId: synset.id,
    pos: synset.pos,
    lexName: synset.lexName,
    gloss: definition.trim(),
    examples: rest.map((e) => e.replace(/^["`]+|["'`]+$/g, "").trim()).filter(Boolean),
    synonyms: synset.words.filter((w) => w !== word),
    hypernyms: collect((s) => s === "@" || s === "@i"),
    hyponyms: collect((s) => s === "~" || s === "~i"),
    meronyms: collect((s) => MERONYMS.has(s)),
    holonyms: collect((s) => HOLONYMS.has(s)),
    derivations: collect((s) => s === "+" || s === "\\"),
    related: collect((s) => s === "&" || s === "^" || s === "="),
  };
}

/** Profiles of every sense of a word (most frequent first), for any English word WordNet knows. */
export function wordProfiles(wn: WordNet, word: string, pos?: Pos): KnowledgeProfile[] {
  return wn.synsets(word.toLowerCase().trim(), pos).map((s) => knowledgeProfile(wn, s, word));
}
