import {
  applyIntent,
  battleForCompletion,
  createGame,
  DEFAULT_GAME_MODE,
  type GameEvent,
  type GameSettings,
  type GameState,
  type HostSeat,
  type Intent,
  isReplay,
  pickFreeJoinCode,
  type Rng,
} from "@riddlebook/rules";
import type { FastifyBaseLogger } from "fastify";
import type { EventBus } from "../bus/bus";
import {
  commitGame,
  insertGame,
  JoinCodeTakenError,
  listDraftsForRound,
  listLiveJoinCodes,
  loadGame,
  VersionConflictError,
} from "../db/repos/games";
import { countSetupGamesHostedBy } from "../db/repos/games/queries";
import type { Db } from "../db/schema";
import { writesInSendOrder } from "../db/write-batch";
import type { Clock } from "../deps";
import { DomainError, isRefusal } from "../lib/domain-error";
import { KeyedQueue } from "../lib/keyed-queue";
import type { Metrics } from "../metrics/metrics";
import { type Acted, type ActOptions, type Build, type Caller, checkCaller, resolveSeat } from "./authority";
import { committedMessage, gameChannel } from "./game-channel";
import { RejectionError } from "./rejection-error";
import { rulesContextFor } from "./rules-context";
import { statsForCompletion } from "./stats";

export type { Build, Caller } from "./authority";
export { notAPlayer, notYourSeat, SYSTEM, seated } from "./authority";

/** Called after every commit on this instance (the scheduler re-arms; bots and sockets follow). */
type CommitListener = (state: GameState, events: GameEvent[]) => void;

/**
 * A game built by `prepare` and not yet stored: quick match inserts it in the transaction that
 * claims its pair, then hands it back to `announce`. Only `prepare` makes one.
 */
export interface PreparedGame {
  readonly state: GameState;
  readonly events: GameEvent[];
  readonly prepared: true;
}

const MAX_ATTEMPTS = 8;

/** Where one `act` call stands across its tries. */
interface Progress {
  startedAt: number;
  attempts: number;
  /** The intent has passed the user's intent cap (it is counted once). */
  admitted: boolean;
}

/** A commit sent and not yet settled: its state is the game's newest in this process. */
interface InFlight {
  state: GameState;
  /** Whether it was stored (never rejects). */
  committed: Promise<boolean>;
  /** Settles (never rejects) once the commit is durable or has failed, and has been announced. */
  settled: Promise<void>;
  /** Its batch's id on a SQLite worker, once posted. */
  batchId?: number;
}

/** One try's outcome: answered now, or a commit sent whose answer comes when it is durable. */
type Step = { acted: Acted } | { finish: Promise<Acted | null> };
/** Random join codes tried before picking among the free ones from the database's list. */
const RANDOM_JOIN_CODE_ATTEMPTS = 8;

export const gameNotFound = () => new DomainError("game_not_found", "Game not found.");
const busy = () => new DomainError("busy", "The game is busy. Please try again.");
const tooManySetupGames = (cap: number) =>
  new DomainError(
    "too_many_setup_games",
    `You already host ${cap} games that have not started. Start or leave one of them before creating another.`,
  );
const staleVersion = () =>
  new DomainError("stale_version", "The game has moved on since you last saw it. Please try again.");

/** The per-user cap on game intents: `admit` answers whether one more is allowed now. */
export interface IntentLimiter {
  admit(userId: string, intent: Intent): { allowed: boolean; retryAfterSeconds: number };
}

/**
 * The one authority over games (ADR 012). Every change to a game, whoever asks (an HTTP route, a
 * socket's presence, a bot, a deadline, quick match), goes through `act` (or `create` / `prepare`
 * for a new game), which checks in a fixed order: the caller, their seat, their intent cap, a
 * replay (answered as done, with no change), the expected version, then the rules themselves
 * (game over, host, phase, the intent's own rules). Only then does it commit with a version check
 * and publish. Each game's actions run one at a time in this process; the database's version check
 * protects against other instances, and a lost race reloads and checks again.
 */
export class GameService {
  private readonly queue = new KeyedQueue();
  private readonly listeners = new Set<CommitListener>();

  constructor(
    private readonly deps: {
      db: Db;
      bus: EventBus;
      clock: Clock;
      rng: Rng;
      log: FastifyBaseLogger;
      /** Caps each user's game intents; none when absent. */
      limiter?: IntentLimiter;
      /**
       * Publish commits on the bus for other instances (true with Redis). A single instance delivers
       * its own commits straight to its sockets (`onCommit`), so it can skip serialising them.
       */
      publishCommits?: boolean;
      /** Games in play whose latest state this process keeps in memory (most recently used). */
      cacheSize?: number;
      /** Commits and their durations are recorded here. */
      metrics?: Metrics;
    },
  ) {}

  /**
   * The last state this process committed or read, per game. A write starts from it instead of the
   * database; the commit's version check still guards it, and a conflict or a refusal based on it
   * reloads from the database before answering.
   */
  private readonly cache = new Map<string, GameState>();

  /** Per game, the newest commit sent and not yet settled (ADR 037). */
  private readonly inflight = new Map<string, InFlight>();

  private remember(state: GameState): void {
    this.cache.delete(state.id);
    // A finished game takes no more play; keeping it would hold thousands of dead states in memory
    // on a busy server (docs/reliability.md L4). Play again reads it from the database.
    if (state.phase === "complete") return;
    this.cache.set(state.id, state);
    const limit = this.deps.cacheSize ?? 5000;
    if (this.cache.size > limit) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }

  /** Commits sent and not yet settled, over every game (for tests). */
  get commitsInFlight(): number {
    return this.sending;
  }

  private sending = 0;

  /** How many games' states this process holds in memory (for tests and metrics). */
  get cachedGames(): number {
    return this.cache.size;
  }

  onCommit(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Builds a new game through the rules without storing it: created with the host seated, then
   * `setup` intents applied in order, each checked by the rules like any other. Throws the rules'
   * rejection if any is refused.
   */
  prepare(settings: GameSettings, host: HostSeat, setup: readonly Intent[] = []): PreparedGame {
    const now = this.deps.clock.now();
    const created = createGame(settings, host, { now, rng: this.deps.rng });
    if (!created.ok) throw new RejectionError(created.rejection);
    let state = created.state;
    const events: GameEvent[] = [];
    for (const intent of setup) {
      const result = applyIntent(state, intent, rulesContextFor(state, now, this.deps.rng));
      if (!result.ok) throw new RejectionError(result.rejection, intent.type);
      state = result.state;
      events.push(...result.events);
    }
    return { state, events, prepared: true };
  }

  /**
   * Creates and stores a game (see `prepare`), drawing another join code while the code is taken.
   * When random codes keep clashing it picks among the free ones instead.
   *
   * With `maxSetupGamesHosted`, a host who already hosts that many games in setup is refused with
   * 409 `too_many_setup_games` (ADR 013). One user's capped creates run one at a time in this
   * process, so parallel requests cannot all pass the count; across instances the rate limits bound
   * the overshoot.
   */
  async create(
    settings: Omit<GameSettings, "joinCode">,
    host: HostSeat,
    setup: readonly Intent[] = [],
    options: { maxSetupGamesHosted?: number } = {},
  ): Promise<GameState> {
    const cap = options.maxSetupGamesHosted;
    const userId = host.userId;
    if (cap === undefined || userId === null) return this.insertNew(settings, host, setup);
    // Queue keys are game ids otherwise; the prefix keeps a user's key apart from every game's.
    return this.queue.run(`host-cap:${userId}`, async () => {
      if ((await countSetupGamesHostedBy(this.deps.db, userId)) >= cap) throw tooManySetupGames(cap);
      return this.insertNew(settings, host, setup);
    });
  }

  private async insertNew(
    settings: Omit<GameSettings, "joinCode">,
    host: HostSeat,
    setup: readonly Intent[],
  ): Promise<GameState> {
    for (let attempt = 0; attempt < RANDOM_JOIN_CODE_ATTEMPTS * 2; attempt++) {
      const joinCode = attempt < RANDOM_JOIN_CODE_ATTEMPTS ? undefined : await this.freeJoinCode(settings);
      const game = this.prepare({ ...settings, ...(joinCode ? { joinCode } : {}) }, host, setup);
      try {
        await insertGame(this.deps.db, game.state, this.deps.clock.now());
      } catch (error) {
        if (error instanceof JoinCodeTakenError) continue;
        throw error;
      }
      this.announce(game);
      return game.state;
    }
    throw new DomainError("join_codes_exhausted", "Could not find a free join code. Please try again.");
  }

  private async freeJoinCode(settings: Omit<GameSettings, "joinCode">): Promise<string> {
    const used = await listLiveJoinCodes(this.deps.db);
    const code = pickFreeJoinCode(settings.gameMode ?? DEFAULT_GAME_MODE, used, this.deps.rng);
    if (code === null) {
      throw new DomainError(
        "join_codes_exhausted",
        "Every join code is in use right now. Please try again soon.",
      );
    }
    return code;
  }

  /**
   * Makes a stored prepared game known: this instance remembers it, its listeners hear of it (the
   * scheduler arms its deadline, bots start) and so does the bus, as after any commit.
   */
  announce(game: PreparedGame): void {
    this.deps.metrics?.gameCommitted("new_game");
    this.remember(game.state);
    if (this.deps.publishCommits !== false) this.publish(game.state, game.events);
    this.notify(game.state, game.events);
  }

  /** The stored state, or null. Reads do not wait for the game's queue. */
  async load(gameId: string): Promise<GameState | null> {
    return (await loadGame(this.deps.db, gameId))?.state ?? null;
  }

  /**
   * Asks the game for one change on behalf of `caller`: `build` turns the caller's seat (checked
   * here) and the current state into the intent, or null for "nothing to do now". Answers with the
   * game after the change; throws a `DomainError` (a `RejectionError` for the rules' refusals).
   */
  act(caller: Caller, gameId: string, build: Build, options: ActOptions = {}): Promise<Acted> {
    return this.run(caller, gameId, build, options, {
      startedAt: performance.now(),
      attempts: 0,
      admitted: false,
    });
  }

  private async run(
    caller: Caller,
    gameId: string,
    build: Build,
    options: ActOptions,
    progress: Progress,
  ): Promise<Acted> {
    for (;;) {
      const step = await this.queue.run(gameId, () => this.attempt(caller, gameId, build, options, progress));
      if ("acted" in step) return step.acted;
      // The commit was sent and the game's queue moved on (ADR 037): answer once it is durable.
      const acted = await step.finish;
      if (acted !== null) return acted;
      // A lost race: check the intent again from the stored game, behind whatever is queued.
    }
  }

  /**
   * The system's `tick`: ends the phase whose deadline has passed. Quietly does nothing otherwise.
   * At the writing deadline it passes the round's saved drafts, for the rules to submit the valid
   * ones for their authors (docs/product.md §3, "Writing").
   */
  async tick(gameId: string): Promise<GameState | null> {
    try {
      const known = this.cache.get(gameId) ?? (await this.load(gameId));
      const round = known?.phase === "writing" ? known.currentRound : null;
      const drafts = round === null ? {} : await listDraftsForRound(this.deps.db, gameId, round);
      const build: Build = (_seat, state) =>
        state.phase === "writing" && state.currentRound === round && Object.keys(drafts).length > 0
          ? { type: "tick", drafts }
          : { type: "tick" };
      return (await this.act({ kind: "system" }, gameId, build)).state;
    } catch (error) {
      if (isRefusal(error)) return null;
      throw error;
    }
  }

  /** Waits for every queued or running action and every commit in flight (graceful shutdown). */
  async drain(): Promise<void> {
    for (;;) {
      await this.queue.drain();
      if (this.inflight.size === 0 && this.queue.size === 0) return;
      await Promise.all([...this.inflight.values()].map((commit) => commit.settled));
    }
  }

  /**
   * One try at `build`'s intent, inside the game's queue. It starts from the newest state this
   * process knows: a commit still in flight, else the cache, else the database. Anything but a change
   * to commit (a refusal, nothing to do, a replay, a moved version) is only answered from a state
   * known to be stored: from a commit in flight it waits for that commit, from the cache it reloads.
   * A change is committed without waiting: the next intent of the game starts from it at once, and
   * on a SQLite worker its write joins the same group commit (ADR 037).
   */
  private async attempt(
    caller: Caller,
    gameId: string,
    build: Build,
    options: ActOptions,
    progress: Progress,
  ): Promise<Step> {
    let useCache = progress.attempts === 0;
    while (progress.attempts < MAX_ATTEMPTS) {
      progress.attempts++;
      const head = this.inflight.get(gameId);
      let source: "in-flight" | "cache" | "stored" = head ? "in-flight" : "cache";
      let before = head?.state ?? (useCache ? this.cache.get(gameId) : undefined);
      if (!before) {
        source = "stored";
        const stored = await loadGame(this.deps.db, gameId);
        if (!stored) {
          this.cache.delete(gameId);
          throw gameNotFound();
        }
        before = stored.state;
        this.remember(before);
      }
      /** Try again from a state known to be stored; false when `before` already was one. */
      const retry = async (): Promise<boolean> => {
        if (source === "in-flight") await head?.settled;
        else if (source === "cache") useCache = false;
        else return false;
        return true;
      };
      let intent: Intent | null;
      let seat: Acted["seat"];
      try {
        seat = resolveSeat(caller, before, options);
        intent = build(seat, before);
        if (intent !== null) checkCaller(caller, seat, intent);
      } catch (error) {
        // A refusal based on a cached state may be out of date (another instance moved on): re-check.
        if (await retry()) continue;
        throw error;
      }
      if (intent === null) {
        if (await retry()) continue;
        return { acted: { state: before, seat, outcome: "skipped" } };
      }
      if (!progress.admitted && caller.kind === "user" && this.deps.limiter) {
        const verdict = this.deps.limiter.admit(caller.userId, intent);
        if (!verdict.allowed) {
          throw new DomainError("rate_limited", "You're doing that too often. Please slow down.", {
            retryAfterSeconds: verdict.retryAfterSeconds,
          });
        }
        progress.admitted = true;
      }
      if (isReplay(before, intent)) {
        if (await retry()) continue;
        return { acted: { state: before, seat, outcome: "replayed" } };
      }
      if (options.expectedVersion !== undefined && options.expectedVersion !== before.version) {
        if (await retry()) continue;
        throw staleVersion();
      }
      const now = this.deps.clock.now();
      const result = applyIntent(before, intent, rulesContextFor(before, now, this.deps.rng));
      if (!result.ok) {
        if (await retry()) continue;
        throw new RejectionError(result.rejection, intent.type);
      }
      return { finish: this.send(caller, before, result.state, result.events, seat, now, progress, head) };
    }
    throw busy();
  }

  /**
   * Sends one commit and makes its state the game's newest in this process. Answers, once the
   * commit is durable and every earlier commit of the game has been announced, with what was done;
   * or null when another writer got there first (nothing was written).
   */
  private send(
    caller: Caller,
    before: GameState,
    after: GameState,
    events: GameEvent[],
    seat: Acted["seat"],
    now: number,
    progress: Progress,
    previous: InFlight | undefined,
  ): Promise<Acted | null> {
    const gameId = after.id;
    const stats = statsForCompletion(before, after);
    const battle = stats ? battleForCompletion(after) : null;
    const commit: InFlight = { state: after, settled: Promise.resolve(), committed: Promise.resolve(false) };
    const write = (after_?: number) =>
      commitGame(
        this.deps.db,
        { before, after, now, ...(stats ? { stats } : {}), ...(battle ? { battle } : {}) },
        {
          ...(after_ === undefined ? {} : { after: after_ }),
          posted: (id) => {
            commit.batchId = id;
          },
        },
      );
    // Sent at once, behind the previous commit's batch, where the database runs batches in the order
    // they are sent and that batch is already posted; otherwise once the previous commit is stored.
    // Either way it is written only if the previous commit was (ADR 037). A completion reads what
    // counts (ADR 045) and a battle's ratings before its batch is posted, so it always waits.
    const inOrder = writesInSendOrder(this.deps.db) && !stats;
    const written =
      previous === undefined
        ? write()
        : inOrder && previous.batchId !== undefined
          ? write(previous.batchId)
          : previous.committed.then((stored) =>
              stored ? write() : Promise.reject(new VersionConflictError()),
            );
    const prior = previous?.settled ?? Promise.resolve();
    const finish = (async (): Promise<Acted | null> => {
      try {
        await written;
      } catch (error) {
        // Whatever was built on this state is void too: the next intent starts from the database.
        this.cache.delete(gameId);
        if (this.inflight.get(gameId) === commit) this.inflight.delete(gameId);
        if (error instanceof VersionConflictError) return null;
        throw error;
      }
      await prior;
      this.deps.metrics?.gameCommitted(caller.kind, progress.startedAt);
      this.remember(after);
      if (this.deps.publishCommits !== false) this.publish(after, events);
      this.notify(after, events);
      return { state: after, seat, outcome: "applied" };
    })();
    commit.committed = written.then(
      () => true,
      () => false,
    );
    commit.settled = finish.then(
      () => {},
      () => {},
    );
    this.inflight.set(gameId, commit);
    this.sending++;
    void commit.settled.then(() => {
      this.sending--;
      if (this.inflight.get(gameId) === commit) this.inflight.delete(gameId);
    });
    return finish;
  }

  private publish(state: GameState, events: GameEvent[]): void {
    const message = committedMessage(state, events);
    // The commit stands even when the bus is down; clients resync from a versioned snapshot
    // (docs/reliability.md F6).
    this.deps.bus.publish(gameChannel(state.id), message).catch((error) => {
      this.deps.log.warn(
        { err: error, gameId: state.id, version: state.version },
        "game change not published",
      );
    });
  }

  private notify(state: GameState, events: GameEvent[]): void {
    for (const listener of this.listeners) {
      try {
        listener(state, events);
      } catch (error) {
        this.deps.log.error({ err: error, gameId: state.id }, "commit listener failed");
      }
    }
  }
}
