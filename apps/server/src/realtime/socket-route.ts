import { WS_CLOSE } from "@riddlebook/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import type { SessionIdentity } from "./live-socket";
import { checkUpgrade, type UpgradeGate } from "./upgrade-check";

interface SocketRouteOptions<I extends SessionIdentity> {
  path: string;
  gate: UpgradeGate;
  maxSocketsPerUser: number;
  /** The route's own checks once the session is known (see `checkUpgrade`); answers the socket's identity. */
  identify(request: FastifyRequest, session: SessionIdentity): Promise<I>;
  /** Takes over the upgraded socket. */
  attach(socket: WebSocket, identity: I): void | Promise<void>;
}

/**
 * A GET route that upgrades to a socket once `checkUpgrade` passed, and hands the socket with its
 * identity to `attach`. Needs the websocket plugin, which `registerRealtimeRoute` registers.
 */
export function registerSocketRoute<I extends SessionIdentity>(
  app: FastifyInstance,
  o: SocketRouteOptions<I>,
): void {
  const identities = new WeakMap<FastifyRequest, I>();
  app.register(async (scope) => {
    scope.get(
      o.path,
      {
        websocket: true,
        async preHandler(request) {
          identities.set(request, await checkUpgrade(request, o.gate, o.maxSocketsPerUser, o.identify));
        },
      },
      (socket, request) => {
        const identity = identities.get(request);
        releaseUpgrade(socket, request);
        if (!identity) {
          socket.close(WS_CLOSE.unauthorized, "Not authenticated");
          return;
        }
        return o.attach(socket, identity);
      },
    );
  });
}

/**
 * Lets the upgrade's request and reply go once the socket is open, so a long-lived socket does not
 * keep them (and the raw request and response behind them) alive: the websocket plugin's error
 * listener closes over both, so it is replaced by one that closes the socket as the plugin's error
 * handler does (ws-route.ts), and the HTTP response object the upgrade left on the TCP socket is
 * dropped (docs/decisions/025-a-leaner-commit-and-fan-out.md).
 */
function releaseUpgrade(socket: WebSocket, request: FastifyRequest): void {
  socket.removeAllListeners("error");
  socket.on("error", () => socket.terminate());
  const raw = (socket as unknown as { _socket?: { _httpMessage?: unknown } })._socket;
  if (raw?._httpMessage) raw._httpMessage = null;
  void request;
}
