import { type Kysely, type Migration, sql } from "kysely";

/** Games (state as JSON with a version), seats, riddle and guess keys, drafts and published riddles. */
export const gamesMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("games")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("join_code", "text", (c) => c.notNull())
      .addColumn("is_public", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("game_mode", "text", (c) => c.notNull())
      .addColumn("phase", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("deadline", "bigint")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addColumn("completed_at", "bigint")
      .addColumn("stats_applied", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    // Join codes repeat over time (990 of them); they are unique only among games still running.
    await db.schema
      .createIndex("games_live_join_code_unique")
      .on("games")
      .column("join_code")
      .unique()
      .where(sql.ref("completed_at"), "is", null)
      .execute();
    await db.schema.createIndex("games_deadline").on("games").column("deadline").execute();
    await db.schema.createIndex("games_public_phase").on("games").columns(["is_public", "phase"]).execute();

    await db.schema
      .createTable("game_players")
      .addColumn("player_id", "text", (c) => c.primaryKey())
      .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
      .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("is_bot", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("joined_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("game_players_game_id").on("game_players").column("game_id").execute();
    await db.schema.createIndex("game_players_user_id").on("game_players").column("user_id").execute();

    await db.schema
      .createTable("game_riddles")
      .addColumn("riddle_id", "text", (c) => c.primaryKey())
      .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
      .addColumn("player_id", "text", (c) => c.notNull())
      .addColumn("round", "integer", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    // One riddle per player per round, enforced by the database too.
    await db.schema
      .createIndex("game_riddles_player_round_unique")
      .on("game_riddles")
      .columns(["player_id", "round"])
      .unique()
      .execute();
    await db.schema.createIndex("game_riddles_game_id").on("game_riddles").column("game_id").execute();

    await db.schema
      .createTable("game_guesses")
      .addColumn("riddle_id", "text", (c) => c.notNull())
      .addColumn("guesser_id", "text", (c) => c.notNull())
      .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
      .addColumn("round", "integer", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("game_guesses_pk", ["riddle_id", "guesser_id"])
      .execute();
    await db.schema.createIndex("game_guesses_game_id").on("game_guesses").column("game_id").execute();

    await db.schema
      .createTable("drafts")
      .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
      .addColumn("player_id", "text", (c) => c.notNull())
      .addColumn("round", "integer", (c) => c.notNull())
      .addColumn("text", "text", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("drafts_pk", ["game_id", "player_id"])
      .execute();

    await db.schema
      .createTable("published_riddles")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("riddle_id", "text", (c) => c.notNull().unique())
      .addColumn("game_id", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("selected_word", "text", (c) => c.notNull())
      .addColumn("riddle_text", "text", (c) => c.notNull())
      .addColumn("player_name", "text", (c) => c.notNull())
      .addColumn("game_mode", "text", (c) => c.notNull())
      .addColumn("difficulty", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("total_guesses", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("correct_guesses", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("review_notes", "text")
      .addColumn("reviewed_by", "text")
      .addColumn("reviewed_at", "bigint")
      .addColumn("published_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("published_riddles_status")
      .on("published_riddles")
      .columns(["status", "published_at"])
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    await db.schema.dropTable("published_riddles").execute();
    await db.schema.dropTable("drafts").execute();
    await db.schema.dropTable("game_guesses").execute();
    await db.schema.dropTable("game_riddles").execute();
    await db.schema.dropTable("game_players").execute();
    await db.schema.dropTable("games").execute();
  },
};
