/**
 * Finding games: by join code, the public games in setup, a user's live games, the owner of a seat
 * or riddle, live join codes, the running clocks the deadline scheduler arms, and the setup games
 * a user hosts or that sat idle (ADR 013). Whole states are reassembled by `load.ts`.
 */
import type { GameState } from "@riddlebook/rules";
import type { Db } from "../../schema";
import { assembleGames, GAME_ROW, type StoredGame } from "./load";

/** The game that is not complete with this (already upper-cased) join code. */
export async function findLiveGameByCode(db: Db, joinCode: string): Promise<GameState | null> {
  const row = await db
    .selectFrom("games")
    .select(GAME_ROW)
    .where("join_code", "=", joinCode)
    .where("completed_at", "is", null)
    .executeTakeFirst();
  return row ? ((await assembleGames(db, [row]))[0]?.state ?? null) : null;
}

/** Every join code in use by a game that is not complete. */
export async function listLiveJoinCodes(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom("games").select("join_code").where("completed_at", "is", null).execute();
  return new Set(rows.map((row) => row.join_code));
}

/** Public games in setup, newest first (the caller filters out full ones). */
export async function listPublicSetupGames(db: Db, limit: number): Promise<GameState[]> {
  const rows = await db
    .selectFrom("games")
    .select(GAME_ROW)
    .where("is_public", "=", 1)
    .where("phase", "=", "setup")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return (await assembleGames(db, rows)).map((stored) => stored.state);
}

/** The user's seats in games that are not complete, with those games, newest first. */
export async function listLiveGamesForUser(
  db: Db,
  userId: string,
): Promise<{ playerId: string; state: GameState }[]> {
  const rows = await db
    .selectFrom("game_players")
    .innerJoin("games", "games.id", "game_players.game_id")
    .select(["game_players.player_id", ...GAME_ROW])
    .where("game_players.user_id", "=", userId)
    .where("games.completed_at", "is", null)
    .orderBy("games.updated_at", "desc")
    .execute();
  const stored = await assembleGames(db, rows);
  return rows.map((row, i) => ({ playerId: row.player_id, state: (stored[i] as StoredGame).state }));
}

/** Which game a seat belongs to, and whose it is. */
export async function findSeat(
  db: Db,
  playerId: string,
): Promise<{ gameId: string; userId: string | null } | null> {
  const row = await db
    .selectFrom("game_players")
    .select(["game_id", "user_id"])
    .where("player_id", "=", playerId)
    .executeTakeFirst();
  return row ? { gameId: row.game_id, userId: row.user_id } : null;
}

/** Which game a riddle belongs to. */
export async function findRiddleGame(db: Db, riddleId: string): Promise<string | null> {
  const row = await db
    .selectFrom("game_riddles")
    .select("game_id")
    .where("riddle_id", "=", riddleId)
    .executeTakeFirst();
  return row?.game_id ?? null;
}

/** Games with a running clock: the scheduler arms a timer for each at start-up. */
export async function listRunningDeadlines(db: Db): Promise<{ gameId: string; deadline: number }[]> {
  const rows = await db
    .selectFrom("games")
    .select(["id", "deadline"])
    .where("deadline", "is not", null)
    .where("completed_at", "is", null)
    .execute();
  return rows.map((row) => ({ gameId: row.id, deadline: Number(row.deadline) }));
}

/** Games whose deadline passed before `before` (missed by whoever should have ticked them). */
export async function listOverdueGames(db: Db, before: number, limit = 500): Promise<string[]> {
  const rows = await db
    .selectFrom("games")
    .select("id")
    .where("deadline", "is not", null)
    .where("deadline", "<", before)
    .where("completed_at", "is", null)
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * How many games in setup the user hosts: games in `setup` where their seat is the host's
 * (`hostPlayerId` in the stored core). The create route caps it (ADR 013); quick-match games start
 * at once and never count.
 */
export async function countSetupGamesHostedBy(db: Db, userId: string): Promise<number> {
  const rows = await db
    .selectFrom("game_players")
    .innerJoin("games", "games.id", "game_players.game_id")
    .select(["game_players.player_id", "games.state"])
    .where("game_players.user_id", "=", userId)
    .where("games.phase", "=", "setup")
    .where("games.completed_at", "is", null)
    .execute();
  return rows.filter(
    (row) => (JSON.parse(row.state) as { hostPlayerId?: unknown }).hostPlayerId === row.player_id,
  ).length;
}

/**
 * Games in setup with no commit since before `before` (`updated_at` is the last commit's time),
 * oldest first, with the version the expiry must still find (ADR 013). Uses `games_phase_updated_at`.
 */
export async function listIdleSetupGames(
  db: Db,
  before: number,
  limit = 200,
): Promise<{ gameId: string; version: number }[]> {
  const rows = await db
    .selectFrom("games")
    .select(["id", "version"])
    .where("phase", "=", "setup")
    .where("updated_at", "<", before)
    .where("completed_at", "is", null)
    .orderBy("updated_at")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ gameId: row.id, version: Number(row.version) }));
}
