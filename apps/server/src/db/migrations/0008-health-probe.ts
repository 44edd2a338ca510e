import type { Kysely, Migration } from "kysely";

/**
 * The table `GET /healthz` writes to: each check commits a fresh row (with about a page of filler,
 * so the write needs room the way real writes do) and deletes the ones before it, through the same
 * writing connection as every other write (ADR 015).
 */
export const healthProbeMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("health_probe")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("checked_at", "bigint", (c) => c.notNull())
      .addColumn("filler", "text", (c) => c.notNull())
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    await db.schema.dropTable("health_probe").execute();
  },
};
