import { reportRoutes } from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../auth/require-user";
import { defineRoute } from "../../http/define-route";
import { HttpError } from "../../http/errors";
import { scaledLimiters } from "../../lib/rate-limit";
import type { RouteContext } from "../../routes/context";
import { report, reportQueue } from "./service";

const HOUR = 60 * 60 * 1000;
/** Reports one user may send per hour (per instance), times RATE_LIMIT_SCALE. */
const REPORT_LIMITS = { reportsPerUser: { limit: 10, windowMs: HOUR } } as const;

const THANKS = "Thanks. A moderator will look at it.";

/**
 * Reports (contracts in packages/protocol/src/routes/reports.ts; ADR 021): `POST /api/reports`, for
 * any signed-in player, rate-limited per user, answered the same for a first report and a repeat;
 * `GET /api/reports`, the moderators' queue grouped per target (`reportQueue`).
 */
export function registerReportRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, clock, ids, games } = ctx;
  const limits = scaledLimiters(REPORT_LIMITS, clock, ctx.config.rateLimitScale, ctx.metrics);

  defineRoute(app, reportRoutes.send, async ({ body }, request) => {
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
    // Every report counts, unknown targets too: ids cannot be probed faster than reports are sent.
    limits.reportsPerUser.hit(user.id);
    await report({ db, games, clock, ids }, user.id, {
      target: { type: body.targetType, id: body.targetId },
      reason: body.reason,
      details: body.details ? body.details : null,
    });
    return { success: true as const, message: THANKS };
  });

  defineRoute(app, reportRoutes.list, async ({ query }, request) =>
    reportQueue(db, signedInUser(request), query),
  );
}
