import type { FastifyBaseLogger } from "fastify";
import { listOverdueGames, listRunningDeadlines } from "../db/repos/games";
import type { Db } from "../db/schema";
import type { Clock } from "../deps";
import type { GameService } from "./game-service";

/** setTimeout's longest delay; longer waits re-arm in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A deadline this far in the past is treated as missed by whoever armed it (the sweep's grace). */
const SWEEP_GRACE_MS = 2_000;

/**
 * Deadlines are data (Massive Decks' timers): each game's deadline is stored with it, and this keeps
 * one timer per game with a deadline in this process. It is re-armed after every commit here and
 * for every running game at start-up; a periodic sweep also ticks games whose deadline passed
 * unnoticed (their instance was lost). Ticks go through the game's queue; when several instances
 * fire, the version check lets one win and the others' ticks are refused as `nothing_due`.
 */
export class DeadlineScheduler {
  private readonly timers = new Map<string, { deadline: number; timer: NodeJS.Timeout }>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      games: GameService;
      log: FastifyBaseLogger;
      sweepMs: number;
    },
  ) {}

  /** Arms the timers of every running game and starts the sweep. */
  async start(): Promise<void> {
    for (const { gameId, deadline } of await listRunningDeadlines(this.deps.db)) this.arm(gameId, deadline);
    this.sweepTimer = setInterval(() => this.sweep(), this.deps.sweepMs);
    this.sweepTimer.unref();
  }

  /** Sets (or clears, with null) the game's timer. */
  arm(gameId: string, deadline: number | null): void {
    if (this.stopped) return;
    const existing = this.timers.get(gameId);
    if (existing && existing.deadline === deadline) return;
    if (existing) clearTimeout(existing.timer);
    if (deadline === null) {
      this.timers.delete(gameId);
      return;
    }
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, deadline - this.deps.clock.now()));
    const timer = setTimeout(() => {
      this.timers.delete(gameId);
      if (deadline - this.deps.clock.now() > 0) this.arm(gameId, deadline);
      else this.fire(gameId);
    }, delay);
    timer.unref();
    this.timers.set(gameId, { deadline, timer });
  }

  /** The deadline this process is waiting for, per game (for tests and diagnostics). */
  armed(gameId: string): number | undefined {
    return this.timers.get(gameId)?.deadline;
  }

  /** Stops every timer and waits for ticks already running. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  private fire(gameId: string): void {
    if (this.stopped) return;
    const run = this.deps.games
      .tick(gameId)
      .then((state) => {
        // A refused tick (another instance won, or the deadline moved) leaves the game's own
        // deadline to re-arm us: reload it so a moved deadline is still honoured.
        if (state === null) return this.rearmFromStore(gameId);
      })
      .catch((error) => this.deps.log.warn({ err: error, gameId }, "deadline tick failed"))
      .finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }

  private async rearmFromStore(gameId: string): Promise<void> {
    const state = await this.deps.games.load(gameId);
    // A deadline that is still past after a refused tick is left to the sweep, never re-fired at once.
    if (
      state &&
      state.phase !== "complete" &&
      state.deadline !== null &&
      state.deadline > this.deps.clock.now()
    ) {
      this.arm(gameId, state.deadline);
    }
  }

  private sweep(): void {
    if (this.stopped) return;
    const run = listOverdueGames(this.deps.db, this.deps.clock.now() - SWEEP_GRACE_MS)
      .then((ids) => {
        for (const id of ids) if (!this.timers.has(id)) this.fire(id);
      })
      .catch((error) => this.deps.log.warn({ err: error }, "deadline sweep failed"))
      .finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }
}
