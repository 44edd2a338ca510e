import type { Db } from "../schema";
import { uniqueViolationTarget } from "../unique-violation";

/** A riddle offered for community review (docs/product.md §11, "Published riddle"). */
interface PublishedRiddleRecord {
  id: string;
  riddleId: string;
  gameId: string;
  userId: string;
  selectedWord: string;
  riddleText: string;
  playerName: string;
  gameMode: string;
  difficulty: string;
  status: "pending" | "approved" | "rejected";
  publishedAt: number;
  /** The wordbook page of the riddle's round. */
  pageNumber: number | null;
  /**
   * When it entered the review queue: at publishing when its round is already scored, otherwise
   * null until the round is (docs/decisions/021-community-riddles-moderation.md).
   */
  queuedAt: number | null;
}

async function findPublishedByRiddle(db: Db, riddleId: string): Promise<PublishedRiddleRecord | null> {
  const row = await db
    .selectFrom("published_riddles")
    .selectAll()
    .where("riddle_id", "=", riddleId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    riddleId: row.riddle_id,
    gameId: row.game_id,
    userId: row.user_id,
    selectedWord: row.selected_word,
    riddleText: row.riddle_text,
    playerName: row.player_name,
    gameMode: row.game_mode,
    difficulty: row.difficulty,
    status: row.status as PublishedRiddleRecord["status"],
    publishedAt: Number(row.published_at),
    pageNumber: row.page_number === null ? null : Number(row.page_number),
    queuedAt: row.queued_at === null ? null : Number(row.queued_at),
  };
}

/**
 * Stores the riddle as pending review, once: a second publish of the same riddle returns the row
 * already stored (`created` false).
 */
export async function publishRiddle(
  db: Db,
  input: Omit<PublishedRiddleRecord, "status" | "pageNumber" | "queuedAt"> &
    Partial<Pick<PublishedRiddleRecord, "pageNumber" | "queuedAt">>,
): Promise<{ record: PublishedRiddleRecord; created: boolean }> {
  const riddle = { ...input, pageNumber: input.pageNumber ?? null, queuedAt: input.queuedAt ?? null };
  try {
    await db
      .insertInto("published_riddles")
      .values({
        id: riddle.id,
        riddle_id: riddle.riddleId,
        game_id: riddle.gameId,
        user_id: riddle.userId,
        selected_word: riddle.selectedWord,
        riddle_text: riddle.riddleText,
        player_name: riddle.playerName,
        game_mode: riddle.gameMode,
        difficulty: riddle.difficulty,
        status: "pending",
        published_at: riddle.publishedAt,
        page_number: riddle.pageNumber,
        queued_at: riddle.queuedAt,
      })
      .execute();
    return { record: { ...riddle, status: "pending" }, created: true };
  } catch (error) {
    if (uniqueViolationTarget(error) === null) throw error;
    const existing = await findPublishedByRiddle(db, riddle.riddleId);
    if (!existing) throw error;
    return { record: existing, created: false };
  }
}
