import { DAILY_WELL_RATED_AVERAGE, type DailyDay } from "@riddlebook/rules";
import { type SqlBool, sql } from "kysely";
import type { Db } from "../../db/schema";

/**
 * The riddle of the day's storage (docs/decisions/021-community-riddles-moderation.md): one row per
 * date in `daily_riddles`, the candidates a day's riddle is chosen among, the days a solver met, and
 * the solver's counters. SQL only: which candidate wins and how streaks count is the service's and
 * the rules' (packages/rules/src/vault.ts).
 */

/** The riddle stored for a date, or null. */
export async function dailyRiddleIdOn(db: Db, date: string): Promise<string | null> {
  const row = await db
    .selectFrom("daily_riddles")
    .select("published_riddle_id")
    .where("date", "=", date)
    .executeTakeFirst();
  return row?.published_riddle_id ?? null;
}

/** Stores the riddle of a date unless one is stored already (`ON CONFLICT (date) DO NOTHING`). */
export async function insertDailyRiddle(db: Db, date: string, riddleId: string, now: number): Promise<void> {
  await db
    .insertInto("daily_riddles")
    .values({ date, published_riddle_id: riddleId, chosen_at: now })
    .onConflict((oc) => oc.column("date").doNothing())
    .execute();
}

/** Replaces the riddle of a date, if it is still `stored` (two instances replacing agree). */
export async function replaceDailyRiddle(
  db: Db,
  change: { date: string; stored: string; replacement: string; now: number },
): Promise<void> {
  await db
    .updateTable("daily_riddles")
    .set({ published_riddle_id: change.replacement, chosen_at: change.now })
    .where("date", "=", change.date)
    .where("published_riddle_id", "=", change.stored)
    .execute();
}

/** Candidates read per tier: the choice is made among the oldest published this many. */
const DAILY_CANDIDATES = 2000;

/** An average rating of at least DAILY_WELL_RATED_AVERAGE, in integers (2 × sum ≥ 2 × average × count). */
const WELL_RATED = sql<SqlBool>`2 * sum(rating) >= ${sql.lit(2 * DAILY_WELL_RATED_AVERAGE)} * count(*)`;

/** Playable riddles (approved, not hidden, on a page), but `exclude`. */
function playable(db: Db, exclude: string | null) {
  let q = db
    .selectFrom("published_riddles as p")
    .where("p.status", "=", "approved")
    .where("p.hidden", "=", 0)
    .where("p.page_number", "is not", null);
  if (exclude) q = q.where("p.id", "<>", exclude);
  return q;
}

/** Playable riddles never used as a riddle of the day. */
const unused = (db: Db, exclude: string | null) =>
  playable(db, exclude).where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom("daily_riddles as d").select("d.date").whereRef("d.published_riddle_id", "=", "p.id"),
      ),
    ),
  );

/** The oldest published unused riddles rated well on average (at least one rating). */
export async function wellRatedUnusedIds(db: Db, exclude: string | null): Promise<string[]> {
  const rows = await unused(db, exclude)
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
  return rows.map((row) => row.id);
}

/** The oldest published unused riddles nobody has rated. */
export async function unratedUnusedIds(db: Db, exclude: string | null): Promise<string[]> {
  const rows = await unused(db, exclude)
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
  return rows.map((row) => row.id);
}

/** The playable riddle never used, else the one whose last day is the longest ago; null when none. */
export async function leastRecentlyUsedId(db: Db, exclude: string | null): Promise<string | null> {
  const row = await playable(db, exclude)
    .leftJoin("daily_riddles as d", "d.published_riddle_id", "p.id")
    .select("p.id")
    .groupBy("p.id")
    // Never used first (coalesce: the dialects sort nulls differently), then the longest ago.
    .orderBy(sql`coalesce(max(d.date), '')`)
    .orderBy("p.id")
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The first date that had a riddle of the day, or null. */
export async function firstDailyDate(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom("daily_riddles")
    .select((eb) => eb.fn.min("date").as("first"))
    .executeTakeFirst();
  return (row?.first as string | null | undefined) ?? null;
}

/** Every day up to `today` that had a riddle, oldest first, as the solver met it. */
export async function dailyDaysOf(db: Db, userId: string, today: string): Promise<DailyDay[]> {
  const rows = await db
    .selectFrom("daily_riddles as d")
    .leftJoin("published_riddles as p", "p.id", "d.published_riddle_id")
    .leftJoin("vault_attempts as a", (join) =>
      join.onRef("a.published_riddle_id", "=", "d.published_riddle_id").on("a.user_id", "=", userId),
    )
    .select(["d.date", "p.user_id as author_id", "a.started_at", "a.solved_at"])
    .where("d.date", "<=", today)
    .orderBy("d.date")
    .execute();
  return rows.map((row) => ({
    date: row.date,
    ownRiddle: row.author_id === userId,
    startedAt: row.started_at === null ? null : Number(row.started_at),
    solvedAt: row.solved_at === null ? null : Number(row.solved_at),
  }));
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
