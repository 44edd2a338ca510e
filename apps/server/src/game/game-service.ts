import {
  applyIntent,
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
import type { Clock } from "../deps";
import { HttpError } from "../http/errors";
import { KeyedQueue } from "../lib/keyed-queue";
import type { Metrics } from "../metrics/metrics";
import { type Acted, type ActOptions, type Build, type Caller, checkCaller, resolveSeat } from "./authority";
import { battleForCompletion } from "./battle-record";
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
/** Random join codes tried before picking among the free ones from the database's list. */
const RANDOM_JOIN_CODE_ATTEMPTS = 8;

export const gameNotFound = () => new HttpError(404, "game_not_found", "Game not found.");
const busy = () => new HttpError(503, "busy", "The game is busy. Please try again.");
const tooManySetupGames = (cap: number) =>
  new HttpError(
    409,
    "too_many_setup_games",
    `You already host ${cap} games that have not started. Start or leave one of them before creating another.`,
  );
const staleVersion = () =>
  new HttpError(409, "stale_version", "The game has moved on since you last saw it. Please try again.");

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
    throw new HttpError(503, "join_codes_exhausted", "Could not find a free join code. Please try again.");
  }

  private async freeJoinCode(settings: Omit<GameSettings, "joinCode">): Promise<string> {
    const used = await listLiveJoinCodes(this.deps.db);
    const code = pickFreeJoinCode(settings.gameMode ?? DEFAULT_GAME_MODE, used, this.deps.rng);
    if (code === null) {
      throw new HttpError(
        503,
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
   * game after the change; throws an HttpError (a `RejectionError` for the rules' refusals).
   */
  act(caller: Caller, gameId: string, build: Build, options: ActOptions = {}): Promise<Acted> {
    const startedAt = performance.now();
    return this.queue.run(gameId, () => this.attempt(caller, gameId, build, options, startedAt));
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
      if (error instanceof HttpError && error.statusCode < 500) return null;
      throw error;
    }
  }

  /** Waits for every queued or running action (graceful shutdown). */
  drain(): Promise<void> {
    return this.queue.drain();
  }

  private async attempt(
    caller: Caller,
    gameId: string,
    build: Build,
    options: ActOptions,
    startedAt: number,
  ): Promise<Acted> {
    let admitted = false;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      let before = attempt === 0 ? this.cache.get(gameId) : undefined;
      const cached = before !== undefined;
      if (!before) {
        const stored = await loadGame(this.deps.db, gameId);
        if (!stored) {
          this.cache.delete(gameId);
          throw gameNotFound();
        }
        before = stored.state;
        this.remember(before);
      }
      let intent: Intent | null;
      let seat: Acted["seat"];
      try {
        seat = resolveSeat(caller, before, options);
        intent = build(seat, before);
        if (intent !== null) checkCaller(caller, seat, intent);
      } catch (error) {
        // A refusal based on a cached state may be out of date (another instance moved on): re-check.
        if (cached) continue;
        throw error;
      }
      if (intent === null) {
        if (cached) continue;
        return { state: before, seat, outcome: "skipped" };
      }
      if (!admitted && caller.kind === "user" && this.deps.limiter) {
        const verdict = this.deps.limiter.admit(caller.userId, intent);
        if (!verdict.allowed) {
          throw new HttpError(429, "rate_limited", "You're doing that too often. Please slow down.", {
            "Retry-After": String(verdict.retryAfterSeconds),
          });
        }
        admitted = true;
      }
      if (isReplay(before, intent)) {
        if (cached) continue;
        return { state: before, seat, outcome: "replayed" };
      }
      if (options.expectedVersion !== undefined && options.expectedVersion !== before.version) {
        if (cached) continue;
        throw staleVersion();
      }
      const now = this.deps.clock.now();
      const result = applyIntent(before, intent, rulesContextFor(before, now, this.deps.rng));
      if (!result.ok) {
        if (cached) continue;
        throw new RejectionError(result.rejection, intent.type);
      }
      const stats = statsForCompletion(before, result.state);
      const battle = stats ? battleForCompletion(result.state) : null;
      try {
        await commitGame(this.deps.db, {
          before,
          after: result.state,
          now,
          ...(stats ? { stats } : {}),
          ...(battle ? { battle } : {}),
        });
      } catch (error) {
        this.cache.delete(gameId);
        if (error instanceof VersionConflictError) continue;
        throw error;
      }
      this.deps.metrics?.gameCommitted(caller.kind, startedAt);
      this.remember(result.state);
      if (this.deps.publishCommits !== false) this.publish(result.state, result.events);
      this.notify(result.state, result.events);
      return { state: result.state, seat, outcome: "applied" };
    }
    throw busy();
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
