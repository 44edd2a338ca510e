import { type Kysely, type Migration, sql } from "kysely";

/**
 * Leaderboards (docs/decisions/020-friends-presence-challenges-leaderboards.md), kept up to date in
 * the commit that completes a game (`repos/leaderboard.ts`):
 * - `leaderboard_entries`: one row per (period, user) with the counters of that period (`all`, or an
 *   ISO week such as `2031-W24`) and the two rates in basis points, null while below their minimum.
 *   One index per ranked column, in board order, serves the keyset pages.
 * - `leaderboard_counts`: how many entries of a period have each value of each metric, so a rank is
 *   1 + the sum over the values above it (a short range over distinct values, not a count of rows),
 *   read from an index that holds the counts too.
 * - `leaderboard_periods`: one row per period with entries; the completing commit updates the `all`
 *   row first, so those commits take their turn on the leaderboard tables one at a time.
 *
 * Backfill: the `all` board starts from `user_stats` (score, wins, games and so the win rate). The
 * riddle counters start at zero, because which riddles someone else solved was never counted: the
 * solve rate, and every weekly board, count games completed after this migration.
 *
 * Written against plain SQL on purpose: a migration stays as it shipped (5 is the minimum number of
 * games for a win rate at this migration).
 */
export const leaderboardMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("leaderboard_entries")
      .addColumn("period", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("total_score", "integer", (c) => c.notNull())
      .addColumn("wins", "integer", (c) => c.notNull())
      .addColumn("games", "integer", (c) => c.notNull())
      .addColumn("riddles_written", "integer", (c) => c.notNull())
      .addColumn("riddles_solved", "integer", (c) => c.notNull())
      .addColumn("win_rate_bp", "integer")
      .addColumn("solve_rate_bp", "integer")
      .addPrimaryKeyConstraint("leaderboard_entries_pk", ["period", "user_id"])
      .execute();
    await db.schema
      .createIndex("leaderboard_entries_score")
      .on("leaderboard_entries")
      .columns(["period", "total_score desc", "user_id"])
      .execute();
    await db.schema
      .createIndex("leaderboard_entries_wins")
      .on("leaderboard_entries")
      .columns(["period", "wins desc", "user_id"])
      .execute();
    await db.schema
      .createIndex("leaderboard_entries_win_rate")
      .on("leaderboard_entries")
      .columns(["period", "win_rate_bp desc", "user_id"])
      .where(sql.ref("win_rate_bp"), "is not", null)
      .execute();
    await db.schema
      .createIndex("leaderboard_entries_solve_rate")
      .on("leaderboard_entries")
      .columns(["period", "solve_rate_bp desc", "user_id"])
      .where(sql.ref("solve_rate_bp"), "is not", null)
      .execute();

    await db.schema
      .createTable("leaderboard_counts")
      .addColumn("period", "text", (c) => c.notNull())
      .addColumn("metric", "text", (c) => c.notNull())
      .addColumn("value", "integer", (c) => c.notNull())
      .addColumn("n", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("leaderboard_counts_pk", ["period", "metric", "value"])
      .execute();
    // With `n` in the index, a rank's sum reads the index alone.
    await db.schema
      .createIndex("leaderboard_counts_sum")
      .on("leaderboard_counts")
      .columns(["period", "metric", "value", "n"])
      .execute();

    await db.schema
      .createTable("leaderboard_periods")
      .addColumn("period", "text", (c) => c.primaryKey())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();

    await sql`
      INSERT INTO leaderboard_entries
        (period, user_id, total_score, wins, games, riddles_written, riddles_solved, win_rate_bp, solve_rate_bp)
      SELECT 'all', user_id, total_score, games_won, games_played, 0, 0,
        CASE WHEN games_played >= 5 THEN (games_won * 10000) / games_played ELSE NULL END, NULL
      FROM user_stats WHERE games_played > 0`.execute(db);
    for (const [metric, column] of [
      ["score", "total_score"],
      ["wins", "wins"],
      ["win_rate", "win_rate_bp"],
    ] as const) {
      await sql`
        INSERT INTO leaderboard_counts (period, metric, value, n)
        SELECT 'all', ${sql.lit(metric)}, ${sql.ref(column)}, COUNT(*) FROM leaderboard_entries
        WHERE period = 'all' AND ${sql.ref(column)} IS NOT NULL GROUP BY ${sql.ref(column)}`.execute(db);
    }
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    await db.schema.dropTable("leaderboard_periods").execute();
    await db.schema.dropTable("leaderboard_counts").execute();
    await db.schema.dropTable("leaderboard_entries").execute();
  },
};
