/**
 * A leaderboard's entries as the feature reads and answers them: the stored row, the shown value and
 * the query and page shapes (docs/decisions/020-friends-presence-challenges-leaderboards.md).
 */
import type {
  LeaderboardEntry,
  LeaderboardMetric,
  LeaderboardPeriod,
  LeaderboardScope,
} from "@riddlebook/protocol";
import { fromBasisPoints } from "@riddlebook/rules";

/** One entry as stored, before its rank. */
export interface Row {
  userId: string;
  value: number;
  games: number;
  wins: number;
  totalScore: number;
}

export interface Named {
  name: string;
  isGuest: boolean;
}

/** The value as the board shows it: points and wins as they are, rates as 0–1. */
const shownValue = (metric: LeaderboardMetric, value: number) =>
  metric === "win_rate" || metric === "solve_rate" ? fromBasisPoints(value) : value;

export function entryOf(metric: LeaderboardMetric, row: Row, rank: number, named: Named): LeaderboardEntry {
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
export interface BoardQuery {
  scope: LeaderboardScope;
  period: LeaderboardPeriod;
  metric: LeaderboardMetric;
  /** The signed-in user: `me`, and whose friends. */
  userId: string;
  cursor?: string | undefined;
  limit: number;
  now: number;
}

export interface BoardPage {
  entries: LeaderboardEntry[];
  me: LeaderboardEntry | null;
  nextCursor: string | null;
}

export const rowOf = (r: {
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

export const namedOf = (names: Map<string, Named>, row: Row) =>
  names.get(row.userId) ?? { name: "", isGuest: false };
