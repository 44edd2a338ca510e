/**
 * The tournaments' sweep (docs/decisions/033-tournaments.md): deadlines are data, the start time and
 * each match's no-show deadline are stored, and every instance's periodic sweep acts on those that
 * passed. It also records results that no instance recorded (one was lost after the game ended) and
 * moves every running bracket on, so a restart loses nothing.
 */
import { listDueNoShows, listUnsettledMatchGames } from "./match-repository";
import type { TournamentProgress } from "./progress";
import { listDueStarts, listRunningTournaments } from "./repository";
import type { TournamentDeps } from "./service-deps";

/** Matches, due starts or results one sweep handles at most; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

export class TournamentSweep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly o: Pick<TournamentDeps, "db" | "clock" | "games" | "log" | "sweepMs">,
    private readonly progress: TournamentProgress,
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.sweep(), this.o.sweepMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a sweep in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /**
   * One sweep now (one already running is joined): starts or cancels the tournaments whose start
   * time came, ends the setup games of no-shows, records results nobody recorded, and moves every
   * running bracket on (its games made). Never throws.
   */
  sweep(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running ??= this.sweepOnce()
      .catch((error) => this.o.log.warn({ err: error }, "tournament sweep failed"))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async sweepOnce(): Promise<void> {
    const { db, clock, games } = this.o;
    for (const id of await listDueStarts(db, clock.now(), SWEEP_BATCH)) {
      if (this.stopped) return;
      await this.progress.startDue(id);
    }
    for (const match of await listDueNoShows(db, clock.now(), SWEEP_BATCH)) {
      if (this.stopped) return;
      await this.progress.noShow(match);
    }
    for (const gameId of await listUnsettledMatchGames(db, SWEEP_BATCH)) {
      if (this.stopped) return;
      const state = await games.load(gameId);
      if (state?.phase === "complete") await this.progress.settle(state);
    }
    for (const id of await listRunningTournaments(db, SWEEP_BATCH)) {
      if (this.stopped) return;
      await this.progress.advance(id);
    }
  }
}
