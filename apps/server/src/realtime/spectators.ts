import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { type BusMessage, busChannel, type EventBus } from "../bus/bus";
import type { Clock } from "../deps";
import { type GameConnection, isSpectator } from "./connection";
import { watchersJson } from "./messages";

/**
 * How often an instance repeats its watcher reports. A report not repeated for three times this long
 * is dropped: its instance stopped without saying so.
 */
const WATCHERS_REFRESH_MS = 20_000;
const WATCHERS_EXPIRY_MS = 3 * WATCHERS_REFRESH_MS;

/** One instance's spectators of one game, as carried on the bus. */
interface WatchersReport extends BusMessage {
  type: "watchers_reported";
  gameId: string;
  /** The instance that sent it (random per process). */
  instance: string;
  /** The distinct users watching the game through that instance. */
  userIds: string[];
  /**
   * True when the sender just began following the game, or its bus connection came back: every
   * other instance following the game answers with its own report.
   */
  ask: boolean;
}

/** Every instance's watcher reports; each instance keeps those of the games it has sockets for. */
const WATCHERS_CHANNEL = busChannel<WatchersReport>("watchers");

/** The watchers of one game with sockets on this instance. */
interface GameWatchers {
  /** This game's sockets here that got their snapshot, players and spectators. */
  readonly sockets: Set<GameConnection>;
  /** Other instances' latest reports: the users watching there, and when the report came (our clock). */
  readonly remote: Map<string, { userIds: ReadonlySet<string>; at: number }>;
  /** The count this game's sockets here were last told. */
  sent: number;
}

interface SpectatorsOptions {
  bus: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** The distinct users of the game's spectator sockets on this instance. */
function localWatchers(game: GameWatchers): Set<string> {
  const users = new Set<string>();
  for (const conn of game.sockets) if (isSpectator(conn)) users.add(conn.identity.userId);
  return users;
}

/**
 * The watcher count of each game (`watchers` messages): how many distinct users watch it as
 * spectators, on any instance. Each instance counts its own spectator sockets and tells the others
 * over the bus whenever its set of watching users changes; it asks for theirs when it begins
 * following a game. Every socket of a game here is told the count after its snapshot, and again
 * whenever it changes.
 */
export class Spectators {
  private readonly instance = randomUUID();
  private readonly games = new Map<string, GameWatchers>();
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => Promise<void>) | undefined;
  private offReconnect: (() => void) | undefined;

  constructor(private readonly o: SpectatorsOptions) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.o.bus.subscribe(WATCHERS_CHANNEL, (report) => this.onReport(report));
    this.timer = setInterval(() => this.refresh(), WATCHERS_REFRESH_MS);
    this.timer.unref();
    // Reports sent while the bus was away are lost: tell ours again and ask for the others'.
    this.offReconnect = this.o.bus.onReconnect(() => {
      for (const [gameId, game] of this.games) this.publish(gameId, game, true);
    });
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.offReconnect?.();
    await this.unsubscribe?.().catch(() => {});
  }

  /** A socket of the game got its snapshot: it is told the count (and the others, when it changed). */
  opened(conn: GameConnection): void {
    const { gameId } = conn.identity;
    let game = this.games.get(gameId);
    const first = game === undefined;
    if (game === undefined) {
      game = { sockets: new Set(), remote: new Map(), sent: 0 };
      this.games.set(gameId, game);
    }
    const newWatcher = isSpectator(conn) && !localWatchers(game).has(conn.identity.userId);
    game.sockets.add(conn);
    if (first || newWatcher) this.publish(gameId, game, first);
    if (!this.tellIfChanged(game)) this.tell(conn, game.sent);
  }

  /** A socket of the game closed (with or without having got its snapshot). */
  closed(conn: GameConnection): void {
    const { gameId, userId } = conn.identity;
    const game = this.games.get(gameId);
    if (!game?.sockets.delete(conn)) return;
    const goneWatcher = isSpectator(conn) && !localWatchers(game).has(userId);
    if (goneWatcher) this.publish(gameId, game, false);
    if (game.sockets.size === 0) this.games.delete(gameId);
    else this.tellIfChanged(game);
  }

  private count(game: GameWatchers): number {
    const users = localWatchers(game);
    for (const report of game.remote.values()) for (const userId of report.userIds) users.add(userId);
    return users.size;
  }

  /** Tells every socket of the game here the count when it changed; answers whether it did. */
  private tellIfChanged(game: GameWatchers): boolean {
    const count = this.count(game);
    if (count === game.sent) return false;
    game.sent = count;
    for (const conn of game.sockets) this.tell(conn, count);
    return true;
  }

  private tell(conn: GameConnection, count: number): void {
    const version = conn.sentView?.game.version ?? conn.version;
    conn.send(watchersJson(conn.identity.gameId, count, version, this.o.clock.now()));
  }

  private publish(gameId: string, game: GameWatchers, ask: boolean): void {
    const report: WatchersReport = {
      type: "watchers_reported",
      gameId,
      instance: this.instance,
      userIds: [...localWatchers(game)],
      ask,
    };
    this.o.bus.publish(WATCHERS_CHANNEL, report).catch((error) => {
      this.o.log.warn({ err: error, gameId }, "watcher report not published");
    });
  }

  private onReport(report: WatchersReport): void {
    if (report.instance === this.instance) return;
    const game = this.games.get(report.gameId);
    if (!game) return;
    if (report.userIds.length === 0) game.remote.delete(report.instance);
    else game.remote.set(report.instance, { userIds: new Set(report.userIds), at: this.o.clock.now() });
    if (report.ask && localWatchers(game).size > 0) this.publish(report.gameId, game, false);
    this.tellIfChanged(game);
  }

  /** Repeats this instance's reports, and drops the reports of instances that stopped repeating theirs. */
  private refresh(): void {
    const stale = this.o.clock.now() - WATCHERS_EXPIRY_MS;
    for (const [gameId, game] of this.games) {
      if (localWatchers(game).size > 0) this.publish(gameId, game, false);
      for (const [instance, report] of game.remote) if (report.at < stale) game.remote.delete(instance);
      this.tellIfChanged(game);
    }
  }
}
