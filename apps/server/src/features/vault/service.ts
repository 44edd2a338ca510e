import type { VaultRiddle } from "@riddlebook/protocol";
import {
  afterVaultGuess,
  isVaultFinished,
  isVaultSolved,
  solveRateOf,
  utcDateOf,
  VAULT_TRIES,
  type VaultDifficulty,
  type VaultGuess,
  type VaultGuessRefusal,
  vaultDifficultyOf,
  vaultGuessRefusal,
  vaultTriesLeft,
} from "@riddlebook/rules";
import { getPage, matchGuess } from "@riddlebook/words";
import { vaultRatingSummaries } from "../../db/repos/vault";
import type { Db } from "../../db/schema";
import type { Clock } from "../../deps";
import { DomainError } from "../../lib/domain-error";
import {
  countFinishedVault,
  findAttempt,
  findVaultRiddle,
  finishedVaultIdAt,
  firstUnfinishedVaultId,
  myRating,
  rateRiddle,
  storeGuess,
  type VaultFilter,
  type VaultRiddleRecord,
} from "./repository";

/**
 * The Riddle Vault's one authority (docs/decisions/021-community-riddles-moderation.md): which
 * riddles can be played, a solver's guesses and ratings, and what a solver sees of a riddle. What an
 * attempt may do and scores is the rules' (packages/rules/src/vault.ts); storing is the repository's.
 * The riddle of the day (features/daily) plays its riddle through this service too.
 */

interface VaultDeps {
  db: Db;
  clock: Clock;
  /** Picks among finished riddles (a float in [0, 1), like `Math.random`). */
  rng: () => number;
}

/** A riddle that can be played: approved, not hidden, on a wordbook page that exists. */
export interface PlayableRiddle extends VaultRiddleRecord {
  pageNumber: number;
}

const REFUSALS: Record<VaultGuessRefusal, () => DomainError> = {
  already_solved: () => new DomainError("already_solved", "You already solved this riddle."),
  no_tries_left: () => new DomainError("no_tries_left", "You have no tries left for this riddle."),
};

/** The published riddle `id` if it can be played, else null. */
export async function playableRiddle(db: Db, id: string): Promise<PlayableRiddle | null> {
  const riddle = await findVaultRiddle(db, id);
  if (riddle?.status !== "approved" || riddle.hidden || riddle.pageNumber === null) return null;
  return getPage(riddle.pageNumber) ? (riddle as PlayableRiddle) : null;
}

/** The solver's guesses at a riddle so far (none before the first). */
export async function guessesOf(db: Db, userId: string, riddleId: string): Promise<VaultGuess[]> {
  return (await findAttempt(db, userId, riddleId))?.guesses ?? [];
}

/**
 * One riddle as one solver sees it. The word is put in `answer` only once the attempt is finished
 * (solved, or every try used); before that no field holds it (`choices` is the whole page, as in a
 * game, so it tells nothing). Its author sees it without guesses, tries or rating.
 */
export async function vaultView(
  db: Db,
  riddle: PlayableRiddle,
  userId: string,
  options: { asAuthor?: boolean } = {},
): Promise<VaultRiddle> {
  const asAuthor = options.asAuthor === true;
  const page = getPage(riddle.pageNumber);
  const [summaries, rating, guesses] = await Promise.all([
    vaultRatingSummaries(db, [riddle.id]),
    asAuthor ? null : myRating(db, userId, riddle.id),
    asAuthor ? [] : guessesOf(db, userId, riddle.id),
  ]);
  const summary = summaries.get(riddle.id);
  return {
    id: riddle.id,
    riddleText: riddle.riddleText,
    playerName: riddle.playerName,
    pageNumber: riddle.pageNumber,
    pageTitle: page?.category ?? "",
    choices: [...(page?.words ?? [])],
    difficulty: vaultDifficultyOf(riddle.totalGuesses, riddle.correctGuesses),
    solveRate: solveRateOf(riddle.totalGuesses, riddle.correctGuesses),
    averageRating: summary?.averageRating ?? null,
    ratingCount: summary?.ratingCount ?? 0,
    guesses: guesses.map((g) => ({ guess: g.guess, correct: g.correct })),
    triesLeft: asAuthor ? 0 : vaultTriesLeft(guesses),
    solved: !asAuthor && isVaultSolved(guesses),
    answer: !asAuthor && isVaultFinished(guesses) ? riddle.selectedWord : null,
    myRating: rating,
  };
}

/**
 * Stores a guess on the solver's attempt, unless the rules refuse it (solved, or out of tries). The
 * write is conditional on the attempt as read: a guess that loses a race to another (a second tab)
 * reads again, so a fourth try or a guess after the solve is refused, never stored.
 */
export async function recordGuess(
  db: Db,
  input: { userId: string; riddleId: string; guess: VaultGuess; now: number },
): Promise<"stored" | VaultGuessRefusal> {
  const { userId, riddleId, guess, now } = input;
  // Every lost race means another guess was stored: after VAULT_TRIES of them the rules refuse.
  for (let round = 0; round <= VAULT_TRIES; round++) {
    const seen = await guessesOf(db, userId, riddleId);
    const refusal = vaultGuessRefusal(seen);
    if (refusal) return refusal;
    const next = afterVaultGuess(seen, guess);
    const write = { userId, riddleId, seenCount: seen.length, ...next, correct: guess.correct, now };
    if (await storeGuess(db, write)) return "stored";
  }
  return "no_tries_left";
}

/**
 * One guess at a playable riddle, judged by the words package's matcher against the riddle's page
 * (any match but "wrong" is right, as in a game); 409 `already_solved` or `no_tries_left` when the
 * attempt is over.
 */
export async function guessRiddle(
  deps: Pick<VaultDeps, "db" | "clock">,
  riddle: PlayableRiddle,
  userId: string,
  text: string,
): Promise<PlayableRiddle> {
  const correct = matchGuess(riddle.selectedWord, text, riddle.pageNumber) !== "wrong";
  const outcome = await recordGuess(deps.db, {
    userId,
    riddleId: riddle.id,
    guess: { guess: text, correct },
    now: deps.clock.now(),
  });
  if (outcome !== "stored") throw REFUSALS[outcome]();
  // Read again, so its counters include the guess.
  return (await playableRiddle(deps.db, riddle.id)) ?? riddle;
}

/** The riddle at `/api/vault/{id}`, for someone other than its author: 404 when not in the Vault. */
async function vaultRiddle(db: Db, id: string, userId: string): Promise<PlayableRiddle> {
  const riddle = await playableRiddle(db, id);
  if (!riddle) throw new DomainError("not_found", "That riddle isn't in the Vault.");
  if (riddle.userId === userId) throw new DomainError("forbidden", "You can't solve your own riddle.");
  return riddle;
}

/** GET /api/vault/{id}. */
export async function openVaultRiddle(db: Db, userId: string, id: string): Promise<VaultRiddle> {
  return vaultView(db, await vaultRiddle(db, id, userId), userId);
}

/** POST /api/vault/{id}/guess. */
export async function guessVaultRiddle(
  deps: Pick<VaultDeps, "db" | "clock">,
  userId: string,
  id: string,
  text: string,
): Promise<VaultRiddle> {
  const riddle = await vaultRiddle(deps.db, id, userId);
  return vaultView(deps.db, await guessRiddle(deps, riddle, userId, text), userId);
}

/** POST /api/vault/{id}/rating: only once the solver's attempt is finished. */
export async function rateVaultRiddle(
  deps: Pick<VaultDeps, "db" | "clock">,
  userId: string,
  id: string,
  rating: number,
): Promise<VaultRiddle> {
  const { db } = deps;
  const riddle = await vaultRiddle(db, id, userId);
  if (!isVaultFinished(await guessesOf(db, userId, riddle.id))) {
    throw new DomainError("riddle_not_finished", "Solve the riddle or use all your tries before rating it.");
  }
  await rateRiddle(db, { userId, riddleId: riddle.id, rating, now: deps.clock.now() });
  return vaultView(db, riddle, userId);
}

interface NextVaultQuery extends VaultFilter {
  /** Only riddles the solver can still play (the default); otherwise finished ones once none is left. */
  unsolvedOnly: boolean;
  rng: () => number;
}

/**
 * The id of the next Vault riddle for a solver, or null when none matches. Never the solver's own,
 * a hidden one, or one not approved. Riddles the solver can still play come first: one already
 * started (tries left), then the oldest published they haven't tried. With `unsolvedOnly` off and
 * every matching riddle finished, a finished one (solved or revealed) is picked at random, to look at
 * again; it can't be guessed.
 */
export async function nextVaultRiddleId(db: Db, query: NextVaultQuery): Promise<string | null> {
  const { unsolvedOnly, rng, ...filter } = query;
  const unfinished = await firstUnfinishedVaultId(db, filter);
  if (unfinished !== null || unsolvedOnly) return unfinished;
  const finished = await countFinishedVault(db, filter);
  if (finished === 0) return null;
  return finishedVaultIdAt(db, filter, Math.min(finished - 1, Math.floor(rng() * finished)));
}

/**
 * GET /api/vault/next: the next riddle for these filters as the solver sees it, or null (204) when
 * none matches. Today's riddle of the day is met on the daily page, not here.
 */
export async function nextVaultRiddle(
  deps: VaultDeps,
  userId: string,
  query: {
    page?: number | undefined;
    difficulty?: VaultDifficulty | undefined;
    unsolved?: string | undefined;
  },
): Promise<VaultRiddle | null> {
  const { db } = deps;
  const id = await nextVaultRiddleId(db, {
    userId,
    page: query.page,
    difficulty: query.difficulty,
    dailyOn: utcDateOf(deps.clock.now()),
    unsolvedOnly: query.unsolved !== "0" && query.unsolved !== "false",
    rng: deps.rng,
  });
  const riddle = id === null ? null : await playableRiddle(db, id);
  return riddle ? vaultView(db, riddle, userId) : null;
}
