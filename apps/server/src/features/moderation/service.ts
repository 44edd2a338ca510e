import { randomInt } from "node:crypto";
import type {
  AdminUser,
  AuditPage,
  ModerationAction,
  ModerationActionResult,
  ReportTargetType,
} from "@riddlebook/protocol";
import { actionRefusal, type GrantableRole, type Role, roleChangeRefusal } from "@riddlebook/rules";
import { DuplicateUserError, findUserById } from "../../db/repos/users";
import type { Db } from "../../db/schema";
import type { Clock, IdGenerator } from "../../deps";
import { DomainError } from "../../lib/domain-error";
import { isProfane } from "../../text/profanity";
import {
  findGameRiddleTarget,
  findPublishedRiddleTarget,
  type ReportTarget,
  tournamentCreator,
} from "../reports";
import { AuditCursorError, findAdminUser, listAudit, searchUsers, updateRole } from "./admin-repository";
import { type ModerationChange, moderate } from "./repository";
import { assertMayModerate } from "./scope";

/**
 * Moderation (docs/decisions/021-community-riddles-moderation.md), the one authority over
 * moderators' actions and roles: hide or reject a reported riddle, reset a reported name, or dismiss
 * the reports (each closes the target's open reports and is audited); an admin moves users between
 * player and moderator (admins are granted only by the operator's command, ADR 015) and reads the
 * audit list. What applies to what is decided in packages/rules/src/reports.ts, who may act on whom
 * and who may grant what in roles.ts.
 */

interface Deps {
  db: Db;
  clock: Clock;
  ids: IdGenerator;
}

type Actor = { id: string; username: string; role: Role };

const badRequest = (message: string) => new DomainError("invalid_request", message);
const pageGone = () => badRequest("That page of the list no longer exists. Start from the first page.");
const TARGET_NOUN: Record<ReportTargetType, string> = {
  riddle: "a riddle",
  published_riddle: "a riddle",
  user: "a user",
  tournament: "a tournament",
};

const GENERATED_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * A replacement username, made like a guest's (`Player_` and six random letters or digits: about 2
 * billion names), never one the profanity filter refuses.
 */
function generatedUsername(): string {
  for (;;) {
    let suffix = "";
    for (let i = 0; i < 6; i++) suffix += GENERATED_ALPHABET[randomInt(GENERATED_ALPHABET.length)];
    const name = `Player_${suffix}`;
    if (!isProfane(name)) return name;
  }
}

/**
 * The target, and the other form of the same riddle (a game riddle and its published riddle are one
 * riddle, so an action on either closes the reports on both), and the published riddle's id.
 */
async function twinsOf(
  db: Db,
  addressed: ReportTarget,
): Promise<{ targets: ReportTarget[]; publishedRiddleId: string | null }> {
  const riddleNotFound = () => new DomainError("not_found", "That riddle doesn't exist.");
  switch (addressed.type) {
    case "riddle": {
      const found = await findGameRiddleTarget(db, addressed.id);
      if (!found) throw riddleNotFound();
      const { publishedRiddleId } = found;
      const twin: ReportTarget[] = publishedRiddleId
        ? [{ type: "published_riddle", id: publishedRiddleId }]
        : [];
      return { targets: [addressed, ...twin], publishedRiddleId };
    }
    case "published_riddle": {
      const published = await findPublishedRiddleTarget(db, addressed.id);
      if (!published) throw riddleNotFound();
      return {
        targets: [addressed, { type: "riddle", id: published.riddleId }],
        publishedRiddleId: published.id,
      };
    }
    case "user":
      if (!(await findUserById(db, addressed.id)))
        throw new DomainError("not_found", "That player doesn't exist.");
      return { targets: [addressed], publishedRiddleId: null };
    case "tournament":
      if (!(await tournamentCreator(db, addressed.id)))
        throw new DomainError("not_found", "That tournament doesn't exist.");
      return { targets: [addressed], publishedRiddleId: null };
  }
}

/** The change an action makes (a fresh generated name each time it is asked). */
function changeFor(
  action: ModerationAction,
  addressed: ReportTarget,
  publishedRiddleId: string | null,
  actor: Actor,
  note: string | null,
): ModerationChange {
  switch (action) {
    case "hide_riddle":
    case "reject_riddle":
      if (!publishedRiddleId) throw new Error("a riddle never published was let through");
      return action === "hide_riddle"
        ? { kind: "hide_riddle", publishedRiddleId }
        : { kind: "reject_riddle", publishedRiddleId, reviewer: actor.username, note };
    case "reset_username":
      return { kind: "reset_username", userId: addressed.id, username: generatedUsername() };
    case "dismiss_reports":
      return { kind: "dismiss_reports" };
  }
}

/**
 * A moderator's action on a reported target: refused (400) when it does not apply to the target,
 * before whom it is about; then (403 / 400) when the moderator may not act on it (`scope.ts`).
 */
export async function takeAction(
  { db, clock, ids }: Deps,
  actor: Actor,
  input: { action: ModerationAction; target: ReportTarget; note: string | null },
): Promise<ModerationActionResult> {
  const { action, target: addressed, note } = input;
  if (actionRefusal(action, { type: addressed.type, published: true }) === "wrong_target") {
    throw badRequest(`That action does not apply to ${TARGET_NOUN[addressed.type]}.`);
  }
  const { targets, publishedRiddleId } = await twinsOf(db, addressed);
  if (actionRefusal(action, { type: addressed.type, published: publishedRiddleId !== null }) !== null) {
    throw badRequest("That riddle was never published, so there is nothing to hide or reject.");
  }
  await assertMayModerate(db, actor, addressed, targets);
  for (let attempt = 0; ; attempt++) {
    const change = changeFor(action, addressed, publishedRiddleId, actor, note);
    try {
      const now = clock.now();
      const { closed } = await moderate(db, {
        change,
        targets,
        moderatorId: actor.id,
        now,
        audit: {
          id: ids.newId(),
          kind: action,
          actorId: actor.id,
          actorName: actor.username,
          targetType: addressed.type,
          targetId: addressed.id,
          note,
          createdAt: now,
        },
      });
      return { success: true, message: resultMessage(change, closed) };
    } catch (error) {
      // A generated username someone already holds: try another one.
      if (change.kind === "reset_username" && error instanceof DuplicateUserError && attempt < 4) continue;
      throw error;
    }
  }
}

/** The sentence a moderator reads after an action. */
function resultMessage(change: ModerationChange, closed: number): string {
  const reports = `${closed} open ${closed === 1 ? "report" : "reports"} closed.`;
  switch (change.kind) {
    case "hide_riddle":
      return `The riddle is hidden from the Vault and the daily riddle. ${reports}`;
    case "reject_riddle":
      return `The riddle is rejected. ${reports}`;
    case "reset_username":
      return `The username is now ${change.username}. ${reports}`;
    case "dismiss_reports":
      return `Reports dismissed. ${reports}`;
  }
}

/** Up to 50 users whose username or e-mail starts with `query`; without one, the staff first. */
export function findUsers(db: Db, query: string | undefined): Promise<AdminUser[]> {
  return searchUsers(db, query);
}

/**
 * Moves a user between player and moderator, audited. Setting the role a user already has changes
 * and records nothing. Refused: an unknown user (404), an admin or a guest made moderator (400).
 */
export async function changeUserRole(
  { db, clock, ids }: Deps,
  actor: { id: string; username: string },
  targetId: string,
  role: GrantableRole,
): Promise<AdminUser> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const user = await findAdminUser(db, targetId);
    if (!user) throw new DomainError("not_found", "That user doesn't exist.");
    const refusal = roleChangeRefusal(user, role);
    if (refusal === "admin") throw badRequest("Admins are changed by the operator.");
    if (refusal === "guest") {
      throw badRequest("Guests can't be moderators: they need to sign up for an account first.");
    }
    if (user.role === role) return user;
    const input = { targetId, from: user.role, to: role, actor, now: clock.now(), auditId: ids.newId() };
    if (await updateRole(db, input)) return { ...user, role };
  }
  throw new Error("role change kept conflicting with concurrent changes");
}

/** One page of the audit list, newest first. */
export async function auditPage(db: Db, cursor: string | undefined): Promise<AuditPage> {
  try {
    return await listAudit(db, { cursor });
  } catch (error) {
    if (error instanceof AuditCursorError) throw pageGone();
    throw error;
  }
}
