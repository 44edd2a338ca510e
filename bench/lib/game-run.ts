import { HttpClient } from "../support/http-client";
import { type Game, GamePlayers, newStats, pool, type Stats } from "./game-players";
import { startGameServer } from "./game-server";
import { sleep } from "./report";
import type { GameSettings } from "./settings";

const SETUP_CONCURRENCY = 24;

/** Where the games are played: one built server (bench:game), or a cluster behind nginx (bench:scale). */
interface GameTarget {
  readonly baseUrl: string;
  /** The server processes under test; each has bench/support/loop-monitor.cjs preloaded. */
  readonly pids: readonly number[];
  stop(): Promise<void>;
}

/**
 * The scripted players of many games against a target (docs/reliability.md L1): set every game up,
 * start them all within the spread, and play them to the end. Setup requests and game intents go
 * through separate clients, so `playHttp.latencies` holds the intents alone.
 */
export class GameRun {
  readonly stats: Stats = newStats();
  readonly setupHttp: HttpClient;
  readonly playHttp: HttpClient;
  readonly players: GamePlayers;
  games: Game[] = [];
  playStartedAt = 0;

  private constructor(
    readonly settings: GameSettings,
    readonly server: GameTarget,
    words: readonly string[],
  ) {
    this.setupHttp = new HttpClient(server.baseUrl, 128);
    this.playHttp = new HttpClient(server.baseUrl, 128);
    this.players = new GamePlayers({
      ...settings,
      baseUrl: server.baseUrl,
      words,
      stats: this.stats,
      setupHttp: this.setupHttp,
      playHttp: this.playHttp,
    });
  }

  /** Starts one built server (SQLite, in-process bus) for the games. */
  static async open(
    settings: GameSettings,
    words: readonly string[],
    serverOptions: Parameters<typeof startGameServer>[1] = {},
  ): Promise<GameRun> {
    const server = await startGameServer(settings, serverOptions);
    const target = { baseUrl: server.baseUrl, pids: [server.child.pid ?? 0], stop: () => server.stop() };
    return new GameRun(settings, target, words);
  }

  /** Plays against a target already running; `close` stops it. */
  static on(target: GameTarget, settings: GameSettings, words: readonly string[]): GameRun {
    return new GameRun(settings, target, words);
  }

  /** The (first) server process. */
  get pid(): number {
    return this.server.pids[0] ?? 0;
  }

  /** Sets every game up (no game starts until every player is connected) and prints how it went. */
  async setUpAll(deadline: number): Promise<void> {
    const started = Date.now();
    await pool(
      Array.from({ length: this.settings.games }, (_, i) => i),
      SETUP_CONCURRENCY,
      async (index) => {
        const game = await this.players.setUp(index);
        if (game) this.games.push(game);
      },
      deadline,
    );
    console.log(
      `  setup: ${this.games.length} games, ${this.stats.openSockets} sockets connected in ${((Date.now() - started) / 1000).toFixed(1)} s (HTTP errors: ${this.setupHttp.errors})`,
    );
  }

  /**
   * Play: latencies are recorded from now on, the server's loop monitor starts afresh, and each host
   * picks the page and everyone marks ready at a random moment within the start spread.
   */
  startPlay(): void {
    this.players.recording = true;
    this.playStartedAt = Date.now();
    for (const pid of this.server.pids) process.kill(pid, "SIGUSR2");
    for (const game of this.games) {
      setTimeout(
        () => void this.players.start(game),
        Math.random() * this.settings.startSpreadSeconds * 1000,
      );
    }
  }

  /** Seconds since play started. */
  get playSeconds(): number {
    return (Date.now() - this.playStartedAt) / 1000;
  }

  async waitForGames(deadline: number): Promise<void> {
    while (this.players.completed < this.games.length && Date.now() < deadline) await sleep(250);
  }

  /** Closes every socket and client and stops the server (its loop monitor prints as it exits). */
  async close(): Promise<void> {
    this.players.stop();
    for (const game of this.games) this.players.close(game);
    this.setupHttp.close();
    this.playHttp.close();
    await this.server.stop();
  }
}
