/**
 * The global board (docs/decisions/020-friends-presence-challenges-leaderboards.md): keyset pages over
 * (value descending, user id) read from the entries' indexes, and ranks summed from the histogram
 * (`leaderboard_counts`): 1 + the number of entries with a strictly greater value ("1, 2, 2, 4").
 */
import type { LeaderboardEntry, LeaderboardMetric } from "@riddlebook/protocol";
import {
  LEADERBOARD_COLUMNS as COLUMNS,
  leaderboardPeriodKey as periodKey,
} from "../../db/repos/leaderboard";
import type { Db } from "../../db/schema";
import { boardOf, cursorPosition, encodeCursor, type Position } from "./cursor";
import { type BoardPage, type BoardQuery, entryOf, type Named, namedOf, type Row, rowOf } from "./entries";

/** Entries of one period, with the ranked column as `value`. */
function entriesOf(db: Db, key: string, metric: LeaderboardMetric) {
  const column = COLUMNS[metric];
  return db
    .selectFrom("leaderboard_entries as e")
    .select([`e.${column} as value`, "e.user_id", "e.games", "e.wins", "e.total_score"])
    .where("e.period", "=", key)
    .where(`e.${column}`, "is not", null);
}

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
export async function globalPage(
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

/** Your entry on the global board with its rank (1 + the histogram's sum above your value), or null. */
export async function globalOwnEntry(db: Db, metric: LeaderboardMetric, key: string, userId: string) {
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
