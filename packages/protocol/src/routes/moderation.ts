/**
 * The moderation routes' contracts (packages/protocol/src/community.ts; who may act on whom and who
 * may grant what in packages/rules/src/roles.ts): actions on reported targets, and the admin page's
 * users, roles and audit list.
 */
import { z } from "zod";
import type { AdminUser, AuditPage, ModerationActionResult } from "../community";
import {
  adminUsersQuerySchema,
  auditQuerySchema,
  moderationActionBodySchema,
  roleChangeBodySchema,
} from "../community-schema";
import { idPathParam, routeContract, typedAnswer } from "./contract";

const ADMINS_ONLY = "Only admins can manage roles and read the audit list.";

export const moderationRoutes = {
  act: routeContract({
    method: "POST",
    path: "/api/moderation/actions",
    access: "moderator",
    forbidden: "Only moderators can see reports and take moderation actions.",
    idempotent: true,
    summary: "Act on a reported riddle, player or tournament",
    tag: "Moderation",
    body: moderationActionBodySchema,
    responses: {
      200: typedAnswer<ModerationActionResult>("ModerationActionResult", "what was done."),
      400: { description: "The action does not apply to the target, or nobody reported it." },
      403: { description: "The target is the caller or theirs, or a moderator or an admin." },
      404: { description: "No such riddle, player or tournament." },
    },
  }),
  users: routeContract({
    method: "GET",
    path: "/api/admin/users",
    access: "admin",
    forbidden: ADMINS_ONLY,
    summary: "Find users",
    tag: "Moderation",
    query: adminUsersQuerySchema,
    responses: { 200: typedAnswer<AdminUser[]>("AdminUser[]", "matching users with their roles.") },
  }),
  changeRole: routeContract({
    method: "PATCH",
    path: "/api/admin/users/:id/role",
    access: "admin",
    forbidden: ADMINS_ONLY,
    summary: "Make a user a moderator or a player",
    tag: "Moderation",
    params: z.object({ id: idPathParam("The user's id.") }),
    body: roleChangeBodySchema,
    responses: {
      200: typedAnswer<AdminUser>("AdminUser", "the user with the new role."),
      400: { description: "The user is an admin (the operator changes those), or a guest." },
      404: { description: "No such user." },
    },
  }),
  audit: routeContract({
    method: "GET",
    path: "/api/admin/audit",
    access: "admin",
    forbidden: ADMINS_ONLY,
    summary: "The audit list of role changes and moderation",
    tag: "Moderation",
    query: auditQuerySchema,
    responses: {
      200: typedAnswer<AuditPage>("AuditPage", "a page of entries and the next cursor."),
      400: { description: "A cursor no longer valid." },
    },
  }),
};
