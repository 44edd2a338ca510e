import type { Role } from "./constants";

/**
 * Who may grant what, and who may act on whom (docs/product.md §10 "Roles";
 * docs/decisions/021-community-riddles-moderation.md; issue 29 findings 6 and 13). Pure decisions:
 * the moderation feature (apps/server/src/features/moderation/) reads the roles and asks these.
 */

/** Roles an admin may give from the admin page: admins are granted only by the operator (ADR 015). */
export type GrantableRole = Exclude<Role, "admin">;

/** Why a role change is refused: the target is an admin, or a guest asked to moderate. */
export type RoleChangeRefusal = "admin" | "guest";

/**
 * Whether an admin may move `target` to `next`: never an admin (the operator changes those), and
 * never a guest to moderator (a guest must sign up first). Null when the change may be made.
 */
export function roleChangeRefusal(
  target: { role: Role; isGuest: boolean },
  next: GrantableRole,
): RoleChangeRefusal | null {
  if (target.role === "admin") return "admin";
  if (target.isGuest && next === "moderator" && target.role !== "moderator") return "guest";
  return null;
}

/** Whether a role moderates: moderators and admins. */
export const isStaff = (role: string | null | undefined): boolean => role === "moderator" || role === "admin";

/** Why a moderator may not act on what a report is about. */
export type ScopeRefusal = "own" | "staff";

/**
 * Whether `actor` may act on something about `subject` (its author, or the player named; null when
 * nobody is known). Never on oneself: one's own riddles and reports about oneself go to another
 * moderator. Never on a moderator or an admin, except an admin acting on a moderator.
 */
export function moderationScopeRefusal(
  actor: { id: string; role: Role },
  subject: { id: string; role: string | null } | null,
): ScopeRefusal | null {
  if (!subject) return null;
  if (subject.id === actor.id) return "own";
  if (!isStaff(subject.role)) return null;
  return actor.role === "admin" && subject.role === "moderator" ? null : "staff";
}

/** Whether a reviewer may review a published riddle written by `authorId`: never their own. */
export const mayReview = (reviewerId: string, authorId: string | null): boolean => reviewerId !== authorId;
