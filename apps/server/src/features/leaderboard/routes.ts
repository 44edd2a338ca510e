import { leaderboardRoutes } from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../auth/require-user";
import { defineRoute } from "../../http/define-route";
import type { RouteContext } from "../../routes/context";
import { leaderboardFor } from "./service";

/**
 * `GET /api/leaderboard?scope&period&metric&cursor&limit` (ADR 020): one page of a board and the
 * caller's own entry. Bad parameters are a 400 naming the parameter (the contract's schema); a
 * cursor of another board, or of a week that has ended, is a 400 as well.
 */
export function registerLeaderboardRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, clock } = ctx;
  defineRoute(app, leaderboardRoutes.board, ({ query }, request) =>
    leaderboardFor(db, signedInUser(request).id, clock.now(), query),
  );
}
