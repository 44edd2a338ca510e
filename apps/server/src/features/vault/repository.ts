import { VAULT_DIFFICULTY_BANDS, type VaultDifficulty, type VaultGuess } from "@riddlebook/rules";
import { type SqlBool, sql } from "kysely";
import type { Db } from "../../db/schema";

/**
 * The Riddle Vault's storage (docs/decisions/021-community-riddles-moderation.md): published riddles
 * as the Vault reads them, each solver's attempt, and ratings. SQL only: what a guess may do, what an
 * attempt scores and which riddle comes next are decided by the service and the rules
 * (packages/rules/src/vault.ts). A guess is one conditional write of the attempt plus an atomic
 * increment of the riddle's counters, in one transaction.
 */

/** `vaultDifficultyOf`'s bands (packages/rules/src/vault.ts) in SQL on `published_riddles as p`, integers only. */
function difficultyCondition(difficulty: VaultDifficulty) {
  const { minMeasuredGuesses, easyFromTenths, hardBelowTenths } = VAULT_DIFFICULTY_BANDS;
  const measured = sql<SqlBool>`p.total_guesses >= ${minMeasuredGuesses}`;
  const easy = sql<SqlBool>`p.correct_guesses * 10 >= p.total_guesses * ${sql.lit(easyFromTenths)}`;
  const hard = sql<SqlBool>`p.correct_guesses * 10 < p.total_guesses * ${sql.lit(hardBelowTenths)}`;
  switch (difficulty) {
    case "easy":
      return sql<SqlBool>`(${measured} and ${easy})`;
    case "hard":
      return sql<SqlBool>`(${measured} and ${hard})`;
    case "medium":
      return sql<SqlBool>`(not (${measured}) or (not (${easy}) and not (${hard})))`;
  }
}

/** A published riddle as the Vault reads it. `selectedWord` never leaves the server before the reveal. */
export interface VaultRiddleRecord {
  id: string;
  userId: string;
  selectedWord: string;
  riddleText: string;
  playerName: string;
  pageNumber: number | null;
  status: string;
  hidden: boolean;
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
  return {
    id: row.id,
    userId: row.user_id,
    selectedWord: row.selected_word,
    riddleText: row.riddle_text,
    playerName: row.player_name,
    pageNumber: row.page_number === null ? null : Number(row.page_number),
    status: row.status,
    hidden: Number(row.hidden) !== 0,
    totalGuesses: Number(row.total_guesses),
    correctGuesses: Number(row.correct_guesses),
  };
}

/** One solver's stored play of one riddle. */
interface VaultAttempt {
  guesses: VaultGuess[];
  solvedAt: number | null;
}

export async function findAttempt(db: Db, userId: string, riddleId: string): Promise<VaultAttempt | null> {
  const row = await db
    .selectFrom("vault_attempts")
    .select(["guesses", "solved_at"])
    .where("user_id", "=", userId)
    .where("published_riddle_id", "=", riddleId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    guesses: JSON.parse(row.guesses) as VaultGuess[],
    solvedAt: row.solved_at === null ? null : Number(row.solved_at),
  };
}

/** The attempt as it is to be stored after one more guess, and what it was read as. */
interface GuessWrite {
  userId: string;
  riddleId: string;
  /** Guesses the attempt held when read: the write happens only if it still holds exactly these. */
  seenCount: number;
  guesses: readonly VaultGuess[];
  solved: boolean;
  finished: boolean;
  /** Whether the new guess is right, for the riddle's counters. */
  correct: boolean;
  now: number;
}

/**
 * Stores the attempt after one more guess, if it still has exactly `seenCount` guesses and is not
 * finished (the conditional write: of two requests sent at once, only one stores), and counts the
 * guess on the riddle (`total_guesses + 1`, `correct_guesses + 1` when right), in one transaction.
 * False, storing nothing, when another guess got there first.
 */
export async function storeGuess(db: Db, write: GuessWrite): Promise<boolean> {
  const { userId, riddleId, now } = write;
  const values = {
    guesses: JSON.stringify(write.guesses),
    tries_used: write.guesses.length,
    solved: write.solved ? 1 : 0,
    updated_at: now,
    finished_at: write.finished ? now : null,
    solved_at: write.solved ? now : null,
  };
  return db.transaction().execute(async (trx) => {
    let stored: boolean;
    if (write.seenCount === 0) {
      const result = await trx
        .insertInto("vault_attempts")
        .values({ user_id: userId, published_riddle_id: riddleId, started_at: now, ...values })
        .onConflict((oc) => oc.columns(["user_id", "published_riddle_id"]).doNothing())
        .executeTakeFirst();
      stored = Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    } else {
      const result = await trx
        .updateTable("vault_attempts")
        .set(values)
        .where("user_id", "=", userId)
        .where("published_riddle_id", "=", riddleId)
        .where("tries_used", "=", write.seenCount)
        .where("finished_at", "is", null)
        .executeTakeFirst();
      stored = Number(result.numUpdatedRows) === 1;
    }
    if (!stored) return false;
    await trx
      .updateTable("published_riddles")
      .set((eb) => ({
        total_guesses: eb("total_guesses", "+", 1),
        correct_guesses: eb("correct_guesses", "+", write.correct ? 1 : 0),
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

/** Which playable riddles a solver's next Vault riddle is looked for among. */
export interface VaultFilter {
  userId: string;
  page?: number | undefined;
  difficulty?: VaultDifficulty | undefined;
  /** The riddle of the day of this date (YYYY-MM-DD) is left out: it is met on the daily page. */
  dailyOn?: string | undefined;
}

/** Approved, not hidden, on a page, not the solver's own, within the filter; with the solver's attempt. */
function vaultCandidates(db: Db, filter: VaultFilter) {
  let q = db
    .selectFrom("published_riddles as p")
    .leftJoin("vault_attempts as a", (join) =>
      join.onRef("a.published_riddle_id", "=", "p.id").on("a.user_id", "=", filter.userId),
    )
    .where("p.status", "=", "approved")
    .where("p.hidden", "=", 0)
    .where("p.page_number", "is not", null)
    .where("p.user_id", "<>", filter.userId);
  const { dailyOn, page, difficulty } = filter;
  if (dailyOn !== undefined) {
    q = q.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("daily_riddles as d")
            .select("d.date")
            .where("d.date", "=", dailyOn)
            .whereRef("d.published_riddle_id", "=", "p.id"),
        ),
      ),
    );
  }
  if (page !== undefined) q = q.where("p.page_number", "=", page);
  if (difficulty) q = q.where(difficultyCondition(difficulty));
  return q;
}

/** The first riddle the solver has not finished: one already started, then the oldest published. */
export async function firstUnfinishedVaultId(db: Db, filter: VaultFilter): Promise<string | null> {
  const row = await vaultCandidates(db, filter)
    .select("p.id")
    .where("a.finished_at", "is", null)
    .orderBy(sql`case when a.user_id is null then 1 else 0 end`)
    .orderBy("p.published_at")
    .orderBy("p.id")
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** How many riddles within the filter the solver has finished. */
export async function countFinishedVault(db: Db, filter: VaultFilter): Promise<number> {
  const row = await vaultCandidates(db, filter)
    .where("a.finished_at", "is not", null)
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The finished riddle at `offset` in id order, or null past the end. */
export async function finishedVaultIdAt(db: Db, filter: VaultFilter, offset: number): Promise<string | null> {
  const row = await vaultCandidates(db, filter)
    .where("a.finished_at", "is not", null)
    .select("p.id")
    .orderBy("p.id")
    .limit(1)
    .offset(offset)
    .executeTakeFirst();
  return row?.id ?? null;
}
