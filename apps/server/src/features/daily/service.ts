import { createHash } from "node:crypto";
import type { DailyRiddle, SolverStats } from "@riddlebook/protocol";
import { dailyNumberOf, dailyShareText, dailyStreaksOf, solveRateOf, utcDateOf } from "@riddlebook/rules";
import type { Db } from "../../db/schema";
import type { Clock } from "../../deps";
import { DomainError } from "../../lib/domain-error";
import { guessesOf, guessRiddle, type PlayableRiddle, playableRiddle, vaultView } from "../vault";
import {
  dailyDaysOf,
  dailyRiddleIdOn,
  firstDailyDate,
  insertDailyRiddle,
  leastRecentlyUsedId,
  replaceDailyRiddle,
  solverCounts,
  unratedUnusedIds,
  wellRatedUnusedIds,
} from "./repository";

/**
 * The riddle of the day's one authority (docs/decisions/021-community-riddles-moderation.md): which
 * riddle a date gets, how a solver plays it (through the Vault's attempt, so its tries are kept on
 * the server), the share text, streaks and the solver's stats. The pure parts are the rules'
 * (packages/rules/src/vault.ts).
 */

interface DailyDeps {
  db: Db;
  clock: Clock;
}

/** The candidate whose sha256(date:id) is lowest: the same on every instance, not guessable from the order. */
function hashPick(date: string, ids: readonly string[]): string | null {
  let best: { id: string; key: string } | null = null;
  for (const id of ids) {
    const key = createHash("sha256").update(`${date}:${id}`).digest("hex");
    if (best === null || key < best.key) best = { id, key };
  }
  return best?.id ?? null;
}

/**
 * Picks the riddle for `date`, without storing it:
 * 1. a well-rated riddle (average ≥ 3.5, at least one rating) never used as a daily riddle;
 * 2. else an unrated one never used;
 * 3. else any playable riddle: a poorly rated one never used, then the one whose last day is the
 *    longest ago (riddles are reused only once every one has been used).
 * Within tiers 1 and 2 the choice is `hashPick`. Null when no playable riddle exists at all.
 */
async function pickDailyRiddle(db: Db, date: string, exclude: string | null): Promise<string | null> {
  const wellRated = await wellRatedUnusedIds(db, exclude);
  if (wellRated.length > 0) return hashPick(date, wellRated);
  const unrated = await unratedUnusedIds(db, exclude);
  if (unrated.length > 0) return hashPick(date, unrated);
  return leastRecentlyUsedId(db, exclude);
}

/**
 * The riddle of the day for `date`: the stored one, or a new choice stored now. The first request
 * of the day inserts the row and every request reads it back, so two instances asking at once agree.
 * A stored riddle that is no longer playable (hidden, rejected, gone) is replaced by a conditional
 * update, which instances agree on the same way. Null when no playable riddle exists.
 */
export async function dailyRiddleFor(db: Db, date: string, now: number): Promise<string | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const stored = await dailyRiddleIdOn(db, date);
    if (stored !== null) {
      if (await playableRiddle(db, stored)) return stored;
      const replacement = await pickDailyRiddle(db, date, stored);
      if (replacement === null) return null;
      await replaceDailyRiddle(db, { date, stored, replacement, now });
      continue;
    }
    const choice = await pickDailyRiddle(db, date, null);
    if (choice === null) return null;
    await insertDailyRiddle(db, date, choice, now);
  }
  const stored = await dailyRiddleIdOn(db, date);
  return stored !== null && (await playableRiddle(db, stored)) ? stored : null;
}

/** Today's riddle (chosen and stored by the day's first request); 404 `no_daily_riddle` without one. */
async function todaysRiddle(deps: DailyDeps): Promise<{ date: string; riddle: PlayableRiddle }> {
  const now = deps.clock.now();
  const date = utcDateOf(now);
  const id = await dailyRiddleFor(deps.db, date, now);
  const riddle = id === null ? null : await playableRiddle(deps.db, id);
  if (!riddle) throw new DomainError("no_daily_riddle", "There is no riddle of the day yet.");
  return { date, riddle };
}

/** A solver's daily streaks up to `today`. */
export async function dailyStreaks(db: Db, userId: string, today: string) {
  return dailyStreaksOf(await dailyDaysOf(db, userId, today), today);
}

async function dailyAnswer(
  db: Db,
  userId: string,
  today: { date: string; riddle: PlayableRiddle },
  origin: string,
): Promise<DailyRiddle> {
  const { date, riddle } = today;
  const asAuthor = riddle.userId === userId;
  const [first, streaks, view, guesses] = await Promise.all([
    firstDailyDate(db),
    dailyStreaks(db, userId, date),
    vaultView(db, riddle, userId, { asAuthor }),
    asAuthor ? [] : guessesOf(db, userId, riddle.id),
  ]);
  const number = dailyNumberOf(first ?? date, date);
  return {
    number,
    date,
    riddle: view,
    shareText: dailyShareText(number, guesses, `${origin}/daily`),
    currentStreak: streaks.current,
    ownRiddle: asAuthor,
  };
}

/** GET /api/daily: today's riddle as the caller sees it; `origin` is the site's, for the share text. */
export async function openDailyRiddle(deps: DailyDeps, userId: string, origin: string): Promise<DailyRiddle> {
  return dailyAnswer(deps.db, userId, await todaysRiddle(deps), origin);
}

/** POST /api/daily/guess: 403 for the riddle's author, else a guess on the Vault's attempt. */
export async function guessDailyRiddle(
  deps: DailyDeps,
  userId: string,
  text: string,
  origin: string,
): Promise<DailyRiddle> {
  const { date, riddle } = await todaysRiddle(deps);
  if (riddle.userId === userId) {
    throw new DomainError(
      "forbidden",
      "You wrote today's riddle, so you can't guess it. Come back tomorrow!",
    );
  }
  const guessed = await guessRiddle(deps, riddle, userId, text);
  return dailyAnswer(deps.db, userId, { date, riddle: guessed }, origin);
}

/** GET /api/user/solver-stats. */
export async function solverStats(deps: DailyDeps, userId: string): Promise<SolverStats> {
  const [counts, streaks] = await Promise.all([
    solverCounts(deps.db, userId),
    dailyStreaks(deps.db, userId, utcDateOf(deps.clock.now())),
  ]);
  return {
    riddlesSolved: counts.riddlesSolved,
    riddlesTried: counts.riddlesTried,
    solveRate: solveRateOf(counts.riddlesTried, counts.riddlesSolved),
    currentDailyStreak: streaks.current,
    longestDailyStreak: streaks.longest,
    authored: counts.authored,
  };
}
