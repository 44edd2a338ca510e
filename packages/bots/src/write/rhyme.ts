import { countSyllables } from "./syllables";

/**
 * Rhyme by spelling: the sound of a word's last vowel and what follows it ("night" and "light" end
 * in "ite", "see" and "me" in "ee"), with the common English spellings of one sound folded together
 * and a few words whose spelling misleads. Bots use it to close couplets.
 */

/** Words whose ending is not spoken as spelled, with the ending they rhyme on. */
const ENDINGS: Record<string, string> = {
  key: "ee",
  ski: "ee",
  do: "oo",
  to: "oo",
  too: "oo",
  two: "oo",
  who: "oo",
  shoe: "oo",
  through: "oo",
  you: "oo",
  though: "oh",
  dough: "oh",
  now: "ow",
  how: "ow",
  cow: "ow",
  wow: "ow",
  bow: "ow",
  vow: "ow",
  plough: "ow",
  plow: "ow",
  allow: "ow",
  brow: "ow",
  eyebrow: "ow",
  enough: "uff",
  rough: "uff",
  tough: "uff",
  four: "or",
  your: "or",
  pour: "or",
  door: "or",
  floor: "or",
  were: "ur",
  there: "air",
  where: "air",
  their: "air",
  here: "eer",
  mere: "eer",
  bear: "air",
  wear: "air",
  pear: "air",
  swear: "air",
  tear: "air",
  come: "um",
  some: "um",
  done: "un",
  one: "un",
  none: "un",
  won: "un",
  son: "un",
  gone: "on",
  love: "uv",
  dove: "uv",
  glove: "uv",
  above: "uv",
  have: "av",
  give: "iv",
  live: "iv",
  said: "ed",
  again: "en",
  says: "ez",
  eye: "i",
  bye: "i",
  buy: "i",
  guy: "i",
  pie: "i",
  tie: "i",
  lie: "i",
  die: "i",
  great: "ate",
  weight: "ate",
  eight: "ate",
  straight: "ate",
  height: "ite",
  been: "in",
  blood: "ud",
  flood: "ud",
  good: "ood",
  wood: "ood",
  could: "ood",
  would: "ood",
  should: "ood",
  stood: "ood",
  hood: "ood",
  food: "ude",
  mood: "ude",
  dead: "ed",
  bread: "ed",
  head: "ed",
  read: "eed",
  heart: "art",
  word: "urd",
  world: "urld",
  work: "urk",
  worm: "urm",
  friend: "end",
};

/** Spellings of one ending sound, longest first, each with the ending it rhymes on. */
const SPELLINGS: [RegExp, string][] = [
  [/(?:ight|ite|yte)$/, "ite"],
  [/(?:eigh|ey|ay|ae)$/, "ay"],
  [/(?:ies|ys)$/, "ies"],
  [/(?:ied|yed)$/, "ied"],
  [/(?:igh|ye|uy)$/, "i"],
  [/(?:ee|ea|ie)$/, "ee"],
  [/(?:oo|ew|ue|ou)$/, "oo"],
  [/(?:ow|oe|o)$/, "oh"],
  [/(?:oar|oor|ore|or|our|ar)$/, "$&"],
  [/(?:air|are|ere|ear|eer|ier)$/, "$&"],
];

const FOLD: Record<string, string> = {
  oar: "or",
  oor: "or",
  ore: "or",
  our: "or",
  air: "air",
  are: "air",
  ere: "eer",
  ear: "eer",
  eer: "eer",
  ier: "eer",
  ar: "ar",
  or: "or",
};

/** The ending a word rhymes on; words with the same key rhyme. Empty for a word without letters. */
export function rhymeKey(raw: string): string {
  const word = raw.toLowerCase().replace(/[^a-z]/g, "");
  if (word === "") return "";
  const known = ENDINGS[word];
  if (known) return known;
  // A final -y after a consonant: "fly" rhymes on "i", "happy" on "ee".
  if (/[^aeiouy]y$/.test(word)) return countSyllables(word) === 1 ? "i" : "ee";
  if (/^[^aeiouy]*e$/.test(word)) return "ee"; // me, he, she, we, be
  for (const [pattern, key] of SPELLINGS) {
    const m = word.match(pattern);
    if (m) return key === "$&" ? (FOLD[m[0]] ?? m[0]) : key;
  }
  // Otherwise the last vowel group and the consonants after it, with a silent e kept as a marker
  // of the long vowel ("bake" is not "back"); double letters and ck folded.
  const m = word.match(/[aeiouy]+[^aeiouy]*e?s?$/);
  const tail = (m ? m[0] : word)
    .replace(/ck/g, "k")
    .replace(/([^aeiou])\1/g, "$1")
    .replace(/ph/g, "f");
  return tail.replace(/^y/, "i");
}

/** The last word of a line. */
export function lastWord(line: string): string {
  const found = line.match(/[A-Za-z']+(?=[^A-Za-z']*$)/);
  return found ? found[0].toLowerCase() : "";
}

/** Whether two different words rhyme. */
export function rhymes(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x !== y && rhymeKey(x) !== "" && rhymeKey(x) === rhymeKey(y);
}
