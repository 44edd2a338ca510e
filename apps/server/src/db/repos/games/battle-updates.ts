/**
 * A completed battle's record and rating writes, which go into the commit that completes the game
 * (commit.ts), as the players' stats do. The battle record is read through the battles feature
 * (apps/server/src/features/battles/); `battleForCompletion` (packages/rules/src/battle.ts) says
 * which completed games were battles.
 */
import {
  BATTLE_RATING,
  type BattleOutcome,
  type BattleResult,
  type RatingMove,
  ratingsAfter,
} from "@riddlebook/rules";
import type { Db } from "../../schema";
import type { WriteBatch } from "../../write-batch";

const OUTCOME_COLUMN = {
  win: "battle_wins",
  loss: "battle_losses",
  draw: "battle_draws",
} as const satisfies Record<BattleOutcome, string>;

/**
 * Adds a completed battle's record writes to its completing commit's batch (commit.ts): each human
 * side gains a win, a loss or a draw (what happened). The ratings move as `moves` says (what counts,
 * the rules' `countGame`: Elo between two accounts, or a leaver's loss alone; packages/rules/src/counts.ts
 * and battle.ts). The ratings are read first, then written only where `battles_rated`
 * is still what was read: when another battle of one of the players completed in between (on any
 * instance), the batch changes nothing and the commit is retried from a fresh read, so no rating
 * change is ever lost or counted twice. The commit's own version check makes a retried or
 * duplicated completion apply nothing at all.
 */
export async function addBattleUpdates(
  db: Db,
  batch: WriteBatch,
  battle: BattleResult,
  moves: readonly RatingMove[],
): Promise<void> {
  const [a, b] = battle.sides;
  const rated = moves.length > 0 && a.userId !== null && b.userId !== null;
  const ratings = rated ? await readRatings(db, [a.userId as string, b.userId as string]) : new Map();
  const ratingOf = (userId: string | null) => ratings.get(userId)?.rating ?? BATTLE_RATING.start;
  const after = rated
    ? ratingsAfter(moves, [
        { userId: a.userId as string, rating: ratingOf(a.userId) },
        { userId: b.userId as string, rating: ratingOf(b.userId) },
      ])
    : new Map<string, number>();
  for (const side of [a, b]) {
    if (side.isBot || side.userId === null) continue;
    const column = OUTCOME_COLUMN[side.outcome];
    const read = ratings.get(side.userId);
    const newRating = after.get(side.userId);
    if (newRating !== undefined && read) {
      batch.add(
        batch.q
          .updateTable("user_stats")
          .set((eb) => ({
            [column]: eb(column, "+", 1),
            battle_rating: newRating,
            battles_rated: eb("battles_rated", "+", 1),
          }))
          .where("user_id", "=", side.userId)
          .where("battles_rated", "=", read.rated),
        1,
      );
    } else {
      batch.add(
        batch.q
          .updateTable("user_stats")
          .set((eb) => ({ [column]: eb(column, "+", 1) }))
          .where("user_id", "=", side.userId),
      );
    }
  }
}

async function readRatings(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string | null, { rating: number; rated: number }>> {
  const rows = await db
    .selectFrom("user_stats")
    .select(["user_id", "battle_rating", "battles_rated"])
    .where("user_id", "in", userIds)
    .execute();
  return new Map(
    rows.map((row) => [row.user_id, { rating: Number(row.battle_rating), rated: Number(row.battles_rated) }]),
  );
}
