import {
  type AuditEntry,
  REPORT_REASONS,
  type ReportGroup,
  type ReportGroupsPage,
  type ReportReason,
  type ReportTargetType,
} from "@riddlebook/protocol";
import type { ExpressionBuilder } from "kysely";
import type { Database, Db } from "../schema";
import { recordAudit } from "./audit";
import { updateProfile } from "./users";

/**
 * Reports and the moderators' queue (docs/decisions/021-community-riddles-moderation.md):
 * - one row per reporter and target (a unique index): a repeat report stores nothing new;
 * - the queue groups a status's reports per target. Open groups list most reported first, then
 *   oldest first report; closed groups list most recently closed first. Pages are keyset pages over
 *   that order, so a group that gains reports between two pages may move above the cursor: it shows
 *   again on the next load;
 * - a moderator's action closes every open report of its targets and writes its audit entry in the
 *   transaction that makes the change (`moderate`).
 */

/** Groups per page of `GET /api/reports`. */
const REPORT_PAGE_SIZE = 20;
/** The most details one group shows, newest first. */
const DETAILS_PER_GROUP = 20;

/** A report target: a game riddle (riddle id), a published riddle, or a user (user id). */
export interface ReportTarget {
  type: ReportTargetType;
  id: string;
}

/** Thrown for a cursor that is malformed or belongs to the other status's list. */
export class ReportCursorError extends Error {
  override name = "ReportCursorError";
}

/**
 * Stores a report, once per reporter and target. Answers false when this reporter had already
 * reported the target (open or closed): nothing changes then.
 */
export async function insertReport(
  db: Db,
  report: {
    id: string;
    reporterId: string;
    target: ReportTarget;
    reason: ReportReason;
    details: string | null;
    createdAt: number;
  },
): Promise<boolean> {
  const result = await db
    .insertInto("reports")
    .values({
      id: report.id,
      reporter_id: report.reporterId,
      target_type: report.target.type,
      target_id: report.target.id,
      reason: report.reason,
      details: report.details,
      created_at: report.createdAt,
      status: "open",
      closed_by: null,
      closed_at: null,
    })
    .onConflict((oc) => oc.columns(["reporter_id", "target_type", "target_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

type Status = ReportGroup["status"];

/** The sort key of a group: open by (count desc, first asc, type, id); closed by (closed desc, type, id). */
interface CursorBody {
  s: Status;
  /** Open: the report count; closed: the last closing time. */
  k: number;
  /** Open: the first report's time; unused (0) for closed. */
  f: number;
  t: string;
  i: string;
}

function encodeCursor(cursor: CursorBody): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

function decodeCursor(cursor: string, status: Status): CursorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw new ReportCursorError("malformed cursor");
  }
  const { s, k, f, t, i } = (parsed ?? {}) as Record<string, unknown>;
  if (
    s !== status ||
    !Number.isSafeInteger(k) ||
    !Number.isSafeInteger(f) ||
    typeof t !== "string" ||
    typeof i !== "string" ||
    t.length > 40 ||
    i.length > 100 ||
    /\p{Cc}/u.test(t + i)
  ) {
    throw new ReportCursorError("malformed cursor");
  }
  return { s: status, k: k as number, f: f as number, t, i };
}

interface GroupRow {
  target_type: string;
  target_id: string;
  n: number | string | bigint;
  first_at: number | string | null;
  last_at: number | string | null;
  closed_at: number | string | null;
}

/**
 * One page of the moderators' queue: the reports in `status`, grouped per target, with their
 * reasons, details, times and what the target says now. Throws ReportCursorError for a cursor of
 * the other list or a malformed one.
 */
export async function listReportGroups(
  db: Db,
  query: { status: Status; cursor?: string | undefined; limit?: number },
): Promise<ReportGroupsPage> {
  const limit = query.limit ?? REPORT_PAGE_SIZE;
  const open = query.status === "open";
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, query.status);
  let select = db
    .selectFrom("reports")
    .select(["target_type", "target_id"])
    .select((eb) => [
      eb.fn.countAll().as("n"),
      eb.fn.min("created_at").as("first_at"),
      eb.fn.max("created_at").as("last_at"),
      eb.fn.max("closed_at").as("closed_at"),
    ])
    .where("status", "=", query.status)
    .groupBy(["target_type", "target_id"]);
  if (after) {
    select = select.having((eb) => {
      const sameTargetAfter = eb.or([
        eb("target_type", ">", after.t),
        eb.and([eb("target_type", "=", after.t), eb("target_id", ">", after.i)]),
      ]);
      if (open) {
        const count = eb.fn.countAll();
        const first = eb.fn.min("created_at");
        return eb.or([
          eb(count, "<", after.k),
          eb.and([
            eb(count, "=", after.k),
            eb.or([eb(first, ">", after.f), eb.and([eb(first, "=", after.f), sameTargetAfter])]),
          ]),
        ]);
      }
      const closed = eb.fn.max("closed_at");
      return eb.or([eb(closed, "<", after.k), eb.and([eb(closed, "=", after.k), sameTargetAfter])]);
    });
  }
  select = open
    ? select.orderBy("n", "desc").orderBy("first_at", "asc")
    : select.orderBy("closed_at", "desc");
  const rows = (await select
    .orderBy("target_type", "asc")
    .orderBy("target_id", "asc")
    .limit(limit + 1)
    .execute()) as GroupRow[];
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({
          s: query.status,
          k: Number(open ? last.n : last.closed_at),
          f: open ? Number(last.first_at) : 0,
          t: last.target_type,
          i: last.target_id,
        })
      : null;
  return { groups: await describeGroups(db, query.status, page), nextCursor };
}

const targetKey = (type: string, id: string) => `${type}\u0000${id}`;

/** The reasons, details and target texts of a page of groups. */
async function describeGroups(db: Db, status: Status, rows: readonly GroupRow[]): Promise<ReportGroup[]> {
  if (rows.length === 0) return [];
  const inPage = (eb: ExpressionBuilder<Database, "reports">) =>
    eb.or(
      rows.map((row) =>
        eb.and([eb("target_type", "=", row.target_type), eb("target_id", "=", row.target_id)]),
      ),
    );
  const reports = await db
    .selectFrom("reports")
    .select(["target_type", "target_id", "reason", "details", "created_at"])
    .where("status", "=", status)
    .where(inPage)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const reasons = new Map<string, Record<ReportReason, number>>();
  const details = new Map<string, string[]>();
  for (const report of reports) {
    const key = targetKey(report.target_type, report.target_id);
    const counts = reasons.get(key) ?? emptyReasons();
    if (isReason(report.reason)) counts[report.reason] += 1;
    reasons.set(key, counts);
    const list = details.get(key) ?? [];
    if (report.details && list.length < DETAILS_PER_GROUP) list.push(report.details);
    details.set(key, list);
  }
  const texts = await targetTexts(db, rows);
  return rows.map((row) => {
    const key = targetKey(row.target_type, row.target_id);
    const text = texts.get(key);
    return {
      targetType: row.target_type as ReportTargetType,
      targetId: row.target_id,
      targetText: text?.text ?? "",
      publishedRiddleId: text?.publishedRiddleId ?? null,
      reportCount: Number(row.n),
      reasons: reasons.get(key) ?? emptyReasons(),
      details: details.get(key) ?? [],
      firstReportedAt: Number(row.first_at),
      lastReportedAt: Number(row.last_at),
      status,
    };
  });
}

function emptyReasons(): Record<ReportReason, number> {
  return Object.fromEntries(REPORT_REASONS.map((reason) => [reason, 0])) as Record<ReportReason, number>;
}

function isReason(value: string): value is ReportReason {
  return (REPORT_REASONS as readonly string[]).includes(value);
}

/** What each target says now (riddle text or username) and, for riddles, the published riddle's id. */
async function targetTexts(
  db: Db,
  rows: readonly GroupRow[],
): Promise<Map<string, { text: string; publishedRiddleId: string | null }>> {
  const idsOf = (type: ReportTargetType) =>
    rows.filter((row) => row.target_type === type).map((row) => row.target_id);
  const riddleIds = idsOf("riddle");
  const publishedIds = idsOf("published_riddle");
  const userIds = idsOf("user");
  const texts = new Map<string, { text: string; publishedRiddleId: string | null }>();
  if (riddleIds.length > 0) {
    const riddles = await db
      .selectFrom("game_riddles")
      .leftJoin("published_riddles", "published_riddles.riddle_id", "game_riddles.riddle_id")
      .select(["game_riddles.riddle_id", "game_riddles.text", "published_riddles.id as published_id"])
      .where("game_riddles.riddle_id", "in", riddleIds)
      .execute();
    for (const riddle of riddles) {
      texts.set(targetKey("riddle", riddle.riddle_id), {
        text: riddle.text,
        publishedRiddleId: riddle.published_id,
      });
    }
  }
  if (publishedIds.length > 0) {
    const published = await db
      .selectFrom("published_riddles")
      .select(["id", "riddle_text"])
      .where("id", "in", publishedIds)
      .execute();
    for (const riddle of published) {
      texts.set(targetKey("published_riddle", riddle.id), {
        text: riddle.riddle_text,
        publishedRiddleId: riddle.id,
      });
    }
  }
  if (userIds.length > 0) {
    const users = await db
      .selectFrom("users")
      .select(["id", "username"])
      .where("id", "in", userIds)
      .execute();
    for (const user of users) {
      texts.set(targetKey("user", user.id), { text: user.username, publishedRiddleId: null });
    }
  }
  return texts;
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

/** A game riddle as reports see it: its game, and its published riddle when it was published. */
export async function findGameRiddleTarget(
  db: Db,
  riddleId: string,
): Promise<{ gameId: string; publishedRiddleId: string | null } | null> {
  const row = await db
    .selectFrom("game_riddles")
    .leftJoin("published_riddles", "published_riddles.riddle_id", "game_riddles.riddle_id")
    .select(["game_riddles.game_id", "published_riddles.id as published_id"])
    .where("game_riddles.riddle_id", "=", riddleId)
    .executeTakeFirst();
  return row ? { gameId: row.game_id, publishedRiddleId: row.published_id } : null;
}

/** A published riddle as reports and moderation see it. */
export async function findPublishedRiddleTarget(
  db: Db,
  id: string,
): Promise<{ id: string; riddleId: string; userId: string; status: string; hidden: boolean } | null> {
  const row = await db
    .selectFrom("published_riddles")
    .select(["id", "riddle_id", "user_id", "status", "hidden"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    riddleId: row.riddle_id,
    userId: row.user_id,
    status: row.status,
    hidden: Number(row.hidden) === 1,
  };
}

/** What a moderation action changes besides closing reports. */
export type ModerationChange =
  | { kind: "hide_riddle"; publishedRiddleId: string }
  | { kind: "reject_riddle"; publishedRiddleId: string; reviewer: string; note: string | null }
  | { kind: "reset_username"; userId: string; username: string }
  | { kind: "dismiss_reports" };

/**
 * One moderation action, in one transaction: the change itself, the closing of every open report
 * on `targets` (by `moderatorId`, at `now`), and the audit entry, whose `detail` `describe` writes
 * from the change actually made and the number of reports closed. A username already taken makes
 * it throw DuplicateUserError from the users repository (nothing is kept). Answers the audit detail.
 */
export async function moderate(
  db: Db,
  input: {
    change: ModerationChange;
    targets: readonly ReportTarget[];
    moderatorId: string;
    now: number;
    audit: Omit<AuditEntry, "detail">;
  },
): Promise<{ detail: string; closed: number }> {
  const { change, now } = input;
  return db.transaction().execute(async (trx) => {
    let detail: string;
    switch (change.kind) {
      case "hide_riddle": {
        const before = await trx
          .selectFrom("published_riddles")
          .select("hidden")
          .where("id", "=", change.publishedRiddleId)
          .executeTakeFirst();
        await trx
          .updateTable("published_riddles")
          .set({ hidden: 1 })
          .where("id", "=", change.publishedRiddleId)
          .execute();
        detail = Number(before?.hidden) === 1 ? "already hidden" : "hidden";
        break;
      }
      case "reject_riddle": {
        const before = await trx
          .selectFrom("published_riddles")
          .select("status")
          .where("id", "=", change.publishedRiddleId)
          .executeTakeFirst();
        const was = before?.status ?? "pending";
        if (was === "rejected") {
          detail = "already rejected";
        } else {
          await trx
            .updateTable("published_riddles")
            .set({
              status: "rejected",
              reviewed_by: change.reviewer,
              reviewed_at: now,
              ...(change.note !== null ? { review_notes: change.note } : {}),
            })
            .where("id", "=", change.publishedRiddleId)
            .execute();
          detail = `${was} → rejected`;
        }
        break;
      }
      case "reset_username": {
        const before = await trx
          .selectFrom("users")
          .select("username")
          .where("id", "=", change.userId)
          .executeTakeFirst();
        await updateProfile(trx, change.userId, { username: change.username });
        detail = `${before?.username ?? "?"} → ${change.username}`;
        break;
      }
      case "dismiss_reports":
        detail = "reports dismissed";
        break;
    }
    const closed = await closeOpenReports(trx, input.targets, input.moderatorId, now);
    if (change.kind === "dismiss_reports")
      detail = `${closed} ${closed === 1 ? "report" : "reports"} dismissed`;
    await recordAudit(trx, { ...input.audit, detail });
    return { detail, closed };
  });
}

/** Closes the open reports on `targets`; answers how many. */
async function closeOpenReports(
  db: Db,
  targets: readonly ReportTarget[],
  moderatorId: string,
  now: number,
): Promise<number> {
  if (targets.length === 0) return 0;
  const result = await db
    .updateTable("reports")
    .set({ status: "closed", closed_by: moderatorId, closed_at: now })
    .where("status", "=", "open")
    .where((eb) =>
      eb.or(
        targets.map((target) =>
          eb.and([eb("target_type", "=", target.type), eb("target_id", "=", target.id)]),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
