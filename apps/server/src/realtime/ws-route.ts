import websocket from "@fastify/websocket";
import { idSchema, WS_MAX_PAYLOAD_BYTES } from "@riddlebook/protocol";
import { findPlayer } from "@riddlebook/rules";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError, unauthorized } from "../http/errors";
import { isCrossSite } from "../http/security";
import type { SocketIdentity } from "./connection";
import type { RealtimeGateway } from "./gateway";

/**
 * GET /ws?gameId=…&playerId=… upgrades to the game's socket. Everything is checked before the upgrade
 * and refused with a plain HTTP answer: a foreign Origin (403), no session (401), bad query (400),
 * unknown game or seat (404), a seat that is not the user's (403), too many sockets (429), or
 * a server shutting down (503).
 */
export function registerRealtimeRoute(
  app: FastifyInstance,
  gateway: RealtimeGateway,
  maxSocketsPerUser: number,
): void {
  const identities = new WeakMap<FastifyRequest, SocketIdentity>();

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

  app.register(async (scope) => {
    scope.get(
      "/ws",
      {
        websocket: true,
        async preHandler(request) {
          if (gateway.isClosing) throw new HttpError(503, "unavailable", "The server is restarting.");
          // Browsers always send Origin on a WebSocket handshake; a foreign one is another site's page.
          if (request.headers.origin !== undefined && isCrossSite(request)) {
            throw new HttpError(403, "cross_site", "Cross-site sockets are not allowed.");
          }
          const session = await app.sessions.current(request);
          if (!session) throw unauthorized();
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
          if (player.userId !== session.user.id)
            throw new HttpError(403, "forbidden", "That player is not you.");
          if (gateway.socketsOf(session.user.id) >= maxSocketsPerUser) {
            throw new HttpError(429, "too_many_sockets", "Too many open connections.");
          }
          identities.set(request, {
            userId: session.user.id,
            tokenHash: session.tokenHash,
            gameId: gameId.data,
            playerId: playerId.data,
          });
        },
      },
      (socket, request) => {
        const identity = identities.get(request);
        if (!identity) {
          socket.close(4401, "Not authenticated");
          return;
        }
        return gateway.attach(socket, identity);
      },
    );
  });
}
