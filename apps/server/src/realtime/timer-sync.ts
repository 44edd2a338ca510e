import type { Clock } from "../deps";
import type { LocalGame } from "./game-fanout";
import { timerUpdateJson } from "./messages";

/** How often the clock-sync cycle looks for games due a `timer_update`. */
const TIMER_SYNC_STEP_MS = 100;

interface TimerSyncOptions {
  clock: Clock;
  /** Uniform in [0, 1): picks each game's moment in the cycle. */
  rng: () => number;
  /** Each game's sockets get a `timer_update` this often while its deadline runs. */
  timerUpdateMs: number;
  /** The games with sockets on this instance. */
  localGames(): Iterable<LocalGame>;
}

/**
 * The clock sync: every `timerUpdateMs`, the ready sockets of each game with a running deadline get a
 * `timer_update`. Each game is synced at its own random moment of the cycle, checked in small steps,
 * so the syncs of thousands of games are spread over the cycle instead of sent in one burst.
 */
export class TimerSync {
  /** When each game is next due; a game seen for the first time gets a random moment of the cycle. */
  private readonly due = new WeakMap<LocalGame, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly o: TimerSyncOptions) {}

  start(): void {
    this.timer = setInterval(() => this.step(), Math.min(TIMER_SYNC_STEP_MS, this.o.timerUpdateMs));
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private step(): void {
    const { clock, rng, timerUpdateMs } = this.o;
    const now = clock.now();
    for (const game of this.o.localGames()) {
      let due = this.due.get(game);
      if (due === undefined) due = now + rng() * timerUpdateMs;
      if (due > now) {
        this.due.set(game, due);
        continue;
      }
      due += timerUpdateMs;
      this.due.set(game, due <= now ? now + timerUpdateMs : due);
      this.sync(game, now);
    }
  }

  private sync(game: LocalGame, now: number): void {
    const state = game.state;
    if (!state || state.deadline === null || state.phase === "complete") return;
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
