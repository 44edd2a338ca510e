import { type MatchFoundMessage, USER_SOCKET_PATH, WS_CLOSE } from "@riddlebook/protocol";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { type BusMessage, type EventBus, SESSIONS_CHANNEL } from "../bus/bus";
import { HttpError, unauthorized } from "../http/errors";
import { isCrossSite } from "../http/security";
import { heartbeatRound } from "./heartbeat";
import { pongJson } from "./messages";
import { TokenBucket } from "./token-bucket";

/** The bus channel of user-level pushes; every instance delivers the ones for its own sockets. */
export const USER_EVENTS_CHANNEL = "user-events";

/** A push to one user, as carried on the bus. */
interface UserEventEnvelope extends BusMessage {
  type: "user_event";
  userId: string;
  message: MatchFoundMessage;
}

/** Frames a user socket may send that are not a `ping` before it is closed. */
const MAX_INVALID_FRAMES = 10;

interface UserSocket {
  socket: WebSocket;
  userId: string;
  tokenHash: string;
  alive: boolean;
  invalidFrames: number;
  bucket: TokenBucket;
}

export interface UserChannelOptions {
  bus: EventBus;
  log: FastifyBaseLogger;
  heartbeatMs: number;
  maxSocketsPerUser: number;
  messagesPerSecond: number;
}

/**
 * The user-level socket channel on `/ws/user`: one socket per open page of a signed-in user, for
 * pushes that are about the user rather than a game (`match_found`). Pushes go through the bus,
 * so a match made on one instance reaches the user's sockets on any other. Sockets are pinged
 * like game sockets and closed when their session ends or the server stops.
 */
export class UserChannel {
  private readonly byUser = new Map<string, Set<UserSocket>>();
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly unsubscribes: (() => Promise<void>)[] = [];
  private closing = false;

  constructor(private readonly o: UserChannelOptions) {}

  async start(): Promise<void> {
    this.unsubscribes.push(
      await this.o.bus.subscribe(USER_EVENTS_CHANNEL, (message) => {
        if (message.type !== "user_event") return;
        const envelope = message as UserEventEnvelope;
        const text = JSON.stringify(envelope.message);
        for (const conn of this.byUser.get(envelope.userId) ?? []) {
          if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(text);
        }
      }),
      await this.o.bus.subscribe(SESSIONS_CHANNEL, (message) => {
        if (message.type !== "session_revoked") return;
        for (const conn of this.byUser.get(String(message.userId)) ?? []) {
          if (conn.tokenHash === message.tokenHash) conn.socket.close(WS_CLOSE.sessionEnded, "Session ended");
        }
      }),
    );
    this.heartbeat = setInterval(() => heartbeatRound(this.byUser), this.o.heartbeatMs);
    this.heartbeat.unref();
  }

  get isClosing(): boolean {
    return this.closing;
  }

  socketsOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Sends `message` to every socket the user has open, on any instance. Never throws. */
  async push(userId: string, message: MatchFoundMessage): Promise<void> {
    const envelope: UserEventEnvelope = { type: "user_event", userId, message };
    await this.o.bus.publish(USER_EVENTS_CHANNEL, envelope).catch((error) => {
      this.o.log.warn({ err: error, userId }, "user push not published");
    });
  }

  /** Takes over an upgraded socket whose user was checked before the upgrade. */
  attach(socket: WebSocket, identity: { userId: string; tokenHash: string }): void {
    let conns = this.byUser.get(identity.userId);
    if (!conns) {
      conns = new Set();
      this.byUser.set(identity.userId, conns);
    }
    if (this.closing || conns.size >= this.o.maxSocketsPerUser) {
      socket.close(WS_CLOSE.policy, "Too many open connections");
      if (conns.size === 0) this.byUser.delete(identity.userId);
      return;
    }
    const rate = this.o.messagesPerSecond;
    const conn: UserSocket = {
      socket,
      ...identity,
      alive: true,
      invalidFrames: 0,
      bucket: new TokenBucket(rate, rate * 2, Date.now()),
    };
    conns.add(conn);
    socket.on("pong", () => {
      conn.alive = true;
    });
    socket.on("message", (data, isBinary) => {
      if (!conn.bucket.take(Date.now())) {
        socket.close(WS_CLOSE.rateLimited, "Too many messages");
        return;
      }
      let type: unknown;
      try {
        type = isBinary ? undefined : (JSON.parse(data.toString()) as { type?: unknown })?.type;
      } catch {
        type = undefined;
      }
      if (type === "ping") {
        socket.send(pongJson(Date.now()));
        return;
      }
      if (++conn.invalidFrames >= MAX_INVALID_FRAMES)
        socket.close(WS_CLOSE.policy, "Too many invalid messages");
    });
    socket.on("close", () => {
      const set = this.byUser.get(conn.userId);
      set?.delete(conn);
      if (set?.size === 0) this.byUser.delete(conn.userId);
    });
  }

  /** Refuses new sockets, closes every open one with 1001 and leaves the bus. */
  async shutdown(): Promise<void> {
    this.closing = true;
    clearInterval(this.heartbeat);
    for (const conns of this.byUser.values()) {
      for (const conn of conns) conn.socket.close(WS_CLOSE.goingAway, "Server restarting");
    }
    await Promise.allSettled(this.unsubscribes.map((off) => off()));
  }
}

/**
 * GET /ws/user upgrades to the signed-in user's own channel. Checked before the upgrade and refused
 * with a plain HTTP answer: a server shutting down (503), a foreign Origin (403), no session (401),
 * too many sockets (429). Needs the websocket plugin, which `registerRealtimeRoute` registers.
 */
export function registerUserSocketRoute(
  app: FastifyInstance,
  channel: UserChannel,
  maxSocketsPerUser: number,
): void {
  const identities = new WeakMap<FastifyRequest, { userId: string; tokenHash: string }>();
  app.register(async (scope) => {
    scope.get(
      USER_SOCKET_PATH,
      {
        websocket: true,
        async preHandler(request) {
          if (channel.isClosing) throw new HttpError(503, "unavailable", "The server is restarting.");
          if (request.headers.origin !== undefined && isCrossSite(request)) {
            throw new HttpError(403, "cross_site", "Cross-site sockets are not allowed.");
          }
          const session = await app.sessions.current(request);
          if (!session) throw unauthorized();
          if (channel.socketsOf(session.user.id) >= maxSocketsPerUser) {
            throw new HttpError(429, "too_many_sockets", "Too many open connections.");
          }
          identities.set(request, { userId: session.user.id, tokenHash: session.tokenHash });
        },
      },
      (socket, request) => {
        const identity = identities.get(request);
        if (!identity) {
          socket.close(WS_CLOSE.unauthorized, "Not authenticated");
          return;
        }
        channel.attach(socket, identity);
      },
    );
  });
}
