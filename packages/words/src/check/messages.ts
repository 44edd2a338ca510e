import type { Rule, WordForms } from "./types";

/**
 * The halves of a secret word read as a compound of two words ("popcorn": pop, corn), from its
 * precomputed data (`halves`, both halves words of WordNet); a riddle that says "corn" for POPCORN
 * gives half of it away, which the checker warns about.
 */
export function compoundHalves(forms: WordForms): readonly string[] {
  return forms.halves ?? [];
}

/** What the checker says of one finding. */
export function message(rule: Rule, found: string, about: string): string {
  switch (rule) {
    case "word":
      return `"${found}" is the secret word "${about}"`;
    case "inflection":
      return `"${found}" is a form of the secret word "${about}"`;
    case "derivation":
      return `"${found}" is derived from the secret word "${about}"`;
    case "compound":
      return `"${found}" contains the secret word "${about}"`;
    case "synonym":
      return `"${found}" is a synonym of the secret word "${about}"; try to avoid it`;
    case "page_word":
      return `"${found}" is another word on this wordbook page ("${about}")`;
    case "compound_part":
      return `"${found}" is part of the secret word "${about}"; try to avoid it`;
    default:
      return found;
  }
}
