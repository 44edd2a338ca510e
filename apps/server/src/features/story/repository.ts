/**
 * Story mode's storage (migration 0018; packages/rules/src/story.ts): which games are story games,
 * and each user's progress per chapter. Progress is written only by `addStoryProgress`
 * (db/repos/games/story-progress.ts), inside the commit that completes a game, so it is counted
 * exactly once like the players' stats.
 */
import type { Db, StoryGamesTable, StoryProgressTable } from "../../db/schema";

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
