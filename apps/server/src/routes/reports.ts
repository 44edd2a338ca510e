import { randomInt } from "node:crypto";
import {
  type ModerationAction,
  type ModerationActionResult,
  moderationActionBodySchema,
  type ReportGroupsPage,
  reportBodySchema,
  reportsQuerySchema,
} from "@riddlebook/protocol";
import { findPlayer, findPlayerByUser, isRoundScored } from "@riddlebook/rules";
import type { FastifyInstance } from "fastify";
import { requireRole, requireUser, signedInUser } from "../auth/require-user";
import {
  findGameRiddleTarget,
  findPublishedRiddleTarget,
  insertReport,
  listReportGroups,
  type ModerationChange,
  moderate,
  ReportCursorError,
  type ReportTarget,
} from "../db/repos/reports";
import { DuplicateUserError, findUserById } from "../db/repos/users";
import { assertMayModerate } from "../game/moderation-scope";
import { HttpError, notFound } from "../http/errors";
import { idempotent } from "../http/idempotency";
import { parseBody } from "../http/parse-body";
import { scaledLimiters } from "../lib/rate-limit";
import { isProfane } from "../text/profanity";
import type { RouteContext } from "./context";

const HOUR = 60 * 60 * 1000;
/** Reports one user may send per hour (per instance), times RATE_LIMIT_SCALE. */
const REPORT_LIMITS = { reportsPerUser: { limit: 10, windowMs: HOUR } } as const;

const THANKS = "Thanks. A moderator will look at it.";

const badRequest = (message: string) => new HttpError(400, "invalid_request", message);
const riddleNotFound = () => notFound("That riddle doesn't exist.");
const userNotFound = () => notFound("That player doesn't exist.");

/** The answer to a report: the same for a first report and a repeat. */
interface ReportResponse {
  success: true;
  message: string;
}

/** Which target types each action applies to, and how a misfit is refused. */
const ACTION_TARGETS: Record<ModerationAction, readonly ReportTarget["type"][]> = {
  hide_riddle: ["riddle", "published_riddle"],
  reject_riddle: ["riddle", "published_riddle"],
  reset_username: ["user"],
  dismiss_reports: ["riddle", "published_riddle", "user"],
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
 * Reports and moderation (docs/decisions/021-community-riddles-moderation.md):
 * - `POST /api/reports`: any signed-in player reports a game riddle (once its round is scored, if
 *   they could see it: a seat in the game, or any player for a public game), an approved published
 *   riddle, or a player's name. Once per reporter and target: a repeat answers the same and stores
 *   nothing. Rate-limited per user;
 * - `GET /api/reports` (moderator or admin): the queue, grouped per target (`listReportGroups`);
 * - `POST /api/moderation/actions` (moderator or admin): hide or reject a riddle, reset a username,
 *   or dismiss the reports; each closes the target's open reports and is audited.
 */
export function registerReportRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, clock, ids, games } = ctx;
  const limits = scaledLimiters(REPORT_LIMITS, clock, ctx.config.rateLimitScale, ctx.metrics);
  const moderator = {
    preHandler: requireRole("moderator", "Only moderators can see reports and take moderation actions."),
  };

  /** Refuses (404 / 400) a target the reporter may not report. */
  async function checkReportable(userId: string, target: ReportTarget): Promise<void> {
    switch (target.type) {
      case "riddle": {
        const found = await findGameRiddleTarget(db, target.id);
        const state = found ? await games.load(found.gameId) : null;
        const round = state?.rounds.find((r) => r.riddles.some((riddle) => riddle.id === target.id));
        const riddle = round?.riddles.find((r) => r.id === target.id);
        if (!state || !round || !riddle) throw riddleNotFound();
        const seated = findPlayerByUser(state, userId) !== undefined;
        const kicked = state.kickedUserIds?.includes(userId) ?? false;
        // A riddle of a game the reporter could not watch is not theirs to know about.
        if (!seated && (kicked || !state.isPublic)) throw riddleNotFound();
        if (findPlayer(state, riddle.playerId)?.userId === userId) {
          throw badRequest("You can't report your own riddle.");
        }
        if (!isRoundScored(round)) throw badRequest("You can report a riddle once its round is scored.");
        return;
      }
      case "published_riddle": {
        const published = await findPublishedRiddleTarget(db, target.id);
        // Only riddles players can meet (in the Vault or as the daily riddle) can be reported.
        if (published?.status !== "approved" || published.hidden) throw riddleNotFound();
        if (published.userId === userId) throw badRequest("You can't report your own riddle.");
        return;
      }
      case "user": {
        if (!(await findUserById(db, target.id))) throw userNotFound();
        if (target.id === userId) throw badRequest("You can't report yourself.");
        return;
      }
    }
  }

  app.post(
    "/api/reports",
    { preHandler: requireUser, ...idempotent() },
    async (request, reply): Promise<ReportResponse> => {
      const user = signedInUser(request);
      const verdict = limits.reportsPerUser.check(user.id);
      if (!verdict.allowed) {
        throw new HttpError(
          429,
          "rate_limited",
          "You're sending reports too quickly. Please wait a while and try again.",
          { "retry-after": String(verdict.retryAfterSeconds) },
        );
      }
      const body = parseBody(reportBodySchema, request.body);
      // Every report counts, unknown targets too: ids cannot be probed faster than reports are sent.
      limits.reportsPerUser.hit(user.id);
      const target: ReportTarget = { type: body.targetType, id: body.targetId };
      await checkReportable(user.id, target);
      await insertReport(db, {
        id: ids.newId(),
        reporterId: user.id,
        target,
        reason: body.reason,
        details: body.details ? body.details : null,
        createdAt: clock.now(),
      });
      reply.status(201);
      return { success: true, message: THANKS };
    },
  );

  app.get("/api/reports", moderator, async (request): Promise<ReportGroupsPage> => {
    const query = reportsQuerySchema.parse(request.query ?? {});
    try {
      return await listReportGroups(db, { status: query.status, cursor: query.cursor });
    } catch (error) {
      if (error instanceof ReportCursorError) {
        throw badRequest("That page of reports no longer exists. Start from the top.");
      }
      throw error;
    }
  });

  app.post(
    "/api/moderation/actions",
    { ...moderator, ...idempotent() },
    async (request): Promise<ModerationActionResult> => {
      const actor = signedInUser(request);
      const body = parseBody(moderationActionBodySchema, request.body);
      if (!ACTION_TARGETS[body.action].includes(body.targetType)) {
        throw badRequest(
          `That action does not apply to ${body.targetType === "user" ? "a user" : "a riddle"}.`,
        );
      }
      const addressed: ReportTarget = { type: body.targetType, id: body.targetId };
      const note = body.note ? body.note : null;

      // The target, and the other form of the same riddle: a game riddle and its published riddle
      // are one riddle, so an action on either closes the reports on both.
      const targets: ReportTarget[] = [addressed];
      let publishedRiddleId: string | null = null;
      if (addressed.type === "riddle") {
        const found = await findGameRiddleTarget(db, addressed.id);
        if (!found) throw riddleNotFound();
        publishedRiddleId = found.publishedRiddleId;
        if (publishedRiddleId) targets.push({ type: "published_riddle", id: publishedRiddleId });
      } else if (addressed.type === "published_riddle") {
        const published = await findPublishedRiddleTarget(db, addressed.id);
        if (!published) throw riddleNotFound();
        publishedRiddleId = published.id;
        targets.push({ type: "riddle", id: published.riddleId });
      } else if (!(await findUserById(db, addressed.id))) {
        throw userNotFound();
      }

      const changeFor = (): ModerationChange => {
        switch (body.action) {
          case "hide_riddle":
          case "reject_riddle":
            if (!publishedRiddleId) {
              throw badRequest("That riddle was never published, so there is nothing to hide or reject.");
            }
            return body.action === "hide_riddle"
              ? { kind: "hide_riddle", publishedRiddleId }
              : { kind: "reject_riddle", publishedRiddleId, reviewer: actor.username, note };
          case "reset_username":
            return { kind: "reset_username", userId: addressed.id, username: generatedUsername() };
          case "dismiss_reports":
            return { kind: "dismiss_reports" };
        }
      };

      changeFor(); // an action that cannot apply is refused (400) before whom it is about
      await assertMayModerate(db, (id) => games.load(id), actor, addressed, targets);
      for (let attempt = 0; ; attempt++) {
        const change = changeFor();
        try {
          const now = clock.now();
          const { closed } = await moderate(db, {
            change,
            targets,
            moderatorId: actor.id,
            now,
            audit: {
              id: ids.newId(),
              kind: body.action,
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
          if (change.kind === "reset_username" && error instanceof DuplicateUserError && attempt < 4)
            continue;
          throw error;
        }
      }
    },
  );
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
