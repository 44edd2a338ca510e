import type { Kysely, Migration } from "kysely";

/**
 * What counts on the leaderboards (docs/decisions/045-what-counts-on-leaderboards.md):
 * - `account_origins`: one row per (account, origin), the origin an opaque hash of the address a
 *   session of the account was started from (`repos/account-origins.ts`), with when it was last
 *   seen. Two accounts with a common origin within the window are one person to the completing
 *   commit. Rows older than the window are purged with expired sessions; an account's rows go with it.
 * - `game_players_user_joined`: a player's seats by when they joined, so the completing commit counts
 *   a pair's recent games together from a short index range.
 */
export const accountOriginsMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("account_origins")
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("origin", "text", (c) => c.notNull())
      .addColumn("seen_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("account_origins_pk", ["user_id", "origin"])
      .execute();
    await db.schema.createIndex("account_origins_seen").on("account_origins").column("seen_at").execute();
    await db.schema
      .createIndex("game_players_user_joined")
      .on("game_players")
      .columns(["user_id", "joined_at"])
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("game_players_user_joined").execute();
    await db.schema.dropTable("account_origins").execute();
  },
};
