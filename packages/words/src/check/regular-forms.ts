const VOWEL = /[aeiou]/;

function doublesFinal(word: string): boolean {
  // Short words ending consonant-vowel-consonant double it: run → running, stop → stopped.
  return /^[^aeiou]*[aeiou][bdgklmnprt]$/.test(word);
}

/**
 * Regular inflections of an English word, by rule, without a dictionary: plurals and third person
 * (-s, -es, -ies), past (-ed, -ied, doubled consonant), gerund (-ing), comparative and superlative
 * (-er, -est). Used as a fallback when no precomputed data covers a word; over-generation is harmless
 * because only forms that actually appear in a riddle or a guess are ever looked up.
 */
export function regularForms(word: string): string[] {
  const w = word.toLowerCase();
  if (w.length < 2 || !/^[a-z]+$/.test(w)) return [];
  const out = new Set<string>();
  const last = w.at(-1)!;
  const beforeLast = w.at(-2)!;
  // -s / -es / -ies
  if (/(s|x|z|ch|sh)$/.test(w)) out.add(`${w}es`);
  else if (last === "y" && !VOWEL.test(beforeLast)) out.add(`${w.slice(0, -1)}ies`);
  else if (last === "o" && !VOWEL.test(beforeLast)) {
    out.add(`${w}es`);
    out.add(`${w}s`);
  } else out.add(`${w}s`);
  if (last === "f") out.add(`${w.slice(0, -1)}ves`);
  if (w.endsWith("fe")) out.add(`${w.slice(0, -2)}ves`);
  // -ed / -ing / -er / -est
  let stem = w;
  if (last === "e") stem = w.slice(0, -1);
  const yStem = last === "y" && !VOWEL.test(beforeLast) ? `${w.slice(0, -1)}i` : undefined;
  const dbl = doublesFinal(w) ? w + last : undefined;
  for (const suffix of ["ed", "er", "est"]) {
    out.add(`${yStem ?? stem}${suffix}`);
    if (dbl) out.add(`${dbl}${suffix}`);
  }
  out.add(
    w.endsWith("ie") ? `${w.slice(0, -2)}ying` : last === "e" && !w.endsWith("ee") ? `${stem}ing` : `${w}ing`,
  );
  if (dbl) out.add(`${dbl}ing`);
  out.delete(w);
  return [...out];
}
