/**
 * Story mode's storage (migration 0018; packages/rules/src/story.ts): which games are story games,
 * and each user's progress per chapter. Progress is written only by `addStoryProgress`, inside the
 * commit that completes a game, so it is counted exactly once like the players' stats.
 */
import { sql } from "kysely";
import type { Db, StoryGamesTable, StoryProgressTable } from "../schema";
import type { WriteBatch } from "../write-batch";

/** Marks a game about to be created as a story game of `chapter_id` for `user_id`. */
export async function insertStoryGame(db: Db, row: StoryGamesTable): Promise<void> {
  await db.insertInto("story_games").values(row).execute();
}

/** Removes the mark of a game that could not be created. */
export async function deleteStoryGame(db: Db, gameId: string): Promise<void> {
  await db.deleteFrom("story_games").where("game_id", "=", gameId).execute();
}

export async function findStoryGame(db: Db, gameId: string): Promise<StoryGamesTable | undefined> {
  return db.selectFrom("story_games").selectAll().where("game_id", "=", gameId).executeTakeFirst();
}

export async function listStoryProgress(db: Db, userId: string): Promise<StoryProgressTable[]> {
  const rows = await db.selectFrom("story_progress").selectAll().where("user_id", "=", userId).execute();
  return rows.map((row) => ({
    ...row,
    best_score: Number(row.best_score),
    plays: Number(row.plays),
    completed_at: row.completed_at === null ? null : Number(row.completed_at),
    updated_at: Number(row.updated_at),
  }));
}

/** One human player's final score in a game that has just completed. */
interface FinalScore {
  userId: string;
  score: number;
}

/**
 * Adds the story progress of a completed game to its commit's batch: for each player the game was
 * made for as a story game (a `story_games` row of this game and user), the chapter's best score,
 * finished games and completion (a final score at least the target, kept once reached). Other games
 * match no row and write nothing. No reads in between (ADR 010): one insert-select per player.
 */
export function addStoryProgress(
  batch: WriteBatch,
  gameId: string,
  scores: readonly FinalScore[],
  now: number,
): void {
  const { q } = batch;
  const stamp = sql.lit(Math.trunc(now));
  for (const { userId, score } of scores) {
    const points = sql.lit(Math.max(0, Math.trunc(score)));
    batch.add(
      q
        .insertInto("story_progress")
        .columns(["user_id", "chapter_id", "best_score", "plays", "completed_at", "updated_at"])
        .expression(
          q
            .selectFrom("story_games")
            .select([
              "story_games.user_id",
              "story_games.chapter_id",
              sql<number>`${points}`.as("best_score"),
              sql<number>`1`.as("plays"),
              sql<
                number | null
              >`CASE WHEN ${points} >= story_games.target_score THEN ${stamp} ELSE NULL END`.as(
                "completed_at",
              ),
              sql<number>`${stamp}`.as("updated_at"),
            ])
            .where("story_games.game_id", "=", gameId)
            .where("story_games.user_id", "=", userId),
        )
        .onConflict((oc) =>
          oc.columns(["user_id", "chapter_id"]).doUpdateSet({
            best_score: sql<number>`CASE WHEN excluded.best_score > story_progress.best_score THEN excluded.best_score ELSE story_progress.best_score END`,
            plays: sql<number>`story_progress.plays + 1`,
            completed_at: sql<number | null>`COALESCE(story_progress.completed_at, excluded.completed_at)`,
            updated_at: sql<number>`excluded.updated_at`,
          }),
        ),
    );
  }
}
