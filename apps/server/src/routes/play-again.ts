import type { PlayAgainResponse } from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { PlayAgain } from "../game/play-again";
import { timingsFromConfig } from "../game/rules-context";
import type { RouteContext } from "./context";
import { admitGameCreation } from "./game-limits";
import { idParam } from "./params";

/**
 * POST /api/games/:id/play-again: the host of a finished game starts the next one with the same
 * settings and everyone who stays, or, after a story game, the same chapter again (201 with its id;
 * 200 with the same id when it already exists).
 * Counts as creating a game for the host's creation limits (ADR 013).
 */
export function registerPlayAgainRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const playAgain = new PlayAgain({ ...ctx, timings: timingsFromConfig(ctx.config) });
  app.post(
    "/api/games/:id/play-again",
    { preHandler: requireUser },
    async (request, reply): Promise<PlayAgainResponse> => {
      const user = signedInUser(request);
      const gameId = idParam(request);
      const creation = admitGameCreation(ctx.gameLimits, { userId: user.id, ip: request.ip });
      const { nextGameId, created } = await playAgain.run(user, gameId, {
        maxSetupGamesHosted: ctx.config.maxSetupGamesPerHost,
      });
      if (created) creation.count();
      reply.status(created ? 201 : 200);
      return { gameId: nextGameId };
    },
  );
}
