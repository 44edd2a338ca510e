import websocket from "@fastify/websocket";
import { idSchema, SPECTATOR_SOCKET_PATH, WS_MAX_PAYLOAD_BYTES } from "@riddlebook/protocol";
import { findPlayer } from "@riddlebook/rules";
import type { FastifyInstance } from "fastify";
import { activeSeatOf, assertMayWatch, limitInviteGuess } from "../game/access";
import { HttpError } from "../http/errors";
import type { SocketIdentity, SpectatorIdentity } from "./connection";
import type { RealtimeGateway } from "./gateway";
import { registerSocketRoute } from "./socket-route";

/**
 * Registers the websocket plugin, GET /ws?gameId=…&playerId=…, which upgrades to a player's game
 * socket, and GET /ws/watch?gameId=…[&invite=…], which upgrades to a spectator's (see
 * `registerSpectatorRoute`). Besides the checks of every socket (`checkUpgrade`: 503, 403, 401, 429)
 * the player's refuses a bad query (400), an unknown game or seat (404) and a seat that is not the
 * user's (403).
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
  registerSpectatorRoute(app, gateway, maxSocketsPerUser);
}

/**
 * GET /ws/watch?gameId=…[&invite=<join code>]: a spectator's socket, for a signed-in user without a
 * seat in the game (the public view, events meant for everyone, no intents). It refuses a bad query
 * (400), an unknown game (404), a user who holds a seat there (403: they open the game as a player),
 * a player the host removed (403), and a private game without its invite (403). Each wrong invite counts as a join-code guess, and too
 * many are refused with 429 (docs/reliability.md A22).
 */
function registerSpectatorRoute(app: FastifyInstance, gateway: RealtimeGateway, maxSocketsPerUser: number) {
  registerSocketRoute<SpectatorIdentity>(app, {
    path: SPECTATOR_SOCKET_PATH,
    gate: gateway,
    maxSocketsPerUser,
    async identify(request, session) {
      const query = request.query as Record<string, unknown>;
      const gameId = idSchema.safeParse(query.gameId);
      if (!gameId.success) throw new HttpError(400, "invalid_request", "gameId is required.");
      const invite = typeof query.invite === "string" ? query.invite : undefined;
      const state = await app.games.load(gameId.data);
      if (!state) throw new HttpError(404, "game_not_found", "Game not found.");
      if (activeSeatOf(state, session.userId)) {
        throw new HttpError(403, "forbidden", "You have a seat in this game: open it as a player.");
      }
      limitInviteGuess(gateway.inviteGuesses, state, { userId: session.userId, ip: request.ip }, invite);
      assertMayWatch(state, session.userId, invite);
      return { ...session, gameId: gameId.data, playerId: null };
    },
    attach: (socket, identity) => gateway.attach(socket, identity),
  });
}
