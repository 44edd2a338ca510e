import type { FastifyBaseLogger } from "fastify";
import { listIdleSetupGames } from "../db/repos/games/queries";
import type { Db } from "../db/schema";
import type { Clock } from "../deps";
import { isRefusal } from "../lib/domain-error";
import { type GameService, SYSTEM } from "./game-service";

/** Idle setup games one sweep ends at most; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Ends games that sat in setup with no commit for `idleMs` (ADR 013), so abandoned lobbies give
 * their join codes back. Every instance sweeps now and then; each idle game is ended through the
 * game authority (`GameService.act`, the system's `expire` intent) at the version the sweep read,
 * so a game that saw any commit since (a join, a ready mark, a socket connecting) is left alone,
 * and when several instances race, the version check lets exactly one end it. Players with the game
 * open hear `game_complete` like after any commit.
 */
export class SetupExpiry {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      games: GameService;
      log: FastifyBaseLogger;
      idleMs: number;
      sweepMs: number;
    },
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => {
      void this.sweep();
    }, this.deps.sweepMs);
    this.timer.unref();
  }

  /** Stops the periodic sweep and waits for one in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /**
   * One sweep now (a sweep already running is joined, not doubled): answers how many games this
   * instance ended. Never throws; failures are logged and the next sweep tries again.
   */
  sweep(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    if (!this.running) {
      this.running = this.sweepOnce()
        .catch((error) => {
          this.deps.log.warn({ err: error }, "setup expiry sweep failed");
          return 0;
        })
        .finally(() => {
          this.running = undefined;
        });
    }
    return this.running;
  }

  private async sweepOnce(): Promise<number> {
    const idle = await listIdleSetupGames(
      this.deps.db,
      this.deps.clock.now() - this.deps.idleMs,
      SWEEP_BATCH,
    );
    let ended = 0;
    for (const { gameId, version } of idle) {
      if (this.stopped) break;
      if (await this.expire(gameId, version)) ended++;
    }
    return ended;
  }

  /** Ends the game if it is still in setup at `version`; false when it moved on or was ended elsewhere. */
  private async expire(gameId: string, version: number): Promise<boolean> {
    try {
      const { outcome } = await this.deps.games.act(
        SYSTEM,
        gameId,
        (_seat, state) => (state.phase === "setup" ? { type: "expire" } : null),
        { expectedVersion: version },
      );
      if (outcome === "applied") this.deps.log.info({ gameId }, "idle setup game expired");
      return outcome === "applied";
    } catch (error) {
      // Moved on since the sweep read it (409), or gone: not idle any more, nothing to do.
      if (isRefusal(error)) return false;
      this.deps.log.warn({ err: error, gameId }, "could not expire an idle setup game");
      return false;
    }
  }
}
