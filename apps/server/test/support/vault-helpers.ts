import type { Db } from "../../src/db/schema";

/** A published riddle as the Vault tests need one (written straight to the table). */
export interface StoredRiddle {
  id: string;
  userId: string;
  word: string;
  text?: string;
  page?: number | null;
  status?: "pending" | "approved" | "rejected";
  hidden?: boolean;
  totalGuesses?: number;
  correctGuesses?: number;
  publishedAt?: number;
  playerName?: string;
}

/** Stores a published riddle, approved on the Animals page (4) unless told otherwise. */
export async function storePublishedRiddle(db: Db, riddle: StoredRiddle): Promise<string> {
  await db
    .insertInto("published_riddles")
    .values({
      id: riddle.id,
      riddle_id: `r-${riddle.id}`,
      game_id: `g-${riddle.id}`,
      user_id: riddle.userId,
      selected_word: riddle.word,
      riddle_text: riddle.text ?? "I am a creature you might meet outdoors.",
      player_name: riddle.playerName ?? "Quill",
      game_mode: "classic",
      difficulty: "medium",
      status: riddle.status ?? "approved",
      total_guesses: riddle.totalGuesses ?? 0,
      correct_guesses: riddle.correctGuesses ?? 0,
      review_notes: null,
      reviewed_by: null,
      reviewed_at: null,
      published_at: riddle.publishedAt ?? 1_000,
      page_number: riddle.page === undefined ? 4 : riddle.page,
      hidden: riddle.hidden ? 1 : 0,
      queued_at: 1_000,
    })
    .execute();
  return riddle.id;
}

/** The riddle's stored counters. */
export async function countersOf(db: Db, id: string): Promise<{ total: number; correct: number }> {
  const row = await db
    .selectFrom("published_riddles")
    .select(["total_guesses", "correct_guesses"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total_guesses), correct: Number(row.correct_guesses) };
}
