/**
 * Other spellings of a folded guess that mean the same word: British and American spellings
 * ("grey" and "gray", "theatre" and "theater", "colour" and "color", "pyjamas" and "pajamas"), and
 * plurals that are irregular or have two forms ("cacti" and "cactuses", "octopi", "die" for dice).
 * Used by `matchGuess`, so a right answer is not refused for its spelling (docs/product.md §6).
 */

/** Whole-word pairs that no pattern below covers (both directions are used). */
const PAIRS: readonly (readonly [string, string])[] = [
  ["grey", "gray"],
  ["greys", "grays"],
  ["pyjamas", "pajamas"],
  ["aeroplane", "airplane"],
  ["aeroplanes", "airplanes"],
  ["tyre", "tire"],
  ["tyres", "tires"],
  ["mould", "mold"],
  ["plough", "plow"],
  ["cheque", "check"],
  ["doughnut", "donut"],
  ["doughnuts", "donuts"],
  ["aluminium", "aluminum"],
  ["moustache", "mustache"],
  ["jewellery", "jewelry"],
  ["cosy", "cozy"],
  ["sceptic", "skeptic"],
  ["kerb", "curb"],
  ["storey", "story"],
  ["programme", "program"],
  ["catalogue", "catalog"],
  ["dialogue", "dialog"],
  ["axe", "ax"],
  ["sulphur", "sulfur"],
  ["manoeuvre", "maneuver"],
  ["mum", "mom"],
];

/** Plural pairs beyond the regular ones (singular, other forms). */
const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  cactus: ["cacti", "cactuses"],
  octopus: ["octopi", "octopuses", "octopodes"],
  fungus: ["fungi", "funguses"],
  hippopotamus: ["hippopotami", "hippopotamuses"],
  platypus: ["platypuses", "platypi"],
  dice: ["die"],
  die: ["dice"],
  cactuses: ["cacti", "cactus"],
  cacti: ["cactuses", "cactus"],
  octopi: ["octopuses", "octopus"],
  octopuses: ["octopi", "octopus"],
};

/** Ending swaps between the two spellings, each tried in both directions. */
const ENDINGS: readonly (readonly [string, string])[] = [
  ["our", "or"],
  ["ours", "ors"],
  ["tre", "ter"],
  ["tres", "ters"],
  ["ise", "ize"],
  ["ised", "ized"],
  ["ises", "izes"],
  ["ising", "izing"],
  ["yse", "yze"],
  ["lled", "led"],
  ["lling", "ling"],
  ["ller", "ler"],
  ["logue", "log"],
];

const pairMap = new Map<string, string[]>();
for (const [a, b] of PAIRS) {
  pairMap.set(a, [...(pairMap.get(a) ?? []), b]);
  pairMap.set(b, [...(pairMap.get(b) ?? []), a]);
}

/** The folded guess's other spellings, British or American (not including itself). */
export function otherSpellings(guess: string): string[] {
  const out = new Set<string>(pairMap.get(guess) ?? []);
  for (const [a, b] of ENDINGS) {
    // Only on words long enough that the ending is a real suffix ("tour" is not "tor").
    if (guess.length >= a.length + 3 && guess.endsWith(a)) out.add(guess.slice(0, -a.length) + b);
    if (guess.length >= b.length + 3 && guess.endsWith(b)) out.add(guess.slice(0, -b.length) + a);
  }
  out.delete(guess);
  return [...out];
}

/** The folded guess's irregular or second plural forms ("cacti" for cactuses, "die" for dice). */
export function irregularForms(guess: string): readonly string[] {
  return IRREGULAR[guess] ?? [];
}
