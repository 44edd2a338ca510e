import { type ErrorCode, WS_CLOSE } from "@riddlebook/protocol";
import type { RawData } from "ws";
import { type EventBus, SESSIONS_CHANNEL } from "../bus/bus";
import { FrameGuard, type FrameGuardOptions } from "./frame-guard";
import { type HeartbeatTarget, heartbeatRound } from "./heartbeat";
import type { LiveSocket } from "./live-socket";

interface SocketRegistryOptions extends FrameGuardOptions {
  bus: EventBus;
  /** How long a user closed for flooding is refused new sockets; `FLOOD_COOLDOWN_MS` by default. */
  floodCooldownMs?: number;
  heartbeatMs: number;
  maxSocketsPerUser: number;
}

/** What the owner of a socket handles: the frames the rate limit let through, and the socket closing. */
interface SocketHandlers {
  frame(data: RawData, isBinary: boolean): void;
  closed?(): void;
}

/**
 * After a socket is closed for flooding (4429), its user may not open another socket of this kind
 * on this instance for this long: a flooder that reconnects at once would otherwise make the server
 * accept, limit and close a socket many times a second (docs/reliability.md L5).
 */
export const FLOOD_COOLDOWN_MS = 10_000;

interface Tracked extends HeartbeatTarget {
  guard: FrameGuard;
}

/**
 * The open sockets of one kind (game or user) on this instance, and the rules every socket follows:
 * at most `maxSocketsPerUser` per user, a ping every `heartbeatMs` (no pong by the next: terminated),
 * closed with 4440 when its session ends (told directly by this instance's sign-out, by the bus from
 * another instance, or found by the periodic check: ADR 017), the per-socket frame limits
 * (`FrameGuard`), and a close with 1001 on shutdown, after which no socket is admitted.
 */
export class SocketRegistry<S extends LiveSocket> {
  private readonly byUser = new Map<string, Set<S>>();
  private readonly tracked = new Map<S, Tracked>();
  /** Users closed for flooding, and when they may connect again (epoch ms). */
  private readonly cooldowns = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | undefined;
  private unsubscribe: (() => Promise<void>) | undefined;
  private closing = false;

  constructor(private readonly o: SocketRegistryOptions) {}

  /** Resolves once session revocations are followed; starts the heartbeat. */
  async start(): Promise<void> {
    this.unsubscribe = await this.o.bus.subscribe(SESSIONS_CHANNEL, (event) =>
      this.closeSession(event.userId, event.tokenHash),
    );
    this.heartbeat = setInterval(() => heartbeatRound(this.tracked.values()), this.o.heartbeatMs);
    this.heartbeat.unref();
  }

  get isClosing(): boolean {
    return this.closing;
  }

  /** How many sockets the user has open here. */
  socketsOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Whole seconds before a user closed for flooding may open a socket here again; 0 when they may. */
  floodCooldownSeconds(userId: string): number {
    const until = this.cooldowns.get(userId);
    if (until === undefined) return 0;
    const left = until - this.o.clock.now();
    if (left > 0) return Math.ceil(left / 1000);
    this.cooldowns.delete(userId);
    return 0;
  }

  /** The user's sockets open here. */
  of(userId: string): Iterable<S> {
    return this.byUser.get(userId) ?? [];
  }

  get size(): number {
    return this.tracked.size;
  }

  /**
   * Tracks an upgraded socket and routes its events to `on`. Returns false, having closed it with 1008,
   * when the server is closing or the user is at the cap: upgrades checked at the same moment can all
   * pass the pre-upgrade check; this one cannot.
   */
  admit(conn: S, on: SocketHandlers): boolean {
    const { userId } = conn.identity;
    if (this.closing || this.socketsOf(userId) >= this.o.maxSocketsPerUser) {
      conn.close(WS_CLOSE.policy, "Too many open connections");
      return false;
    }
    const guard = new FrameGuard(conn, this.o, () => {
      this.cooldowns.set(userId, this.o.clock.now() + (this.o.floodCooldownMs ?? FLOOD_COOLDOWN_MS));
    });
    const tracked: Tracked = { socket: conn.socket, alive: true, guard };
    this.tracked.set(conn, tracked);
    let conns = this.byUser.get(userId);
    if (!conns) {
      conns = new Set();
      this.byUser.set(userId, conns);
    }
    conns.add(conn);
    conn.socket.on("pong", () => {
      tracked.alive = true;
    });
    conn.socket.on("message", (data, isBinary) => {
      if (tracked.guard.allow()) on.frame(data, isBinary);
    });
    conn.socket.on("close", () => {
      this.forget(conn);
      on.closed?.();
    });
    return true;
  }

  /** Closes with 4440 the user's sockets opened with that session. */
  closeSession(userId: string, tokenHash: string): void {
    for (const conn of [...this.of(userId)]) {
      if (conn.identity.tokenHash === tokenHash) conn.close(WS_CLOSE.sessionEnded, "Session ended");
    }
  }

  /** The sessions (token hashes) of the sockets open here. */
  sessionTokenHashes(): Iterable<string> {
    return new Set([...this.tracked.keys()].map((conn) => conn.identity.tokenHash));
  }

  /**
   * Closes with 4440 every socket whose session was among `checked` and is not in `live`; answers how
   * many. A socket opened after the check began is not in `checked`, so it is left alone.
   */
  closeEndedSessions(checked: ReadonlySet<string>, live: ReadonlySet<string>): number {
    let closed = 0;
    for (const conn of [...this.tracked.keys()]) {
      const { tokenHash } = conn.identity;
      if (checked.has(tokenHash) && !live.has(tokenHash)) {
        conn.close(WS_CLOSE.sessionEnded, "Session ended");
        closed += 1;
      }
    }
    return closed;
  }

  /** Counts an invalid frame from `conn` (see `FrameGuard.refuse`). */
  refuse(conn: S, code: ErrorCode, text: string): void {
    this.tracked.get(conn)?.guard.refuse(code, text);
  }

  /** Refuses new sockets and stops the heartbeat; runs `beforeClose`, then closes every socket with 1001. */
  async shutdown(beforeClose?: () => Promise<void>): Promise<void> {
    this.closing = true;
    clearInterval(this.heartbeat);
    await beforeClose?.();
    for (const conn of [...this.tracked.keys()]) conn.close(WS_CLOSE.goingAway, "Server restarting");
    await this.unsubscribe?.().catch(() => {});
  }

  private forget(conn: S): void {
    this.tracked.delete(conn);
    const conns = this.byUser.get(conn.identity.userId);
    conns?.delete(conn);
    if (conns?.size === 0) this.byUser.delete(conn.identity.userId);
  }
}
