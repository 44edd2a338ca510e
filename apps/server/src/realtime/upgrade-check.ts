import type { FastifyRequest } from "fastify";
import { HttpError, unauthorized } from "../http/errors";
import { isCrossSite } from "../http/security";
import type { SessionIdentity } from "./live-socket";

/** What the pre-upgrade check asks of the sockets' owner (a `SocketRegistry` or what wraps one). */
export interface UpgradeGate {
  readonly isClosing: boolean;
  socketsOf(userId: string): number;
  /** Seconds before a user closed for flooding may connect again; 0 when they may. */
  floodCooldownSeconds(userId: string): number;
}

/**
 * The checks every socket upgrade passes, each refused with a plain HTTP answer before the upgrade:
 * a server shutting down (503), a foreign Origin (403), no session (401), a user cooling down after a
 * flood (429), then the route's own checks (`identify`, which throws an HttpError), then a user with
 * too many sockets (429).
 */
export async function checkUpgrade<I extends SessionIdentity>(
  request: FastifyRequest,
  gate: UpgradeGate,
  maxSocketsPerUser: number,
  identify: (request: FastifyRequest, session: SessionIdentity) => Promise<I>,
): Promise<I> {
  if (gate.isClosing) throw new HttpError(503, "unavailable", "The server is restarting.");
  // Browsers always send Origin on a WebSocket handshake; a foreign one is another site's page.
  if (request.headers.origin !== undefined && isCrossSite(request)) {
    throw new HttpError(403, "cross_site", "Cross-site sockets are not allowed.");
  }
  const session = await request.server.sessions.current(request);
  if (!session) throw unauthorized();
  // Before the route's checks, which may read the database: a flooder cooling down costs nothing more.
  const cooldown = gate.floodCooldownSeconds(session.user.id);
  if (cooldown > 0) {
    throw new HttpError(429, "rate_limited", "Too many messages. Wait a moment before reconnecting.", {
      "Retry-After": String(cooldown),
    });
  }
  const identity = await identify(request, { userId: session.user.id, tokenHash: session.tokenHash });
  if (gate.socketsOf(identity.userId) >= maxSocketsPerUser) {
    throw new HttpError(429, "too_many_sockets", "Too many open connections.");
  }
  return identity;
}
