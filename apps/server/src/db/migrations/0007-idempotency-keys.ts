import type { Kysely, Migration } from "kysely";

/**
 * The answers to requests sent with an `Idempotency-Key`, one row per (caller, key), so that a
 * retried request gets the original answer instead of doing its work twice
 * (docs/decisions/016-idempotency-keys.md; docs/reliability.md F9).
 */
export const idempotencyKeysMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("idempotency_keys")
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("idempotency_key", "text", (c) => c.notNull())
      .addColumn("route", "text", (c) => c.notNull())
      .addColumn("fingerprint", "text", (c) => c.notNull())
      .addColumn("status_code", "integer")
      .addColumn("response_body", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("completed_at", "bigint")
      .addPrimaryKeyConstraint("idempotency_keys_pk", ["scope", "idempotency_key"])
      .execute();
    await db.schema
      .createIndex("idempotency_keys_created_at")
      .on("idempotency_keys")
      .column("created_at")
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    await db.schema.dropTable("idempotency_keys").execute();
  },
};
