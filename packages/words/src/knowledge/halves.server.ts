import type { WordNet } from "../wordnet/wordnet.server";

const LETTERS = /^[a-z]+$/;

/**
 * The halves of a word read as a compound of two words ("popcorn": pop, corn; "ice cream": ice,
 * cream), which the rule checker warns about (docs/decisions/042-bot-riddles-from-whole-clues.md).
 * Both halves must be everyday words of WordNet, seen in its tagged texts (tag count 3 or more,
 * which leaves out "dle", "ain" and "ism"), three letters or more, and no form of the word itself.
 */
export function halvesOf(wn: WordNet, word: string, taken: ReadonlySet<string>): { halves?: string[] } {
  const everyday = (x: string) => wn.senses(x).reduce((n, sense) => n + sense.tagCount, 0) >= 3;
  const halves = new Set<string>();
  if (word.includes(" ")) {
    for (const part of word.split(" ")) if (part.length >= 3) halves.add(part);
  } else if (LETTERS.test(word)) {
    for (let i = 3; i <= word.length - 3; i++) {
      const [a, b] = [word.slice(0, i), word.slice(i)];
      if (everyday(a) && everyday(b)) for (const half of [a, b]) if (!taken.has(half)) halves.add(half);
    }
  }
  return halves.size > 0 ? { halves: [...halves].sort() } : {};
}
