import type {
  MatchFoundMessage,
  MatchmakingJoinResponse,
  MatchmakingPreferences,
  MatchmakingStatusResponse,
  PlayWithBotResponse,
} from "@riddlebook/protocol";
import { findPlayerByUser, type GameMode, pickFreeJoinCode, type Rng, type Timings } from "@riddlebook/rules";
import type { FastifyBaseLogger } from "fastify";
import {
  claimForBot,
  deleteEntryIfUnchanged,
  deleteWaitingEntry,
  type EntryPreferences,
  findEntry,
  finishBotClaim,
  insertWaitingEntry,
  MatchConflictError,
  type MatchEntry,
  type PlannedMatch,
  refreshWaitingEntry,
  releaseBotClaim,
  restartEntry,
  runMatchPass,
  touchWaitingEntry,
} from "../db/repos/matchmaking";
import type { Db } from "../db/schema";
import { uniqueViolationTarget } from "../db/unique-violation";
import type { Clock, IdGenerator } from "../deps";
import type { GameService, PreparedGame } from "../game/game-service";
import { DomainError } from "../lib/domain-error";
import type { Metrics } from "../metrics/metrics";
import { createBotMatchGame, matchGameRecipe } from "./match-game";
import { pairSeekers } from "./pairing";

/**
 * A pass starts this long after the first request for it, so a burst of joins shares one pass
 * instead of running one each (on SQLite every pass is a few statements on the one connection).
 */
const PASS_GATHER_MS = 15;
/** Waiting entries one pass considers; more are left to the next pass. */
const PASS_BATCH = 500;
/** Passes in a row while every pass fills its batch and makes matches. */
const MAX_PASSES_IN_A_ROW = 20;
/** A pass that hit a join-code clash or a changed entry is retried this many times. */
const PASS_RETRIES = 3;
/** Conditional writes that lost a race re-read the entry this many times. */
const ENTRY_ATTEMPTS = 5;
/** A bot claim older than this never made its game (the instance died): the entry may search again. */
const CLAIM_TIMEOUT_MS = 30_000;

interface MatchmakingOptions {
  db: Db;
  clock: Clock;
  ids: IdGenerator;
  games: GameService;
  log: FastifyBaseLogger;
  /** Phase timings for the games made (the configuration's overrides). */
  timings: Partial<Timings>;
  /** Waiting this long relaxes a seeker's skill and rounds preferences. */
  relaxMs: number;
  /** An entry not refreshed by a join or status call for this long has expired. */
  staleMs: number;
  /** Waiting this long makes the bot offer available. */
  botOfferMs: number;
  /** Sends a user-level push to every socket of the user (the user channel). */
  push: (userId: string, message: MatchFoundMessage) => Promise<void>;
  rng: Rng;
  /** Each seeker's time to match is recorded here. */
  metrics?: Metrics;
}

const busy = () => new DomainError("busy", "Matchmaking is busy. Please try again.");
const botOfferUnavailable = () =>
  new DomainError("bot_offer_unavailable", "A bot game is offered after waiting a little longer.");
const notQueued = () => new DomainError("not_queued", "You are not searching for a match.");

/**
 * Quick match (docs/product.md §9). The queue lives in the database, one entry per user; this instance only
 * coordinates its own passes. A join or re-join refreshes the seeker's entry and asks for a pass;
 * a pass pairs the whole queue in one transaction (`runMatchPass`) and creates each pair's
 * started game in that same transaction, then tells both players (`match_found` and their next
 * poll). See ADR 007.
 */
export class MatchmakingService {
  private current: Promise<void> | undefined;
  private next: Promise<void> | undefined;
  private readonly rng: Rng;

  constructor(private readonly o: MatchmakingOptions) {
    this.rng = o.rng;
  }

  /** POST /join: queue (or refresh) the caller's search, then answer whether they are matched. */
  async join(userId: string, preferences: EntryPreferences): Promise<MatchmakingJoinResponse> {
    const { db, clock } = this.o;
    let queued = false;
    for (let attempt = 0; attempt < ENTRY_ATTEMPTS && !queued; attempt++) {
      const now = clock.now();
      const entry = await findEntry(db, userId);
      if (!entry) {
        queued = await insertWaitingEntry(db, userId, preferences, now);
      } else if (entry.status === "matched") {
        if (await this.inLiveGame(entry)) return { matched: true, gameId: entry.gameId };
        queued = await restartEntry(db, entry, preferences, now);
      } else if (entry.status === "claiming") {
        // A bot game is being made for this seeker; it answers on the next call.
        if (now - (entry.matchedAt ?? 0) < CLAIM_TIMEOUT_MS) return { matched: false, gameId: null };
        queued = await restartEntry(db, entry, preferences, now);
      } else if (this.isStale(entry, now)) {
        queued = await restartEntry(db, entry, preferences, now);
      } else {
        queued = await refreshWaitingEntry(db, userId, preferences, now);
      }
    }
    if (!queued) throw busy();
    await this.requestPass();
    const after = await findEntry(db, userId);
    if (after?.status === "matched" && after.gameId !== null) return { matched: true, gameId: after.gameId };
    return { matched: false, gameId: null };
  }

  /** GET /status: where the caller's search stands; a poll keeps a waiting entry alive. */
  async status(userId: string): Promise<MatchmakingStatusResponse> {
    const { db, clock } = this.o;
    for (let attempt = 0; attempt < ENTRY_ATTEMPTS; attempt++) {
      const now = clock.now();
      const entry = await findEntry(db, userId);
      if (!entry) return { status: "idle" };
      if (entry.status === "matched") {
        return (await this.inLiveGame(entry)) && entry.gameId !== null
          ? { status: "matched", gameId: entry.gameId }
          : { status: "idle" };
      }
      if (entry.status === "claiming") return this.waiting(entry, false);
      if (this.isStale(entry, now)) {
        await deleteEntryIfUnchanged(db, entry);
        return { status: "idle" };
      }
      if (await touchWaitingEntry(db, userId, now)) {
        return this.waiting(entry, now - entry.joinedAt >= this.o.botOfferMs);
      }
    }
    throw busy();
  }

  /** DELETE /leave: stops the caller's search. Harmless when they are not queued. */
  async leave(userId: string): Promise<MatchmakingStatusResponse> {
    await deleteWaitingEntry(this.o.db, userId);
    return this.status(userId);
  }

  /**
   * POST /play-with-bot: once the offer is available, the seeker leaves the queue for a new game
   * against a medium bot, started at once. Made through the game service like any game (create,
   * choose a page, add the bot, ready up), so the bot runner plays it.
   */
  async playWithBot(userId: string): Promise<PlayWithBotResponse> {
    const { db, clock } = this.o;
    const now = clock.now();
    const entry = await findEntry(db, userId);
    if (!entry) throw notQueued();
    if (entry.status === "matched" && entry.gameId !== null && (await this.inLiveGame(entry))) {
      return { gameId: entry.gameId };
    }
    if (entry.status !== "waiting" || this.isStale(entry, now)) throw notQueued();
    if (now - entry.joinedAt < this.o.botOfferMs) throw botOfferUnavailable();
    const claimed = await claimForBot(
      db,
      userId,
      { joinedBefore: now - this.o.botOfferMs, seenAfter: now - this.o.staleMs },
      now,
    );
    if (!claimed) {
      // A pass matched them with a person meanwhile: that game is their answer.
      const again = await findEntry(db, userId);
      if (again?.status === "matched" && again.gameId !== null) return { gameId: again.gameId };
      throw botOfferUnavailable();
    }
    try {
      const gameId = await createBotMatchGame({ ...this.o, rng: this.rng }, entry);
      await finishBotClaim(db, userId, gameId, clock.now());
      this.o.metrics?.matched("bot", clock.now() - entry.joinedAt);
      return { gameId };
    } catch (error) {
      await releaseBotClaim(db, userId, clock.now()).catch((e) =>
        this.o.log.warn({ err: e, userId }, "bot claim not released"),
      );
      throw error;
    }
  }

  /**
   * Runs a matching pass soon (after a short gathering window). Passes on this instance never
   * overlap: while one runs, callers share the one queued after it, which is sure to see their
   * entry. Never rejects.
   */
  requestPass(): Promise<void> {
    if (this.next) return this.next;
    const start = () => {
      const run = new Promise<void>((resolve) => setTimeout(resolve, PASS_GATHER_MS))
        .then(() => this.runPasses())
        .finally(() => {
          if (this.current === run) this.current = undefined;
        });
      this.current = run;
      return run;
    };
    if (!this.current) return start();
    const queued = this.current.then(() => {
      this.next = undefined;
      return start();
    });
    this.next = queued;
    return queued;
  }

  /** Waits for this instance's passes (graceful shutdown). */
  async drain(): Promise<void> {
    while (this.current || this.next) await (this.next ?? this.current);
  }

  private waiting(entry: MatchEntry, botOfferAvailable: boolean): MatchmakingStatusResponse {
    return {
      status: "waiting",
      botOfferAvailable,
      waitingSince: entry.joinedAt,
      preferences: {
        gameMode: entry.gameMode as MatchmakingPreferences["gameMode"],
        preferredRounds: entry.preferredRounds,
        skillLevel: entry.skillLevel as MatchmakingPreferences["skillLevel"],
      },
    };
  }

  private isStale(entry: MatchEntry, now: number): boolean {
    return now - entry.lastSeenAt > this.o.staleMs;
  }

  /** The entry's game is not over and the seeker still plays in it (they have not left it). */
  private async inLiveGame(entry: MatchEntry): Promise<boolean> {
    if (entry.gameId === null) return false;
    const state = await this.o.games.load(entry.gameId);
    if (!state || state.phase === "complete") return false;
    const seat = findPlayerByUser(state, entry.userId);
    return seat !== undefined && !seat.hasLeft;
  }

  private async runPasses(): Promise<void> {
    for (let pass = 0; pass < MAX_PASSES_IN_A_ROW; pass++) {
      let result: { considered: number; matched: number } | undefined;
      for (let attempt = 0; attempt < PASS_RETRIES && result === undefined; attempt++) {
        try {
          result = await this.passOnce();
        } catch (error) {
          const retryable = error instanceof MatchConflictError || uniqueViolationTarget(error) !== null;
          if (!retryable || attempt === PASS_RETRIES - 1) {
            this.o.log.warn({ err: error }, "matchmaking pass failed");
            return;
          }
        }
      }
      if (!result || result.matched === 0 || result.considered < PASS_BATCH) return;
    }
  }

  private async passOnce(): Promise<{ considered: number; matched: number }> {
    const { db, clock, ids, log } = this.o;
    const now = clock.now();
    const made = new Map<string, PreparedGame>();
    /** When each seeker of the planned pairs joined, for their time to match. */
    const joinedAt = new Map<string, number>();
    const { considered, matches } = await runMatchPass(db, {
      now,
      staleBefore: now - this.o.staleMs,
      limit: PASS_BATCH,
      plan: (waiting, liveCodes) => {
        made.clear();
        joinedAt.clear();
        const planned: PlannedMatch[] = [];
        for (const { host, guest } of pairSeekers(waiting, now, this.o.relaxMs)) {
          const gameMode = host.gameMode as GameMode;
          const joinCode = pickFreeJoinCode(gameMode, liveCodes, this.rng);
          if (joinCode === null) {
            log.warn({ gameMode }, "no free join code for a quick match; the pair waits");
            continue;
          }
          const recipe = matchGameRecipe({
            gameId: ids.newId(),
            gameMode,
            totalRounds: host.preferredRounds,
            host: { playerId: ids.newId(), userId: host.userId, name: host.playerName },
            guest: { playerId: ids.newId(), userId: guest.userId, name: guest.playerName },
            joinCode,
            timings: this.o.timings,
            rng: this.rng,
          });
          // Built by the game authority from the rules' own intents; stored by this pass's transaction.
          const built = this.o.games.prepare(recipe.settings, recipe.host, recipe.setup);
          if (built.state.phase !== "writing")
            throw new Error(`match game did not start (${built.state.phase})`);
          made.set(built.state.id, built);
          joinedAt.set(host.userId, host.joinedAt).set(guest.userId, guest.joinedAt);
          planned.push({ state: built.state, userIds: [host.userId, guest.userId] });
        }
        return planned;
      },
    });
    for (const match of matches) {
      const built = made.get(match.state.id);
      if (built) this.o.games.announce(built);
      const message: MatchFoundMessage = { type: "match_found", gameId: match.state.id };
      for (const userId of match.userIds) {
        this.o.metrics?.matched("player", now - (joinedAt.get(userId) ?? now));
        void this.o.push(userId, message);
      }
    }
    return { considered, matched: matches.length };
  }
}
