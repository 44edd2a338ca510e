import { clientMessageSchema, WS_CLOSE } from "@riddlebook/protocol";
import {
  findPlayer,
  type GameEvent,
  type GameState,
  type GameView,
  isVisibleTo,
  viewFor,
} from "@riddlebook/rules";
import type { FastifyBaseLogger } from "fastify";
import type { RawData, WebSocket } from "ws";
import { type EventBus, SESSIONS_CHANNEL } from "../bus/bus";
import { getDraft, saveDraft } from "../db/repos/games";
import type { Db } from "../db/schema";
import type { Clock } from "../deps";
import { type GameCommittedMessage, gameChannel } from "../game/game-channel";
import type { GameService } from "../game/game-service";
import { Connection, type SocketIdentity } from "./connection";
import { heartbeatRound } from "./heartbeat";
import {
  errorJson,
  eventMessageJson,
  pongJson,
  snapshotJson,
  timerUpdateJson,
  viewPartJson,
} from "./messages";

/** Invalid frames tolerated per socket before it is closed. */
const MAX_INVALID_FRAMES = 10;
/** A draft is written at most this often per socket (the last text wins). */
const DRAFT_WRITE_INTERVAL_MS = 1000;
/** How often the clock-sync cycle looks for games due a `timer_update`. */
const TIMER_SYNC_STEP_MS = 100;
/** Nesting deeper than this is refused before schema validation. */
const MAX_JSON_DEPTH = 8;

/** The sockets of one game on this instance, and the latest state the bus brought. */
interface LocalGame {
  connections: Set<Connection>;
  state: GameState | null;
  /** When this game's sockets next get a `timer_update` (each game has its own phase of the cycle). */
  nextTimerSync: number;
  unsubscribe: Promise<() => Promise<void>>;
}

export interface GatewayOptions {
  db: Db;
  bus: EventBus;
  clock: Clock;
  games: GameService;
  log: FastifyBaseLogger;
  heartbeatMs: number;
  timerUpdateMs: number;
  maxSocketsPerUser: number;
  messagesPerSecond: number;
  /** Called with every state the bus brings, so this instance's scheduler follows other instances' deadlines. */
  onRemoteState?: (state: GameState) => void;
}

/** One player's view of one commit, and its serialised view member per base view already sent. */
interface PlayerViews {
  view: GameView;
  parts: Map<GameView | null, string>;
}

function jsonDepth(value: unknown, depth = 0): number {
  if (depth > MAX_JSON_DEPTH || typeof value !== "object" || value === null) return depth;
  let max = depth;
  for (const child of Object.values(value)) max = Math.max(max, jsonDepth(child, depth + 1));
  return max;
}

/**
 * The realtime gateway: one socket per player connection on /ws. Committed game changes arrive on
 * each game's bus channel (from this instance or another); each local socket gets the events meant
 * for it, each with that player's own censored view. It also runs the heartbeat, the clock sync
 * (`timer_update`), drafts, connection presence and the per-socket limits.
 */
export class RealtimeGateway {
  private readonly local = new Map<string, LocalGame>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private heartbeat: NodeJS.Timeout | undefined;
  private timerSync: NodeJS.Timeout | undefined;
  private unsubscribeSessions: (() => Promise<void>) | undefined;
  private closing = false;

  constructor(private readonly o: GatewayOptions) {}

  async start(): Promise<void> {
    this.unsubscribeSessions = await this.o.bus.subscribe(SESSIONS_CHANNEL, (message) => {
      if (message.type !== "session_revoked") return;
      for (const conns of this.byUser.values()) {
        for (const conn of conns) {
          if (conn.identity.tokenHash === message.tokenHash)
            conn.close(WS_CLOSE.sessionEnded, "Session ended");
        }
      }
    });
    this.heartbeat = setInterval(() => heartbeatRound(this.byUser), this.o.heartbeatMs);
    this.heartbeat.unref();
    // Each game is synced every timerUpdateMs at its own moment, checked in small steps, so the
    // clock syncs of thousands of games are spread over the cycle instead of sent in one burst.
    this.timerSync = setInterval(() => this.syncTimers(), Math.min(TIMER_SYNC_STEP_MS, this.o.timerUpdateMs));
    this.timerSync.unref();
  }

  get isClosing(): boolean {
    return this.closing;
  }

  /** How many sockets the user has open on this instance. */
  socketsOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Open sockets on this instance. */
  get size(): number {
    let n = 0;
    for (const conns of this.byUser.values()) n += conns.size;
    return n;
  }

  /** Takes over an upgraded socket whose identity was checked before the upgrade. */
  async attach(socket: WebSocket, identity: SocketIdentity): Promise<void> {
    const conn = new Connection(socket, identity, this.o.messagesPerSecond, Date.now());
    let userConns = this.byUser.get(identity.userId);
    if (!userConns) {
      userConns = new Set();
      this.byUser.set(identity.userId, userConns);
    }
    // Upgrades checked at the same moment can all pass the pre-upgrade check; this one cannot.
    if (userConns.size >= this.o.maxSocketsPerUser || this.closing) {
      conn.close(WS_CLOSE.policy, "Too many open connections");
      return;
    }
    userConns.add(conn);
    socket.on("message", (data, isBinary) => this.onFrame(conn, data, isBinary));
    socket.on("pong", () => {
      conn.alive = true;
    });
    socket.on("close", () => this.detach(conn));

    const game = this.join(identity.gameId, conn);
    try {
      await game.unsubscribe;
      await this.sendSnapshot(conn);
    } catch (error) {
      this.o.log.warn({ err: error, gameId: identity.gameId }, "socket setup failed");
      conn.close(1011, "Server error");
      return;
    }
    this.setConnected(conn, true);
  }

  /** Graceful shutdown: refuses new sockets, lets in-flight commits finish, writes drafts, then closes every socket with 1001. */
  async shutdown(): Promise<void> {
    this.closing = true;
    clearInterval(this.heartbeat);
    clearInterval(this.timerSync);
    await this.o.games.drain();
    const all = [...this.byUser.values()].flatMap((s) => [...s]);
    await Promise.allSettled(all.map((conn) => this.flushDraft(conn)));
    for (const conn of all) conn.close(WS_CLOSE.goingAway, "Server restarting");
    await this.unsubscribeSessions?.().catch(() => {});
  }

  private join(gameId: string, conn: Connection): LocalGame {
    let game = this.local.get(gameId);
    if (!game) {
      const created: LocalGame = {
        connections: new Set(),
        state: null,
        nextTimerSync: Date.now() + Math.random() * this.o.timerUpdateMs,
        unsubscribe: this.o.bus.subscribe(gameChannel(gameId), (message) =>
          this.onCommitted(created, message as GameCommittedMessage),
        ),
      };
      // A failed subscription is reported to the socket that waits on it.
      created.unsubscribe.catch(() => this.local.delete(gameId));
      this.local.set(gameId, created);
      game = created;
    }
    game.connections.add(conn);
    return game;
  }

  private async sendSnapshot(conn: Connection): Promise<void> {
    const { gameId, playerId } = conn.identity;
    const state = await this.o.games.load(gameId);
    if (!conn.open) return;
    if (!state || !findPlayer(state, playerId)) {
      conn.close(WS_CLOSE.notFound, "Not a player in this game");
      return;
    }
    const draft = await getDraft(this.o.db, gameId, playerId, state.currentRound);
    if (!conn.open) return;
    const now = this.o.clock.now();
    const view = viewFor(state, playerId, now);
    conn.send(snapshotJson(view, draft, now));
    conn.sentView = view;
    conn.version = state.version;
    conn.ready = true;
    const game = this.local.get(gameId);
    if (game && (game.state === null || game.state.version < state.version)) game.state = state;
    for (const message of conn.pending.splice(0)) this.deliver(conn, message, new Map());
  }

  /**
   * A commit made by this instance: delivered at once, without waiting for (or parsing) the bus's copy,
   * which then arrives with a version already sent and is skipped.
   */
  localCommit(state: GameState, events: GameEvent[]): void {
    const game = this.local.get(state.id);
    if (!game || events.length === 0) return;
    this.onCommitted(
      game,
      { type: "game_committed", gameId: state.id, version: state.version, state, events },
      false,
    );
  }

  private onCommitted(game: LocalGame, message: GameCommittedMessage, remote = true): void {
    if (message.type !== "game_committed") return;
    if (game.state === null || game.state.version < message.version) {
      game.state = message.state;
      if (remote) this.o.onRemoteState?.(message.state);
    } else if (remote) {
      // Already delivered from the local commit (or superseded by a newer one).
      let behind = false;
      for (const conn of game.connections) if (!conn.ready || conn.version < message.version) behind = true;
      if (!behind) return;
    }
    const views = new Map<string, PlayerViews>();
    for (const conn of game.connections) {
      if (!conn.ready) conn.pending.push(message);
      else this.deliver(conn, message, views);
    }
  }

  /**
   * Sends one commit's events to one socket. The first carries the player's new view as a patch over
   * the last view this socket was sent (or whole); the view, and the patch from a given base, are
   * built once per player per commit.
   */
  private deliver(conn: Connection, message: GameCommittedMessage, views: Map<string, PlayerViews>): void {
    if (message.version <= conn.version || !conn.open) return;
    conn.version = message.version;
    const { playerId } = conn.identity;
    const visible = message.events.filter((event) => isVisibleTo(event, playerId));
    if (visible.length === 0) return;
    const now = this.o.clock.now();
    let mine = views.get(playerId);
    if (mine === undefined) {
      mine = { view: viewFor(message.state, playerId, now), parts: new Map() };
      views.set(playerId, mine);
    }
    let part = mine.parts.get(conn.sentView);
    if (part === undefined) {
      part = viewPartJson(conn.sentView, mine.view);
      mine.parts.set(conn.sentView, part);
    }
    conn.sentView = mine.view;
    for (let i = 0; i < visible.length; i++)
      conn.send(eventMessageJson(visible[i] as GameEvent, i === 0 ? part : null, now));
    if (!findPlayer(message.state, playerId)) conn.close(WS_CLOSE.normal, "You left the game");
  }

  private onFrame(conn: Connection, data: RawData, isBinary: boolean): void {
    if (!conn.bucket.take(Date.now())) {
      conn.throttled++;
      if (conn.throttled === 1) conn.send(errorJson("rate_limited", "Too many messages; slow down."));
      if (conn.throttled >= this.o.messagesPerSecond) {
        conn.send(errorJson("rate_limited", "Too many messages.", true));
        conn.close(WS_CLOSE.rateLimited, "Too many messages");
      }
      return;
    }
    conn.throttled = 0;
    if (isBinary) {
      this.refuse(conn, "binary_not_supported", "Send JSON text frames only.");
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.toString());
    } catch {
      this.refuse(conn, "invalid_json", "That message is not JSON.");
      return;
    }
    if (jsonDepth(parsed) > MAX_JSON_DEPTH) {
      this.refuse(conn, "too_deep", "That message is nested too deeply.");
      return;
    }
    const result = clientMessageSchema.safeParse(parsed);
    if (!result.success) {
      this.refuse(conn, "invalid_message", "That message is not one the server knows.");
      return;
    }
    const message = result.data;
    switch (message.type) {
      case "ping":
        conn.send(pongJson(this.o.clock.now()));
        return;
      case "resync":
        conn.ready = false;
        conn.version = -1;
        this.sendSnapshot(conn).catch((error) => this.o.log.warn({ err: error }, "resync failed"));
        return;
      case "save_draft":
        this.queueDraft(conn, message.text);
        return;
      default:
        // start_timer / stop_timer: only the server runs clocks.
        return;
    }
  }

  private refuse(conn: Connection, code: string, text: string): void {
    conn.invalidFrames++;
    if (conn.invalidFrames >= MAX_INVALID_FRAMES) {
      conn.send(errorJson(code, "Too many invalid messages.", true));
      conn.close(WS_CLOSE.policy, "Too many invalid messages");
      return;
    }
    conn.send(errorJson(code, text));
  }

  private queueDraft(conn: Connection, text: string): void {
    conn.draftText = text;
    if (conn.draftTimer) return;
    conn.draftTimer = setTimeout(() => {
      conn.draftTimer = undefined;
      this.flushDraft(conn).catch((error) => this.o.log.warn({ err: error }, "draft not saved"));
    }, DRAFT_WRITE_INTERVAL_MS);
    conn.draftTimer.unref();
  }

  private async flushDraft(conn: Connection): Promise<void> {
    clearTimeout(conn.draftTimer);
    conn.draftTimer = undefined;
    const text = conn.draftText;
    if (text === null) return;
    conn.draftText = null;
    const state =
      this.local.get(conn.identity.gameId)?.state ?? (await this.o.games.load(conn.identity.gameId));
    if (!state || state.currentRound < 1) return;
    await saveDraft(this.o.db, {
      gameId: conn.identity.gameId,
      playerId: conn.identity.playerId,
      round: state.currentRound,
      text,
      now: this.o.clock.now(),
    });
  }

  private detach(conn: Connection): void {
    const { userId, gameId, playerId } = conn.identity;
    const userConns = this.byUser.get(userId);
    userConns?.delete(conn);
    if (userConns?.size === 0) this.byUser.delete(userId);
    const game = this.local.get(gameId);
    if (game?.connections.delete(conn)) {
      if (game.connections.size === 0) {
        this.local.delete(gameId);
        game.unsubscribe.then((off) => off()).catch(() => {});
      }
    }
    this.flushDraft(conn).catch((error) => this.o.log.warn({ err: error }, "draft not saved"));
    if (this.closing || !conn.ready) return;
    const stillHere = game && [...game.connections].some((c) => c.identity.playerId === playerId);
    if (!stillHere) this.setConnected(conn, false);
  }

  private setConnected(conn: Connection, connected: boolean): void {
    if (this.closing) return;
    const { gameId, playerId } = conn.identity;
    this.o.games
      .execute(gameId, (state) => {
        const player = findPlayer(state, playerId);
        // Presence is informational: skip the write when nothing changes or the game is over.
        if (!player || player.connected === connected || state.phase === "complete") return { answer: null };
        return { intent: { type: "setConnected", playerId, connected }, answer: () => null };
      })
      .catch((error) => this.o.log.debug({ err: error, gameId }, "presence not recorded"));
  }

  private syncTimers(): void {
    const now = this.o.clock.now();
    const wall = Date.now();
    for (const game of this.local.values()) {
      if (game.nextTimerSync > wall) continue;
      game.nextTimerSync += this.o.timerUpdateMs;
      if (game.nextTimerSync <= wall) game.nextTimerSync = wall + this.o.timerUpdateMs;
      const state = game.state;
      if (!state || state.deadline === null || state.phase === "complete") continue;
      // One text per view version held (almost always one per game).
      const texts = new Map<number, string>();
      for (const conn of game.connections) {
        if (!conn.ready) continue;
        const version = conn.sentView?.game.version ?? state.version;
        let text = texts.get(version);
        if (text === undefined) {
          text = timerUpdateJson(state, now, version);
          texts.set(version, text);
        }
        conn.send(text);
      }
    }
  }
}
