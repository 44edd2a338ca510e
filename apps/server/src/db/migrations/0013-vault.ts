import type { Kysely, Migration } from "kysely";

/**
 * The Riddle Vault and the riddle of the day (docs/decisions/021-community-riddles-moderation.md):
 * - `vault_attempts`: one row per (solver, published riddle), holding the guesses so far (JSON) and
 *   the tries used. Guesses change it only with `WHERE tries_used = <as read>`, so two requests at
 *   once can never use a fourth try. The riddle of the day is played through the same row, so the
 *   Vault gives no extra tries at today's riddle and a refresh resets nothing.
 * - `riddle_ratings`: one rating (1–5) per (rater, published riddle); averages are computed from it.
 * - `daily_riddles`: the riddle of each UTC day (`YYYY-MM-DD`), written once by the first request of
 *   the day; the primary key makes two instances agree on it. A day's riddle that is hidden,
 *   rejected or gone is replaced by a conditional update, so instances agree on that too.
 */
export const vaultMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("vault_attempts")
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("published_riddle_id", "text", (c) =>
        c.notNull().references("published_riddles.id").onDelete("cascade"),
      )
      /** [{guess, correct}], oldest first. */
      .addColumn("guesses", "text", (c) => c.notNull())
      .addColumn("tries_used", "integer", (c) => c.notNull())
      .addColumn("solved", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("started_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      /** When solved or out of tries; null while tries are left. */
      .addColumn("finished_at", "bigint")
      .addColumn("solved_at", "bigint")
      .addPrimaryKeyConstraint("vault_attempts_pk", ["user_id", "published_riddle_id"])
      .execute();
    await db.schema
      .createIndex("vault_attempts_riddle")
      .on("vault_attempts")
      .column("published_riddle_id")
      .execute();

    await db.schema
      .createTable("riddle_ratings")
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("published_riddle_id", "text", (c) =>
        c.notNull().references("published_riddles.id").onDelete("cascade"),
      )
      .addColumn("rating", "integer", (c) => c.notNull())
      .addColumn("rated_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("riddle_ratings_pk", ["user_id", "published_riddle_id"])
      .execute();
    await db.schema
      .createIndex("riddle_ratings_riddle")
      .on("riddle_ratings")
      .columns(["published_riddle_id", "rating"])
      .execute();

    await db.schema
      .createTable("daily_riddles")
      .addColumn("date", "text", (c) => c.primaryKey())
      // No foreign key: a day keeps its row (and the numbering its start) whatever becomes of the riddle.
      .addColumn("published_riddle_id", "text", (c) => c.notNull())
      .addColumn("chosen_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("daily_riddles_riddle")
      .on("daily_riddles")
      .column("published_riddle_id")
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    await db.schema.dropTable("daily_riddles").execute();
    await db.schema.dropTable("riddle_ratings").execute();
    await db.schema.dropTable("vault_attempts").execute();
  },
};
