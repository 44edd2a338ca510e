import type { AuditEntry } from "@riddlebook/protocol";
import type { ExpressionBuilder } from "kysely";
import { recordAudit } from "../../db/repos/audit";
import { updateProfile } from "../../db/repos/users";
import type { Database, Db } from "../../db/schema";
import type { ReportTarget } from "../reports";

/**
 * Moderation's storage (docs/decisions/021-community-riddles-moderation.md); SQL only, who may act
 * on what is decided in `scope.ts` with packages/rules/src/roles.ts. An action closes every open
 * report of its targets and writes its audit entry in the transaction that makes the change.
 */

/** Reports on any of `targets` (a `where` of a `reports` query). */
const onTargets = (eb: ExpressionBuilder<Database, "reports">, targets: readonly ReportTarget[]) =>
  eb.or(targets.map((t) => eb.and([eb("target_type", "=", t.type), eb("target_id", "=", t.id)])));

/** Whether any of `targets` has an open report (a moderation action needs one; issue 29). */
export async function hasOpenReports(db: Db, targets: readonly ReportTarget[]): Promise<boolean> {
  if (targets.length === 0) return false;
  const row = await db
    .selectFrom("reports")
    .select("id")
    .where("status", "=", "open")
    .where((eb) => onTargets(eb, targets))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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
    .where((eb) => onTargets(eb, targets))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
