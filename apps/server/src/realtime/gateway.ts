import { WS_CLOSE } from "@riddlebook/protocol";
import type { GameEvent, GameState } from "@riddlebook/rules";
import type { FastifyBaseLogger } from "fastify";
import type { WebSocket } from "ws";
import type { EventBus } from "../bus/bus";
import type { Db } from "../db/schema";
import type { Clock } from "../deps";
import type { GameService } from "../game/game-service";
import { Connection, type SocketIdentity } from "./connection";
import { DraftSaver } from "./draft-saver";
import { type FrameHandlers, routeFrame } from "./frame-router";
import { GameFanout } from "./game-fanout";
import { pongJson } from "./messages";
import { Presence } from "./presence";
import { sendSnapshot } from "./snapshot";
import { SocketRegistry } from "./socket-registry";
import { TimerSync } from "./timer-sync";

export interface GatewayOptions {
  db: Db;
  bus: EventBus;
  clock: Clock;
  /** Uniform in [0, 1): spreads the clock syncs of games over the cycle. */
  rng: () => number;
  games: GameService;
  log: FastifyBaseLogger;
  heartbeatMs: number;
  timerUpdateMs: number;
  maxSocketsPerUser: number;
  messagesPerSecond: number;
  /** Called with every newer state the bus brings, so this instance follows other instances' deadlines. */
  onRemoteState?: (state: GameState) => void;
}

/**
 * The realtime gateway: one socket per player connection on /ws. It wires the socket registry (caps,
 * heartbeat, revocation, limits, shutdown), the fan-out of committed changes with each player's own
 * censored view, frame routing, drafts, the clock sync (`timer_update`) and connection presence.
 */
export class RealtimeGateway {
  private readonly registry: SocketRegistry<Connection>;
  private readonly fanout: GameFanout;
  private readonly drafts: DraftSaver;
  private readonly timerSync: TimerSync;
  private readonly presence: Presence;
  private readonly frames: FrameHandlers<Connection>;

  constructor(private readonly o: GatewayOptions) {
    const { clock, games } = o;
    // A flooding game socket is warned first and closed after a second's worth of refused frames.
    this.registry = new SocketRegistry({ ...o, refusalsBeforeClose: o.messagesPerSecond, notices: true });
    this.fanout = new GameFanout(o);
    this.drafts = new DraftSaver({
      ...o,
      stateOf: async (gameId) => this.fanout.stateOf(gameId) ?? (await games.load(gameId)),
    });
    this.timerSync = new TimerSync({ ...o, localGames: () => this.fanout.games() });
    this.presence = new Presence({ ...o, isClosing: () => this.registry.isClosing });
    this.frames = {
      ping: (conn) => conn.send(pongJson(clock.now())),
      resync: (conn) => {
        conn.ready = false;
        conn.version = -1;
        this.snapshot(conn).catch((error) => o.log.warn({ err: error }, "resync failed"));
      },
      saveDraft: (conn, text) => this.drafts.queue(conn, text),
      invalid: (conn, code, text) => this.registry.refuse(conn, code, text),
    };
  }

  async start(): Promise<void> {
    await this.registry.start();
    this.timerSync.start();
  }

  get isClosing(): boolean {
    return this.registry.isClosing;
  }

  /** How many sockets the user has open on this instance. */
  socketsOf(userId: string): number {
    return this.registry.socketsOf(userId);
  }

  /** Open sockets on this instance. */
  get size(): number {
    return this.registry.size;
  }

  /** Takes over an upgraded socket whose identity was checked before the upgrade. */
  async attach(socket: WebSocket, identity: SocketIdentity): Promise<void> {
    const conn = new Connection(socket, identity);
    const admitted = this.registry.admit(conn, {
      frame: (data, isBinary) => routeFrame(conn, data, isBinary, this.frames),
      closed: () => this.detach(conn),
    });
    if (!admitted) return;
    try {
      await this.fanout.join(conn);
      await this.snapshot(conn);
    } catch (error) {
      this.o.log.warn({ err: error, gameId: identity.gameId }, "socket setup failed");
      conn.close(WS_CLOSE.internalError, "Server error");
      return;
    }
    this.presence.connected(conn);
  }

  /** A commit made by this instance, delivered to its sockets at once (see `GameFanout.localCommit`). */
  localCommit(state: GameState, events: GameEvent[]): void {
    this.fanout.localCommit(state, events);
  }

  /**
   * Graceful shutdown: refuses new sockets, lets in-flight commits finish, writes drafts, then closes
   * every socket with 1001.
   */
  async shutdown(): Promise<void> {
    this.timerSync.stop();
    await this.registry.shutdown(async () => {
      await this.o.games.drain();
      await this.drafts.flushAll();
    });
  }

  private async snapshot(conn: Connection): Promise<void> {
    const state = await sendSnapshot(this.o, conn);
    if (state) this.fanout.ready(conn, state);
  }

  private detach(conn: Connection): void {
    const others = this.fanout.leave(conn);
    this.drafts.flushLogged(conn);
    if (conn.ready) this.presence.disconnected(conn, others);
  }
}
