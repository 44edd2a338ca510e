import type { Challenge, ChallengeGameMode, ChallengeStatus } from "@riddlebook/protocol";
import type { GameState } from "@riddlebook/rules";
import { insertGameRows, listLiveJoinCodes } from "../../db/repos/games";
import type { Db } from "../../db/schema";

/** A new challenge's row, as `insertChallenge` stores it (pending). */
interface NewChallenge {
  id: string;
  challengerId: string;
  challengedId: string;
  gameMode: ChallengeGameMode;
  roundCount: number;
  message: string | null;
  createdAt: number;
  expiresAt: number;
}

/** The finished game's numbers, recorded once on its challenge. */
interface ChallengeOutcome {
  /** Null for a draw. */
  winnerId: string | null;
  challengerScore: number;
  challengedScore: number;
  completedAt: number;
}

/** How `acceptChallenge` ended: the game was stored with the challenge, or why not. */
type AcceptOutcome =
  | { accepted: true; state: GameState }
  | { accepted: false; current: Challenge | undefined };

export async function insertChallenge(db: Db, challenge: NewChallenge): Promise<void> {
  await db
    .insertInto("challenges")
    .values({
      id: challenge.id,
      challenger_id: challenge.challengerId,
      challenged_id: challenge.challengedId,
      game_mode: challenge.gameMode,
      round_count: challenge.roundCount,
      message: challenge.message,
      status: "pending",
      created_at: challenge.createdAt,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/** Challenges with both players' usernames and the recorded result, ready for `toChallenge`. */
function selectChallenges(db: Db) {
  return db
    .selectFrom("challenges as c")
    .innerJoin("users as a", "a.id", "c.challenger_id")
    .innerJoin("users as b", "b.id", "c.challenged_id")
    .selectAll("c")
    .select(["a.username as challenger_name", "b.username as challenged_name"]);
}

type ChallengeRow = Awaited<ReturnType<ReturnType<typeof selectChallenges>["executeTakeFirstOrThrow"]>>;

function toChallenge(row: ChallengeRow): Challenge {
  const completed = row.status === "completed" && row.completed_at !== null;
  return {
    id: row.id,
    challengerId: row.challenger_id,
    challengerName: row.challenger_name,
    challengedId: row.challenged_id,
    challengedName: row.challenged_name,
    gameMode: row.game_mode as ChallengeGameMode,
    roundCount: Number(row.round_count),
    message: row.message,
    status: row.status as ChallengeStatus,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    gameId: row.game_id,
    result: completed
      ? {
          winnerId: row.winner_id,
          winnerName:
            row.winner_id === null
              ? null
              : row.winner_id === row.challenger_id
                ? row.challenger_name
                : row.challenged_name,
          challengerScore: Number(row.challenger_score ?? 0),
          challengedScore: Number(row.challenged_score ?? 0),
        }
      : null,
  };
}

export async function findChallenge(db: Db, id: string): Promise<Challenge | undefined> {
  const row = await selectChallenges(db).where("c.id", "=", id).executeTakeFirst();
  return row ? toChallenge(row) : undefined;
}

/**
 * The user's challenges created since `since`, newest first, at most `limit` each way. Incoming
 * challenges between users with a block either way are left out (a block hides the blocked user's
 * challenges); outgoing ones stay, so a block is not revealed to the one blocked.
 */
export async function listChallengesFor(
  db: Db,
  userId: string,
  options: { since: number; limit: number },
): Promise<{ incoming: Challenge[]; outgoing: Challenge[] }> {
  const incoming = await selectChallenges(db)
    .where("c.challenged_id", "=", userId)
    .where("c.created_at", ">=", options.since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("user_blocks as k")
            .select("k.blocker_id")
            .where((eb) =>
              eb.or([
                eb.and([eb("k.blocker_id", "=", userId), eb("k.blocked_id", "=", eb.ref("c.challenger_id"))]),
                eb.and([eb("k.blocker_id", "=", eb.ref("c.challenger_id")), eb("k.blocked_id", "=", userId)]),
              ]),
            ),
        ),
      ),
    )
    .orderBy("c.created_at", "desc")
    .orderBy("c.id", "desc")
    .limit(options.limit)
    .execute();
  const outgoing = await selectChallenges(db)
    .where("c.challenger_id", "=", userId)
    .where("c.created_at", ">=", options.since)
    .orderBy("c.created_at", "desc")
    .orderBy("c.id", "desc")
    .limit(options.limit)
    .execute();
  return { incoming: incoming.map(toChallenge), outgoing: outgoing.map(toChallenge) };
}

/** Ids of pending challenges past their expiry (only `userId`'s, sent or received, when given), oldest first. */
async function pendingIdsDue(db: Db, now: number, limit: number, userId?: string): Promise<string[]> {
  let query = db
    .selectFrom("challenges")
    .select("id")
    .where("status", "=", "pending")
    .where("expires_at", "<=", now);
  if (userId !== undefined) {
    query = query.where((eb) => eb.or([eb("challenger_id", "=", userId), eb("challenged_id", "=", userId)]));
  }
  const rows = await query.orderBy("expires_at").limit(limit).execute();
  return rows.map((row) => row.id);
}

/**
 * Marks pending challenges past their expiry as expired, all of them or only `userId`'s, at most
 * `limit`. Each row changes only while still pending, so when instances race (a sweep here, a read
 * there) exactly one of them expires it: the answer lists the challenges this call expired.
 */
export async function expireDueChallenges(
  db: Db,
  options: { now: number; limit: number; userId?: string },
): Promise<string[]> {
  const expired: string[] = [];
  for (const id of await pendingIdsDue(db, options.now, options.limit, options.userId)) {
    const result = await db
      .updateTable("challenges")
      .set({ status: "expired", answered_at: options.now })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .where("expires_at", "<=", options.now)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) expired.push(id);
  }
  return expired;
}

/**
 * The challenged declines: only while pending and not past its expiry. False when it was answered
 * or expired meanwhile (nothing is written).
 */
export async function declineChallenge(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("challenges")
    .set({ status: "declined", answered_at: now })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Accepts a challenge and stores its game, in one transaction:
 * 1. The challenge goes from pending (and not past its expiry) to accepted with `gameId`. On
 *    PostgreSQL the row lock makes a second accept wait for the first and then match no row; on
 *    SQLite transactions run one at a time. Either way exactly one accept gets past this step.
 * 2. `build` makes the game's state with a join code not in the live codes it is given, and the
 *    game is inserted with its seats (like a quick match's game, `insertGameRows`).
 * If `build` throws or the insert fails (a join code taken meanwhile), the whole transaction rolls
 * back: the challenge is left pending, never accepted without a game. When the challenge was no
 * longer pending, nothing is written and the answer carries its current state.
 */
export async function acceptChallenge(
  db: Db,
  options: { id: string; gameId: string; now: number; build: (liveCodes: Set<string>) => GameState },
): Promise<AcceptOutcome> {
  const { id, gameId, now } = options;
  const state = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("challenges")
      .set({ status: "accepted", answered_at: now, game_id: gameId })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .where("expires_at", ">", now)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    const built = options.build(await listLiveJoinCodes(trx));
    if (built.id !== gameId) throw new Error("the challenge's game has another id");
    await insertGameRows(trx, [built], now);
    return built;
  });
  if (state) return { accepted: true, state };
  return { accepted: false, current: await findChallenge(db, id) };
}

/** The accepted challenge whose game is `gameId`, if any (its result not recorded yet). */
export async function findAcceptedChallengeByGame(db: Db, gameId: string): Promise<Challenge | undefined> {
  const row = await selectChallenges(db)
    .where("c.game_id", "=", gameId)
    .where("c.status", "=", "accepted")
    .executeTakeFirst();
  return row ? toChallenge(row) : undefined;
}

/**
 * Records the result of a challenge's finished game, once: only while the challenge is accepted,
 * and it becomes completed. False when it was already recorded (by another instance, or earlier).
 */
export async function recordChallengeResult(db: Db, id: string, outcome: ChallengeOutcome): Promise<boolean> {
  const result = await db
    .updateTable("challenges")
    .set({
      status: "completed",
      winner_id: outcome.winnerId,
      challenger_score: outcome.challengerScore,
      challenged_score: outcome.challengedScore,
      completed_at: outcome.completedAt,
    })
    .where("id", "=", id)
    .where("status", "=", "accepted")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Games of accepted challenges that have completed but whose result is not recorded yet, at most
 * `limit`; only `userId`'s challenges when given. The fallback when the instance that completed the
 * game did not record it (it stopped, or it never heard of the challenge).
 */
export async function listUnsettledChallengeGames(
  db: Db,
  options: { limit: number; userId?: string },
): Promise<string[]> {
  let query = db
    .selectFrom("challenges as c")
    .innerJoin("games as g", "g.id", "c.game_id")
    .select("c.game_id")
    .where("c.status", "=", "accepted")
    .where("g.completed_at", "is not", null);
  if (options.userId !== undefined) {
    const userId = options.userId;
    query = query.where((eb) =>
      eb.or([eb("c.challenger_id", "=", userId), eb("c.challenged_id", "=", userId)]),
    );
  }
  const rows = await query.limit(options.limit).execute();
  return rows.flatMap((row) => (row.game_id === null ? [] : [row.game_id]));
}
