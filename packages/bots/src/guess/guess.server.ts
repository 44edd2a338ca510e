import type { BotDifficulty, Rng } from "@riddlebook/rules";
import { checkRiddle, foldKey } from "@riddlebook/words";
import { type EvidenceBag, evidenceBag, type KnowledgeDepth, weightOf } from "../knowledge/bag.server";
import { glossIndex } from "../knowledge/gloss-index.server";
import { contentStems } from "../text/tokens";
import { pickByDifficulty } from "./difficulty";

/** One candidate with its score; higher is likelier. Ruled-out candidates score -Infinity. */
export interface ScoredCandidate {
  readonly word: string;
  readonly score: number;
}

/** A guesser's answer: the word it names, and every candidate ranked best first. */
export interface GuessResult {
  readonly choice: string;
  readonly ranking: readonly ScoredCandidate[];
}

/** How to guess. */
export interface GuessOptions {
  /** How often the pick is the best candidate rather than a plausible runner-up; default expert (always best). */
  readonly difficulty?: BotDifficulty;
  /** Random source for the difficulty's slips; required unless the difficulty is expert. */
  readonly rng?: Rng;
  /** The wordbook page the candidates come from, so its pinned senses are used. */
  readonly pageNumber?: number;
  /** "definitions" gives the deliberately weaker guesser that reads only each sense's definition. */
  readonly depth?: KnowledgeDepth;
}

/** Violations that mean the riddle writes the candidate out, so it cannot be the answer. */
const WRITES_OUT = new Set(["word", "inflection", "derivation", "compound"]);

function writesOut(candidate: string, riddle: string, pageNumber: number | undefined): boolean {
  const result = checkRiddle(candidate, riddle, pageNumber);
  return result.violations.some((v) => WRITES_OUT.has(v.rule));
}

/**
 * Scores every candidate against the riddle, as a reverse dictionary: each content word of the
 * riddle adds its IDF (rarer words weigh more) times how strongly the candidate's evidence bag
 * holds it, discounted when many candidates share it. Candidates the riddle writes out score
 * -Infinity. Returned best first; ties keep the candidates' order.
 */
export function rankCandidates(
  riddle: string,
  candidates: readonly string[],
  options: Pick<GuessOptions, "pageNumber" | "depth"> = {},
): ScoredCandidate[] {
  const depth = options.depth ?? "full";
  const index = glossIndex();
  const stems = [...new Set(contentStems(riddle))].map((s) => index.id(s));
  const words = candidates.map((c) => foldKey(c.trim()));
  const bags: EvidenceBag[] = words.map((w) => evidenceBag(w, depth));
  // How many candidates hold each riddle word: a word every candidate has tells them apart poorly.
  const n = bags.length;
  const local = stems.map((s) => {
    let holders = 0;
    for (const bag of bags) holders += weightOf(bag, s);
    return Math.log(1 + n / (1 + holders)) / Math.log(1 + n);
  });
  const idf = stems.map((s) => index.idf(s));
  const scored = candidates.map((candidate, i) => {
    const bag = bags[i]!;
    let score = 0;
    stems.forEach((s, k) => {
      const w = s >= 0 ? weightOf(bag, s) : 0;
      if (w) score += w * idf[k]! * local[k]!;
    });
    // Big bags match more by chance; a mild penalty keeps rich words from always winning.
    score /= 1 + Math.log10(1 + bag.ids.length / 500);
    const excluded = depth === "full" && writesOut(words[i]!, riddle, options.pageNumber);
    return { word: candidate, score: excluded ? Number.NEGATIVE_INFINITY : score, i };
  });
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  return scored.map(({ word, score }) => ({ word, score }));
}

/**
 * Guesses which candidate a riddle describes. Expert always names the best-ranked candidate;
 * lower difficulties sometimes name a plausible runner-up instead (see `pickByDifficulty`).
 * Works for any English candidates; words with no precomputed data get profiles on the fly.
 */
export function guess(
  riddle: string,
  candidates: readonly string[],
  options: GuessOptions = {},
): GuessResult {
  if (candidates.length === 0) throw new RangeError("guess() needs at least one candidate");
  const ranking = rankCandidates(riddle, candidates, options);
  const difficulty = options.difficulty ?? "expert";
  const choice = pickByDifficulty(ranking, difficulty, options.rng);
  return { choice, ranking };
}
