import nlp from "compromise";

/**
 * Retells a first-person clue ("I have four legs and a back, yet I never take a step") about the
 * thing in the third person ("it has four legs and a back, yet it never takes a step"), so that a
 * persona can speak of the thing in its own voice: Auntie tells you what the family says of it,
 * Grandpa what he remembers of it (docs/decisions/042-bot-riddles-from-whole-clues.md). Returns
 * null for a clue it cannot retell safely (quoted speech, a verb it cannot find), which the
 * writer then leaves to the voices that speak as the thing.
 */

/** Words that may stand between "I" and its verb ("I never take"). */
const ADVERBS = new Set(
  "never always only just often also still even usually sometimes rarely really simply quietly slowly mostly barely seldom gladly happily proudly merely actually certainly literally secretly patiently silently softly hardly gently nearly almost happily politely sadly truly basically constantly forever once first".split(
    " ",
  ),
);
const MODALS = new Set(
  "can can't cannot could couldn't will won't would wouldn't shall should shouldn't may might must".split(
    " ",
  ),
);
const IRREGULAR_THIRD: Readonly<Record<string, string>> = {
  am: "is",
  have: "has",
  "haven't": "hasn't",
  do: "does",
  "don't": "doesn't",
  go: "goes",
  was: "was",
  "wasn't": "wasn't",
};
/** The speaking thing's other words, as "it" and as "they" say them. */
const SWAPS: Readonly<Record<string, readonly [string, string]>> = {
  "I've": ["it's", "they've"],
  "I'll": ["it'll", "they'll"],
  "I'd": ["it'd", "they'd"],
  me: ["it", "them"],
  Me: ["it", "them"],
  my: ["its", "their"],
  My: ["Its", "Their"],
  myself: ["itself", "themselves"],
};

/** Words that start a verb's object or a phrase after it: "wear a case", "pack for a holiday". */
const OBJECT_START =
  /^(?:a|an|the|no|your|my|its|their|every|all|some|any|to|with|in|on|at|for|up|down|out|away|like|from|over|into)$/i;
const CONJUNCTIONS = new Set(["and", "or", "but", "yet", "then", "nor"]);
/** Words compromise may read as verbs that never are one after "and": "like a country", "under siege". */
const NEVER_VERBS = new Set(
  "like unlike under over near above below beneath beyond inside outside without within as than past round around through across after before behind between plus minus per via".split(
    " ",
  ),
);
/** Base verbs compromise reads as a past tense ("weld" as the past of "wold"). */
const MISREAD_BASE = new Set(["weld", "meld"]);
/** Words after which an "I" starts its own clause: "yet I never take", "when I ring". */
const CLAUSE_OPENERS = new Set(
  "and or but yet then nor so when if because while though although until unless once whenever where that".split(
    " ",
  ),
);

/** The third-person singular present of a verb in its base form: take → takes, carry → carries. */
function thirdPersonOf(verb: string): string {
  const lower = verb.toLowerCase();
  const irregular = IRREGULAR_THIRD[lower];
  if (irregular) return irregular;
  if (/(?:s|x|z|ch|sh|o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

interface Tok {
  text: string;
  /** Text between this token and the next (spaces, punctuation). */
  gap: string;
}

function tokens(text: string): Tok[] {
  const out: Tok[] = [];
  const re = /[A-Za-z]+(?:['’][A-Za-z]+)*/g;
  let m: RegExpExecArray | null = re.exec(text);
  let lead = "";
  if (m && m.index > 0) lead = text.slice(0, m.index);
  while (m) {
    const start = m.index + m[0].length;
    const next = re.exec(text);
    out.push({ text: m[0], gap: text.slice(start, next ? next.index : text.length) });
    m = next;
  }
  if (lead !== "") out.unshift({ text: "", gap: lead });
  return out;
}

type VerbKind = "base" | "other" | "unknown";

/** How compromise reads each word of the clue: a verb in its base form, another word, or no word. */
function verbKinds(text: string): Map<number, VerbKind> {
  const kinds = new Map<number, VerbKind>();
  const json = nlp(text).json({ offset: true, terms: { offset: true } }) as {
    terms: { text: string; tags: string[]; offset: { start: number } }[];
  }[];
  for (const sentence of json) {
    for (const term of sentence.terms) {
      const tags = new Set(term.tags);
      const base =
        tags.has("Verb") &&
        (tags.has("Infinitive") || tags.has("PresentTense")) &&
        !tags.has("Gerund") &&
        !tags.has("PastTense") &&
        !/s$/i.test(term.text.replace(/ss$/i, ""));
      kinds.set(term.offset.start, base ? "base" : "other");
    }
  }
  return kinds;
}

/**
 * The clue retold with `subject` ("it" for a thing; "they" for a person or a plural word) in place
 * of the speaking "I", its verbs agreeing; null when that cannot be done safely.
 */
export function retell(clue: string, subject: "it" | "they"): string | null {
  const key = `${subject}\u0000${clue}`;
  if (retold.has(key)) return retold.get(key)!;
  const result = retellOnce(clue, subject);
  if (retold.size > 20_000) retold.clear();
  retold.set(key, result);
  return result;
}

/** Retellings already made: a bot writes from the same few thousand clues again and again. */
const retold = new Map<string, string | null>();

function retellOnce(clue: string, subject: "it" | "they"): string | null {
  if (/["“”]|'[^s ]/.test(clue.replace(/\b[A-Za-z]+'[A-Za-z]+\b/g, ""))) return null;
  // "lock and me", "a me": the clue puts the word itself in a phrase; only the thing can say that.
  if (/\b(?:and|or|a|an|the|your|his|her|their) me\b/i.test(clue)) return null;
  // "a clean one of me", "my verb": wordplay on the word itself, which only the thing can say.
  if (
    /\b(?:ones?|two|three|four|five|some|many|all|each|any|none|lots|plenty|bit|piece|pair|dozens|hundreds|thousands|millions|billions) of me\b|\bmy (?:verb|name's|letters?)\b/i.test(
      clue,
    )
  )
    return null;
  // "a real me", "a big me": the word itself after a describing word.
  if (/\b(?:real|big|little|good|bad|proper|perfect|true|whole|old|new) me\b/i.test(clue)) return null;
  // "Do me off your shoes": a verb's clue with "do me" standing for the verb.
  if (/\b(?:do|does|did|doing|done) me\b/i.test(clue)) return null;
  const list = tokens(clue);
  if (!list.some((t) => /^(?:I|I'm|I've|I'll|I'd|me|my|myself|mine)$/i.test(t.text) && t.text !== "")) {
    return clue;
  }
  const offsets: number[] = [];
  let at = 0;
  for (const t of list) {
    offsets.push(at);
    at += t.text.length + t.gap.length;
  }
  const kinds = verbKinds(clue);
  const it = subject === "it";
  const out = list.map((t) => t.text);
  /** Whether the "I" at `i` stands inside another subject's clause ("Kids pretend I am lava"). */
  const startsInside = (i: number): boolean => {
    if (i === 0 || list[i - 1]!.text === "") return false;
    if (/[.;:?!,\u2014-]/.test(list[i - 1]!.gap)) return false;
    return !CLAUSE_OPENERS.has(list[i - 1]!.text.toLowerCase());
  };
  /** A second verb of the same "I" after `from`: "I stand on four legs and wait" → "and waits". */
  let unsure = false;
  const agreeFollowing = (from: number, embedded: boolean): void => {
    if (!it) return;
    /** Inside a participle phrase (", beaming down TV, phone calls and weather pictures"). */
    let participle = false;
    for (let k = from + 1; k < list.length && !/[.;:?!]/.test(list[k - 1]!.gap); k++) {
      const w = list[k]!.text.toLowerCase();
      if (/^(?:you|he|she|they|we|it|who|that|which|when|if|because|while|to)$/.test(w)) break;
      const afterComma = list[k - 1]!.gap.includes(",");
      if (afterComma && /ing$/.test(w) && w.length > 4) participle = true;
      // ", and hold your dinner": a comma before the conjunction ends the phrase.
      if (participle && CONJUNCTIONS.has(w)) {
        if (!afterComma) continue;
        participle = false;
      }
      // "never blinks, never moves", "is invisible, has no smell": a comma before an adverb or a
      // verb joins a verb as "and" does.
      const listed = list[k - 1]!.gap.includes(",") && (ADVERBS.has(w) || kinds.get(offsets[k]!) === "base");
      if (!CONJUNCTIONS.has(w) && !listed) continue;
      let v = listed ? k : k + 1;
      while (v < list.length && ADVERBS.has(list[v]!.text.toLowerCase())) v++;
      const next = list[v]?.text;
      if (next === undefined || MODALS.has(next.toLowerCase())) continue;
      if (NEVER_VERBS.has(next.toLowerCase())) continue;
      const plain = /^[a-z]+$/.test(next) && !/(?:ed|ing|s)$/.test(next);
      const skipped = v > k + 1 && plain;
      if (kinds.get(offsets[v]!) === "base" || skipped) {
        // "Kids pretend I am lava and leap": the verb may be the other subject's; too unsure.
        if (embedded) unsure = true;
        else out[v] = IRREGULAR_THIRD[next.toLowerCase()] ?? thirdPersonOf(next);
      }
      // "and wear a case", "but open no locks", read as anything but a verb: too unsure to retell.
      else if (plain && OBJECT_START.test(list[v + 1]?.text ?? "")) unsure = true;
    }
  };
  /** Conjugates the verb of an "I" at `i` (skipping adverbs); false when none is found. */
  const agree = (i: number): boolean => {
    const embedded = startsInside(i);
    let j = i + 1;
    while (j < list.length && ADVERBS.has(list[j]!.text.toLowerCase())) j++;
    const word = list[j]?.text;
    if (word === undefined) return false;
    const lower = word.toLowerCase();
    if (MODALS.has(lower)) return true;
    if (lower === "am") {
      out[j] = it ? "is" : "are";
      agreeFollowing(j, embedded);
      return true;
    }
    if (lower === "was" || lower === "wasn't") {
      if (!it) out[j] = lower === "was" ? "were" : "weren't";
      return true;
    }
    if (!it) return kinds.get(offsets[j]!) !== undefined;
    if (IRREGULAR_THIRD[lower]) {
      out[j] = IRREGULAR_THIRD[lower]!;
      agreeFollowing(j, embedded);
      return true;
    }
    const kind = kinds.get(offsets[j]!);
    if (kind === "base" || MISREAD_BASE.has(lower)) {
      out[j] = thirdPersonOf(word);
      agreeFollowing(j, embedded);
      return true;
    }
    // A past tense ("I found") needs nothing; anything else is a shape this does not know.
    return (lower.length > 4 && /ed$/.test(lower)) || (kind === "other" && nlp(word).has("#PastTense"));
  };
  for (let i = 0; i < list.length; i++) {
    const word = list[i]!.text;
    switch (word) {
      case "I":
        out[i] = subject;
        if (!agree(i)) return null;
        break;
      case "I'm":
        out[i] = it ? "it's" : "they're";
        agreeFollowing(i, startsInside(i));
        break;
      case "mine":
      case "Mine":
        return null;
      default: {
        const swap = SWAPS[word];
        if (swap) out[i] = swap[it ? 0 : 1];
      }
    }
  }
  if (unsure) return null;
  const text = list.map((t, i) => out[i] + t.gap).join("");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
