/**
 * Leaderboard cursors (docs/decisions/020-friends-presence-challenges-leaderboards.md): a page ends
 * at an entry's stored value and user id, and the cursor names the board it belongs to (scope, metric
 * and period key), so a weekly cursor stops working when the week turns.
 */
import type { LeaderboardMetric, LeaderboardScope } from "@riddlebook/protocol";
import { leaderboardPeriodKey } from "../../db/repos/leaderboard";
import type { BoardQuery } from "./entries";

/** Thrown for a cursor that is malformed or belongs to another board (or last week's). */
export class LeaderboardCursorError extends Error {
  override name = "LeaderboardCursorError";
}

/** Where a page ends: the last entry's stored value and user id. */
export interface Position {
  value: number;
  userId: string;
}

interface CursorBody extends Position {
  board: string;
}

/** The board a cursor belongs to: scope, metric and period key ("global/score/2031-W24"). */
export const boardOf = (scope: LeaderboardScope, metric: LeaderboardMetric, key: string) =>
  `${scope}/${metric}/${key}`;

export function encodeCursor(board: string, at: Position): string {
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

/** The position a query's cursor names, after checking that it belongs to the board asked for. */
export function cursorPosition(
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

/** Board order: value descending, then user id. */
export const before = (a: Position, b: Position) =>
  a.value !== b.value ? a.value > b.value : a.userId < b.userId;

/**
 * A cursor that continues a board after the entry of `userId` with the stored `value` (points, wins,
 * or a rate in basis points), as if a page had ended there.
 */
export function leaderboardCursor(
  board: Pick<BoardQuery, "scope" | "metric" | "period" | "now">,
  at: Position,
): string {
  return encodeCursor(boardOf(board.scope, board.metric, leaderboardPeriodKey(board.period, board.now)), at);
}
