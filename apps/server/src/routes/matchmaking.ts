import {
  joinMatchmakingBodySchema,
  type MatchmakingJoinResponse,
  type MatchmakingStatusResponse,
  type PlayWithBotResponse,
} from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { timingsFromConfig } from "../game/rules-context";
import { parseBody } from "../http/parse-body";
import { MatchmakingService } from "../matchmaking/matchmaking-service";
import { registerUserSocketRoute, UserChannel } from "../realtime/user-channel";
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
 * Quick match (spec 7 "Matchmaking", issue 6): join, status, leave and the bot offer, and the
 * user-level socket that pushes `match_found`. Every call needs a signed-in user. Register after
 * `registerRealtimeRoute`, which brings the websocket plugin.
 */
export function registerMatchmaking(app: FastifyInstance, ctx: RouteContext): void {
  const { config } = ctx;
  const userChannel = new UserChannel({
    bus: ctx.bus,
    log: app.log,
    heartbeatMs: config.wsHeartbeatMs,
    maxSocketsPerUser: config.wsMaxSocketsPerUser,
    messagesPerSecond: config.wsMessagesPerSecond,
  });
  const matchmaking = new MatchmakingService({
    db: ctx.db,
    clock: ctx.clock,
    ids: ctx.ids,
    games: ctx.games,
    log: app.log,
    timings: timingsFromConfig(config),
    relaxMs: config.matchRelaxSeconds * 1000,
    staleMs: config.matchStaleSeconds * 1000,
    botOfferMs: config.matchBotOfferSeconds * 1000,
    push: (userId, message) => userChannel.push(userId, message),
  });
  app.decorate("matchmaking", matchmaking);
  app.decorate("userChannel", userChannel);
  registerUserSocketRoute(app, userChannel, config.wsMaxSocketsPerUser);
  app.addHook("onReady", () => userChannel.start());
  app.addHook("preClose", () => userChannel.shutdown());
  app.addHook("onClose", () => matchmaking.drain());

  const auth = { preHandler: requireUser };

  app.post("/api/matchmaking/join", auth, async (request): Promise<MatchmakingJoinResponse> => {
    const user = signedInUser(request);
    const body = parseBody(joinMatchmakingBodySchema, request.body);
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

  app.post("/api/matchmaking/play-with-bot", auth, async (request): Promise<PlayWithBotResponse> => {
    return matchmaking.playWithBot(signedInUser(request).id);
  });
}
