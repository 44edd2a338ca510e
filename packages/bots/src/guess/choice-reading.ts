import { wordnet } from "@riddlebook/words/wordnet";

/**
 * How a person reads a choice they have never seen written that way (ADR 043): a plural as its
 * singular when only that is a word ("headphones"), words run together as the words they are
 * ("piggybank" → "piggy bank"), and a slip of one letter as the word meant ("umberella"). The
 * phrase is returned unchanged when it is already a word, or nothing better is found.
 */
export function readChoice(phrase: string): string {
  if (phrase === "" || /\s/.test(phrase) || !/^[a-z]+$/.test(phrase)) return phrase;
  const wn = wordnet();
  if (wn.has(phrase)) return phrase;
  const singular = [phrase.replace(/ies$/, "y"), phrase.replace(/es$/, ""), phrase.replace(/s$/, "")].find(
    (form) => form !== phrase && wn.has(form),
  );
  if (singular) return singular;
  // Run together: a two-word lemma of WordNet first, else two words of four letters or more.
  let split: string | undefined;
  for (let i = 3; i <= phrase.length - 3; i++) {
    const [a, b] = [phrase.slice(0, i), phrase.slice(i)];
    if (wn.has(`${a} ${b}`) || wn.has(`${a}_${b}`)) return `${a} ${b}`;
    if (split === undefined && a.length >= 4 && b.length >= 4 && wn.has(a) && wn.has(b)) split = `${a} ${b}`;
  }
  if (split) return split;
  return oneSlipFrom(phrase) ?? phrase;
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz";

/** A word of WordNet one edit (a letter dropped, added, changed or two swapped) from `word`. */
function oneSlipFrom(word: string): string | undefined {
  if (word.length < 5) return undefined;
  const wn = wordnet();
  const tries: string[] = [];
  for (let i = 0; i < word.length; i++) {
    tries.push(word.slice(0, i) + word.slice(i + 1));
    if (i + 1 < word.length) tries.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    for (const c of ALPHABET) tries.push(word.slice(0, i) + c + word.slice(i + 1));
  }
  for (let i = 0; i <= word.length; i++)
    for (const c of ALPHABET) tries.push(word.slice(0, i) + c + word.slice(i));
  return tries.find((t) => t !== word && wn.has(t, "n"));
}
