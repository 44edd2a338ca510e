/**
 * The leaderboard feature's authority (docs/decisions/041-feature-modules.md): it reads the boards.
 * What goes onto them is written by the commit that completes a game, as the rules' `countGame` says
 * (db/repos/games/fair-play.ts, db/repos/leaderboard.ts; docs/decisions/045-what-counts-on-leaderboards.md).
 */
import {
  LEADERBOARD_PAGE_SIZE,
  type LeaderboardMetric,
  type LeaderboardPeriod,
  type LeaderboardResponse,
  type LeaderboardScope,
} from "@riddlebook/protocol";
import { leaderboardPeriodKey as periodKey } from "../../db/repos/leaderboard";
import type { Db } from "../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { cursorPosition, LeaderboardCursorError } from "./cursor";
import type { BoardPage, BoardQuery } from "./entries";
import { friendsBoard } from "./friends-repository";
import { globalOwnEntry, globalPage } from "./global-repository";

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

/**
 * The answer of `GET /api/leaderboard` for `userId` at `now`: a cursor that is malformed, of another
 * board, or of a week that has ended is the domain error `invalid_request` (a 400).
 */
export async function leaderboardFor(
  db: Db,
  userId: string,
  now: number,
  query: {
    scope: LeaderboardScope;
    period: LeaderboardPeriod;
    metric: LeaderboardMetric;
    cursor?: string | undefined;
    limit?: number | undefined;
  },
): Promise<LeaderboardResponse> {
  try {
    const page = await readLeaderboard(db, {
      ...query,
      userId,
      limit: query.limit ?? LEADERBOARD_PAGE_SIZE,
      now,
    });
    return { scope: query.scope, period: query.period, metric: query.metric, ...page };
  } catch (error) {
    if (error instanceof LeaderboardCursorError) {
      throw new DomainError(
        "invalid_request",
        "That page of the leaderboard no longer exists. Start from the top.",
      );
    }
    throw error;
  }
}
