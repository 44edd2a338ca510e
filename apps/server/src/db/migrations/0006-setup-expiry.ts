import type { Kysely, Migration } from "kysely";

/**
 * An index for the setup-expiry sweep (ADR 013): games in one phase ordered by their last commit,
 * so finding setup games idle for an hour reads only those, however many finished games are kept.
 */
export const setupExpiryMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex("games_phase_updated_at")
      .on("games")
      .columns(["phase", "updated_at"])
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("games_phase_updated_at").execute();
  },
};
