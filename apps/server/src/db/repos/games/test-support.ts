/**
 * For tests only (no server code calls these): row counts that let a test check what the game
 * commits wrote, e.g. that a refused riddle or guess left no row behind.
 */
import type { Db } from "../../schema";

/** How many `game_riddles` rows the game has. */
export async function countRiddleRows(db: Db, gameId: string): Promise<number> {
  const row = await db
    .selectFrom("game_riddles")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("game_id", "=", gameId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many `game_guesses` rows the game has. */
export async function countGuessRows(db: Db, gameId: string): Promise<number> {
  const row = await db
    .selectFrom("game_guesses")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("game_id", "=", gameId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
