import { moderationRoutes } from "@riddlebook/protocol";
import type { GrantableRole } from "@riddlebook/rules";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../auth/require-user";
import { defineRoute } from "../../http/define-route";
import type { RouteContext } from "../../routes/context";
import { auditPage, changeUserRole, findUsers, takeAction } from "./service";

/**
 * Moderation (contracts in packages/protocol/src/routes/moderation.ts; ADR 021): a moderator's
 * action on a reported riddle, player or tournament, and the admin page's users, roles and audit
 * list. Roles are read from the database on every request, so a change holds at the target's next
 * call.
 */
export function registerModerationRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, clock, ids } = ctx;

  defineRoute(app, moderationRoutes.act, async ({ body }, request) =>
    takeAction({ db, clock, ids }, signedInUser(request), {
      action: body.action,
      target: { type: body.targetType, id: body.targetId },
      note: body.note ? body.note : null,
    }),
  );

  defineRoute(app, moderationRoutes.users, async ({ query }) => findUsers(db, query.query));

  defineRoute(app, moderationRoutes.changeRole, async ({ params, body }, request) =>
    changeUserRole({ db, clock, ids }, signedInUser(request), params.id, body.role as GrantableRole),
  );

  defineRoute(app, moderationRoutes.audit, async ({ query }) => auditPage(db, query.cursor));
}
