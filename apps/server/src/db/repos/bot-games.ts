import type { Db } from "../schema";

/** The phases in which bots have something to do (write, then read and guess). */
const BOT_PHASES = ["writing", "reading"] as const;

/**
 * Ids of the games that are in a phase where bots act and have at least one bot seated: what the
 * bot runner re-plans after a restart.
 */
export async function listGamesAwaitingBots(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("games")
    .innerJoin("game_players", "game_players.game_id", "games.id")
    .select("games.id")
    .distinct()
    .where("game_players.is_bot", "=", 1)
    .where("games.completed_at", "is", null)
    .where("games.phase", "in", [...BOT_PHASES])
    .execute();
  return rows.map((row) => row.id);
}
