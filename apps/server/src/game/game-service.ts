import {
  applyIntent,
  createGame,
  DEFAULT_GAME_MODE,
  type GameEvent,
  type GameSettings,
  type GameState,
  type HostSeat,
  type Intent,
  JOIN_CODE_NUMBER,
  joinCodeWords,
} from "@riddlebook/rules";
import type { FastifyBaseLogger } from "fastify";
import type { EventBus } from "../bus/bus";
import {
  commitGame,
  insertGame,
  JoinCodeTakenError,
  listLiveJoinCodes,
  loadGame,
  VersionConflictError,
} from "../db/repos/games";
import type { Db } from "../db/schema";
import type { Clock } from "../deps";
import { HttpError } from "../http/errors";
import { KeyedQueue } from "../lib/keyed-queue";
import { type GameCommittedMessage, gameChannel } from "./game-channel";
import { rejectionError } from "./rejection-error";
import { rulesContextFor } from "./rules-context";
import { statsForCompletion } from "./stats";

/**
 * What a caller wants done to a game, decided against the freshly loaded state: an intent to apply
 * (and how to answer once it is committed), or an answer without any change (an idempotent replay).
 * The planner may throw an HttpError (not your seat, …); it runs again after a lost race.
 */
export type Plan<T> =
  | { intent: Intent; answer: (committed: GameState) => T }
  | { answer: T; intent?: undefined };
export type Planner<T> = (state: GameState) => Plan<T>;

/** Called after every commit on this instance (the scheduler re-arms; tests observe). */
export type CommitListener = (state: GameState, events: GameEvent[]) => void;

const MAX_ATTEMPTS = 8;
/** Random draws before picking from the free codes directly (there are only 990 codes per mode). */
const RANDOM_JOIN_CODE_ATTEMPTS = 8;

export const gameNotFound = () => new HttpError(404, "game_not_found", "Game not found.");

/**
 * The one authority over games: load → plan (authorise) → `applyIntent` → commit → publish.
 * Each game's actions run one at a time in this process; the database's version check protects
 * against other instances, and a lost race reloads and plans again.
 */
export class GameService {
  private readonly queue = new KeyedQueue();
  private readonly listeners = new Set<CommitListener>();

  constructor(
    private readonly deps: {
      db: Db;
      bus: EventBus;
      clock: Clock;
      log: FastifyBaseLogger;
      rng?: () => number;
      /**
       * Publish commits on the bus for other instances (true with Redis). A single instance delivers
       * its own commits straight to its sockets (`onCommit`), so it can skip serialising them.
       */
      publishCommits?: boolean;
      /** Games whose latest state this process keeps in memory (most recently used). */
      cacheSize?: number;
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
    this.cache.set(state.id, state);
    const limit = this.deps.cacheSize ?? 5000;
    if (this.cache.size > limit) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }

  onCommit(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Creates a game with the host seated, drawing another join code while the code is taken. When
   * most codes are in use it picks at random among the free ones instead.
   */
  async create(settings: Omit<GameSettings, "joinCode">, host: HostSeat): Promise<GameState> {
    const rng = this.deps.rng ?? Math.random;
    for (let attempt = 0; attempt < RANDOM_JOIN_CODE_ATTEMPTS * 2; attempt++) {
      const now = this.deps.clock.now();
      const joinCode =
        attempt < RANDOM_JOIN_CODE_ATTEMPTS ? undefined : await this.freeJoinCode(settings, rng);
      const created = createGame({ ...settings, ...(joinCode ? { joinCode } : {}) }, host, { now, rng });
      if (!created.ok) throw rejectionError(created.rejection);
      try {
        await insertGame(this.deps.db, created.state, now);
        this.remember(created.state);
        this.notify(created.state, []);
        return created.state;
      } catch (error) {
        if (!(error instanceof JoinCodeTakenError)) throw error;
      }
    }
    throw new HttpError(503, "join_codes_exhausted", "Could not find a free join code. Please try again.");
  }

  private async freeJoinCode(settings: Omit<GameSettings, "joinCode">, rng: () => number): Promise<string> {
    const used = await listLiveJoinCodes(this.deps.db);
    const free: string[] = [];
    for (const word of joinCodeWords(settings.gameMode ?? DEFAULT_GAME_MODE)) {
      for (let n = JOIN_CODE_NUMBER.min; n <= JOIN_CODE_NUMBER.max; n++) {
        if (!used.has(`${word}${n}`)) free.push(`${word}${n}`);
      }
    }
    const code = free[Math.floor(rng() * free.length)];
    if (code === undefined) {
      throw new HttpError(
        503,
        "join_codes_exhausted",
        "Every join code is in use right now. Please try again soon.",
      );
    }
    return code;
  }

  /** The stored state, or null. Reads do not wait for the game's queue. */
  async load(gameId: string): Promise<GameState | null> {
    return (await loadGame(this.deps.db, gameId))?.state ?? null;
  }

  /** Plans and applies one change to a game, one at a time per game. */
  execute<T>(gameId: string, plan: Planner<T>): Promise<T> {
    return this.queue.run(gameId, () => this.attempt(gameId, plan));
  }

  /** The system's `tick`: ends the phase whose deadline has passed. Quietly does nothing otherwise. */
  async tick(gameId: string): Promise<GameState | null> {
    try {
      return await this.execute(gameId, () => ({ intent: { type: "tick" }, answer: (s: GameState) => s }));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) return null;
      throw error;
    }
  }

  /** Waits for every queued or running action (graceful shutdown). */
  drain(): Promise<void> {
    return this.queue.drain();
  }

  private async attempt<T>(gameId: string, plan: Planner<T>): Promise<T> {
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
      let decided: Plan<T>;
      try {
        decided = plan(before);
      } catch (error) {
        // A refusal based on a cached state may be out of date (another instance moved on): re-check.
        if (cached) continue;
        throw error;
      }
      if (decided.intent === undefined) {
        if (cached) continue;
        return decided.answer;
      }
      const now = this.deps.clock.now();
      const result = applyIntent(before, decided.intent, rulesContextFor(before, now, this.deps.rng));
      if (!result.ok) {
        if (cached) continue;
        throw rejectionError(result.rejection);
      }
      const stats = statsForCompletion(before, result.state);
      try {
        await commitGame(this.deps.db, {
          before,
          after: result.state,
          now,
          ...(stats ? { stats } : {}),
        });
      } catch (error) {
        this.cache.delete(gameId);
        if (error instanceof VersionConflictError) continue;
        throw error;
      }
      this.remember(result.state);
      if (this.deps.publishCommits !== false) this.publish(result.state, result.events);
      this.notify(result.state, result.events);
      return decided.answer(result.state);
    }
    throw new HttpError(503, "busy", "The game is busy. Please try again.");
  }

  /**
   * Takes in a game committed outside `create`/`execute` (quick match inserts its games in the
   * transaction that claims the pair): this instance remembers it, and its listeners and the bus
   * hear of it as after any commit (the scheduler arms its deadline).
   */
  adopt(state: GameState, events: GameEvent[]): void {
    this.remember(state);
    if (this.deps.publishCommits !== false) this.publish(state, events);
    this.notify(state, events);
  }

  private publish(state: GameState, events: GameEvent[]): void {
    const message: GameCommittedMessage = {
      type: "game_committed",
      gameId: state.id,
      version: state.version,
      state,
      events,
    };
    // The commit stands even when the bus is down; clients resync from a versioned snapshot (F6).
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
