import type { Kysely, Migration } from "kysely";

/**
 * Tournaments (docs/decisions/033-tournaments.md):
 * - `tournaments`: one row per tournament: its settings, status and times, the bracket as JSON once
 *   it started (`@riddlebook/rules` tournament.ts), the placements once complete, and `version`,
 *   which every change bumps with a conditional update (two instances never both apply one).
 *   `entrant_count` is kept beside the entrants so a join's fill check and the list are one row.
 * - `tournament_entrants`: the people and bots entered, with the rating they are seeded by. A person
 *   enters once (unique per tournament; bots have no user).
 * - `tournament_matches`: one row per bracket match that got a game: the claim on making it (the
 *   primary key), its game (unique: a finished game finds its match) and the two sides' seats in it,
 *   the no-show deadline, and the
 *   result once recorded (written once: `winner_id IS NULL` guards it).
 */
export const tournamentsMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("tournaments")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("size", "integer", (c) => c.notNull())
      .addColumn("format", "text", (c) => c.notNull())
      .addColumn("rounds_per_match", "integer", (c) => c.notNull())
      .addColumn("prize_pool", "integer", (c) => c.notNull())
      .addColumn("creator_id", "text", (c) => c.notNull())
      .addColumn("creator_name", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("registration_deadline", "bigint", (c) => c.notNull())
      .addColumn("starts_at", "bigint", (c) => c.notNull())
      .addColumn("entrant_count", "integer", (c) => c.notNull())
      .addColumn("bracket", "text")
      .addColumn("champion_id", "text")
      .addColumn("champion_name", "text")
      .addColumn("placements", "text")
      .addColumn("cancel_reason", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("started_at", "bigint")
      .addColumn("completed_at", "bigint")
      .addColumn("cancelled_at", "bigint")
      .addColumn("version", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("tournaments_status_start")
      .on("tournaments")
      .columns(["status", "starts_at", "id"])
      .execute();
    await db.schema.createIndex("tournaments_creator").on("tournaments").columns(["creator_id"]).execute();
    await db.schema
      .createTable("tournament_entrants")
      .addColumn("tournament_id", "text", (c) => c.notNull().references("tournaments.id").onDelete("cascade"))
      .addColumn("id", "text", (c) => c.notNull())
      .addColumn("user_id", "text")
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("is_bot", "integer", (c) => c.notNull())
      .addColumn("bot_type", "text")
      .addColumn("difficulty", "text")
      .addColumn("rating", "integer", (c) => c.notNull())
      .addColumn("joined_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("tournament_entrants_pk", ["tournament_id", "id"])
      .execute();
    await db.schema
      .createIndex("tournament_entrants_user")
      .on("tournament_entrants")
      .columns(["user_id", "tournament_id"])
      .unique()
      .execute();
    await db.schema
      .createTable("tournament_matches")
      .addColumn("tournament_id", "text", (c) => c.notNull().references("tournaments.id").onDelete("cascade"))
      .addColumn("match_id", "text", (c) => c.notNull())
      .addColumn("game_id", "text", (c) => c.notNull().unique())
      .addColumn("player_a", "text", (c) => c.notNull())
      .addColumn("player_b", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("no_show_at", "bigint")
      .addColumn("winner_id", "text")
      .addColumn("score_a", "integer")
      .addColumn("score_b", "integer")
      .addColumn("decided_by", "text")
      .addColumn("decided_at", "bigint")
      .addPrimaryKeyConstraint("tournament_matches_pk", ["tournament_id", "match_id"])
      .execute();
    await db.schema
      .createIndex("tournament_matches_no_show")
      .on("tournament_matches")
      .columns(["no_show_at"])
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    await db.schema.dropTable("tournament_matches").execute();
    await db.schema.dropTable("tournament_entrants").execute();
    await db.schema.dropTable("tournaments").execute();
  },
};
