import type { Kysely, Migration } from "kysely";

/** The quick-match queue (one entry per user) and the row every matching pass locks. */
export const matchmakingMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("matchmaking_entries")
      .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("player_name", "text", (c) => c.notNull())
      .addColumn("game_mode", "text", (c) => c.notNull())
      .addColumn("preferred_rounds", "integer", (c) => c.notNull())
      .addColumn("skill_level", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("game_id", "text")
      .addColumn("joined_at", "bigint", (c) => c.notNull())
      .addColumn("last_seen_at", "bigint", (c) => c.notNull())
      .addColumn("matched_at", "bigint")
      .execute();
    await db.schema
      .createIndex("matchmaking_entries_status_joined")
      .on("matchmaking_entries")
      .columns(["status", "joined_at"])
      .execute();
    // One row; a pass updates it first, so passes run one at a time across every instance.
    await db.schema
      .createTable("matchmaking_lock")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("held_at", "bigint", (c) => c.notNull())
      .execute();
    await db.insertInto("matchmaking_lock").values({ name: "matcher", held_at: 0 }).execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    await db.schema.dropTable("matchmaking_lock").execute();
    await db.schema.dropTable("matchmaking_entries").execute();
  },
};
