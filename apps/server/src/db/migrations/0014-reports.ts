import type { Kysely, Migration } from "kysely";

/**
 * Reports of riddles and player names (docs/decisions/021-community-riddles-moderation.md): one row
 * per reporter and target, so a user reports a target once and a repeat stores nothing new. A
 * moderator's action closes the target's open reports (`status` closed, by whom and when).
 * `target_type` is riddle (a game riddle, by riddle id), published_riddle or user (by user id).
 */
export const reportsMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("reports")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("reporter_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("target_type", "text", (c) => c.notNull())
      .addColumn("target_id", "text", (c) => c.notNull())
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("details", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      /** open | closed */
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("closed_by", "text")
      .addColumn("closed_at", "bigint")
      .execute();
    await db.schema
      .createIndex("reports_once_per_reporter")
      .on("reports")
      .columns(["reporter_id", "target_type", "target_id"])
      .unique()
      .execute();
    await db.schema
      .createIndex("reports_target")
      .on("reports")
      .columns(["target_type", "target_id", "status"])
      .execute();
    await db.schema.createIndex("reports_status").on("reports").columns(["status", "created_at"]).execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    await db.schema.dropTable("reports").execute();
  },
};
