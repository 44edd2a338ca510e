import { createHash } from "node:crypto";
import { VAULT_TRIES, type VaultDifficulty } from "@riddlebook/protocol";
import { type SqlBool, sql } from "kysely";
import type { Db } from "../schema";

/**
 * The Riddle Vault and the riddle of the day (docs/decisions/021-community-riddles-moderation.md).
 * A riddle is playable when it is approved, not hidden and its wordbook page is known. Every guess,
 * in the Vault or at the daily riddle, is one conditional write of the solver's attempt plus an
 * atomic increment of the riddle's counters, in one transaction.
 */

/** Below this many guesses a riddle's solve rate says little: it counts as medium. */
const MIN_MEASURED_GUESSES = 5;

/** Vault difficulty from the measured solve rate: easy ≥ 0.6, hard < 0.3, medium between (or too few guesses). */
export function difficultyOf(totalGuesses: number, correctGuesses: number): VaultDifficulty {
  if (totalGuesses < MIN_MEASURED_GUESSES) return "medium";
  if (correctGuesses * 10 >= totalGuesses * 6) return "easy";
  if (correctGuesses * 10 < totalGuesses * 3) return "hard";
  return "medium";
}

/** The same rule in SQL, on `published_riddles as p`, integers only (no division). */
function difficultyCondition(difficulty: VaultDifficulty) {
  const measured = sql<SqlBool>`p.total_guesses >= ${MIN_MEASURED_GUESSES}`;
  switch (difficulty) {
    case "easy":
      return sql<SqlBool>`(${measured} and p.correct_guesses * 10 >= p.total_guesses * 6)`;
    case "hard":
      return sql<SqlBool>`(${measured} and p.correct_guesses * 10 < p.total_guesses * 3)`;
    case "medium":
      return sql<SqlBool>`(not (${measured}) or (p.correct_guesses * 10 >= p.total_guesses * 3 and p.correct_guesses * 10 < p.total_guesses * 6))`;
  }
}

/** A published riddle as the Vault needs it. `selectedWord` never leaves the server before the reveal. */
export interface VaultRiddleRecord {
  id: string;
  userId: string;
  selectedWord: string;
  riddleText: string;
  playerName: string;
  pageNumber: number | null;
  /** Approved, not hidden, and its page known. */
  playable: boolean;
  totalGuesses: number;
  correctGuesses: number;
}

/** The published riddle with this id, whatever its status, or null. */
export async function findVaultRiddle(db: Db, id: string): Promise<VaultRiddleRecord | null> {
  const row = await db
    .selectFrom("published_riddles")
    .select([
      "id",
      "user_id",
      "selected_word",
      "riddle_text",
      "player_name",
      "page_number",
      "status",
      "hidden",
      "total_guesses",
      "correct_guesses",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const pageNumber = row.page_number === null ? null : Number(row.page_number);
  return {
    id: row.id,
    userId: row.user_id,
    selectedWord: row.selected_word,
    riddleText: row.riddle_text,
    playerName: row.player_name,
    pageNumber,
    playable: row.status === "approved" && Number(row.hidden) === 0 && pageNumber !== null,
    totalGuesses: Number(row.total_guesses),
    correctGuesses: Number(row.correct_guesses),
  };
}

export interface VaultGuess {
  guess: string;
  correct: boolean;
}

/** One solver's play of one riddle. */
export interface VaultAttempt {
  guesses: VaultGuess[];
  triesUsed: number;
  solved: boolean;
  finished: boolean;
  solvedAt: number | null;
}

export async function findAttempt(db: Db, userId: string, riddleId: string): Promise<VaultAttempt | null> {
  const row = await db
    .selectFrom("vault_attempts")
    .select(["guesses", "tries_used", "solved", "finished_at", "solved_at"])
    .where("user_id", "=", userId)
    .where("published_riddle_id", "=", riddleId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    guesses: JSON.parse(row.guesses) as VaultGuess[],
    triesUsed: Number(row.tries_used),
    solved: Number(row.solved) === 1,
    finished: row.finished_at !== null,
    solvedAt: row.solved_at === null ? null : Number(row.solved_at),
  };
}

/** What became of a guess. */
type GuessOutcome = "stored" | "already_solved" | "no_tries_left";

/**
 * Stores a guess on the solver's attempt at a riddle, unless it is solved or out of tries. The
 * write is conditional on the attempt as read: a guess that loses a race to another (a second tab)
 * reads again, so a fourth try or a guess after the solve is refused, never stored.
 */
export async function recordGuess(
  db: Db,
  input: { userId: string; riddleId: string; guess: VaultGuess; now: number },
): Promise<GuessOutcome> {
  // Every lost race means another guess was stored: after VAULT_TRIES of them none is left.
  for (let round = 0; round <= VAULT_TRIES; round++) {
    const attempt = await findAttempt(db, input.userId, input.riddleId);
    if (attempt?.solved) return "already_solved";
    if (attempt && attempt.triesUsed >= VAULT_TRIES) return "no_tries_left";
    if (await addGuess(db, { ...input, seen: attempt?.guesses ?? [] })) return "stored";
  }
  return "no_tries_left";
}

/**
 * Stores one more guess on the solver's attempt, if the attempt still has exactly `seen` guesses
 * and is not finished (the conditional write: of two requests sent at once, only one can use a
 * try), and counts it on the riddle (`total_guesses + 1`, `correct_guesses + 1` when correct), in
 * one transaction. False, storing nothing, when another guess got there first: read again.
 */
async function addGuess(
  db: Db,
  input: { userId: string; riddleId: string; seen: VaultGuess[]; guess: VaultGuess; now: number },
): Promise<boolean> {
  const { userId, riddleId, seen, guess, now } = input;
  const guesses = [...seen, guess];
  const solved = guess.correct;
  const finishedAt = solved || guesses.length >= VAULT_TRIES ? now : null;
  return db.transaction().execute(async (trx) => {
    let stored: boolean;
    if (seen.length === 0) {
      const result = await trx
        .insertInto("vault_attempts")
        .values({
          user_id: userId,
          published_riddle_id: riddleId,
          guesses: JSON.stringify(guesses),
          tries_used: 1,
          solved: solved ? 1 : 0,
          started_at: now,
          updated_at: now,
          finished_at: finishedAt,
          solved_at: solved ? now : null,
        })
        .onConflict((oc) => oc.columns(["user_id", "published_riddle_id"]).doNothing())
        .executeTakeFirst();
      stored = Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    } else {
      const result = await trx
        .updateTable("vault_attempts")
        .set({
          guesses: JSON.stringify(guesses),
          tries_used: guesses.length,
          solved: solved ? 1 : 0,
          updated_at: now,
          finished_at: finishedAt,
          solved_at: solved ? now : null,
        })
        .where("user_id", "=", userId)
        .where("published_riddle_id", "=", riddleId)
        .where("tries_used", "=", seen.length)
        .where("finished_at", "is", null)
        .executeTakeFirst();
      stored = Number(result.numUpdatedRows) === 1;
    }
    if (!stored) return false;
    await trx
      .updateTable("published_riddles")
      .set((eb) => ({
        total_guesses: eb("total_guesses", "+", 1),
        correct_guesses: eb("correct_guesses", "+", solved ? 1 : 0),
      }))
      .where("id", "=", riddleId)
      .execute();
    return true;
  });
}

/** Sets the rater's rating of a riddle (a second rating replaces the first). */
export async function rateRiddle(
  db: Db,
  input: { userId: string; riddleId: string; rating: number; now: number },
): Promise<void> {
  await db
    .insertInto("riddle_ratings")
    .values({
      user_id: input.userId,
      published_riddle_id: input.riddleId,
      rating: input.rating,
      rated_at: input.now,
    })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "published_riddle_id"])
        .doUpdateSet({ rating: input.rating, rated_at: input.now }),
    )
    .execute();
}

export async function myRating(db: Db, userId: string, riddleId: string): Promise<number | null> {
  const row = await db
    .selectFrom("riddle_ratings")
    .select("rating")
    .where("user_id", "=", userId)
    .where("published_riddle_id", "=", riddleId)
    .executeTakeFirst();
  return row ? Number(row.rating) : null;
}

interface RatingSummary {
  /** The mean rating, to two decimals; null without ratings. */
  averageRating: number | null;
  ratingCount: number;
}

/** Average rating and count per riddle; riddles without ratings are absent from the map. */
export async function vaultRatingSummaries(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, RatingSummary>> {
  const summaries = new Map<string, RatingSummary>();
  if (ids.length === 0) return summaries;
  const rows = await db
    .selectFrom("riddle_ratings")
    .select((eb) => [
      "published_riddle_id",
      eb.fn.countAll<string | number>().as("n"),
      eb.fn.sum<string | number>("rating").as("total"),
    ])
    .where("published_riddle_id", "in", [...new Set(ids)])
    .groupBy("published_riddle_id")
    .execute();
  for (const row of rows) {
    const n = Number(row.n);
    summaries.set(row.published_riddle_id, {
      ratingCount: n,
      averageRating: n === 0 ? null : Math.round((Number(row.total) * 100) / n) / 100,
    });
  }
  return summaries;
}

interface NextVaultQuery {
  userId: string;
  page?: number;
  difficulty?: VaultDifficulty;
  /** Only riddles the solver can still play (the default); otherwise finished ones once none is left. */
  unsolvedOnly: boolean;
  /** Today's riddle of the day: met on the daily page, not in the Vault. */
  excludeId?: string | null;
  /** Picks among finished riddles (a float in [0, 1), like `Math.random`). */
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
  const base = () => {
    let q = db
      .selectFrom("published_riddles as p")
      .leftJoin("vault_attempts as a", (join) =>
        join.onRef("a.published_riddle_id", "=", "p.id").on("a.user_id", "=", query.userId),
      )
      .where("p.status", "=", "approved")
      .where("p.hidden", "=", 0)
      .where("p.page_number", "is not", null)
      .where("p.user_id", "<>", query.userId);
    if (query.excludeId) q = q.where("p.id", "<>", query.excludeId);
    if (query.page !== undefined) q = q.where("p.page_number", "=", query.page);
    if (query.difficulty) q = q.where(difficultyCondition(query.difficulty));
    return q;
  };
  const playable = await base()
    .select("p.id")
    .where("a.finished_at", "is", null)
    .orderBy(sql`case when a.user_id is null then 1 else 0 end`)
    .orderBy("p.published_at")
    .orderBy("p.id")
    .limit(1)
    .executeTakeFirst();
  if (playable) return playable.id;
  if (query.unsolvedOnly) return null;
  const finished = base().where("a.finished_at", "is not", null);
  const count = await finished.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirst();
  const n = Number(count?.n ?? 0);
  if (n === 0) return null;
  const offset = Math.min(n - 1, Math.floor(query.rng() * n));
  const row = await finished.select("p.id").orderBy("p.id").limit(1).offset(offset).executeTakeFirst();
  return row?.id ?? null;
}

/** The UTC date of an instant, YYYY-MM-DD. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

function dateMs(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`);
}

/** Days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateMs(to) - dateMs(from)) / DAY_MS);
}

/** The riddle stored for a date, or null. */
export async function dailyRiddleIdOn(db: Db, date: string): Promise<string | null> {
  const row = await db
    .selectFrom("daily_riddles")
    .select("published_riddle_id")
    .where("date", "=", date)
    .executeTakeFirst();
  return row?.published_riddle_id ?? null;
}

/** Candidates read per tier: the choice is made among the oldest published this many. */
const DAILY_CANDIDATES = 2000;

/** Well rated: an average of at least 3.5, in integers (2 × sum ≥ 7 × count). */
const WELL_RATED = sql<SqlBool>`2 * sum(rating) >= 7 * count(*)`;

/**
 * Picks the riddle for `date`, without storing it:
 * 1. a well-rated riddle (average ≥ 3.5, at least one rating) never used as a daily riddle;
 * 2. else an unrated one never used;
 * 3. else any playable riddle: a poorly rated one never used, then the one whose last day is the
 *    longest ago (riddles are reused only once every one has been used).
 * Within tiers 1 and 2 the choice is sha256(date:id), lowest first: the same on every instance, and
 * not guessable from the list order. Null when no playable riddle exists at all.
 */
async function pickDailyRiddle(db: Db, date: string, exclude: string | null): Promise<string | null> {
  const playable = () => {
    let q = db
      .selectFrom("published_riddles as p")
      .where("p.status", "=", "approved")
      .where("p.hidden", "=", 0)
      .where("p.page_number", "is not", null);
    if (exclude) q = q.where("p.id", "<>", exclude);
    return q;
  };
  const unused = () =>
    playable().where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("daily_riddles as d").select("d.date").whereRef("d.published_riddle_id", "=", "p.id"),
        ),
      ),
    );
  const wellRated = await unused()
    .select("p.id")
    .where((eb) =>
      eb(
        "p.id",
        "in",
        eb
          .selectFrom("riddle_ratings")
          .select("published_riddle_id")
          .groupBy("published_riddle_id")
          .having(WELL_RATED),
      ),
    )
    .orderBy("p.published_at")
    .orderBy("p.id")
    .limit(DAILY_CANDIDATES)
    .execute();
  if (wellRated.length > 0) return hashPick(date, wellRated);
  const unrated = await unused()
    .select("p.id")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("riddle_ratings as r")
            .select("r.user_id")
            .whereRef("r.published_riddle_id", "=", "p.id"),
        ),
      ),
    )
    .orderBy("p.published_at")
    .orderBy("p.id")
    .limit(DAILY_CANDIDATES)
    .execute();
  if (unrated.length > 0) return hashPick(date, unrated);
  const leastRecent = await playable()
    .leftJoin("daily_riddles as d", "d.published_riddle_id", "p.id")
    .select("p.id")
    .groupBy("p.id")
    // Never used first (coalesce: the dialects sort nulls differently), then the longest ago.
    .orderBy(sql`coalesce(max(d.date), '')`)
    .orderBy("p.id")
    .limit(1)
    .executeTakeFirst();
  return leastRecent?.id ?? null;
}

function hashPick(date: string, rows: { id: string }[]): string | null {
  let best: { id: string; key: string } | null = null;
  for (const { id } of rows) {
    const key = createHash("sha256").update(`${date}:${id}`).digest("hex");
    if (best === null || key < best.key) best = { id, key };
  }
  return best?.id ?? null;
}

/**
 * The riddle of the day for `date`: the stored one, or a new choice stored now. The first request
 * of the day inserts the row (`ON CONFLICT (date) DO NOTHING`) and every request reads it back, so two
 * instances asking at once agree. A stored riddle that is no longer playable (hidden, rejected,
 * gone) is replaced by a conditional update, which instances agree on the same way. Null when no
 * playable riddle exists.
 */
export async function dailyRiddleFor(db: Db, date: string, now: number): Promise<string | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const stored = await dailyRiddleIdOn(db, date);
    if (stored !== null) {
      const riddle = await findVaultRiddle(db, stored);
      if (riddle?.playable) return stored;
      const replacement = await pickDailyRiddle(db, date, stored);
      if (replacement === null) return null;
      await db
        .updateTable("daily_riddles")
        .set({ published_riddle_id: replacement, chosen_at: now })
        .where("date", "=", date)
        .where("published_riddle_id", "=", stored)
        .execute();
      continue;
    }
    const choice = await pickDailyRiddle(db, date, null);
    if (choice === null) return null;
    await db
      .insertInto("daily_riddles")
      .values({ date, published_riddle_id: choice, chosen_at: now })
      .onConflict((oc) => oc.column("date").doNothing())
      .execute();
  }
  const stored = await dailyRiddleIdOn(db, date);
  return stored !== null && (await findVaultRiddle(db, stored))?.playable ? stored : null;
}

/** The first date that had a riddle of the day, or null. */
export async function firstDailyDate(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom("daily_riddles")
    .select((eb) => eb.fn.min("date").as("first"))
    .executeTakeFirst();
  return (row?.first as string | null | undefined) ?? null;
}

interface DailyStreaks {
  current: number;
  longest: number;
}

/**
 * A solver's daily streaks up to `today`: consecutive riddle-of-the-day dates solved by the end of
 * their day. A day whose riddle the solver wrote is skipped (it neither breaks nor extends a
 * streak); so is today while unsolved, and a day nobody opened (it has no riddle).
 */
export async function dailyStreaks(db: Db, userId: string, today: string): Promise<DailyStreaks> {
  const days = await db
    .selectFrom("daily_riddles as d")
    .leftJoin("published_riddles as p", "p.id", "d.published_riddle_id")
    .leftJoin("vault_attempts as a", (join) =>
      join.onRef("a.published_riddle_id", "=", "d.published_riddle_id").on("a.user_id", "=", userId),
    )
    .select(["d.date", "p.user_id as author_id", "a.solved_at"])
    .where("d.date", "<=", today)
    .orderBy("d.date")
    .execute();
  let run = 0;
  let longest = 0;
  for (const day of days) {
    const solved = day.solved_at !== null && Number(day.solved_at) < dateMs(day.date) + DAY_MS;
    if (day.author_id === userId) continue;
    if (solved) {
      run += 1;
      longest = Math.max(longest, run);
    } else if (day.date !== today) {
      run = 0;
    }
  }
  return { current: run, longest };
}

/** The solver's and author's counters for `SolverStats`. */
export async function solverCounts(db: Db, userId: string) {
  const attempts = await db
    .selectFrom("vault_attempts")
    .select((eb) => [
      eb.fn.countAll<string | number>().as("tried"),
      eb.fn.sum<string | number>("solved").as("solved"),
    ])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const authored = await db
    .selectFrom("published_riddles")
    .select((eb) => [
      eb.fn.countAll<string | number>().as("published"),
      eb.fn.sum<string | number>(sql`case when status = 'approved' then 1 else 0 end`).as("approved"),
      eb.fn.sum<string | number>("total_guesses").as("total"),
      eb.fn.sum<string | number>("correct_guesses").as("correct"),
    ])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return {
    riddlesTried: Number(attempts?.tried ?? 0),
    riddlesSolved: Number(attempts?.solved ?? 0),
    authored: {
      published: Number(authored?.published ?? 0),
      approved: Number(authored?.approved ?? 0),
      totalGuesses: Number(authored?.total ?? 0),
      correctGuesses: Number(authored?.correct ?? 0),
    },
  };
}
