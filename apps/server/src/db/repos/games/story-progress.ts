/**
 * Story progress, written into the commit that completes a game (commit.ts), as the players' stats
 * are: so a story game counts exactly once. Which games are story games is kept by the story feature
 * (apps/server/src/features/story/), which reads this progress back.
 */
import { sql } from "kysely";
import type { WriteBatch } from "../../write-batch";

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
