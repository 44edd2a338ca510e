import type { Db } from "../schema";
import type { ReportTarget } from "./reports";

/** Whether any of `targets` has an open report (a moderation action needs one; issue 29). */
export async function hasOpenReports(db: Db, targets: readonly ReportTarget[]): Promise<boolean> {
  if (targets.length === 0) return false;
  const row = await db
    .selectFrom("reports")
    .select("id")
    .where("status", "=", "open")
    .where((eb) =>
      eb.or(targets.map((t) => eb.and([eb("target_type", "=", t.type), eb("target_id", "=", t.id)]))),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The game and seat that wrote a game riddle. */
export async function riddleSeat(
  db: Db,
  riddleId: string,
): Promise<{ gameId: string; playerId: string } | null> {
  const row = await db
    .selectFrom("game_riddles")
    .select(["game_id", "player_id"])
    .where("riddle_id", "=", riddleId)
    .executeTakeFirst();
  return row ? { gameId: row.game_id, playerId: row.player_id } : null;
}

/** The author (user id) of a published riddle. */
export async function publishedRiddleAuthor(db: Db, id: string): Promise<string | null> {
  const row = await db
    .selectFrom("published_riddles")
    .select("user_id")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** A user's role, or null for no such user. */
export async function roleOf(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom("users").select("role").where("id", "=", userId).executeTakeFirst();
  return row?.role ?? null;
}
