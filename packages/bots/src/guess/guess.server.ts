import type { BotDifficulty, Rng } from "@riddlebook/rules";
import { checkRiddle, foldKey } from "@riddlebook/words";
import { associationProfiles } from "../knowledge/associations.server";
import { candidateBag, type EvidenceBag, type KnowledgeDepth, weightOf } from "../knowledge/bag.server";
import { glossIndex } from "../knowledge/gloss-index.server";
import { contentStems } from "../text/tokens";
import { readChoice } from "./choice-reading";
import { pickByDifficulty } from "./difficulty";
import { letterEvidence } from "./letters";
import { readRiddle } from "./read-riddle";

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
  /**
   * Whether a full-depth guesser also consults what a person knows of each word (the word
   * knowledge's association profiles; default true). False gives the deliberately different
   * solver of `npm run bench:bots`: the same reading of the riddle (metaphors, negation,
   * multi-word choices, letter riddles) over WordNet's evidence alone. Neither reads the clue bank
   * the bots write from (ADR 043).
   */
  readonly knowledge?: boolean;
}

/** Violations that mean the riddle writes the candidate out, so it cannot be the answer. */
const WRITES_OUT = new Set(["word", "inflection", "derivation", "compound"]);

function writesOut(candidate: string, riddle: string, pageNumber: number | undefined): boolean {
  const result = checkRiddle(candidate, riddle, pageNumber);
  return result.violations.some((v) => WRITES_OUT.has(v.rule));
}

/** How much the clue bank's association profile counts against WordNet's evidence (tuned on bench/riddles). */
const BANK_WEIGHT = 5;
/** What each holding claim of a letter riddle is worth to a choice "the letter x". */
const LETTER_WEIGHT = 6;

/** Articles and quantity words a choice may open with ("a towel", "the letter m"). */
const LEADING = /^(?:a|an|the|some|your|my)\s+/;

/** A candidate as the guesser reads it: its lookup word, and the stems of its own words. */
interface Reading {
  readonly key: string;
  readonly phrase: string;
  readonly own: readonly number[];
}

function readCandidate(candidate: string): Reading {
  const written = candidate
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\s'-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(LEADING, "");
  const phrase = readChoice(written);
  const index = glossIndex();
  return { key: foldKey(phrase), phrase, own: contentStems(phrase).map((s) => index.intern(s)) };
}

/**
 * Scores every candidate against the riddle, as a reverse dictionary: each term the riddle gives
 * (its content words, weighed down under a negation, plus the literal words of its metaphors; see
 * `readRiddle`) adds its IDF (rarer words weigh more) times how strongly the candidate's evidence
 * bag holds it, discounted when many candidates share it; at full depth the candidate's
 * association profile from the word knowledge adds the same way, with the bank's own IDF (unless
 * `knowledge` is false). Multi-word
 * choices ("a towel", "the letter m") are read from their words. Candidates the riddle writes out
 * score -Infinity. Returned best first; ties keep the candidates' order.
 */
export function rankCandidates(
  riddle: string,
  candidates: readonly string[],
  options: Pick<GuessOptions, "pageNumber" | "depth" | "knowledge"> = {},
): ScoredCandidate[] {
  const depth = options.depth ?? "full";
  const full = depth === "full";
  const bank = full && (options.knowledge ?? true) ? associationProfiles() : undefined;
  const index = glossIndex();
  const terms = full
    ? readRiddle(riddle)
    : [...new Set(contentStems(riddle))].map((s) => ({ stem: s, weight: 1 }));
  // Candidates and their bags first: they may give stems their ids, which the riddle's words must
  // see, so a ranking never depends on what an earlier call (or the clue bank's profiles) interned.
  const readings = candidates.map(readCandidate);
  const bags: EvidenceBag[] = readings.map((r) => candidateBag(r.key, r.phrase, depth));
  const ids = terms.map((t) => index.id(t.stem));
  const profiles = bank ? readings.map((r) => bank.profile(r.key)) : [];
  // How many candidates hold each riddle word: a word every candidate has tells them apart poorly.
  const n = bags.length;
  const local = ids.map((s) => {
    let holders = 0;
    if (s >= 0) for (const bag of bags) holders += weightOf(bag, s);
    return Math.log(1 + n / (1 + holders)) / Math.log(1 + n);
  });
  const idf = ids.map((s) => index.idf(s));
  const bankIdf = bank ? ids.map((s) => (s >= 0 ? bank.idf(s) : 0)) : [];
  const bankLocal = bank
    ? ids.map((s) => {
        let holders = 0;
        for (const p of profiles) if (p && s >= 0) holders += weightOf(p, s);
        return Math.log(1 + n / (1 + holders)) / Math.log(1 + n);
      })
    : [];
  const parts = candidates.map((_, i) => {
    const bag = bags[i]!;
    const profile = profiles[i];
    const own = readings[i]!.own;
    let score = 0;
    let bankScore = 0;
    terms.forEach((t, k) => {
      const s = ids[k]!;
      if (s < 0) return;
      const w = weightOf(bag, s);
      if (w) score += t.weight * w * idf[k]! * local[k]!;
      if (profile) {
        const b = weightOf(profile, s);
        if (b) bankScore += t.weight * b * bankIdf[k]! * bankLocal[k]!;
      }
      // A metaphor may name the candidate itself ("the sky weeps": rain).
      if (full && own.includes(s)) score += t.weight * idf[k]! * local[k]!;
    });
    // Big bags match more by chance; a mild penalty keeps rich words from always winning.
    return {
      score: score / (1 + Math.log10(1 + bag.ids.length / 500)),
      bankScore,
      known: profile !== undefined,
    };
  });
  // A choice nobody wrote knowledge for (a word on no page) would lose to any that has it, however
  // well the riddle fits: it is credited what the known choices' knowledge adds to their WordNet
  // evidence, in proportion (ADR 043).
  const knownParts = parts.filter((p) => p.known);
  const evidence = knownParts.reduce((sum, p) => sum + p.score, 0);
  const ratio = evidence > 0 ? knownParts.reduce((sum, p) => sum + p.bankScore, 0) / evidence : 0;
  const scored = candidates.map((candidate, i) => {
    const part = parts[i]!;
    let score = part.score + BANK_WEIGHT * (part.known ? part.bankScore : part.score * ratio);
    if (full) score += LETTER_WEIGHT * letterEvidence(riddle, readings[i]!.phrase);
    const excluded = full && writesOut(readings[i]!.key, riddle, options.pageNumber);
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
