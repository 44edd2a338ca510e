/**
 * Leaderboards (docs/decisions/020-friends-presence-challenges-leaderboards.md): the per-(period,
 * user) counters and the per-(period, metric, value) histogram, both updated in the commit that
 * completes a game, and the boards read from them.
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
  type LeaderboardEntry,
  type LeaderboardMetric,
  type LeaderboardPeriod,
  type LeaderboardScope,
} from "@riddlebook/protocol";
import { fromBasisPoints, RATE_SCALE, rateBasisPoints, winRateBasisPoints } from "@riddlebook/rules";
import { type Expression, type RawBuilder, sql } from "kysely";
import type { Db, LeaderboardEntriesTable } from "../schema";
import type { WriteBatch } from "../write-batch";

const ALL_TIME = "all";
const DAY_MS = 24 * 60 * 60 * 1000;

const COLUMNS = {
  score: "total_score",
  wins: "wins",
  win_rate: "win_rate_bp",
  solve_rate: "solve_rate_bp",
} as const satisfies Record<LeaderboardMetric, keyof LeaderboardEntriesTable>;
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

const periodKey = (period: LeaderboardPeriod, now: number) => (period === "all" ? ALL_TIME : weekPeriod(now));

/** The rules' `rateBasisPoints` in SQL, over integer expressions (integer division rounds down in both dialects). */
function rateSql(part: Expression<number>, whole: Expression<number>, minimum: number) {
  return sql<
    number | null
  >`CASE WHEN ${whole} >= ${sql.lit(Math.max(1, minimum))} THEN (${part}) * ${sql.lit(RATE_SCALE)} / (${whole}) ELSE NULL END`;
}

/** What one human player's completed game adds to their leaderboard rows. */
interface LeaderboardDelta {
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

/** Thrown for a cursor that is malformed or belongs to another board (or last week's). */
export class LeaderboardCursorError extends Error {
  override name = "LeaderboardCursorError";
}

/** Where a page ends: the last entry's stored value and user id. */
interface Position {
  value: number;
  userId: string;
}

interface CursorBody extends Position {
  board: string;
}

/** The board a cursor belongs to: scope, metric and period key ("global/score/2031-W24"). */
const boardOf = (scope: LeaderboardScope, metric: LeaderboardMetric, key: string) =>
  `${scope}/${metric}/${key}`;

function encodeCursor(board: string, at: Position): string {
  return Buffer.from(JSON.stringify({ b: board, v: at.value, u: at.userId })).toString("base64url");
}

function decodeCursor(cursor: string): CursorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw new LeaderboardCursorError("malformed cursor");
  }
  const { b, v, u } = (parsed ?? {}) as { b?: unknown; v?: unknown; u?: unknown };
  if (typeof b !== "string" || !Number.isSafeInteger(v) || typeof u !== "string" || u.length > 100) {
    throw new LeaderboardCursorError("malformed cursor");
  }
  return { board: b, value: v as number, userId: u };
}

/** One entry as stored, before its rank. */
interface Row {
  userId: string;
  value: number;
  games: number;
  wins: number;
  totalScore: number;
}

interface Named {
  name: string;
  isGuest: boolean;
}

/** The value as the board shows it: points and wins as they are, rates as 0–1. */
const shownValue = (metric: LeaderboardMetric, value: number) =>
  metric === "win_rate" || metric === "solve_rate" ? fromBasisPoints(value) : value;

function entryOf(metric: LeaderboardMetric, row: Row, rank: number, named: Named): LeaderboardEntry {
  return {
    rank,
    userId: row.userId,
    name: named.name,
    isGuest: named.isGuest,
    value: shownValue(metric, row.value),
    gamesPlayed: row.games,
    wins: row.wins,
    totalScore: row.totalScore,
  };
}

/** Which board, for whom, and from where. */
interface BoardQuery {
  scope: LeaderboardScope;
  period: LeaderboardPeriod;
  metric: LeaderboardMetric;
  /** The signed-in user: `me`, and whose friends. */
  userId: string;
  cursor?: string | undefined;
  limit: number;
  now: number;
}

interface BoardPage {
  entries: LeaderboardEntry[];
  me: LeaderboardEntry | null;
  nextCursor: string | null;
}

/** Entries of one period, with the ranked column as `value`. */
function entriesOf(db: Db, key: string, metric: LeaderboardMetric) {
  const column = COLUMNS[metric];
  return db
    .selectFrom("leaderboard_entries as e")
    .select([`e.${column} as value`, "e.user_id", "e.games", "e.wins", "e.total_score"])
    .where("e.period", "=", key)
    .where(`e.${column}`, "is not", null);
}

const rowOf = (r: {
  value: number | null;
  user_id: string;
  games: number;
  wins: number;
  total_score: number;
}) => ({
  userId: r.user_id,
  value: Number(r.value),
  games: Number(r.games),
  wins: Number(r.wins),
  totalScore: Number(r.total_score),
});

/** Names and guest flags of `ids`. */
async function namesOf(db: Db, ids: readonly string[]): Promise<Map<string, Named>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("users")
    .select(["id", "username", "is_guest"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, { name: r.username, isGuest: Boolean(r.is_guest) }]));
}

/** The number of entries of the board whose value is strictly greater than `value`. */
async function countAbove(db: Db, key: string, metric: LeaderboardMetric, value: number): Promise<number> {
  const row = await db
    .selectFrom("leaderboard_counts")
    .select((eb) => eb.fn.sum<number | null>("n").as("above"))
    .where("period", "=", key)
    .where("metric", "=", metric)
    .where("value", ">", value)
    .executeTakeFirst();
  return Number(row?.above ?? 0);
}

/**
 * The rank of each value on a page (`values` in board order): one sum above the first, and the
 * histogram rows between the first and the last.
 */
async function ranksOf(
  db: Db,
  key: string,
  metric: LeaderboardMetric,
  values: readonly number[],
): Promise<Map<number, number>> {
  const top = values[0];
  const bottom = values.at(-1);
  if (top === undefined || bottom === undefined) return new Map();
  const above = await countAbove(db, key, metric, top);
  const between =
    bottom < top
      ? await db
          .selectFrom("leaderboard_counts")
          .select(["value", "n"])
          .where("period", "=", key)
          .where("metric", "=", metric)
          .where("value", ">", bottom)
          .where("value", "<=", top)
          .orderBy("value", "desc")
          .execute()
      : [];
  const ranks = new Map<number, number>();
  let passed = 0;
  let i = 0;
  for (const value of values) {
    if (ranks.has(value)) continue;
    for (; i < between.length && Number(between[i]?.value) > value; i++) passed += Number(between[i]?.n);
    ranks.set(value, 1 + above + passed);
  }
  return ranks;
}

/** A page of the global board from `after` on: two keyset reads, ranks from the histogram. */
async function globalPage(
  db: Db,
  query: Pick<BoardQuery, "metric" | "limit">,
  key: string,
  after: Position | null,
): Promise<Omit<BoardPage, "me">> {
  const { metric, limit } = query;
  const column = COLUMNS[metric];
  const want = limit + 1;
  const rows: Row[] = [];
  if (after) {
    // The rest of the cursor's tie, then the values below it: two index ranges.
    const ties = await entriesOf(db, key, metric)
      .where(`e.${column}`, "=", after.value)
      .where("e.user_id", ">", after.userId)
      .orderBy("e.user_id")
      .limit(want)
      .execute();
    rows.push(...ties.map(rowOf));
  }
  if (rows.length < want) {
    let below = entriesOf(db, key, metric);
    if (after) below = below.where(`e.${column}`, "<", after.value);
    const more = await below
      .orderBy(`e.${column}`, "desc")
      .orderBy("e.user_id")
      .limit(want - rows.length)
      .execute();
    rows.push(...more.map(rowOf));
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const ranks = await ranksOf(
    db,
    key,
    metric,
    page.map((r) => r.value),
  );
  const names = await namesOf(
    db,
    page.map((r) => r.userId),
  );
  return {
    entries: page.map((row) => entryOf(metric, row, ranks.get(row.value) ?? 0, namedOf(names, row))),
    nextCursor: rows.length > limit && last ? encodeCursor(boardOf("global", metric, key), last) : null,
  };
}

const namedOf = (names: Map<string, Named>, row: Row) =>
  names.get(row.userId) ?? { name: "", isGuest: false };

/** Your entry on the global board with its rank (1 + the histogram's sum above your value), or null. */
async function globalOwnEntry(db: Db, metric: LeaderboardMetric, key: string, userId: string) {
  const mine = await entriesOf(db, key, metric).where("e.user_id", "=", userId).executeTakeFirst();
  if (!mine || mine.value === null) return null;
  const row = rowOf(mine);
  const rank = 1 + (await countAbove(db, key, metric, row.value));
  const names = await namesOf(db, [userId]);
  return entryOf(metric, row, rank, namedOf(names, row));
}

/**
 * One page of the global board (`query.cursor` on), without the caller's own entry: what
 * `readLeaderboard` reads for the page. Throws LeaderboardCursorError like it.
 */
export async function readGlobalPage(
  db: Db,
  query: Omit<BoardQuery, "scope" | "userId">,
): Promise<Omit<BoardPage, "me">> {
  const key = periodKey(query.period, query.now);
  return globalPage(db, query, key, cursorPosition({ ...query, scope: "global" }, key));
}

/** The caller's own entry on a global board, with its rank: what `readLeaderboard` reads for `me`. */
export function readGlobalRank(
  db: Db,
  query: Pick<BoardQuery, "metric" | "period" | "now" | "userId">,
): Promise<LeaderboardEntry | null> {
  return globalOwnEntry(db, query.metric, periodKey(query.period, query.now), query.userId);
}

/**
 * A cursor that continues a board after the entry of `userId` with the stored `value` (points, wins,
 * or a rate in basis points), as if a page had ended there.
 */
export function leaderboardCursor(
  board: Pick<BoardQuery, "scope" | "metric" | "period" | "now">,
  at: Position,
): string {
  return encodeCursor(boardOf(board.scope, board.metric, periodKey(board.period, board.now)), at);
}

/** Board order: value descending, then user id. */
const before = (a: Position, b: Position) => (a.value !== b.value ? a.value > b.value : a.userId < b.userId);

/** You and your friends, ranked among yourselves (a friends list is small: read whole). */
async function friendsBoard(
  db: Db,
  query: BoardQuery,
  key: string,
  after: Position | null,
): Promise<BoardPage> {
  const { metric, limit, userId } = query;
  const column = COLUMNS[metric];
  const select = ["e.user_id", "e.games", "e.wins", "e.total_score", "u.username", "u.is_guest"] as const;
  // CROSS JOIN fixes the join order on SQLite: your friendships first, then each friend's entry by
  // its key (left to itself, SQLite may scan the period's whole board instead).
  const friends = await db
    .selectFrom("friendships as f")
    .crossJoin("leaderboard_entries as e")
    .innerJoin("users as u", "u.id", "e.user_id")
    .select([`e.${column} as value`, ...select])
    .where("f.user_id", "=", userId)
    .whereRef("e.user_id", "=", "f.friend_id")
    .where("e.period", "=", key)
    .where(`e.${column}`, "is not", null)
    .execute();
  const own = await db
    .selectFrom("leaderboard_entries as e")
    .innerJoin("users as u", "u.id", "e.user_id")
    .select([`e.${column} as value`, ...select])
    .where("e.period", "=", key)
    .where("e.user_id", "=", userId)
    .where(`e.${column}`, "is not", null)
    .execute();
  const rows = [...own, ...friends]
    .map((r) => ({ row: rowOf(r), named: { name: r.username, isGuest: Boolean(r.is_guest) } }))
    .sort((a, b) => (before(a.row, b.row) ? -1 : before(b.row, a.row) ? 1 : 0));
  const ranked: LeaderboardEntry[] = [];
  for (const [i, { row, named }] of rows.entries()) {
    const previous = ranked[i - 1];
    const rank = previous && rows[i - 1]?.row.value === row.value ? previous.rank : i + 1;
    ranked.push(entryOf(metric, row, rank, named));
  }
  const start = after ? rows.findIndex(({ row }) => before(after, row)) : 0;
  const from = start === -1 ? rows.length : start;
  const entries = ranked.slice(from, from + limit);
  const lastRow = rows[from + limit - 1];
  return {
    entries,
    me: ranked.find((e) => e.userId === userId) ?? null,
    nextCursor:
      from + limit < rows.length && lastRow
        ? encodeCursor(boardOf("friends", metric, key), lastRow.row)
        : null,
  };
}

/** The position a query's cursor names, after checking that it belongs to the board asked for. */
function cursorPosition(
  query: Pick<BoardQuery, "scope" | "metric" | "cursor">,
  key: string,
): Position | null {
  if (query.cursor === undefined) return null;
  const cursor = decodeCursor(query.cursor);
  if (cursor.board !== boardOf(query.scope, query.metric, key)) {
    throw new LeaderboardCursorError("the cursor is for another board");
  }
  return { value: cursor.value, userId: cursor.userId };
}

/**
 * One page of a board, from the cursor on, and the caller's own entry (null when they are not on
 * this board). Throws LeaderboardCursorError for a cursor of another board, including one from a
 * week that has ended.
 */
export async function readLeaderboard(db: Db, query: BoardQuery): Promise<BoardPage> {
  const key = periodKey(query.period, query.now);
  const after = cursorPosition(query, key);
  if (query.scope === "friends") return friendsBoard(db, query, key, after);
  const [page, me] = await Promise.all([
    globalPage(db, query, key, after),
    globalOwnEntry(db, query.metric, key, query.userId),
  ]);
  return { ...page, me };
}
