import websocket from "@fastify/websocket";
import { idSchema, WS_MAX_PAYLOAD_BYTES } from "@riddlebook/protocol";
import { findPlayer } from "@riddlebook/rules";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../http/errors";
import type { SocketIdentity } from "./connection";
import type { RealtimeGateway } from "./gateway";
import { registerSocketRoute } from "./socket-route";

/**
 * Registers the websocket plugin and GET /ws?gameId=…&playerId=…, which upgrades to the game's socket.
 * Besides the checks of every socket (`checkUpgrade`: 503, 403, 401, 429) it refuses a bad query (400),
 * an unknown game or seat (404) and a seat that is not the user's (403).
 */
export function registerRealtimeRoute(
  app: FastifyInstance,
  gateway: RealtimeGateway,
  maxSocketsPerUser: number,
): void {
  app.register(websocket, {
    options: { maxPayload: WS_MAX_PAYLOAD_BYTES, perMessageDeflate: false },
    errorHandler(error, socket, request) {
      // A frame over maxPayload and similar protocol errors: drop the socket, the server stays up.
      request.log.debug({ err: error }, "websocket error");
      socket.terminate();
    },
    async preClose() {
      await gateway.shutdown();
    },
  });

  registerSocketRoute<SocketIdentity>(app, {
    path: "/ws",
    gate: gateway,
    maxSocketsPerUser,
    async identify(request, session) {
      const query = request.query as Record<string, unknown>;
      const gameId = idSchema.safeParse(query.gameId);
      const playerId = idSchema.safeParse(query.playerId);
      if (!gameId.success || !playerId.success) {
        throw new HttpError(400, "invalid_request", "gameId and playerId are required.");
      }
      const state = await app.games.load(gameId.data);
      const player = state ? findPlayer(state, playerId.data) : undefined;
      if (!state || !player)
        throw new HttpError(404, "player_not_found", "You are not a player in this game.");
      if (player.userId !== session.userId) throw new HttpError(403, "forbidden", "That player is not you.");
      return { ...session, gameId: gameId.data, playerId: playerId.data };
    },
    attach: (socket, identity) => gateway.attach(socket, identity),
  });
}
