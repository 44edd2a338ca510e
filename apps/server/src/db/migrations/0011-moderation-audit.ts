import type { Kysely, Migration } from "kysely";

/**
 * The audit list of moderation (docs/decisions/021-community-riddles-moderation.md): every role
 * change, review and moderation action, with who did it and when. Rows are only ever added.
 */
export const moderationAuditMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("audit_log")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("actor_id", "text", (c) => c.notNull())
      .addColumn("actor_name", "text", (c) => c.notNull())
      .addColumn("target_type", "text", (c) => c.notNull())
      .addColumn("target_id", "text", (c) => c.notNull())
      .addColumn("detail", "text", (c) => c.notNull())
      .addColumn("note", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("audit_log_created").on("audit_log").columns(["created_at", "id"]).execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    await db.schema.dropTable("audit_log").execute();
  },
};
