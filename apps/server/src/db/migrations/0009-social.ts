import { type Kysely, type Migration, sql } from "kysely";

/**
 * Friends, blocks, presence and challenges (docs/decisions/020-friends-presence-challenges-leaderboards.md).
 * - `friend_requests`: one row per request. `to_user_id` is null while the e-mail has no account;
 *   such a request reaches the account made with that e-mail later.
 * - `friendships`: two rows per friendship, one per side, so "my friends" is one index range.
 * - `user_blocks`: who blocked whom; a block hides the blocked user's requests and challenges.
 * - `user_presence`: one row per (instance, user) with an open user socket, refreshed while open;
 *   a row not refreshed for a minute counts as gone (an instance that died).
 * - `challenges`: a challenge, its game once accepted and the game's result once complete.
 */
export const socialMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("friend_requests")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("from_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("to_user_id", "text", (c) => c.references("users.id").onDelete("cascade"))
      .addColumn("to_email", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("answered_at", "bigint")
      .execute();
    await db.schema
      .createIndex("friend_requests_from")
      .on("friend_requests")
      .columns(["from_user_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("friend_requests_to_user")
      .on("friend_requests")
      .columns(["to_user_id", "status"])
      .execute();
    await db.schema
      .createIndex("friend_requests_to_email")
      .on("friend_requests")
      .columns(["to_email", "status"])
      .execute();
    // One pending request per sender and address: two sends at once (a double click) store one.
    await db.schema
      .createIndex("friend_requests_pending_once")
      .on("friend_requests")
      .columns(["from_user_id", "to_email"])
      .unique()
      .where(sql.ref("status"), "=", sql.lit("pending"))
      .execute();

    await db.schema
      .createTable("friendships")
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("friend_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("friendships_pk", ["user_id", "friend_id"])
      .execute();

    await db.schema
      .createTable("user_blocks")
      .addColumn("blocker_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("blocked_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("user_blocks_pk", ["blocker_id", "blocked_id"])
      .execute();
    await db.schema.createIndex("user_blocks_blocked").on("user_blocks").column("blocked_id").execute();

    await db.schema
      .createTable("user_presence")
      .addColumn("instance_id", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      /** online | away */
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("game_id", "text")
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("user_presence_pk", ["instance_id", "user_id"])
      .execute();
    await db.schema.createIndex("user_presence_user").on("user_presence").column("user_id").execute();
    await db.schema.createIndex("user_presence_updated").on("user_presence").column("updated_at").execute();

    await db.schema
      .createTable("challenges")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("challenger_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("challenged_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("game_mode", "text", (c) => c.notNull())
      .addColumn("round_count", "integer", (c) => c.notNull())
      .addColumn("message", "text")
      /** pending | accepted | declined | expired | completed */
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addColumn("answered_at", "bigint")
      .addColumn("game_id", "text")
      .addColumn("winner_id", "text")
      .addColumn("challenger_score", "integer")
      .addColumn("challenged_score", "integer")
      .addColumn("completed_at", "bigint")
      .execute();
    await db.schema
      .createIndex("challenges_challenger")
      .on("challenges")
      .columns(["challenger_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("challenges_challenged")
      .on("challenges")
      .columns(["challenged_id", "created_at"])
      .execute();
    await db.schema.createIndex("challenges_game").on("challenges").column("game_id").execute();
    await db.schema
      .createIndex("challenges_status_expiry")
      .on("challenges")
      .columns(["status", "expires_at"])
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    await db.schema.dropTable("challenges").execute();
    await db.schema.dropTable("user_presence").execute();
    await db.schema.dropTable("user_blocks").execute();
    await db.schema.dropTable("friendships").execute();
    await db.schema.dropTable("friend_requests").execute();
  },
};
