import { dailyRoutes } from "@riddlebook/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { signedInUser } from "../../auth/require-user";
import { defineRoute } from "../../http/define-route";
import type { RouteContext } from "../../routes/context";
import { guessDailyRiddle, openDailyRiddle, solverStats } from "./service";

/** The site's origin as the request reached it, for the share text's link. */
const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/**
 * The riddle of the day and the solver's stats (contracts in packages/protocol/src/routes/daily.ts;
 * docs/decisions/021-community-riddles-moderation.md). Its author may read it but not guess it (403);
 * no playable riddle at all is a 404 `no_daily_riddle`.
 */
export function registerDailyRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const deps = { db: ctx.db, clock: ctx.clock };

  defineRoute(app, dailyRoutes.today, async (_input, request) =>
    openDailyRiddle(deps, signedInUser(request).id, originOf(request)),
  );

  defineRoute(app, dailyRoutes.guess, async ({ body }, request) =>
    guessDailyRiddle(deps, signedInUser(request).id, body.guess, originOf(request)),
  );

  defineRoute(app, dailyRoutes.solverStats, async (_input, request) =>
    solverStats(deps, signedInUser(request).id),
  );
}
