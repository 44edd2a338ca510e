/**
 * The battle record's reads (migration 0017; packages/rules/src/battle.ts): each user's wins, losses,
 * draws and rating, kept in `user_stats`. They are written only inside the commit that completes a
 * battle (db/repos/games/battle-updates.ts), so a battle counts exactly once.
 */
import type { BattleRecord } from "@riddlebook/protocol";
import { BATTLE_RATING } from "@riddlebook/rules";
import type { Db } from "../../db/schema";

/** The user's battle record; a fresh one (no battles, rated 1200) when they have no stats row. */
export async function getBattleRecord(db: Db, userId: string): Promise<BattleRecord> {
  const row = await db
    .selectFrom("user_stats")
    .select(["battle_wins", "battle_losses", "battle_draws", "battle_rating", "battles_rated"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return {
    wins: Number(row?.battle_wins ?? 0),
    losses: Number(row?.battle_losses ?? 0),
    draws: Number(row?.battle_draws ?? 0),
    rating: Number(row?.battle_rating ?? BATTLE_RATING.start),
    ratedBattles: Number(row?.battles_rated ?? 0),
  };
}
