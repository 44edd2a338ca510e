import type { MyPublishedRiddle, PublishedRiddle, ReviewStatus } from "@riddlebook/protocol";
import type { Selectable } from "kysely";
import { recordAudit } from "../../db/repos/audit";
import { vaultRatingSummaries } from "../../db/repos/vault";
import type { Db, PublishedRiddlesTable } from "../../db/schema";

/**
 * The community review queue's storage (docs/decisions/021-community-riddles-moderation.md) over
 * `published_riddles`; SQL only, the policy is in `service.ts`:
 * - a riddle is listed only once queued (`queued_at`, `queue-repository.ts`);
 * - pending riddles list oldest queued first, reviewed ones newest reviewed first, in keyset pages;
 * - a review is a conditional update plus its audit entry, in one transaction. Reviewing again is
 *   allowed (a moderator may undo a mistake); each review is audited with the change it made;
 * - each riddle shows its open reports (`openReportCounts`) and its ratings (`repos/vault.ts`).
 */

/** Moderators' page size for `GET /api/published-riddles`. */
const REVIEW_PAGE_SIZE = 20;
/** The most riddles an author's own list shows, newest first. */
const MY_RIDDLES_LIMIT = 200;

/** Thrown for a cursor that is malformed or belongs to another status's list. */
export class ReviewCursorError extends Error {
  override name = "ReviewCursorError";
}

type Row = Selectable<PublishedRiddlesTable> & { author_username: string };

const toMillis = (value: number | string | null): number | null => (value === null ? null : Number(value));

function selectRows(db: Db) {
  return db
    .selectFrom("published_riddles")
    .innerJoin("users", "users.id", "published_riddles.user_id")
    .selectAll("published_riddles")
    .select("users.username as author_username");
}

async function toPublishedRiddles(db: Db, rows: readonly Row[]): Promise<PublishedRiddle[]> {
  const ids = rows.map((row) => row.id);
  const [reports, ratings] = await Promise.all([openReportCounts(db, ids), vaultRatingSummaries(db, ids)]);
  return rows.map((row) => {
    const rating = ratings.get(row.id);
    return {
      id: row.id,
      selectedWord: row.selected_word,
      riddleText: row.riddle_text,
      playerName: row.player_name,
      authorUsername: row.author_username,
      gameMode: row.game_mode,
      difficulty: row.difficulty,
      pageNumber: row.page_number === null ? null : Number(row.page_number),
      publishedAt: Number(row.published_at),
      totalGuesses: Number(row.total_guesses),
      correctGuesses: Number(row.correct_guesses),
      reviewNotes: row.review_notes,
      reviewedBy: row.reviewed_by,
      reviewedAt: toMillis(row.reviewed_at),
      status: row.status as ReviewStatus,
      hidden: Number(row.hidden) === 1,
      reportCount: reports.get(row.id) ?? 0,
      averageRating: rating?.averageRating ?? null,
      ratingCount: rating?.ratingCount ?? 0,
    };
  });
}

interface CursorBody {
  status: ReviewStatus;
  at: number;
  id: string;
}

function encodeCursor(cursor: CursorBody): string {
  return Buffer.from(JSON.stringify({ s: cursor.status, t: cursor.at, i: cursor.id })).toString("base64url");
}

function decodeCursor(cursor: string, status: ReviewStatus): CursorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw new ReviewCursorError("malformed cursor");
  }
  const { s, t, i } = (parsed ?? {}) as { s?: unknown; t?: unknown; i?: unknown };
  if (s !== status || !Number.isSafeInteger(t) || typeof i !== "string" || i.length > 100) {
    throw new ReviewCursorError("malformed cursor");
  }
  return { status, at: t as number, id: i };
}

/**
 * One page of the published riddles in `status`: pending ones by queue time, oldest first, and only
 * once queued; approved and rejected ones by review time, newest first. `exceptAuthor` leaves out one
 * author's riddles. Throws ReviewCursorError for a cursor of another list.
 */
export async function listPublishedRiddles(
  db: Db,
  query: { status: ReviewStatus; cursor?: string | undefined; limit?: number; exceptAuthor?: string },
): Promise<{ riddles: PublishedRiddle[]; nextCursor: string | null }> {
  const limit = query.limit ?? REVIEW_PAGE_SIZE;
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, query.status);
  const pending = query.status === "pending";
  const column = pending ? "published_riddles.queued_at" : "published_riddles.reviewed_at";
  let select = selectRows(db)
    .where("published_riddles.status", "=", query.status)
    .where(column, "is not", null);
  if (query.exceptAuthor !== undefined)
    select = select.where("published_riddles.user_id", "!=", query.exceptAuthor);
  if (after) {
    const op = pending ? ">" : "<";
    select = select.where((eb) =>
      eb.or([
        eb(column, op, after.at),
        eb.and([eb(column, "=", after.at), eb("published_riddles.id", op, after.id)]),
      ]),
    );
  }
  const direction = pending ? "asc" : "desc";
  const rows = (await select
    .orderBy(column, direction)
    .orderBy("published_riddles.id", direction)
    .limit(limit + 1)
    .execute()) as Row[];
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({
          status: query.status,
          at: Number(pending ? last.queued_at : last.reviewed_at),
          id: last.id,
        })
      : null;
  return { riddles: await toPublishedRiddles(db, page), nextCursor };
}

/**
 * Open reports per published riddle id: those made on the published riddle and those made on its
 * game riddle (from a game's results). Ids without open reports are absent.
 */
export async function openReportCounts(
  db: Db,
  publishedIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (publishedIds.length === 0) return counts;
  const direct = await db
    .selectFrom("reports")
    .select(["target_id"])
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "=", "open")
    .where("target_type", "=", "published_riddle")
    .where("target_id", "in", publishedIds)
    .groupBy("target_id")
    .execute();
  const viaGame = await db
    .selectFrom("reports")
    .innerJoin("published_riddles", "published_riddles.riddle_id", "reports.target_id")
    .select(["published_riddles.id as published_id"])
    .select((eb) => eb.fn.countAll().as("n"))
    .where("reports.status", "=", "open")
    .where("reports.target_type", "=", "riddle")
    .where("published_riddles.id", "in", publishedIds)
    .groupBy("published_riddles.id")
    .execute();
  for (const row of direct) counts.set(row.target_id, Number(row.n));
  for (const row of viaGame)
    counts.set(row.published_id, (counts.get(row.published_id) ?? 0) + Number(row.n));
  return counts;
}

/** A review: the verdict, the notes, and the signed-in moderator who gives it. */
interface ReviewInput {
  id: string;
  approved: boolean;
  notes: string | null;
  reviewer: { id: string; username: string };
  now: number;
  /** The id of the audit entry this review writes. */
  auditId: string;
}

/**
 * Records a review of a queued published riddle and its audit entry (kind `review`) in one
 * transaction: status, notes, `reviewed_by` (the reviewer's username) and `reviewed_at`. A riddle
 * reviewed before may be reviewed again. Answers the riddle as it now is, or null when there is no
 * queued riddle with that id (unknown, or its round is still being played).
 */
export async function reviewPublishedRiddle(db: Db, input: ReviewInput): Promise<PublishedRiddle | null> {
  const status: ReviewStatus = input.approved ? "approved" : "rejected";
  const reviewed = await db.transaction().execute(async (trx) => {
    // A conditional update on the status read: a concurrent review makes it miss, and it reads again,
    // so the audit entry names the change this review really made.
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await trx
        .selectFrom("published_riddles")
        .select(["status", "queued_at"])
        .where("id", "=", input.id)
        .executeTakeFirst();
      if (!current || current.queued_at === null) return false;
      const result = await trx
        .updateTable("published_riddles")
        .set({
          status,
          review_notes: input.notes,
          reviewed_by: input.reviewer.username,
          reviewed_at: input.now,
        })
        .where("id", "=", input.id)
        .where("status", "=", current.status)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) continue;
      await recordAudit(trx, {
        id: input.auditId,
        kind: "review",
        actorId: input.reviewer.id,
        actorName: input.reviewer.username,
        targetType: "published_riddle",
        targetId: input.id,
        detail: current.status === "pending" ? status : `${current.status} → ${status}`,
        note: input.notes,
        createdAt: input.now,
      });
      return true;
    }
    throw new Error("review kept conflicting with concurrent reviews");
  });
  if (!reviewed) return null;
  const row = (await selectRows(db).where("published_riddles.id", "=", input.id).executeTakeFirst()) as
    | Row
    | undefined;
  if (!row) return null;
  const [riddle] = await toPublishedRiddles(db, [row]);
  return riddle ?? null;
}

/** The author's own published riddles, newest first (at most 200), with their status and counts. */
export async function listMyPublishedRiddles(db: Db, userId: string): Promise<MyPublishedRiddle[]> {
  const rows = await db
    .selectFrom("published_riddles")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(MY_RIDDLES_LIMIT)
    .execute();
  const ratings = await vaultRatingSummaries(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    selectedWord: row.selected_word,
    riddleText: row.riddle_text,
    status: row.status as ReviewStatus,
    reviewNotes: row.review_notes,
    publishedAt: Number(row.published_at),
    totalGuesses: Number(row.total_guesses),
    correctGuesses: Number(row.correct_guesses),
    averageRating: ratings.get(row.id)?.averageRating ?? null,
  }));
}

/** The author (user id) of a published riddle, or null for none. */
export async function publishedRiddleAuthor(db: Db, id: string): Promise<string | null> {
  const row = await db
    .selectFrom("published_riddles")
    .select("user_id")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.user_id ?? null;
}
