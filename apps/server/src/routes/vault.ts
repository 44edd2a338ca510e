import {
  type DailyRiddle,
  ratingBodySchema,
  type SolverStats,
  VAULT_TRIES,
  type VaultRiddle,
  vaultGuessBodySchema,
  vaultQuerySchema,
} from "@riddlebook/protocol";
import { getPage, matchGuess } from "@riddlebook/words";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import {
  dailyRiddleFor,
  dailyRiddleIdOn,
  dailyStreaks,
  daysBetween,
  difficultyOf,
  findAttempt,
  findVaultRiddle,
  firstDailyDate,
  myRating,
  nextVaultRiddleId,
  rateRiddle,
  recordGuess,
  solverCounts,
  utcDate,
  type VaultAttempt,
  type VaultRiddleRecord,
  vaultRatingSummaries,
} from "../db/repos/vault";
import type { Db } from "../db/schema";
import { forbidden, HttpError, notFound } from "../http/errors";
import { idempotent } from "../http/idempotency";
import { parseBody } from "../http/parse-body";
import type { RouteContext } from "./context";
import { idParam } from "./params";

const notInVault = () => notFound("That riddle isn't in the Vault.");
const ownRiddle = () => forbidden("You can't solve your own riddle.");
const ownDailyRiddle = () =>
  forbidden("You wrote today's riddle, so you can't guess it. Come back tomorrow!");
const alreadySolved = () => new HttpError(409, "already_solved", "You already solved this riddle.");
const noTriesLeft = () => new HttpError(409, "no_tries_left", "You have no tries left for this riddle.");
const notFinished = () =>
  new HttpError(409, "riddle_not_finished", "Solve the riddle or use all your tries before rating it.");
const noDailyRiddle = () => new HttpError(404, "no_daily_riddle", "There is no riddle of the day yet.");

/** A riddle that can be played here: approved, not hidden, on a wordbook page that exists. */
interface PlayableRiddle extends VaultRiddleRecord {
  pageNumber: number;
}

function playable(riddle: VaultRiddleRecord | null): PlayableRiddle | null {
  if (!riddle?.playable || riddle.pageNumber === null || !getPage(riddle.pageNumber)) return null;
  return riddle as PlayableRiddle;
}

/**
 * One riddle as one solver sees it. The word is put in `answer` only once the attempt is finished
 * (solved, or every try used); before that no field holds it (`choices` is the whole page, as in a
 * game, so it tells nothing).
 */
async function vaultView(
  db: Db,
  riddle: PlayableRiddle,
  userId: string,
  attempt: VaultAttempt | null,
  options: { asAuthor?: boolean } = {},
): Promise<VaultRiddle> {
  const page = getPage(riddle.pageNumber);
  const [summaries, rating] = await Promise.all([
    vaultRatingSummaries(db, [riddle.id]),
    options.asAuthor ? Promise.resolve(null) : myRating(db, userId, riddle.id),
  ]);
  const summary = summaries.get(riddle.id);
  const guesses = options.asAuthor ? [] : (attempt?.guesses ?? []);
  const finished = !options.asAuthor && attempt !== null && attempt.finished;
  return {
    id: riddle.id,
    riddleText: riddle.riddleText,
    playerName: riddle.playerName,
    pageNumber: riddle.pageNumber,
    pageTitle: page?.category ?? "",
    choices: [...(page?.words ?? [])],
    difficulty: difficultyOf(riddle.totalGuesses, riddle.correctGuesses),
    solveRate: riddle.totalGuesses === 0 ? null : riddle.correctGuesses / riddle.totalGuesses,
    averageRating: summary?.averageRating ?? null,
    ratingCount: summary?.ratingCount ?? 0,
    guesses: guesses.map((g) => ({ guess: g.guess, correct: g.correct })),
    triesLeft: options.asAuthor ? 0 : VAULT_TRIES - guesses.length,
    solved: !options.asAuthor && attempt?.solved === true,
    answer: finished ? riddle.selectedWord : null,
    myRating: rating,
  };
}

/**
 * Stores one guess, judged by the words package's matcher against the riddle's page (any match but
 * "wrong" is correct, as in a game).
 */
async function guess(ctx: RouteContext, riddle: PlayableRiddle, userId: string, text: string): Promise<void> {
  const correct = matchGuess(riddle.selectedWord, text, riddle.pageNumber) !== "wrong";
  const outcome = await recordGuess(ctx.db, {
    userId,
    riddleId: riddle.id,
    guess: { guess: text, correct },
    now: ctx.clock.now(),
  });
  if (outcome === "already_solved") throw alreadySolved();
  if (outcome === "no_tries_left") throw noTriesLeft();
}

/** The share grid: 🟥 per wrong guess, 🟩 for the right one, then n/3 or X/3. Never the word or the riddle. */
function shareTextOf(number: number, attempt: VaultAttempt | null, origin: string): string {
  if (!attempt?.finished) return "";
  const squares = attempt.guesses.map((g) => (g.correct ? "🟩" : "🟥")).join("");
  const score = attempt.solved ? String(attempt.guesses.length) : "X";
  return `Riddlebook #${number} ${squares} ${score}/${VAULT_TRIES}\n${origin}/daily`;
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The Riddle Vault and the riddle of the day (docs/decisions/021-community-riddles-moderation.md).
 * Every call needs a signed-in user (guests included).
 * - `GET /api/vault/next?page&difficulty&unsolved` → `VaultRiddle`, or 204 when none matches
 *   (`unsolved` defaults to on; off, a finished riddle is shown again once none is left to play).
 * - `GET /api/vault/{id}` → `VaultRiddle`; `POST /api/vault/{id}/guess {guess}` → `VaultRiddle`
 *   (409 `already_solved` / `no_tries_left`); `POST /api/vault/{id}/rating {rating}` → `VaultRiddle`
 *   (409 `riddle_not_finished` before the reveal). One's own riddle: 403; a riddle not approved,
 *   hidden or unknown: 404.
 * - `GET /api/daily` → `DailyRiddle` (404 `no_daily_riddle`); `POST /api/daily/guess {guess}` →
 *   `DailyRiddle` (403 for its author). The daily riddle is played through the same attempt as in
 *   the Vault, so its tries are kept server-side.
 * - `GET /api/user/solver-stats` → `SolverStats`.
 */
export function registerVaultRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, clock } = ctx;
  const auth = { preHandler: requireUser };
  const keyed = { ...auth, ...idempotent() };

  /** The riddle at `/api/vault/{id}`, for someone other than its author. */
  const vaultRiddle = async (request: FastifyRequest): Promise<PlayableRiddle> => {
    const riddle = playable(await findVaultRiddle(db, idParam(request)));
    if (!riddle) throw notInVault();
    if (riddle.userId === signedInUser(request).id) throw ownRiddle();
    return riddle;
  };

  const vaultAnswer = async (riddle: PlayableRiddle, userId: string) =>
    vaultView(db, riddle, userId, await findAttempt(db, userId, riddle.id));

  /** The riddle read again after a guess, so its counters include it. */
  const reread = async (riddle: PlayableRiddle) => playable(await findVaultRiddle(db, riddle.id)) ?? riddle;

  app.get("/api/vault/next", auth, async (request, reply) => {
    const query = vaultQuerySchema.parse(request.query ?? {});
    const userId = signedInUser(request).id;
    const id = await nextVaultRiddleId(db, {
      userId,
      page: query.page,
      difficulty: query.difficulty,
      unsolvedOnly: query.unsolved !== "0" && query.unsolved !== "false",
      excludeId: await dailyRiddleIdOn(db, utcDate(clock.now())),
      rng: ctx.rng,
    });
    const riddle = id === null ? null : playable(await findVaultRiddle(db, id));
    if (!riddle) return reply.status(204).send();
    const answer: VaultRiddle = await vaultAnswer(riddle, userId);
    return answer;
  });

  app.get("/api/vault/:id", auth, async (request): Promise<VaultRiddle> => {
    return vaultAnswer(await vaultRiddle(request), signedInUser(request).id);
  });

  app.post("/api/vault/:id/guess", keyed, async (request): Promise<VaultRiddle> => {
    const body = parseBody(vaultGuessBodySchema, request.body);
    const riddle = await vaultRiddle(request);
    const userId = signedInUser(request).id;
    await guess(ctx, riddle, userId, body.guess);
    return vaultAnswer(await reread(riddle), userId);
  });

  app.post("/api/vault/:id/rating", keyed, async (request): Promise<VaultRiddle> => {
    const body = parseBody(ratingBodySchema, request.body);
    const riddle = await vaultRiddle(request);
    const userId = signedInUser(request).id;
    const attempt = await findAttempt(db, userId, riddle.id);
    if (!attempt?.finished) throw notFinished();
    await rateRiddle(db, { userId, riddleId: riddle.id, rating: body.rating, now: clock.now() });
    return vaultView(db, riddle, userId, attempt);
  });

  /** Today's riddle (chosen and stored by the day's first request). */
  const todaysRiddle = async (): Promise<{ date: string; riddle: PlayableRiddle }> => {
    const date = utcDate(clock.now());
    const id = await dailyRiddleFor(db, date, clock.now());
    const riddle = id === null ? null : playable(await findVaultRiddle(db, id));
    if (!riddle) throw noDailyRiddle();
    return { date, riddle };
  };

  const dailyAnswer = async (
    request: FastifyRequest,
    date: string,
    riddle: PlayableRiddle,
  ): Promise<DailyRiddle> => {
    const userId = signedInUser(request).id;
    const asAuthor = riddle.userId === userId;
    const attempt = asAuthor ? null : await findAttempt(db, userId, riddle.id);
    const [first, streaks, view] = await Promise.all([
      firstDailyDate(db),
      dailyStreaks(db, userId, date),
      vaultView(db, riddle, userId, attempt, { asAuthor }),
    ]);
    const number = daysBetween(first ?? date, date) + 1;
    return {
      number,
      date,
      riddle: view,
      shareText: shareTextOf(number, attempt, originOf(request)),
      currentStreak: streaks.current,
      ownRiddle: asAuthor,
    };
  };

  app.get("/api/daily", auth, async (request): Promise<DailyRiddle> => {
    const { date, riddle } = await todaysRiddle();
    return dailyAnswer(request, date, riddle);
  });

  app.post("/api/daily/guess", keyed, async (request): Promise<DailyRiddle> => {
    const body = parseBody(vaultGuessBodySchema, request.body);
    const { date, riddle } = await todaysRiddle();
    const userId = signedInUser(request).id;
    if (riddle.userId === userId) throw ownDailyRiddle();
    await guess(ctx, riddle, userId, body.guess);
    return dailyAnswer(request, date, await reread(riddle));
  });

  app.get("/api/user/solver-stats", auth, async (request): Promise<SolverStats> => {
    const userId = signedInUser(request).id;
    const [counts, streaks] = await Promise.all([
      solverCounts(db, userId),
      dailyStreaks(db, userId, utcDate(clock.now())),
    ]);
    return {
      riddlesSolved: counts.riddlesSolved,
      riddlesTried: counts.riddlesTried,
      solveRate: counts.riddlesTried === 0 ? null : counts.riddlesSolved / counts.riddlesTried,
      currentDailyStreak: streaks.current,
      longestDailyStreak: streaks.longest,
      authored: counts.authored,
    };
  });
}
