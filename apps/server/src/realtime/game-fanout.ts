import type { GameEvent, GameState } from "@riddlebook/rules";
import type { EventBus } from "../bus/bus";
import type { Clock } from "../deps";
import { committedMessage, type GameCommittedMessage, gameChannel } from "../game/game-channel";
import type { Metrics } from "../metrics/metrics";
import { commitViews, deliverCommit } from "./commit-delivery";
import type { GameConnection } from "./connection";

/** The sockets of one game on this instance (players' and spectators'), and the latest state the bus brought. */
export interface LocalGame {
  readonly connections: Set<GameConnection>;
  state: GameState | null;
  /** Resolves once the game's bus channel is followed (rejects when that failed). */
  readonly subscription: Promise<() => Promise<void>>;
}

interface GameFanoutOptions {
  bus: EventBus;
  clock: Clock;
  /** Called with every newer state the bus brings, so this instance follows other instances' deadlines. */
  onRemoteState?: (state: GameState) => void;
  /** Each commit's fan-out duration is recorded here. */
  metrics?: Metrics;
}

const NO_CONNECTIONS: ReadonlySet<GameConnection> = new Set();

/**
 * Fans committed game changes out to this instance's sockets. A game's bus channel is followed while
 * at least one local socket is on the game; each commit (from the bus, or straight from this
 * instance's own commits) reaches each ready socket with that player's view (a spectator's: the
 * public view), and waits in the socket's `pending` until its snapshot is sent.
 */
export class GameFanout {
  private readonly local = new Map<string, LocalGame>();

  constructor(private readonly o: GameFanoutOptions) {}

  /** The games that have sockets here. */
  games(): Iterable<LocalGame> {
    return this.local.values();
  }

  /** The latest state the bus brought for a game with sockets here. */
  stateOf(gameId: string): GameState | null {
    return this.local.get(gameId)?.state ?? null;
  }

  /** Puts the socket on its game; resolves once the game's channel is followed. */
  async join(conn: GameConnection): Promise<void> {
    const { gameId } = conn.identity;
    let game = this.local.get(gameId);
    if (!game) {
      const created: LocalGame = {
        connections: new Set(),
        state: null,
        subscription: this.o.bus.subscribe(gameChannel(gameId), (message) =>
          this.onCommitted(created, message, true),
        ),
      };
      // A failed subscription is reported to the sockets that wait on it (the `await` below).
      created.subscription.catch(() => {
        if (this.local.get(gameId) === created) this.local.delete(gameId);
      });
      this.local.set(gameId, created);
      game = created;
    }
    game.connections.add(conn);
    await game.subscription;
  }

  /** Takes the socket off its game (the last one leaves the channel); answers the game's other sockets. */
  leave(conn: GameConnection): ReadonlySet<GameConnection> {
    const { gameId } = conn.identity;
    const game = this.local.get(gameId);
    if (!game?.connections.delete(conn)) return game?.connections ?? NO_CONNECTIONS;
    if (game.connections.size === 0) {
      this.local.delete(gameId);
      game.subscription.then((off) => off()).catch(() => {});
    }
    return game.connections;
  }

  /** The socket was just sent a snapshot of `state`: commits now reach it, first those that waited. */
  ready(conn: GameConnection, state: GameState): void {
    conn.ready = true;
    const game = this.local.get(state.id);
    if (game && (game.state === null || game.state.version < state.version)) game.state = state;
    // Each waiting commit is its own: its views are of its own state.
    for (const message of conn.pending.splice(0)) deliverCommit(conn, message, commitViews(), this.o.clock);
  }

  /**
   * The game's state as just loaded from the database, after the bus may have lost commits of other
   * instances: kept when newer than the one held, and passed on like a state the bus brought.
   */
  refresh(state: GameState): void {
    const game = this.local.get(state.id);
    if (!game || (game.state !== null && game.state.version >= state.version)) return;
    game.state = state;
    this.o.onRemoteState?.(state);
  }

  /**
   * A commit made by this instance: delivered at once, without waiting for (or parsing) the bus's copy,
   * which then arrives with a version already sent and is skipped.
   */
  localCommit(state: GameState, events: GameEvent[]): void {
    const game = this.local.get(state.id);
    if (!game || events.length === 0) return;
    const message = committedMessage(state, events);
    this.onCommitted(game, message, false);
  }

  private onCommitted(game: LocalGame, message: GameCommittedMessage, remote: boolean): void {
    if (game.state === null || game.state.version < message.version) {
      game.state = message.state;
      if (remote) this.o.onRemoteState?.(message.state);
    } else if (remote && ![...game.connections].some((c) => !c.ready || c.version < message.version)) {
      // Already delivered from the local commit (or superseded by a newer one).
      return;
    }
    const started = performance.now();
    const views = commitViews();
    for (const conn of game.connections) {
      if (!conn.ready) conn.pending.push(message);
      else deliverCommit(conn, message, views, this.o.clock);
    }
    this.o.metrics?.fannedOut(started);
  }
}
