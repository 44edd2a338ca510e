import type { Kysely, Migration } from "kysely";

/**
 * Share links of private games' albums: at most one per game (the key), holding only the sha256 of
 * its token, so the table alone opens no album. Creating a new link replaces the row; revoking
 * deletes it. No user id is kept: the host is whoever the game names, and account deletion
 * (docs/decisions/023-account-export-and-deletion.md) has nothing to remove here.
 */
export const albumSharesMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("album_shares")
      .addColumn("game_id", "text", (c) => c.primaryKey().references("games.id").onDelete("cascade"))
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    await db.schema.dropTable("album_shares").execute();
  },
};
