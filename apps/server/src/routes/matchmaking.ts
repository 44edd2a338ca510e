import {
  joinMatchmakingBodySchema,
  type MatchmakingJoinResponse,
  type MatchmakingStatusResponse,
  type PlayWithBotResponse,
} from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { idempotent } from "../http/idempotency";
import { parseBody } from "../http/parse-body";
import type { MatchmakingService } from "../matchmaking/matchmaking-service";
import { registerUserSocketRoute, type UserChannel } from "../realtime/user-channel";
import { assertClean } from "../text/profanity";
import type { RouteContext } from "./context";

declare module "fastify" {
  interface FastifyInstance {
    /** Quick match: the queue's calls and this instance's matching passes. */
    matchmaking: MatchmakingService;
    /** The user-level socket channel on /ws/user (`match_found`). */
    userChannel: UserChannel;
  }
}

/**
 * Quick match (docs/product.md §9): join, status, leave and the bot offer, and the user-level
 * socket that pushes `match_found`. `buildApp` builds the service and the channel; every call
 * needs a signed-in user. Register after `registerRealtimeRoute`, which brings the websocket plugin.
 */
export function registerMatchmaking(
  app: FastifyInstance,
  ctx: RouteContext,
  { matchmaking, userChannel }: { matchmaking: MatchmakingService; userChannel: UserChannel },
): void {
  const { config } = ctx;
  app.decorate("matchmaking", matchmaking);
  app.decorate("userChannel", userChannel);
  registerUserSocketRoute(app, userChannel, config.wsMaxSocketsPerUser);
  app.addHook("onReady", () => userChannel.start());
  app.addHook("preClose", () => userChannel.shutdown());
  app.addHook("onClose", () => matchmaking.drain());

  const auth = { preHandler: requireUser };
  /** Also honours an Idempotency-Key (ADR 016). */
  const keyed = { ...auth, ...idempotent() };

  app.post("/api/matchmaking/join", auth, async (request): Promise<MatchmakingJoinResponse> => {
    const user = signedInUser(request);
    const body = parseBody(joinMatchmakingBodySchema, request.body);
    assertClean("playerName", body.playerName);
    return matchmaking.join(user.id, {
      playerName: body.playerName ?? user.username,
      gameMode: body.gameMode,
      preferredRounds: body.preferredRounds,
      skillLevel: body.skillLevel,
    });
  });

  app.get("/api/matchmaking/status", auth, async (request): Promise<MatchmakingStatusResponse> => {
    return matchmaking.status(signedInUser(request).id);
  });

  app.delete("/api/matchmaking/leave", auth, async (request): Promise<MatchmakingStatusResponse> => {
    return matchmaking.leave(signedInUser(request).id);
  });

  app.post("/api/matchmaking/play-with-bot", keyed, async (request): Promise<PlayWithBotResponse> => {
    return matchmaking.playWithBot(signedInUser(request).id);
  });
}
