/**
 * Albums of finished games: the share links of private games' albums (migration 0015, one row per
 * game holding only the token's sha256) and the list of a player's finished games for the profile's
 * history. SQL only: the album itself is built from the game's state (`view.ts`), and who may read
 * or share it is the service's.
 */
import type { GameState } from "@riddlebook/rules";
import { stateFromCore } from "../../db/repos/games/storage";
import type { Db } from "../../db/schema";

/** The live share link of a game's album, if any. */
export async function findAlbumShare(
  db: Db,
  gameId: string,
): Promise<{ tokenHash: string; createdAt: number } | null> {
  const row = await db
    .selectFrom("album_shares")
    .select(["token_hash", "created_at"])
    .where("game_id", "=", gameId)
    .executeTakeFirst();
  return row ? { tokenHash: row.token_hash, createdAt: Number(row.created_at) } : null;
}

/** Makes the game's share link `tokenHash`, replacing any earlier one (which then opens nothing). */
export async function putAlbumShare(db: Db, gameId: string, tokenHash: string, now: number): Promise<void> {
  await db
    .insertInto("album_shares")
    .values({ game_id: gameId, token_hash: tokenHash, created_at: now })
    .onConflict((oc) => oc.column("game_id").doUpdateSet({ token_hash: tokenHash, created_at: now }))
    .execute();
}

/** Revokes the game's share link. Answers whether there was one. */
export async function deleteAlbumShare(db: Db, gameId: string): Promise<boolean> {
  const result = await db.deleteFrom("album_shares").where("game_id", "=", gameId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The user's seats in finished games that have at least one riddle, newest first, at most `limit`:
 * each with the game's core state (players and scores; rounds are not read), enough for a history
 * list. Games that ended in setup, or before anyone wrote a riddle, have nothing to show.
 */
export async function listFinishedGamesForUser(
  db: Db,
  userId: string,
  limit: number,
): Promise<{ playerId: string; finishedAt: number; state: GameState }[]> {
  const rows = await db
    .selectFrom("game_players")
    .innerJoin("games", "games.id", "game_players.game_id")
    .select(["game_players.player_id", "games.state", "games.completed_at"])
    .where("game_players.user_id", "=", userId)
    .where("games.completed_at", "is not", null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("game_riddles")
          .select("game_riddles.riddle_id")
          .whereRef("game_riddles.game_id", "=", "games.id"),
      ),
    )
    .orderBy("games.completed_at", "desc")
    .orderBy("games.id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    playerId: row.player_id,
    finishedAt: Number(row.completed_at),
    state: stateFromCore(row.state),
  }));
}
