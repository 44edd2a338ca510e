import {
  LEADERBOARD_PAGE_SIZE,
  type LeaderboardResponse,
  leaderboardQuerySchema,
} from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { LeaderboardCursorError, readLeaderboard } from "../db/repos/leaderboard";
import { HttpError } from "../http/errors";
import type { RouteContext } from "./context";

const pageGone = () =>
  new HttpError(400, "invalid_request", "That page of the leaderboard no longer exists. Start from the top.");

/**
 * `GET /api/leaderboard?scope&period&metric&cursor&limit` (ADR 020): one page of a board and the
 * caller's own entry. Bad parameters are a 400 naming the parameter; a cursor of another board, or
 * of a week that has ended, is a 400 as well.
 */
export function registerLeaderboardRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, clock } = ctx;

  app.get("/api/leaderboard", { preHandler: requireUser }, async (request): Promise<LeaderboardResponse> => {
    const query = leaderboardQuerySchema.parse(request.query ?? {});
    try {
      const page = await readLeaderboard(db, {
        scope: query.scope,
        period: query.period,
        metric: query.metric,
        userId: signedInUser(request).id,
        cursor: query.cursor,
        limit: query.limit ?? LEADERBOARD_PAGE_SIZE,
        now: clock.now(),
      });
      return { scope: query.scope, period: query.period, metric: query.metric, ...page };
    } catch (error) {
      if (error instanceof LeaderboardCursorError) throw pageGone();
      throw error;
    }
  });
}
