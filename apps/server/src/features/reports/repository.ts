import {
  REPORT_REASONS,
  type ReportGroup,
  type ReportReason,
  type ReportTargetType,
} from "@riddlebook/protocol";
import type { ExpressionBuilder } from "kysely";
import type { Database, Db } from "../../db/schema";
import { aboutUser, type ReportTarget, targetKey, targetTexts } from "./target-repository";

/**
 * Reports and the moderators' queue (docs/decisions/021-community-riddles-moderation.md); SQL only,
 * what may be reported and by whom is decided in `service.ts` with packages/rules/src/reports.ts:
 * - one row per reporter and target (a unique index): a repeat report stores nothing new;
 * - the queue groups a status's reports per target. Open groups list most reported first, then
 *   oldest first report; closed groups list most recently closed first. Pages are keyset pages over
 *   that order, so a group that gains reports between two pages may move above the cursor: it shows
 *   again on the next load. `exceptAbout` leaves out the reports about one user (`aboutUser`).
 */

/** Groups per page of `GET /api/reports`. */
const REPORT_PAGE_SIZE = 20;
/** The most details one group shows, newest first. */
const DETAILS_PER_GROUP = 20;

/** A group as stored; the service adds what the caller may do about it. */
type StoredReportGroup = Omit<ReportGroup, "actions">;

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
  query: { status: Status; cursor?: string | undefined; limit?: number; exceptAbout?: string },
): Promise<{ groups: StoredReportGroup[]; nextCursor: string | null }> {
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
  const { exceptAbout } = query;
  if (exceptAbout !== undefined) select = select.where((eb) => eb.not(aboutUser(eb, exceptAbout)));
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

/** The reasons, details and target texts of a page of groups. */
async function describeGroups(
  db: Db,
  status: Status,
  rows: readonly GroupRow[],
): Promise<StoredReportGroup[]> {
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
  const texts = await targetTexts(
    db,
    rows.map((row) => ({ type: row.target_type as ReportTargetType, id: row.target_id })),
  );
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
