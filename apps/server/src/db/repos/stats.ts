import type { Db } from "../schema";

/** A player's lifetime stats. A completed game adds to them in its commit (`games/commit.ts`). */
interface UserStatsRecord {
  gamesPlayed: number;
  gamesWon: number;
  riddlesCreated: number;
  totalScore: number;
  currentWinStreak: number;
}

/** The stats of a player who has not completed a game. */
export const ZERO_STATS: UserStatsRecord = {
  gamesPlayed: 0,
  gamesWon: 0,
  riddlesCreated: 0,
  totalScore: 0,
  currentWinStreak: 0,
};

/** The user's stats; zeros when the row is missing. */
export async function getStats(db: Db, userId: string): Promise<UserStatsRecord> {
  const row = await db
    .selectFrom("user_stats")
    .select(["games_played", "games_won", "riddles_created", "total_score", "current_win_streak"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return { ...ZERO_STATS };
  return {
    gamesPlayed: Number(row.games_played),
    gamesWon: Number(row.games_won),
    riddlesCreated: Number(row.riddles_created),
    totalScore: Number(row.total_score),
    currentWinStreak: Number(row.current_win_streak),
  };
}

/** Overwrites the stats (tests use it to give a player a history). */
export async function setStats(db: Db, userId: string, stats: UserStatsRecord): Promise<void> {
  await db
    .updateTable("user_stats")
    .set({
      games_played: stats.gamesPlayed,
      games_won: stats.gamesWon,
      riddles_created: stats.riddlesCreated,
      total_score: stats.totalScore,
      current_win_streak: stats.currentWinStreak,
    })
    .where("user_id", "=", userId)
    .execute();
}
