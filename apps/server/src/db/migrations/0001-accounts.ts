import type { Kysely, Migration } from "kysely";

/** Users, sessions and per-user stats. */
export const accountsMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("users")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("username", "text", (c) => c.notNull())
      .addColumn("username_key", "text", (c) => c.notNull())
      .addColumn("email", "text")
      .addColumn("password_hash", "text")
      .addColumn("first_name", "text")
      .addColumn("last_name", "text")
      .addColumn("profile_image_url", "text")
      .addColumn("bio", "text")
      .addColumn("favorite_word_category", "text")
      .addColumn("skill_level", "text", (c) => c.notNull().defaultTo("beginner"))
      .addColumn("role", "text", (c) => c.notNull().defaultTo("player"))
      .addColumn("is_guest", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("is_test_user", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("last_login_at", "bigint")
      .execute();
    await db.schema
      .createIndex("users_username_key_unique")
      .on("users")
      .column("username_key")
      .unique()
      .execute();
    await db.schema.createIndex("users_email_unique").on("users").column("email").unique().execute();

    await db.schema
      .createTable("sessions")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("last_seen_at", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();
    await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();

    await db.schema
      .createTable("user_stats")
      .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("games_played", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("games_won", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("riddles_created", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("total_score", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("current_win_streak", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    await db.schema.dropTable("user_stats").execute();
    await db.schema.dropTable("sessions").execute();
    await db.schema.dropTable("users").execute();
  },
};
