/**
 * The shape of a compound built on a secret word, judged without a dictionary: the word followed by
 * three letters or more ("catfish", "candlework"), or three letters or more followed by the word or
 * a plural of it ("babyowl", "babyowls"). Real words of that shape that are not built
 * on the word ("category", "police") are listed in the page data as `WordForms.lookalikes`, computed
 * at build time by `knowledge/derive.server.ts` with this same function (ADR 019).
 */

/** How many letters a compound adds to the secret word, at least. */
const MIN_OTHER_PART = 3;

/**
 * Endings that make words of other words, which a short secret word may itself end in: "red" is
 * "r" + "ed", so "wandered" ends in it without being built on it; so do "editable" and TABLE,
 * "mentorship" and SHIP. For such words only the start of a token is looked at.
 */
const ENDINGS = ["s", "es", "ed", "ing", "er", "est", "able", "ible", "ship"] as const;

/** Whether a folded token has the shape of a compound on the word, given the word's inflections. */
export function hasCompoundShape(token: string, word: string, inflections: readonly string[]): boolean {
  if (!/^[a-z]+$/.test(token) || !/^[a-z]+$/.test(word)) return false;
  if (token.length >= word.length + MIN_OTHER_PART && token.startsWith(word)) return true;
  if (ENDINGS.some((e) => word.endsWith(e) && word.length - e.length <= 1)) return false;
  for (const tail of [word, ...inflections.filter((f) => f.endsWith("s"))]) {
    if (token.length >= tail.length + MIN_OTHER_PART && token.endsWith(tail)) return true;
  }
  return false;
}

/**
 * The words a token may be an inflection of, by rule (the inverse of `regularForms`): "notices" →
 * "notice", "categories" → "category", "wandered" → "wander", "practicing" → "practice".
 */
export function uninflected(token: string): string[] {
  const out: string[] = [];
  const strip = (ending: string, add = "") => {
    if (token.length > ending.length + 1 && token.endsWith(ending))
      out.push(token.slice(0, -ending.length) + add);
  };
  strip("s");
  strip("es");
  strip("ies", "y");
  strip("ves", "f");
  strip("ves", "fe");
  for (const ending of ["ed", "er", "est", "ing"]) {
    strip(ending);
    strip(ending, "e");
    if (ending !== "ing") strip(`i${ending}`, "y");
    // A doubled final consonant: "stopped" → "stop".
    const n = token.length - ending.length;
    if (n > 2 && token.endsWith(ending) && token[n - 1] === token[n - 2]) out.push(token.slice(0, n - 1));
  }
  strip("ying", "ie");
  return out;
}
