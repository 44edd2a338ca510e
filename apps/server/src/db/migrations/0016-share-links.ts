import type { Kysely, Migration } from "kysely";

/**
 * Share links (apps/server/src/cards/README.md): one unguessable id per shared thing, handed to players
 * who share a riddle, a game's result or a challenge. A card of a private game, a riddle that other
 * players may not read yet, or a challenge is served only with the id of its own link. `target` names
 * what the id opens (`riddle:<gameId>:<round>:<playerId>`, `result:<gameId>`, `challenge:<id>`), one
 * id per target. No column names a user, so deleting an account leaves nothing personal here.
 */
export const shareLinksMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("share_links")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("target", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    await db.schema.dropTable("share_links").execute();
  },
};
