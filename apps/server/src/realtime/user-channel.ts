import {
  type PresenceFrame,
  presenceFrameSchema,
  USER_SOCKET_PATH,
  type UserPushMessage,
} from "@riddlebook/protocol";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { RawData, WebSocket } from "ws";
import type { EventBus } from "../bus/bus";
import type { Clock } from "../deps";
import type { Metrics } from "../metrics/metrics";
import { LiveSocket, type SessionIdentity } from "./live-socket";
import { pongJson } from "./messages";
import type { SessionBoundSockets } from "./session-sockets";
import { SocketRegistry } from "./socket-registry";
import { registerSocketRoute } from "./socket-route";
import { USER_EVENTS_CHANNEL, type UserEventEnvelope } from "./user-events-channel";

/**
 * What routes use to reach users' sockets (`UserChannel`). A push is the protocol's
 * `UserPushMessage`, the union the web client dispatches on.
 */
export interface UserPush {
  /** Sends `message` to every socket the user has open, on any instance. Never throws. */
  push(userId: string, message: UserPushMessage): Promise<void>;
  /** Sends one message to many users' sockets, in one bus message. Never throws. */
  pushMany(userIds: readonly string[], message: UserPushMessage): Promise<void>;
}

/** What friends' presence (features/presence, ADR 020) is told of this channel's pages. */
interface PageReports {
  start(): void;
  opened(key: object, userId: string): void;
  heard(key: object): void;
  reported(key: object, frame: PresenceFrame): void;
  closed(key: object): void;
  shutdown(): Promise<void>;
}

interface UserChannelOptions {
  bus: EventBus;
  log: FastifyBaseLogger;
  /** The app's clock (rate limits, `pong`). */
  clock: Clock;
  heartbeatMs: number;
  maxSocketsPerUser: number;
  messagesPerSecond: number;
  /** After a close for flooding, how long the user's new sockets are refused (ms). */
  floodCooldownMs: number;
  /** Told of every page's opening, presence reports and closing (friends' presence, ADR 020). */
  presence?: PageReports;
  /** Refused frames are counted here (`ws_user`). */
  metrics?: Metrics;
}

/**
 * The user-level socket channel on `/ws/user`: one socket per open page of a signed-in user, for
 * pushes that are about the user rather than a game (`match_found`, the social messages). Pushes
 * go through the bus, so a match made on one instance reaches the user's sockets on any other. Its
 * sockets follow the same registry rules as game sockets; they may send `ping` and the page's
 * presence (`PresenceFrame`), which `presence` turns into the user's status for their friends.
 */
export class UserChannel implements UserPush {
  private readonly registry: SocketRegistry<LiveSocket>;
  private unsubscribe: (() => Promise<void>) | undefined;

  constructor(private readonly o: UserChannelOptions) {
    // A user socket only pings: a client over the rate is closed at once, and sent no `error` frames.
    this.registry = new SocketRegistry({
      ...o,
      refusalsBeforeClose: 1,
      notices: false,
      onRateLimited: o.metrics?.refusalCounter("ws_user"),
    });
  }

  async start(): Promise<void> {
    this.unsubscribe = await this.o.bus.subscribe(USER_EVENTS_CHANNEL, (envelope) => {
      let text: string | undefined;
      for (const userId of [envelope.userId, ...(envelope.userIds ?? [])]) {
        for (const conn of this.registry.of(userId)) {
          text ??= JSON.stringify(envelope.message);
          conn.send(text);
        }
      }
    });
    await this.registry.start();
    this.o.presence?.start();
  }

  get isClosing(): boolean {
    return this.registry.isClosing;
  }

  socketsOf(userId: string): number {
    return this.registry.socketsOf(userId);
  }

  /** Open sockets on this instance. */
  get size(): number {
    return this.registry.size;
  }

  floodCooldownSeconds(userId: string): number {
    return this.registry.floodCooldownSeconds(userId);
  }

  /** This channel's sockets, for closing them with their sessions (ADR 017). */
  get sessionSockets(): SessionBoundSockets {
    return this.registry;
  }

  /** Sends `message` to every socket the user has open, on any instance. Never throws. */
  async push(userId: string, message: UserPushMessage): Promise<void> {
    const envelope: UserEventEnvelope = { type: "user_event", userId, message };
    await this.o.bus.publish(USER_EVENTS_CHANNEL, envelope).catch((error) => {
      this.o.log.warn({ err: error, userId }, "user push not published");
    });
  }

  /** Sends one message to many users' sockets on any instance, in one bus message. Never throws. */
  async pushMany(userIds: readonly string[], message: UserPushMessage): Promise<void> {
    const [userId, ...rest] = userIds;
    if (userId === undefined) return;
    const envelope: UserEventEnvelope = { type: "user_event", userId, userIds: rest, message };
    await this.o.bus.publish(USER_EVENTS_CHANNEL, envelope).catch((error) => {
      this.o.log.warn({ err: error, users: userIds.length }, "user push not published");
    });
  }

  /** Takes over an upgraded socket whose user was checked before the upgrade. */
  attach(socket: WebSocket, identity: SessionIdentity): void {
    const conn = new LiveSocket(socket, identity);
    const { presence } = this.o;
    const admitted = this.registry.admit(conn, {
      frame: (data, isBinary) => this.onFrame(conn, data, isBinary),
      closed: () => presence?.closed(conn),
    });
    if (admitted) presence?.opened(conn, identity.userId);
  }

  /**
   * Refuses new sockets, takes this instance's users offline (their friends are told), closes every
   * open socket with 1001 and leaves the bus.
   */
  async shutdown(): Promise<void> {
    await this.registry.shutdown(async () => {
      await this.o.presence
        ?.shutdown()
        .catch((error) => this.o.log.warn({ err: error }, "presence not cleared at shutdown"));
    });
    await this.unsubscribe?.().catch(() => {});
  }

  private onFrame(conn: LiveSocket, data: RawData, isBinary: boolean): void {
    let frame: unknown;
    try {
      frame = isBinary ? undefined : JSON.parse(data.toString());
    } catch {
      frame = undefined;
    }
    if ((frame as { type?: unknown } | null)?.type === "ping") {
      this.o.presence?.heard(conn);
      conn.send(pongJson(this.o.clock.now()));
      return;
    }
    const presence = presenceFrameSchema.safeParse(frame);
    if (presence.success) this.o.presence?.reported(conn, presence.data);
    else this.registry.refuse(conn, "invalid_message", "Only ping and presence are accepted here.");
  }
}

/**
 * GET /ws/user upgrades to the signed-in user's own channel, after the checks every socket passes
 * (`checkUpgrade`: 503, 403, 401, 429). Needs the websocket plugin, which `registerRealtimeRoute` registers.
 */
export function registerUserSocketRoute(
  app: FastifyInstance,
  channel: UserChannel,
  maxSocketsPerUser: number,
): void {
  registerSocketRoute(app, {
    path: USER_SOCKET_PATH,
    gate: channel,
    maxSocketsPerUser,
    identify: async (_request, session) => session,
    attach: (socket, identity) => channel.attach(socket, identity),
  });
}
