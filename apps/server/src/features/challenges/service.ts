import type {
  Challenge,
  ChallengeAcceptedResponse,
  ChallengeGameMode,
  ChallengesResponse,
} from "@riddlebook/protocol";
import {
  challengeAnswerRefusal,
  challengeExpiresAt,
  challengeRefusal,
  challengeWinnerSide,
  findPlayerByUser,
  type GameState,
  isChallengeOverdue,
  type Rng,
  type Timings,
} from "@riddlebook/rules";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/schema";
import { uniqueViolationTarget } from "../../db/unique-violation";
import type { Clock, IdGenerator } from "../../deps";
import type { GameService, PreparedGame } from "../../game/game-service";
import { DomainError } from "../../lib/domain-error";
import { admitOrRefuse, type RefusalCounter, scaledLimiters } from "../../lib/rate-limit";
import { friendshipOf, type UserPushes } from "../friends";
import { prepareChallengeGame } from "./game";
import { challengeChanged, challengeReceived } from "./pushes";
import {
  acceptChallenge,
  declineChallenge,
  expireDueChallenges,
  findAcceptedChallengeByGame,
  findChallenge,
  insertChallenge,
  listChallengesFor,
  listUnsettledChallengeGames,
  recordChallengeResult,
} from "./repository";

/** Challenges one user may send per hour (per instance), times RATE_LIMIT_SCALE. */
const CHALLENGE_LIMITS = { sendPerUser: { limit: 30, windowMs: 60 * 60 * 1000 } } as const;
/** `GET /api/challenges` lists the challenges of this many days. */
const LIST_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Challenges listed each way at most. */
const LIST_LIMIT = 100;
/** Challenges one sweep expires, or finished games it records, at most; the next sweep takes the rest. */
const SWEEP_BATCH = 200;
/** An accept whose join code was taken meanwhile (another game made at the same moment) tries again. */
const ACCEPT_ATTEMPTS = 3;

const NO_FRIENDSHIP = { friends: false, blocked: false };
const notFriends = () => new DomainError("forbidden", "You can only challenge your friends.");
const challengeNotFound = () => new DomainError("not_found", "Challenge not found.");
const alreadyAnswered = () => new DomainError("challenge_answered", "This challenge was already answered.");
const expired = () => new DomainError("challenge_expired", "This challenge has expired.");

/** A challenge to send, as the route validated it. */
interface ChallengeRequest {
  friendId: string;
  gameMode: ChallengeGameMode;
  roundCount: number;
  /** Trimmed; empty means none. */
  message?: string | undefined;
}

interface ChallengeServiceOptions {
  db: Db;
  clock: Clock;
  ids: IdGenerator;
  games: GameService;
  push: UserPushes;
  log: FastifyBaseLogger;
  rng: Rng;
  /** Phase timings for the games made (the configuration's overrides). */
  timings: Partial<Timings>;
  /** How often `start` sweeps (CHALLENGE_SWEEP_MS). */
  sweepMs: number;
  /** RATE_LIMIT_SCALE, and where rate-limit refusals are counted (the metrics). */
  rateLimitScale: number;
  refusals?: RefusalCounter;
}

/**
 * Challenges between friends (docs/decisions/020-friends-presence-challenges-leaderboards.md): send,
 * list, accept, decline, expiry and the finished game's result. Every change is a conditional write
 * in the database, so when instances race exactly one of them makes it and tells both players
 * (`challenge_received` / `challenge_updated` on `/ws/user`).
 *
 * Accepting makes the game the way quick match makes its games (`matchGameRecipe`, through the game
 * authority's `prepare`): a private two-seat game, the challenger as host, both players named by
 * their usernames, started straight into writing; it is stored in the transaction that accepts the
 * challenge. The result is recorded when the game completes on this instance (`onCommit`), and
 * otherwise by the periodic sweep or the next `list` of either player.
 */
export class ChallengeService {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  /** Results being recorded after this instance's commits (`onCommit`); `stop` waits for them. */
  private readonly settling = new Set<Promise<void>>();

  private readonly limits;

  constructor(private readonly o: ChallengeServiceOptions) {
    this.limits = scaledLimiters(CHALLENGE_LIMITS, o.clock, o.rateLimitScale, o.refusals);
  }

  /** POST /api/challenges: a pending challenge to a friend, pushed to them. */
  async send(userId: string, request: ChallengeRequest): Promise<Challenge> {
    const { db, clock } = this.o;
    admitOrRefuse(
      this.limits.sendPerUser,
      userId,
      "You're sending challenges too quickly. Please wait a while and try again.",
    );
    const self = request.friendId === userId;
    const refusal = challengeRefusal({
      self,
      ...(self ? NO_FRIENDSHIP : await friendshipOf(db, userId, request.friendId)),
    });
    if (refusal === "self") throw new DomainError("invalid_request", "You cannot challenge yourself.");
    // A block either way answers like "not friends", so a block is never revealed.
    if (refusal === "not_friends") throw notFriends();
    const now = clock.now();
    const id = this.o.ids.newId();
    await insertChallenge(db, {
      id,
      challengerId: userId,
      challengedId: request.friendId,
      gameMode: request.gameMode,
      roundCount: request.roundCount,
      message: request.message ? request.message : null,
      createdAt: now,
      expiresAt: challengeExpiresAt(now),
    });
    const challenge = await this.read(id);
    void challengeReceived(this.o.push, challenge);
    return challenge;
  }

  /**
   * GET /api/challenges: the user's challenges of the last 30 days, newest first. Their overdue
   * challenges are expired and their finished games recorded first, so what it shows is current
   * even when no sweep has run.
   */
  async list(userId: string): Promise<ChallengesResponse> {
    const { db, clock } = this.o;
    await this.expireDue(userId);
    for (const gameId of await listUnsettledChallengeGames(db, { limit: SWEEP_BATCH, userId })) {
      await this.settle(gameId);
    }
    return listChallengesFor(db, userId, { since: clock.now() - LIST_DAYS * DAY_MS, limit: LIST_LIMIT });
  }

  /**
   * POST /api/challenges/:id/accept: only the challenged, only once. Answers the accepted challenge
   * and its new game; 409 once answered or expired.
   */
  async accept(userId: string, id: string): Promise<ChallengeAcceptedResponse> {
    const { db, clock, ids, games } = this.o;
    const challenge = await this.incoming(userId, id);
    this.checkOpen(challenge);
    if (isChallengeOverdue(challenge, clock.now())) return this.refuseOverdue(userId);
    if (!(await friendshipOf(db, userId, challenge.challengerId)).friends) {
      throw new DomainError("forbidden", `You are no longer friends with ${challenge.challengerName}.`);
    }
    for (let attempt = 1; ; attempt++) {
      const now = clock.now();
      const gameId = ids.newId();
      let prepared: PreparedGame | undefined;
      let outcome: Awaited<ReturnType<typeof acceptChallenge>>;
      try {
        outcome = await acceptChallenge(db, {
          id,
          gameId,
          now,
          build: (liveCodes) => {
            prepared = prepareChallengeGame(this.o, challenge, gameId, liveCodes);
            return prepared.state;
          },
        });
      } catch (error) {
        // Another game took the join code between the read and the insert: draw again.
        if (attempt < ACCEPT_ATTEMPTS && uniqueViolationTarget(error)?.includes("join_code")) continue;
        throw error;
      }
      if (!outcome.accepted) {
        // Answered or expired since it was read: a second tab's accept lands here.
        if (!outcome.current) throw challengeNotFound();
        this.checkOpen(outcome.current);
        return this.refuseOverdue(userId);
      }
      if (!prepared) throw new Error("the accepted challenge's game was not built");
      games.announce(prepared);
      const accepted = await this.read(id);
      this.notifyBoth(accepted);
      return { challenge: accepted, gameId };
    }
  }

  /** POST /api/challenges/:id/decline: only the challenged, while pending. Tells the challenger. */
  async decline(userId: string, id: string): Promise<Challenge> {
    const { db, clock } = this.o;
    const challenge = await this.incoming(userId, id);
    this.checkOpen(challenge);
    if (!(await declineChallenge(db, id, clock.now()))) {
      this.checkOpen(await this.read(id));
      return this.refuseOverdue(userId);
    }
    const declined = await this.read(id);
    void challengeChanged(this.o.push, [declined.challengerId], declined);
    return declined;
  }

  /** Called after every commit on this instance: records a challenge game's result when it completes. */
  onCommit(state: GameState): void {
    if (state.phase !== "complete") return;
    const settling = this.settleState(state)
      .catch((error) => this.o.log.warn({ err: error, gameId: state.id }, "challenge result not recorded"))
      .finally(() => this.settling.delete(settling));
    this.settling.add(settling);
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => {
      void this.sweep();
    }, this.o.sweepMs);
    this.timer.unref();
  }

  /** Stops the periodic sweep and waits for one in progress and for results being recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    await Promise.all([...this.settling]);
  }

  /**
   * One sweep now (a sweep already running is joined): expires overdue challenges and records the
   * results of finished challenge games nobody recorded. Never throws; the next sweep retries.
   */
  sweep(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (!this.running) {
      this.running = this.sweepOnce()
        .catch((error) => this.o.log.warn({ err: error }, "challenge sweep failed"))
        .finally(() => {
          this.running = undefined;
        });
    }
    return this.running;
  }

  private async sweepOnce(): Promise<void> {
    await this.expireDue();
    for (const gameId of await listUnsettledChallengeGames(this.o.db, { limit: SWEEP_BATCH })) {
      if (this.stopped) return;
      await this.settle(gameId);
    }
  }

  /** Expires overdue pending challenges (only `userId`'s when given) and tells both players of each. */
  private async expireDue(userId?: string): Promise<void> {
    const now = this.o.clock.now();
    const ids = await expireDueChallenges(this.o.db, {
      now,
      limit: SWEEP_BATCH,
      ...(userId === undefined ? {} : { userId }),
    });
    for (const id of ids) {
      const challenge = await findChallenge(this.o.db, id);
      if (challenge) this.notifyBoth(challenge);
    }
  }

  /** Records the result of `gameId` on its challenge if the game is complete and not yet recorded. */
  private async settle(gameId: string): Promise<void> {
    const state = await this.o.games.load(gameId);
    if (state?.phase === "complete") await this.settleState(state);
  }

  private async settleState(state: GameState): Promise<void> {
    const { db, clock } = this.o;
    const challenge = await findAcceptedChallengeByGame(db, state.id);
    if (!challenge) return;
    const challengerScore = findPlayerByUser(state, challenge.challengerId)?.score ?? 0;
    const challengedScore = findPlayerByUser(state, challenge.challengedId)?.score ?? 0;
    const side = challengeWinnerSide({ challenger: challengerScore, challenged: challengedScore });
    const winnerId =
      side === null ? null : side === "challenger" ? challenge.challengerId : challenge.challengedId;
    const recorded = await recordChallengeResult(db, challenge.id, {
      winnerId,
      challengerScore,
      challengedScore,
      completedAt: clock.now(),
    });
    if (recorded) this.notifyBoth(await this.read(challenge.id));
  }

  /** A challenge to `userId` that they may answer; 404 for anyone else, or across a block. */
  private async incoming(userId: string, id: string): Promise<Challenge> {
    const challenge = await findChallenge(this.o.db, id);
    if (!challenge || challenge.challengedId !== userId) throw challengeNotFound();
    if ((await friendshipOf(this.o.db, userId, challenge.challengerId)).blocked) throw challengeNotFound();
    return challenge;
  }

  /** 409 unless the challenge is still pending. */
  private checkOpen(challenge: Challenge): void {
    const refusal = challengeAnswerRefusal(challenge);
    if (refusal === "expired") throw expired();
    if (refusal === "answered") throw alreadyAnswered();
  }

  /** A pending challenge past its expiry: expired now (both are told), and the 409 for it. */
  private async refuseOverdue(userId: string): Promise<never> {
    await this.expireDue(userId);
    throw expired();
  }

  private notifyBoth(challenge: Challenge): void {
    void challengeChanged(this.o.push, [challenge.challengerId, challenge.challengedId], challenge);
  }

  private async read(id: string): Promise<Challenge> {
    const challenge = await findChallenge(this.o.db, id);
    if (!challenge) throw challengeNotFound();
    return challenge;
  }
}

/** A challenge by its id, with both players' names and its result (the share cards read it). */
export function challengeById(db: Db, id: string): Promise<Challenge | undefined> {
  return findChallenge(db, id);
}
