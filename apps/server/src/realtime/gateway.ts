import { WS_CLOSE } from "@riddlebook/protocol";
import type { GameEvent, GameState } from "@riddlebook/rules";
import type { FastifyBaseLogger } from "fastify";
import type { WebSocket } from "ws";
import type { EventBus } from "../bus/bus";
import type { Db } from "../db/schema";
import type { Clock } from "../deps";
import type { InviteGuessLimits } from "../game/access";
import type { GameService } from "../game/game-service";
import type { Metrics } from "../metrics/metrics";
import { type Connection, GameConnection, type GameSocketIdentity, isPlayer } from "./connection";
import { DraftSaver } from "./draft-saver";
import { type FrameHandlers, routeFrame } from "./frame-router";
import { GameFanout } from "./game-fanout";
import { pongJson } from "./messages";
import { Presence } from "./presence";
import type { SessionBoundSockets } from "./session-sockets";
import { sendSnapshot } from "./snapshot";
import { SocketRegistry } from "./socket-registry";
import { Spectators } from "./spectators";
import { TimerSync } from "./timer-sync";

interface GatewayOptions {
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
  /** After a close for flooding, how long the user's new sockets are refused (ms). */
  floodCooldownMs: number;
  /** Called with every newer state the bus brings, so this instance follows other instances' deadlines. */
  onRemoteState?: (state: GameState) => void;
  /**
   * Limits on invites tried on spectator sockets: the join-code lookup limits the HTTP calls use, so
   * a guess counts the same on either path (docs/reliability.md A22).
   */
  inviteGuesses: InviteGuessLimits;
  /** Fan-out durations and refused frames (`ws_game`) are recorded here. */
  metrics?: Metrics;
}

/**
 * The realtime gateway: one socket per player connection on /ws, and per spectator connection on
 * /ws/watch. It wires the socket registry (caps, heartbeat, revocation, limits, shutdown), the
 * fan-out of committed changes with each player's own censored view (a spectator's: the public
 * view), frame routing, drafts, the clock sync (`timer_update`), connection presence and the watcher
 * count (`watchers`). When the bus reconnects after an outage, every socket gets a fresh snapshot
 * (docs/reliability.md F6).
 */
export class RealtimeGateway {
  private readonly registry: SocketRegistry<GameConnection>;
  private readonly fanout: GameFanout;
  private readonly drafts: DraftSaver;
  private readonly timerSync: TimerSync;
  private readonly presence: Presence;
  private readonly spectators: Spectators;
  private readonly frames: FrameHandlers<Connection>;
  private readonly spectatorFrames: FrameHandlers<GameConnection>;
  /** Invites tried on private games' spectator sockets (see `limitInviteGuess`). */
  readonly inviteGuesses: InviteGuessLimits;
  private offReconnect: (() => void) | undefined;

  constructor(private readonly o: GatewayOptions) {
    const { clock, games } = o;
    // A flooding game socket is warned first and closed after a second's worth of refused frames.
    this.registry = new SocketRegistry({
      ...o,
      refusalsBeforeClose: o.messagesPerSecond,
      notices: true,
      onRateLimited: o.metrics?.refusalCounter("ws_game"),
    });
    this.fanout = new GameFanout(o);
    this.drafts = new DraftSaver({
      ...o,
      stateOf: async (gameId) => this.fanout.stateOf(gameId) ?? (await games.load(gameId)),
    });
    this.timerSync = new TimerSync({ ...o, localGames: () => this.fanout.games() });
    this.presence = new Presence({ ...o, isClosing: () => this.registry.isClosing });
    this.spectators = new Spectators(o);
    this.inviteGuesses = o.inviteGuesses;
    const common: Omit<FrameHandlers<GameConnection>, "saveDraft"> = {
      ping: (conn) => conn.send(pongJson(clock.now())),
      resync: (conn) => {
        this.resync(conn).catch((error) => o.log.warn({ err: error }, "resync failed"));
      },
      invalid: (conn, code, text) => this.registry.refuse(conn, code, text),
    };
    this.frames = { ...common, saveDraft: (conn, text) => this.drafts.queue(conn, text) };
    // A spectator may ping and resync; anything a player does is refused (and counted as invalid).
    this.spectatorFrames = {
      ...common,
      saveDraft: (conn) =>
        this.registry.refuse(conn, "forbidden", "You are watching this game: spectators cannot play."),
    };
  }

  async start(): Promise<void> {
    await this.registry.start();
    await this.spectators.start();
    this.timerSync.start();
    this.offReconnect = this.o.bus.onReconnect(() => {
      this.resyncAll().catch((error) => this.o.log.warn({ err: error }, "resync after reconnect failed"));
    });
  }

  get isClosing(): boolean {
    return this.registry.isClosing;
  }

  /** How many sockets the user has open on this instance. */
  socketsOf(userId: string): number {
    return this.registry.socketsOf(userId);
  }

  floodCooldownSeconds(userId: string): number {
    return this.registry.floodCooldownSeconds(userId);
  }

  /** Open sockets on this instance. */
  get size(): number {
    return this.registry.size;
  }

  /** This channel's sockets, for closing them with their sessions (ADR 017). */
  get sessionSockets(): SessionBoundSockets {
    return this.registry;
  }

  /**
   * Sends every socket here a fresh snapshot at the current version: the bus reconnected, so commits
   * of other instances may have been lost meanwhile (docs/reliability.md F6). One load per game; the
   * state goes on to the deadline scheduler and bots like a state the bus brought.
   */
  async resyncAll(): Promise<void> {
    const byGame = new Map<string, GameConnection[]>();
    for (const game of this.fanout.games()) {
      for (const conn of game.connections) {
        const list = byGame.get(conn.identity.gameId);
        if (list) list.push(conn);
        else byGame.set(conn.identity.gameId, [conn]);
      }
    }
    for (const [gameId, conns] of byGame) {
      try {
        const state = await this.o.games.load(gameId);
        if (state) this.fanout.refresh(state);
        await Promise.all(conns.map((conn) => this.resync(conn, state)));
      } catch (error) {
        this.o.log.warn({ err: error, gameId }, "resync after reconnect failed");
      }
    }
  }

  /**
   * Takes over an upgraded socket whose identity was checked before the upgrade: a player's (with a
   * seat) or a spectator's (`playerId` null).
   */
  async attach(socket: WebSocket, identity: GameSocketIdentity): Promise<void> {
    const conn = new GameConnection(socket, identity);
    const admitted = this.registry.admit(conn, {
      frame: (data, isBinary) => {
        if (isPlayer(conn)) routeFrame(conn, data, isBinary, this.frames);
        else routeFrame(conn, data, isBinary, this.spectatorFrames);
      },
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
    if (isPlayer(conn)) this.presence.connected(conn);
    // Counted once its snapshot went out, unless it already closed (its `closed` has then run).
    if (conn.ready && conn.open) this.spectators.opened(conn);
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
    this.offReconnect?.();
    await this.registry.shutdown(async () => {
      await this.o.games.drain();
      await this.drafts.flushAll();
    });
    await this.spectators.stop();
  }

  private async snapshot(conn: GameConnection, loaded?: GameState | null): Promise<void> {
    const state = await sendSnapshot(this.o, conn, loaded);
    if (state) this.fanout.ready(conn, state);
  }

  /** A fresh snapshot; commits arriving meanwhile wait in the socket's `pending` until it is sent. */
  private resync(conn: GameConnection, loaded?: GameState | null): Promise<void> {
    conn.ready = false;
    conn.version = -1;
    return this.snapshot(conn, loaded);
  }

  private detach(conn: GameConnection): void {
    const others = this.fanout.leave(conn);
    this.spectators.closed(conn);
    if (!isPlayer(conn)) return;
    this.drafts.flushLogged(conn);
    if (conn.ready) this.presence.disconnected(conn, others);
  }
}
