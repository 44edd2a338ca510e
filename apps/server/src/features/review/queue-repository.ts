import type { ExpressionBuilder } from "kysely";
import type { Database, Db } from "../../db/schema";
import { uniqueViolationTarget } from "../../db/unique-violation";

/**
 * Publishing and queueing (docs/decisions/021-community-riddles-moderation.md): a published riddle
 * enters the moderators' queue (`queued_at`) once its round is scored or its game is over, never
 * while a moderator could still be playing for its word. The games' commit hook queues them as
 * rounds are scored (`queueRiddles`, from `queue-hook.ts`); every read of the queue first queues any
 * it missed (`queueEndedRounds`), from the games' stored progress.
 */

/** The most unqueued riddles one read checks and queues. */
const QUEUE_CHECK_LIMIT = 500;

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

/**
 * Queues the published riddles among `riddleIds` (game riddle ids) that are not queued yet: their
 * round has just been scored. Answers how many were queued. Writes only when there is one.
 */
export async function queueRiddles(db: Db, riddleIds: readonly string[], now: number): Promise<number> {
  if (riddleIds.length === 0) return 0;
  // Most scored rounds have no published riddle: a read finds that out without taking a write lock.
  const waiting = await db
    .selectFrom("published_riddles")
    .select("id")
    .where("riddle_id", "in", riddleIds)
    .where("queued_at", "is", null)
    .execute();
  if (waiting.length === 0) return 0;
  const result = await db
    .updateTable("published_riddles")
    .set({ queued_at: now })
    .where(
      "id",
      "in",
      waiting.map((row) => row.id),
    )
    .where("queued_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Whether a published riddle's round is over, from the stored game: the game is in scoring (so every
 * round so far is scored) or complete, or a later round has begun (the riddle's round then has a
 * `game_rounds` row), or the game is gone.
 */
function roundIsOver(eb: ExpressionBuilder<Database, "published_riddles">) {
  return eb.or([
    eb.not(
      eb.exists(
        eb.selectFrom("games").select("games.id").whereRef("games.id", "=", "published_riddles.game_id"),
      ),
    ),
    eb.exists(
      eb
        .selectFrom("games")
        .select("games.id")
        .whereRef("games.id", "=", "published_riddles.game_id")
        .where("games.phase", "in", ["scoring", "complete"]),
    ),
    eb.exists(
      eb
        .selectFrom("game_riddles")
        .innerJoin("game_rounds", (join) =>
          join
            .onRef("game_rounds.game_id", "=", "game_riddles.game_id")
            .onRef("game_rounds.round", "=", "game_riddles.round"),
        )
        .select("game_riddles.riddle_id")
        .whereRef("game_riddles.riddle_id", "=", "published_riddles.riddle_id"),
    ),
  ]);
}

/**
 * Queues pending riddles the commit hook missed (published as their round was being scored, a
 * commit on an instance that stopped, or rows from before the queue existed) whose round is over.
 * Reads first and writes only when there is something to queue. `id` limits it to one riddle.
 */
export async function queueEndedRounds(db: Db, now: number, id?: string): Promise<number> {
  let query = db
    .selectFrom("published_riddles")
    .select("published_riddles.id")
    .where("published_riddles.status", "=", "pending")
    .where("published_riddles.queued_at", "is", null)
    .where(roundIsOver)
    .limit(QUEUE_CHECK_LIMIT);
  if (id !== undefined) query = query.where("published_riddles.id", "=", id);
  const ids = (await query.execute()).map((row) => row.id);
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("published_riddles")
    .set({ queued_at: now })
    .where("id", "in", ids)
    .where("queued_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
