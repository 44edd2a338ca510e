/**
 * The friends board (docs/decisions/020-friends-presence-challenges-leaderboards.md): you and your
 * friends, ranked among yourselves. A friends list is small, so it is read whole and ranked here.
 */
import type { LeaderboardEntry } from "@riddlebook/protocol";
import { LEADERBOARD_COLUMNS as COLUMNS } from "../../db/repos/leaderboard";
import type { Db } from "../../db/schema";
import { before, boardOf, encodeCursor, type Position } from "./cursor";
import { type BoardPage, type BoardQuery, entryOf, rowOf } from "./entries";

/** You and your friends, ranked among yourselves (a friends list is small: read whole). */
export async function friendsBoard(
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
