import { stem } from "../text/stem";
import { isStopword, words } from "../text/tokens";
import { metaphorTerms } from "./metaphors";

/** One piece of evidence a riddle gives: a word stem, and how much it counts (1 for a plain word). */
interface RiddleTerm {
  readonly stem: string;
  readonly weight: number;
}

/** How a riddle is read: which kinds of reading to apply (all by default). */
interface ReadOptions {
  /** Weigh down words said not to hold ("cannot walk", "without legs"). */
  readonly negation?: boolean;
  /** Add the literal meaning of figures of speech ("the sky weeps" → rain). */
  readonly metaphors?: boolean;
}

/** Words that negate what follows them within the clause. */
const NEGATORS = new Set([
  "no",
  "not",
  "never",
  "cannot",
  "without",
  "nor",
  "neither",
  "none",
  "nothing",
  "nobody",
]);
/** Words that end a negation's reach (a new clause). */
const CLAUSE_BREAKS = new Set(["while", "and", "so", "because", "when"]);
/** Words that set what follows against what came before. */
const CONTRASTS = new Set(["but", "yet", "though", "although"]);
/** A denial reaches at most this many content words ("cannot open a single lock"). */
const NEGATION_REACH = 4;
/**
 * What a denied word counts in "I have X but no Y" (or "…but cannot Y"): less than nothing, since
 * the answer is what has X without Y, so a candidate that holds Y (a dog's teeth do bite) is the
 * decoy the trope sets.
 */
export const NEGATED_WEIGHT = -0.5;

/**
 * Reads a riddle into weighted stems: each content word once (its strongest reading), words a
 * contrast denies ("but cannot hug") counted against the candidates that hold them
 * (`NEGATED_WEIGHT`), and the literal terms of any metaphor pattern it uses (see `metaphors.ts`).
 */
export function readRiddle(riddle: string, options: ReadOptions = {}): RiddleTerm[] {
  const negation = options.negation ?? true;
  const out = new Map<string, number>();
  const put = (s: string, w: number) => {
    const old = out.get(s);
    // A word said plainly somewhere counts plainly; repeats do not add up.
    if (old === undefined || w > old) out.set(s, w);
  };
  // Clauses split at punctuation; within one, words are read left to right.
  for (const clause of riddle.split(/[.,;:!?\n\u2014()"]+|\s-\s/)) {
    const tokens = words(clause).map((w) => (w.endsWith("'s") ? w.slice(0, -2) : w));
    let reach = 0;
    const plain: string[] = [];
    // Whether a contrast ("but", "yet") came last: "…but cannot Y" is the trope's denial.
    let contrast = false;
    for (const raw of tokens) {
      const negator =
        NEGATORS.has(raw) || raw.endsWith("n't") || raw === "cant" || raw === "dont" || raw === "wont";
      if (negator) {
        // Only a denial set against what the answer has ("arms but cannot hug") is weighed down;
        // a plain absence ("months without rain") describes the answer and counts as said.
        if (negation && contrast) {
          reach = NEGATION_REACH;
        }
        continue;
      }
      if (CONTRASTS.has(raw)) {
        contrast = true;
        reach = 0;
        continue;
      }
      if (CLAUSE_BREAKS.has(raw)) {
        contrast = false;
        reach = 0;
        continue;
      }
      if (raw.length < 2 || isStopword(raw)) continue;
      contrast = false;
      const s = stem(raw);
      if (reach > 0) {
        put(s, NEGATED_WEIGHT);
        reach--;
      } else {
        plain.push(s);
      }
    }
    for (const s of plain) put(s, 1);
  }
  if (options.metaphors ?? true) {
    for (const term of metaphorTerms(riddle)) put(stem(term.word), term.weight);
  }
  return [...out].map(([s, weight]) => ({ stem: s, weight }));
}
