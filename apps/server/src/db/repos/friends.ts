import type { FriendRequest, FriendRequestStatus } from "@riddlebook/protocol";
import type { ExpressionBuilder } from "kysely";
import type { Database, Db } from "../schema";
import { uniqueViolationTarget } from "../unique-violation";

/**
 * How each driver names the partial unique index that allows one pending request per sender and
 * address (migration 0009): PostgreSQL by its name, SQLite by its columns.
 */
const PENDING_ONCE = [
  "friend_requests_pending_once",
  "friend_requests.from_user_id, friend_requests.to_email",
];

/**
 * Friend requests, friendships and blocks (docs/decisions/020-friends-presence-challenges-leaderboards.md).
 * A request to an e-mail without an account keeps `to_user_id` null; it is matched to the account
 * by e-mail when read, so an account made (or a guest claimed) with that e-mail later receives it.
 * A request between two users where either blocked the other is kept but never shown to its
 * recipient. Every change of more than one row runs in one transaction.
 */

/** True when `userId` and `otherId` are friends (a friendship has a row on each side). */
export async function areFriends(db: Db, userId: string, otherId: string): Promise<boolean> {
  const row = await db
    .selectFrom("friendships")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("friend_id", "=", otherId)
    .executeTakeFirst();
  return row !== undefined;
}

/** True when either user has blocked the other. */
export async function blockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  const row = await db
    .selectFrom("user_blocks")
    .select("blocker_id")
    .where((eb) =>
      eb.or([
        eb.and([eb("blocker_id", "=", a), eb("blocked_id", "=", b)]),
        eb.and([eb("blocker_id", "=", b), eb("blocked_id", "=", a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Who a request's recipient is: their account, and the e-mail it may have been sent to. */
interface Recipient {
  userId: string;
  /** Lower-cased; null for a guest without one. */
  email: string | null;
}

type RequestsEb = ExpressionBuilder<Database, "friend_requests">;

/** The request is addressed to `me`: to my account, or to my e-mail before it had an account. */
function addressedTo(eb: RequestsEb, me: Recipient) {
  const byAccount = eb("friend_requests.to_user_id", "=", me.userId);
  if (me.email === null) return byAccount;
  return eb.or([
    byAccount,
    eb.and([eb("friend_requests.to_user_id", "is", null), eb("friend_requests.to_email", "=", me.email)]),
  ]);
}

/** Neither the sender nor `recipientId` has blocked the other: the request may be shown. */
function notBlocked(eb: RequestsEb, recipientId: string) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom("user_blocks")
        .select("user_blocks.blocker_id")
        .where((b) =>
          b.or([
            b.and([
              b("user_blocks.blocker_id", "=", recipientId),
              b("user_blocks.blocked_id", "=", b.ref("friend_requests.from_user_id")),
            ]),
            b.and([
              b("user_blocks.blocked_id", "=", recipientId),
              b("user_blocks.blocker_id", "=", b.ref("friend_requests.from_user_id")),
            ]),
          ]),
        ),
    ),
  );
}

/** What became of `sendFriendRequest`. */
type SendOutcome =
  /** The e-mail's account is already a friend. */
  | { kind: "already_friends" }
  /** The last request to this person was declined or cancelled; another may go after `until` (epoch ms). */
  | { kind: "cooldown"; until: number }
  /** A request to this person is already pending: nothing changed. */
  | { kind: "duplicate" }
  /** They had asked first: their request was accepted and you are friends. */
  | { kind: "accepted"; requestId: string; friendId: string }
  /**
   * Stored. `deliverTo` is the recipient's account when they have one and neither side blocked the
   * other (the request shows and is pushed); null otherwise.
   */
  | { kind: "sent"; request: { id: string; createdAt: number }; deliverTo: string | null };

/**
 * Sends a friend request from `sender` to `toEmail` (lower-cased), in one transaction. Checked in
 * this order: already friends; the cool-down after the last request to this person (by account or
 * e-mail) was declined or cancelled; a pending duplicate; their own pending request to the sender
 * (accepted instead, unless either blocked the other). The caller has refused the sender's own e-mail.
 */
export async function sendFriendRequest(
  db: Db,
  input: { id: string; sender: Recipient; toEmail: string; now: number; cooldownMs: number },
): Promise<SendOutcome> {
  try {
    return await sendInTransaction(db, input);
  } catch (error) {
    // The same request sent twice at once: the other one stored it.
    if (PENDING_ONCE.includes(uniqueViolationTarget(error) ?? "")) return { kind: "duplicate" };
    throw error;
  }
}

async function sendInTransaction(
  db: Db,
  input: { id: string; sender: Recipient; toEmail: string; now: number; cooldownMs: number },
): Promise<SendOutcome> {
  const { sender, toEmail, now } = input;
  return db.transaction().execute(async (trx): Promise<SendOutcome> => {
    const target = await trx.selectFrom("users").select("id").where("email", "=", toEmail).executeTakeFirst();
    if (target && (await areFriends(trx, sender.userId, target.id))) return { kind: "already_friends" };

    const last = await trx
      .selectFrom("friend_requests")
      .select(["status", "answered_at"])
      .where("from_user_id", "=", sender.userId)
      .where((eb) =>
        target
          ? eb.or([eb("to_email", "=", toEmail), eb("to_user_id", "=", target.id)])
          : eb("to_email", "=", toEmail),
      )
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (last?.status === "pending") return { kind: "duplicate" };
    if ((last?.status === "declined" || last?.status === "cancelled") && last.answered_at !== null) {
      const until = Number(last.answered_at) + input.cooldownMs;
      if (until > now) return { kind: "cooldown", until };
    }

    const blocked = target ? await blockedEitherWay(trx, sender.userId, target.id) : false;
    if (target && !blocked) {
      const theirs = await trx
        .selectFrom("friend_requests")
        .select("id")
        .where("from_user_id", "=", target.id)
        .where("status", "=", "pending")
        .where((eb) => addressedTo(eb, sender))
        .orderBy("created_at")
        .executeTakeFirst();
      if (theirs) {
        await trx
          .updateTable("friend_requests")
          .set({ status: "accepted", answered_at: now, to_user_id: sender.userId })
          .where("id", "=", theirs.id)
          .execute();
        await befriend(trx, sender.userId, target.id, now);
        return { kind: "accepted", requestId: theirs.id, friendId: target.id };
      }
    }

    await trx
      .insertInto("friend_requests")
      .values({
        id: input.id,
        from_user_id: sender.userId,
        to_user_id: target?.id ?? null,
        to_email: toEmail,
        status: "pending",
        created_at: now,
        answered_at: null,
      })
      .execute();
    return {
      kind: "sent",
      request: { id: input.id, createdAt: now },
      deliverTo: target && !blocked ? target.id : null,
    };
  });
}

/** Writes both rows of a friendship (kept as they are when already there). */
async function befriend(db: Db, a: string, b: string, now: number): Promise<void> {
  await db
    .insertInto("friendships")
    .values([
      { user_id: a, friend_id: b, created_at: now },
      { user_id: b, friend_id: a, created_at: now },
    ])
    .onConflict((oc) => oc.columns(["user_id", "friend_id"]).doNothing())
    .execute();
}

/** Why answering a request failed: not one the caller may answer, or answered already. */
type AnswerFailure = { ok: false; reason: "not_found" | "not_pending" };

/**
 * The recipient accepts (`accepted`: both become friends) or declines a request, in one
 * transaction. A request the recipient cannot see (someone else's, or hidden by a block) is
 * `not_found`; one no longer pending is `not_pending`. Answers the sender's id.
 */
export async function answerFriendRequest(
  db: Db,
  input: { requestId: string; recipient: Recipient; answer: "accepted" | "declined"; now: number },
): Promise<{ ok: true; senderId: string } | AnswerFailure> {
  const { recipient, now } = input;
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom("friend_requests")
      .select(["from_user_id", "status"])
      .where("id", "=", input.requestId)
      .where((eb) => eb.and([addressedTo(eb, recipient), notBlocked(eb, recipient.userId)]))
      .executeTakeFirst();
    if (!request) return { ok: false, reason: "not_found" } as const;
    if (request.status !== "pending") return { ok: false, reason: "not_pending" } as const;
    await trx
      .updateTable("friend_requests")
      .set({ status: input.answer, answered_at: now, to_user_id: recipient.userId })
      .where("id", "=", input.requestId)
      .execute();
    if (input.answer === "accepted") await befriend(trx, recipient.userId, request.from_user_id, now);
    return { ok: true, senderId: request.from_user_id } as const;
  });
}

/**
 * The sender cancels their pending request. Answers the recipient to tell: their account (found by
 * e-mail when the request predates it), or null when there is none or the request was hidden by a block.
 */
export async function cancelFriendRequest(
  db: Db,
  input: { requestId: string; senderId: string; now: number },
): Promise<{ ok: true; notify: string | null } | AnswerFailure> {
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom("friend_requests")
      .select(["to_user_id", "to_email", "status"])
      .where("id", "=", input.requestId)
      .where("from_user_id", "=", input.senderId)
      .executeTakeFirst();
    if (!request) return { ok: false, reason: "not_found" } as const;
    if (request.status !== "pending") return { ok: false, reason: "not_pending" } as const;
    await trx
      .updateTable("friend_requests")
      .set({ status: "cancelled", answered_at: input.now })
      .where("id", "=", input.requestId)
      .execute();
    const recipientId =
      request.to_user_id ??
      (await trx.selectFrom("users").select("id").where("email", "=", request.to_email).executeTakeFirst())
        ?.id ??
      null;
    const hidden = recipientId !== null && (await blockedEitherWay(trx, input.senderId, recipientId));
    return { ok: true, notify: hidden ? null : recipientId } as const;
  });
}

/** Ends a friendship (both rows, one statement). False when they were not friends. */
export async function removeFriend(db: Db, userId: string, friendId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("friendships")
    .where((eb) =>
      eb.or([
        eb.and([eb("user_id", "=", userId), eb("friend_id", "=", friendId)]),
        eb.and([eb("user_id", "=", friendId), eb("friend_id", "=", userId)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * `blockerId` blocks `blockedId`, in one transaction: the block (kept when already there), the end of
 * their friendship, and the cancelling of the blocker's pending requests to them. The blocked user's
 * requests stay pending but hidden (see `notBlocked`). Null when `blockedId` has no account.
 */
export async function blockUser(
  db: Db,
  input: { blockerId: string; blockedId: string; now: number },
): Promise<{ wasFriends: boolean } | null> {
  const { blockerId, blockedId, now } = input;
  return db.transaction().execute(async (trx) => {
    const blocked = await trx
      .selectFrom("users")
      .select("email")
      .where("id", "=", blockedId)
      .executeTakeFirst();
    if (!blocked) return null;
    await trx
      .insertInto("user_blocks")
      .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
      .onConflict((oc) => oc.columns(["blocker_id", "blocked_id"]).doNothing())
      .execute();
    const wasFriends = await removeFriend(trx, blockerId, blockedId);
    await trx
      .updateTable("friend_requests")
      .set({ status: "cancelled", answered_at: now })
      .where("from_user_id", "=", blockerId)
      .where("status", "=", "pending")
      .where((eb) =>
        blocked.email === null
          ? eb("to_user_id", "=", blockedId)
          : eb.or([eb("to_user_id", "=", blockedId), eb("to_email", "=", blocked.email)]),
      )
      .execute();
    return { wasFriends };
  });
}

/** Lifts a block. False when there was none. */
export async function unblockUser(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("user_blocks")
    .where("blocker_id", "=", blockerId)
    .where("blocked_id", "=", blockedId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The user's friends' ids. */
export async function listFriendIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom("friendships").select("friend_id").where("user_id", "=", userId).execute();
  return rows.map((row) => row.friend_id);
}

/** A friend with their stats, before presence is added. */
interface FriendRecord {
  id: string;
  name: string;
  email: string | null;
  gamesPlayed: number;
  gamesWon: number;
  totalScore: number;
  currentStreak: number;
  since: number;
}

/** The user's friends with their stats, by name. */
export async function listFriends(db: Db, userId: string): Promise<FriendRecord[]> {
  const rows = await db
    .selectFrom("friendships")
    .innerJoin("users", "users.id", "friendships.friend_id")
    .leftJoin("user_stats", "user_stats.user_id", "friendships.friend_id")
    .select([
      "users.id",
      "users.username",
      "users.email",
      "friendships.created_at",
      "user_stats.games_played",
      "user_stats.games_won",
      "user_stats.total_score",
      "user_stats.current_win_streak",
    ])
    .where("friendships.user_id", "=", userId)
    .orderBy("users.username_key")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.username,
    email: row.email,
    gamesPlayed: Number(row.games_played ?? 0),
    gamesWon: Number(row.games_won ?? 0),
    totalScore: Number(row.total_score ?? 0),
    currentStreak: Number(row.current_win_streak ?? 0),
    since: Number(row.created_at),
  }));
}

/** Pending requests to the user (by account or e-mail), oldest first, without those hidden by a block. */
export async function listIncomingRequests(db: Db, recipient: Recipient): Promise<FriendRequest[]> {
  const rows = await db
    .selectFrom("friend_requests")
    .innerJoin("users", "users.id", "friend_requests.from_user_id")
    .select([
      "friend_requests.id",
      "friend_requests.from_user_id",
      "friend_requests.created_at",
      "users.username",
    ])
    .where("friend_requests.status", "=", "pending")
    .where((eb) => eb.and([addressedTo(eb, recipient), notBlocked(eb, recipient.userId)]))
    .orderBy("friend_requests.created_at")
    .orderBy("friend_requests.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    direction: "incoming",
    userId: row.from_user_id,
    name: row.username,
    email: null,
    status: "pending",
    createdAt: Number(row.created_at),
  }));
}

/**
 * The user's requests made since `since`, newest first, cancelled ones left out. The recipient is
 * named only once they accepted; before that the sender sees just the e-mail they typed.
 */
export async function listOutgoingRequests(
  db: Db,
  senderId: string,
  since: number,
): Promise<FriendRequest[]> {
  const rows = await db
    .selectFrom("friend_requests")
    .leftJoin("users", "users.id", "friend_requests.to_user_id")
    .select([
      "friend_requests.id",
      "friend_requests.to_user_id",
      "friend_requests.to_email",
      "friend_requests.status",
      "friend_requests.created_at",
      "users.username",
    ])
    .where("friend_requests.from_user_id", "=", senderId)
    .where("friend_requests.status", "!=", "cancelled")
    .where("friend_requests.created_at", ">=", since)
    .orderBy("friend_requests.created_at", "desc")
    .orderBy("friend_requests.id", "desc")
    .execute();
  return rows.map((row) => {
    const accepted = row.status === "accepted";
    return {
      id: row.id,
      direction: "outgoing",
      userId: accepted ? row.to_user_id : null,
      name: accepted ? (row.username ?? null) : null,
      email: row.to_email,
      status: row.status as FriendRequestStatus,
      createdAt: Number(row.created_at),
    };
  });
}

/** The users `blockerId` blocked, most recent first. */
export async function listBlocked(
  db: Db,
  blockerId: string,
): Promise<{ id: string; name: string; blockedAt: number }[]> {
  const rows = await db
    .selectFrom("user_blocks")
    .innerJoin("users", "users.id", "user_blocks.blocked_id")
    .select(["users.id", "users.username", "user_blocks.created_at"])
    .where("user_blocks.blocker_id", "=", blockerId)
    .orderBy("user_blocks.created_at", "desc")
    .orderBy("users.id")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.username, blockedAt: Number(row.created_at) }));
}
