import { getPage } from "@riddlebook/words";
import { WORD_KNOWLEDGE_PAGES } from "../../word-knowledge";
import { contentStems } from "../text/tokens";

/**
 * A trait is a content word that what a person knows of a word uses (its word knowledge, ADR 043)
 * and that at most this many of the wordbook's words share: "torpedo" (submarine), "prickle"
 * (thorn), "shore" (ocean, tide, sand). Words most things share ("hit", "move", "great") are no trait.
 */
const TRAIT_MAX_WORDS = 25;

interface Traits {
  /** Each word's trait stems. */
  readonly byWord: ReadonlyMap<string, ReadonlySet<string>>;
  /** Each word's stems, traits or not. */
  readonly known: ReadonlyMap<string, ReadonlySet<string>>;
}

let traits: Traits | undefined;

/** Each wordbook word's trait stems, from the word knowledge, built once. */
function knownTraits(): Traits {
  if (traits) return traits;
  const stems = new Map<string, Set<string>>();
  const users = new Map<string, number>();
  for (const page of WORD_KNOWLEDGE_PAGES)
    for (const [word, knowledge] of Object.entries(page.words)) {
      const own = stems.get(word) ?? new Set<string>();
      stems.set(word, own);
      for (const phrase of Object.values(knowledge).flat() as string[])
        for (const s of contentStems(phrase)) own.add(s);
    }
  for (const own of stems.values()) for (const s of own) users.set(s, (users.get(s) ?? 0) + 1);
  const byWord = new Map<string, ReadonlySet<string>>();
  for (const [word, own] of stems)
    byWord.set(word, new Set([...own].filter((s) => (users.get(s) ?? 0) <= TRAIT_MAX_WORDS)));
  traits = { byWord, known: stems };
  return traits;
}

/**
 * For a word of a page: which other words of the page a line also fits, as far as what a person
 * knows of them goes: the line says a trait of theirs (docs/decisions/042-bot-riddles-from-whole-clues.md,
 * "Difficulty a person feels"). "I am a torpedo with teeth" (shark) also fits submarine; "I'm the
 * sea's heartbeat, breaking on the shore" (wave) also fits ocean, tide and sand. The line is still
 * the answer's own clue from the bank, so it stays fair; the other words are where a reader's first
 * thought may go. Empty for a word on no page.
 */
export function pageDecoys(
  word: string,
  pageNumber: number | undefined,
): (line: string) => ReadonlySet<string> {
  const page = pageNumber === undefined ? undefined : getPage(pageNumber);
  if (!page?.words.includes(word)) return () => new Set();
  const { byWord } = knownTraits();
  const own = new Set(contentStems(word));
  const rivals = page.words.filter((w) => w !== word).map((w) => ({ word: w, traits: byWord.get(w) }));
  const cache = new Map<string, ReadonlySet<string>>();
  return (line) => {
    let found = cache.get(line);
    if (!found) {
      const stems = new Set(contentStems(line).filter((s) => !own.has(s)));
      found = new Set(rivals.filter((r) => [...stems].some((s) => r.traits?.has(s))).map((r) => r.word));
      cache.set(line, found);
    }
    return found;
  };
}

/**
 * How far a riddle's clue lines lead towards one other word of the page: the share of its lines
 * that fit one same word (its decoy), 0 to 1. Two lines that both fit "submarine" keep a reader torn
 * between shark and submarine; one line for each of two different words does not.
 */
export function decoyStrength(
  lines: readonly string[],
  decoys: (line: string) => ReadonlySet<string>,
): number {
  const count = new Map<string, number>();
  for (const line of lines) for (const w of decoys(line)) count.set(w, (count.get(w) ?? 0) + 1);
  return lines.length === 0 ? 0 : Math.max(0, ...count.values()) / lines.length;
}

/**
 * Whether a line says nothing a person knows of `word` (no content word of its word knowledge):
 * a line of another word that is surely false of this one, for "Include one lie".
 */
export function foreignTo(word: string, line: string): boolean {
  const known = knownTraits().known.get(word);
  return known !== undefined && !contentStems(line).some((s) => known.has(s));
}
