/**
 * Writers' unsent riddle texts (`drafts`): one per seat, replaced on every save, only ever shown to
 * their author.
 */
import type { Db } from "../../schema";

/** The seat's saved draft for `round`, or null. */
export async function getDraft(
  db: Db,
  gameId: string,
  playerId: string,
  round: number,
): Promise<string | null> {
  const row = await db
    .selectFrom("drafts")
    .select("text")
    .where("game_id", "=", gameId)
    .where("player_id", "=", playerId)
    .where("round", "=", round)
    .executeTakeFirst();
  return row?.text ?? null;
}

/** Saves (replaces) the seat's draft. */
export async function saveDraft(
  db: Db,
  draft: { gameId: string; playerId: string; round: number; text: string; now: number },
): Promise<void> {
  await db
    .insertInto("drafts")
    .values({
      game_id: draft.gameId,
      player_id: draft.playerId,
      round: draft.round,
      text: draft.text,
      updated_at: draft.now,
    })
    .onConflict((oc) =>
      oc
        .columns(["game_id", "player_id"])
        .doUpdateSet({ round: draft.round, text: draft.text, updated_at: draft.now }),
    )
    .execute();
}

/** Every seat's saved draft for `round` of the game, by player id. */
export async function listDraftsForRound(
  db: Db,
  gameId: string,
  round: number,
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom("drafts")
    .select(["player_id", "text"])
    .where("game_id", "=", gameId)
    .where("round", "=", round)
    .execute();
  const drafts: Record<string, string> = {};
  for (const row of rows) drafts[row.player_id] = row.text;
  return drafts;
}
