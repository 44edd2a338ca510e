/**
 * Leaderboards (docs/decisions/020-friends-presence-challenges-leaderboards.md): the per-(period,
 * user) counters and the per-(period, metric, value) histogram, both updated in the commit that
 * completes a game with what counts (docs/decisions/045-what-counts-on-leaderboards.md). The boards
 * are read from them by the leaderboard feature (apps/server/src/features/leaderboard/).
 *
 * Periods: `all`, and the ISO week in UTC of the completing commit (`2031-W24`). The ranked values are
 * stored integers: points, wins, and the rates in basis points (null below their minimum, so not on
 * that board). A rank is 1 + the number of entries with a strictly greater value ("1, 2, 2, 4"),
 * summed from the histogram; within a value, entries are ordered by user id. Pages are keyset pages
 * over (value descending, user id); the cursor names the board it belongs to, so a weekly cursor
 * stops working when the week turns.
 */
import {
  LEADERBOARD_MIN_GAMES,
  LEADERBOARD_MIN_RIDDLES,
  type LeaderboardMetric,
  type LeaderboardPeriod,
} from "@riddlebook/protocol";
import { RATE_SCALE, rateBasisPoints, winRateBasisPoints } from "@riddlebook/rules";
import { type Expression, type RawBuilder, sql } from "kysely";
import type { LeaderboardEntriesTable } from "../schema";
import type { WriteBatch } from "../write-batch";

const ALL_TIME = "all";
const DAY_MS = 24 * 60 * 60 * 1000;

export const LEADERBOARD_COLUMNS = {
  score: "total_score",
  wins: "wins",
  win_rate: "win_rate_bp",
  solve_rate: "solve_rate_bp",
} as const satisfies Record<LeaderboardMetric, keyof LeaderboardEntriesTable>;
const COLUMNS = LEADERBOARD_COLUMNS;
const METRICS = Object.keys(COLUMNS) as LeaderboardMetric[];

/** The key of the ISO week (UTC) that `now` falls in, e.g. "2031-W24"; weeks start on Monday. */
function weekPeriod(now: number): string {
  const date = new Date(now);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  // A week belongs to the year of its Thursday.
  const thursday = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - weekday + 3);
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The key of a board's period at `now`: "all", or the ISO week ("2031-W24"). */
export const leaderboardPeriodKey = (period: LeaderboardPeriod, now: number) =>
  period === "all" ? ALL_TIME : weekPeriod(now);

/** The rules' `rateBasisPoints` in SQL, over integer expressions (integer division rounds down in both dialects). */
function rateSql(part: Expression<number>, whole: Expression<number>, minimum: number) {
  return sql<
    number | null
  >`CASE WHEN ${whole} >= ${sql.lit(Math.max(1, minimum))} THEN (${part}) * ${sql.lit(RATE_SCALE)} / (${whole}) ELSE NULL END`;
}

/** What one human player's completed game adds to their leaderboard rows. */
export interface LeaderboardDelta {
  userId: string;
  score: number;
  won: boolean;
  /** Riddles they wrote in the game. */
  riddles: number;
  /** Of those, the riddles at least one other player solved. */
  riddlesSolved: number;
  /** Games it counts: 1 unless given (a tournament prize adds points and no game, ADR 033). */
  games?: number;
}

/**
 * The game's players' stored values on `period`'s boards, one row (metric, value) per player and
 * metric that has a value (a rate below its minimum has none). Read before their entries are updated,
 * these are the values to take out of the histogram; after, the values to count in.
 */
function valuesOf(period: string, userIds: readonly string[]) {
  const users = sql.join(userIds.map((id) => sql`${id}`));
  return sql.join(
    METRICS.map(
      (metric) =>
        sql`SELECT ${sql.lit(metric)} AS metric, ${sql.ref(COLUMNS[metric])} AS value FROM leaderboard_entries WHERE period = ${period} AND user_id IN (${users}) AND ${sql.ref(COLUMNS[metric])} IS NOT NULL`,
    ),
    sql` UNION ALL `,
  );
}

/**
 * Adds the leaderboard writes of a completed game to its commit's batch, for every player in
 * `deltas` (the humans), on the `all` board and on the week of `now`. Plain statements, no reads in
 * between (the batch may run in one round trip, ADR 010). First the `all` period row is updated, so
 * completing commits take their turn here (on PostgreSQL a later commit waits for the earlier one,
 * then sees its rows; without the turn, two commits would lock shared histogram rows in different
 * orders and could deadlock). The turn is held until the commit ends, so what follows is a few
 * set-wise statements per period, not a few per player and metric: under load the waiting commits
 * hold pooled connections, and each statement is a round trip. Per period: the histogram rows at the
 * players' old values lose one per player, the emptied ones are deleted, the entries get the game's
 * counters (and recomputed rates), and the histogram rows at the new values gain one per player. Every
 * histogram row is found by its key (period, metric, value), read from the few players' entries.
 */
export function addLeaderboardUpdates(
  batch: WriteBatch,
  deltas: readonly LeaderboardDelta[],
  now: number,
): void {
  const totals = new Map<
    string,
    { score: number; wins: number; games: number; riddles: number; solved: number }
  >();
  for (const delta of deltas) {
    const total = totals.get(delta.userId) ?? { score: 0, wins: 0, games: 0, riddles: 0, solved: 0 };
    total.score += delta.score;
    total.wins += delta.won ? 1 : 0;
    total.games += delta.games ?? 1;
    total.riddles += delta.riddles;
    total.solved += delta.riddlesSolved;
    totals.set(delta.userId, total);
  }
  if (totals.size === 0) return;
  const { q } = batch;
  const userIds = [...totals.keys()];
  const periods = [ALL_TIME, weekPeriod(now)];
  for (const period of periods) {
    batch.add(
      q
        .insertInto("leaderboard_periods")
        .values({ period, updated_at: now })
        .onConflict((oc) => oc.column("period").doUpdateSet({ updated_at: now })),
    );
  }
  const raw = (query: RawBuilder<unknown>) => ({ compile: () => query.compile(q) });
  for (const period of periods) {
    // Taken out at the old values: one fewer per player, and the rows left at zero deleted.
    batch.add(
      raw(sql`UPDATE leaderboard_counts SET n = leaderboard_counts.n - old.k
        FROM (SELECT metric, value, COUNT(*) AS k FROM (${valuesOf(period, userIds)}) AS v GROUP BY metric, value) AS old
        WHERE leaderboard_counts.period = ${period} AND leaderboard_counts.metric = old.metric
          AND leaderboard_counts.value = old.value`),
    );
    batch.add(
      raw(sql`DELETE FROM leaderboard_counts WHERE period = ${period} AND n <= 0
        AND (metric, value) IN (SELECT metric, value FROM (${valuesOf(period, userIds)}) AS v)`),
    );
    batch.add(
      q
        .insertInto("leaderboard_entries")
        .values(
          [...totals].map(([userId, t]) => ({
            period,
            user_id: userId,
            total_score: t.score,
            wins: t.wins,
            games: t.games,
            riddles_written: t.riddles,
            riddles_solved: t.solved,
            win_rate_bp: winRateBasisPoints(t.wins, t.games, LEADERBOARD_MIN_GAMES),
            solve_rate_bp: rateBasisPoints(t.solved, t.riddles, LEADERBOARD_MIN_RIDDLES),
          })),
        )
        .onConflict((oc) =>
          oc.columns(["period", "user_id"]).doUpdateSet((eb) => {
            const sum = (column: "total_score" | "wins" | "games" | "riddles_written" | "riddles_solved") =>
              eb(eb.ref(`leaderboard_entries.${column}`), "+", eb.ref(`excluded.${column}`));
            return {
              total_score: sum("total_score"),
              wins: sum("wins"),
              games: sum("games"),
              riddles_written: sum("riddles_written"),
              riddles_solved: sum("riddles_solved"),
              win_rate_bp: rateSql(sum("wins"), sum("games"), LEADERBOARD_MIN_GAMES),
              solve_rate_bp: rateSql(sum("riddles_solved"), sum("riddles_written"), LEADERBOARD_MIN_RIDDLES),
            };
          }),
        ),
    );
    // Counted in at the new values. (`WHERE true` keeps SQLite from reading ON CONFLICT as a join's.)
    batch.add(
      raw(sql`INSERT INTO leaderboard_counts (period, metric, value, n)
        SELECT CAST(${period} AS TEXT), metric, value, COUNT(*) FROM (${valuesOf(period, userIds)}) AS v
        WHERE true GROUP BY metric, value
        ON CONFLICT (period, metric, value) DO UPDATE SET n = leaderboard_counts.n + excluded.n`),
    );
  }
}
