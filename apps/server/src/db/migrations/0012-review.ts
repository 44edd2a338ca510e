import type { Kysely, Migration } from "kysely";

/**
 * Community review (docs/decisions/021-community-riddles-moderation.md), on `published_riddles`:
 * - `page_number`: the wordbook page of the riddle's round, kept from publishing (null for rows
 *   published before this migration);
 * - `hidden`: 0/1, set by a moderator's hide action (out of the Vault and the daily choice);
 * - `queued_at`: when the riddle entered the review queue, that is once its round was scored (or the
 *   game ended). Null while the round is live, so a moderator playing that game never sees the word.
 * Indexes serve the queue (pending, oldest queued first), the reviewed lists (newest reviewed first)
 * and an author's own list.
 */
export const reviewMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    await db.schema.alterTable("published_riddles").addColumn("page_number", "integer").execute();
    await db.schema
      .alterTable("published_riddles")
      .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("published_riddles").addColumn("queued_at", "bigint").execute();
    // Rows published before this migration start with queued_at null: the queue's check on read
    // (`repos/review.ts`) queues those whose round is scored or whose game is over.
    await db.schema
      .createIndex("published_riddles_queue")
      .on("published_riddles")
      .columns(["status", "queued_at", "id"])
      .execute();
    await db.schema
      .createIndex("published_riddles_reviewed")
      .on("published_riddles")
      .columns(["status", "reviewed_at", "id"])
      .execute();
    await db.schema
      .createIndex("published_riddles_user")
      .on("published_riddles")
      .columns(["user_id", "published_at"])
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("published_riddles_user").execute();
    await db.schema.dropIndex("published_riddles_reviewed").execute();
    await db.schema.dropIndex("published_riddles_queue").execute();
    await db.schema.alterTable("published_riddles").dropColumn("queued_at").execute();
    await db.schema.alterTable("published_riddles").dropColumn("hidden").execute();
    await db.schema.alterTable("published_riddles").dropColumn("page_number").execute();
  },
};
