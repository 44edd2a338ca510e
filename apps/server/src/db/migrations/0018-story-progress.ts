import type { Kysely, Migration } from "kysely";

/**
 * Story mode (packages/rules/src/story.ts):
 * - `story_games`: one row per game played as a story chapter: the chapter, the player it was made
 *   for and the chapter's target score at that time. Written just before the game is created; no
 *   foreign key to `games`, so the row can go first (an orphan left by a failed create is inert).
 * - `story_progress`: one row per (user, chapter): the best final score, the finished games and when
 *   the chapter was completed (its badge earned). Written only by the commit that completes a story
 *   game, in the same transaction as the players' stats (`repos/story.ts`).
 */
export const storyProgressMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("story_games")
      .addColumn("game_id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("chapter_id", "text", (c) => c.notNull())
      .addColumn("target_score", "integer", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("story_games_user").on("story_games").columns(["user_id"]).execute();
    await db.schema
      .createTable("story_progress")
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("chapter_id", "text", (c) => c.notNull())
      .addColumn("best_score", "integer", (c) => c.notNull())
      .addColumn("plays", "integer", (c) => c.notNull())
      .addColumn("completed_at", "bigint")
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("story_progress_pk", ["user_id", "chapter_id"])
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    await db.schema.dropTable("story_progress").execute();
    await db.schema.dropTable("story_games").execute();
  },
};
