import type { PlayAgainResponse } from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { PlayAgain } from "../game/play-again";
import { HttpError } from "../http/errors";
import type { RouteContext } from "./context";
import { idParam } from "./params";

/**
 * POST /api/games/:id/play-again: the host of a finished game starts the next one with the same
 * settings and everyone who stays (201 with its id; 200 with the same id when it already exists).
 * Counts as creating a game for the host's creation limits (ADR 013).
 */
export function registerPlayAgainRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const playAgain = new PlayAgain(ctx);
  app.post(
    "/api/games/:id/play-again",
    { preHandler: requireUser },
    async (request, reply): Promise<PlayAgainResponse> => {
      const user = signedInUser(request);
      const gameId = idParam(request);
      const verdict = ctx.gameLimits.createPerUser.check(user.id);
      if (!verdict.allowed) {
        throw new HttpError(
          429,
          "rate_limited",
          "You're creating games too quickly. Please wait a few minutes and try again.",
          { "retry-after": String(verdict.retryAfterSeconds) },
        );
      }
      const { nextGameId, created } = await playAgain.run(user.id, gameId, {
        maxSetupGamesHosted: ctx.config.maxSetupGamesPerHost,
      });
      if (created) ctx.gameLimits.createPerUser.hit(user.id);
      reply.status(created ? 201 : 200);
      return { gameId: nextGameId };
    },
  );
}
