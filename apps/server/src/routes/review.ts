import {
  type AdminUser,
  type AuditPage,
  type MyPublishedRiddle,
  type PublishedRiddle,
  type PublishedRiddlesPage,
  publishedRiddlesQuerySchema,
  reviewBodySchema,
  roleChangeBodySchema,
} from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireRole, requireUser, signedInUser } from "../auth/require-user";
import { AuditCursorError, changeRole, listAudit, searchUsers } from "../db/repos/admin";
import {
  listMyPublishedRiddles,
  listPublishedRiddles,
  ReviewCursorError,
  reviewPublishedRiddle,
} from "../db/repos/review";
import { assertNotOwnRiddle } from "../game/moderation-scope";
import { HttpError, notFound } from "../http/errors";
import { parseBody } from "../http/parse-body";
import type { RouteContext } from "./context";
import { idParam } from "./params";

export const adminUsersQuerySchema = z.strictObject({
  query: z
    .string({ error: "query must be text." })
    .max(100, "query can be at most 100 characters.")
    .regex(/^\P{Cc}*$/u, "query can't contain control characters.")
    .optional(),
});
export const auditQuerySchema = z.strictObject({ cursor: z.string().max(200).optional() });

const pageGone = () =>
  new HttpError(400, "invalid_request", "That page of the list no longer exists. Start from the first page.");

/**
 * Community review with roles (docs/decisions/021-community-riddles-moderation.md):
 * - `GET /api/published-riddles?status&cursor` and `PATCH /api/published-riddles/{id}`, for
 *   moderators and admins (403 `forbidden` for anyone else, 401 signed out). A riddle is listed, and
 *   can be reviewed, only once its round is scored or its game is over; `reviewedBy` is the caller's
 *   username whatever the body says. Reviewing again is allowed; every review is audited.
 * - `GET /api/user/published-riddles`: the caller's own published riddles.
 * - `GET /api/admin/users?query`, `PATCH /api/admin/users/{id}/role` and `GET /api/admin/audit?cursor`,
 *   for admins: player ↔ moderator only (admins are granted by the operator's command, ADR 015).
 * Roles are read from the database on every request, so a change holds at the target's next call.
 */
export function registerReviewRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, clock, ids } = ctx;
  const moderator = { preHandler: requireRole("moderator", "Only moderators can review riddles.") };
  const admin = { preHandler: requireRole("admin", "Only admins can manage roles and read the audit list.") };

  app.get("/api/published-riddles", moderator, async (request): Promise<PublishedRiddlesPage> => {
    const query = publishedRiddlesQuerySchema.parse(request.query ?? {});
    try {
      return await listPublishedRiddles(db, { status: query.status, cursor: query.cursor, now: clock.now() });
    } catch (error) {
      if (error instanceof ReviewCursorError) throw pageGone();
      throw error;
    }
  });

  app.patch("/api/published-riddles/:id", moderator, async (request): Promise<PublishedRiddle> => {
    const id = idParam(request);
    const body = parseBody(reviewBodySchema, request.body);
    const reviewer = signedInUser(request);
    await assertNotOwnRiddle(db, reviewer.id, id);
    const riddle = await reviewPublishedRiddle(db, {
      id,
      approved: body.isApproved,
      notes: body.reviewNotes ? body.reviewNotes : null,
      reviewer: { id: reviewer.id, username: reviewer.username },
      now: clock.now(),
      auditId: ids.newId(),
    });
    if (!riddle) throw notFound("That published riddle doesn't exist.");
    return riddle;
  });

  app.get(
    "/api/user/published-riddles",
    { preHandler: requireUser },
    async (request): Promise<MyPublishedRiddle[]> => listMyPublishedRiddles(db, signedInUser(request).id),
  );

  app.get("/api/admin/users", admin, async (request): Promise<AdminUser[]> => {
    const query = adminUsersQuerySchema.parse(request.query ?? {});
    return searchUsers(db, query.query);
  });

  app.patch("/api/admin/users/:id/role", admin, async (request): Promise<AdminUser> => {
    const targetId = idParam(request);
    const body = parseBody(roleChangeBodySchema, request.body);
    const actor = signedInUser(request);
    const result = await changeRole(db, {
      targetId,
      role: body.role,
      actor: { id: actor.id, username: actor.username },
      now: clock.now(),
      auditId: ids.newId(),
    });
    if (result.ok) return result.user;
    switch (result.reason) {
      case "not_found":
        throw notFound("That user doesn't exist.");
      case "admin":
        throw new HttpError(400, "invalid_request", "Admins are changed by the operator.");
      case "guest":
        throw new HttpError(
          400,
          "invalid_request",
          "Guests can't be moderators: they need to sign up for an account first.",
        );
    }
  });

  app.get("/api/admin/audit", admin, async (request): Promise<AuditPage> => {
    const query = auditQuerySchema.parse(request.query ?? {});
    try {
      return await listAudit(db, { cursor: query.cursor });
    } catch (error) {
      if (error instanceof AuditCursorError) throw pageGone();
      throw error;
    }
  });
}
