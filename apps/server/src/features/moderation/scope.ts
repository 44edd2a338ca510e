import { moderationScopeRefusal, type Role } from "@riddlebook/rules";
import type { Db } from "../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { type ReportTarget, subjectsOf, targetKey } from "../reports";
import { hasOpenReports } from "./repository";

/**
 * Who a moderator may act on (issue 29 findings 6 and 13; docs/reliability.md A45), decided by
 * `moderationScopeRefusal` (packages/rules/src/roles.ts), the same rule that tells the reports queue
 * which actions to offer:
 * - never on themselves: their own riddles and reports about them go to another moderator;
 * - never on a moderator or an admin, unless an admin acts on a moderator;
 * - only on what someone reported: an action needs an open report on its target.
 */

const OWN = "Reports about you and your own riddles go to another moderator.";

/** Refuses (403 / 400) an action `actor` may not take on `addressed` (whose twins are `targets`). */
export async function assertMayModerate(
  db: Db,
  actor: { id: string; role: Role },
  addressed: ReportTarget,
  targets: readonly ReportTarget[],
): Promise<void> {
  const subject = (await subjectsOf(db, [addressed])).get(targetKey(addressed.type, addressed.id)) ?? null;
  const refusal = moderationScopeRefusal(actor, subject);
  if (refusal === "own") throw new DomainError("forbidden", OWN);
  if (refusal === "staff")
    throw new DomainError("forbidden", "Moderators can't act on moderators or admins.");
  if (!(await hasOpenReports(db, targets))) {
    throw new DomainError(
      "invalid_request",
      "Nobody has reported that: moderators act on open reports only.",
    );
  }
}
