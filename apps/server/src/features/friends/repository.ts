/**
 * Friend requests, friendships and blocks: the SQL (docs/decisions/020-friends-presence-challenges-leaderboards.md).
 * No policy: what a request, an answer or a block does is decided by the service (service.ts) with
 * the rules (packages/rules/src/friends.ts); the service runs each change of more than one row in
 * one transaction (`inTransaction`). A request to an e-mail without an account keeps `to_user_id`
 * null; it is matched to the account by e-mail when read, so an account made (or a guest claimed)
 * with that e-mail later receives it.
 */
import type { FriendRequestState } from "@riddlebook/rules";
import type { ExpressionBuilder } from "kysely";
import type { Database, Db } from "../../db/schema";
import { uniqueViolationTarget } from "../../db/unique-violation";

/**
 * How each driver names the partial unique index that allows one pending request per sender and
 * address (migration 0009): PostgreSQL by its name, SQLite by its columns.
 */
const PENDING_ONCE = [
  "friend_requests_pending_once",
  "friend_requests.from_user_id, friend_requests.to_email",
];

/** The error is the same pending request stored twice at once (the other insert won). */
export const isPendingDuplicate = (error: unknown): boolean =>
  PENDING_ONCE.includes(uniqueViolationTarget(error) ?? "");

/** Runs `work` in one transaction: all its writes happen, or none. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

/** Who a request's recipient is: their account, and the e-mail it may have been sent to. */
export interface Recipient {
  userId: string;
  /** Lower-cased; null for a guest without one. */
  email: string | null;
}

type RequestsEb = ExpressionBuilder<Database, "friend_requests">;

/** The request is addressed to `me`: to my account, or to my e-mail before it had an account. */
export function addressedTo(eb: RequestsEb, me: Recipient) {
  const byAccount = eb("friend_requests.to_user_id", "=", me.userId);
  if (me.email === null) return byAccount;
  return eb.or([
    byAccount,
    eb.and([eb("friend_requests.to_user_id", "is", null), eb("friend_requests.to_email", "=", me.email)]),
  ]);
}

/** Neither the sender nor `recipientId` has blocked the other. */
export function notBlocked(eb: RequestsEb, recipientId: string) {
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

/** The id of the account with this e-mail (lower-cased), if any. */
export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const row = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  return row?.id;
}

/** The e-mail of the account `userId` (null for a guest without one); undefined when there is none. */
export async function findUserEmail(db: Db, userId: string): Promise<{ email: string | null } | undefined> {
  return db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst();
}

/** The sender's most recent request to this e-mail, or to the account `targetId`. */
export async function lastRequestTo(
  db: Db,
  senderId: string,
  to: { email: string; userId: string | undefined },
): Promise<{ status: FriendRequestState; answeredAt: number | null } | undefined> {
  const row = await db
    .selectFrom("friend_requests")
    .select(["status", "answered_at"])
    .where("from_user_id", "=", senderId)
    .where((eb) =>
      to.userId === undefined
        ? eb("to_email", "=", to.email)
        : eb.or([eb("to_email", "=", to.email), eb("to_user_id", "=", to.userId)]),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    status: row.status as FriendRequestState,
    answeredAt: row.answered_at === null ? null : Number(row.answered_at),
  };
}

/** The oldest pending request from `fromUserId` addressed to `to`, if any. */
export async function pendingRequestFrom(
  db: Db,
  fromUserId: string,
  to: Recipient,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("friend_requests")
    .select("id")
    .where("from_user_id", "=", fromUserId)
    .where("status", "=", "pending")
    .where((eb) => addressedTo(eb, to))
    .orderBy("created_at")
    .executeTakeFirst();
  return row?.id;
}

/** Stores a new pending request. */
export async function insertFriendRequest(
  db: Db,
  request: { id: string; fromUserId: string; toUserId: string | null; toEmail: string; createdAt: number },
): Promise<void> {
  await db
    .insertInto("friend_requests")
    .values({
      id: request.id,
      from_user_id: request.fromUserId,
      to_user_id: request.toUserId,
      to_email: request.toEmail,
      status: "pending",
      created_at: request.createdAt,
      answered_at: null,
    })
    .execute();
}

/** A request to `recipient` they can see (not hidden by a block), with its sender and status. */
export async function findIncomingRequest(
  db: Db,
  requestId: string,
  recipient: Recipient,
): Promise<{ senderId: string; status: FriendRequestState } | undefined> {
  const row = await db
    .selectFrom("friend_requests")
    .select(["from_user_id", "status"])
    .where("id", "=", requestId)
    .where((eb) => eb.and([addressedTo(eb, recipient), notBlocked(eb, recipient.userId)]))
    .executeTakeFirst();
  return row && { senderId: row.from_user_id, status: row.status as FriendRequestState };
}

/** A request `senderId` sent, with whom it went to and its status. */
export async function findOutgoingRequest(
  db: Db,
  requestId: string,
  senderId: string,
): Promise<{ toUserId: string | null; toEmail: string; status: FriendRequestState } | undefined> {
  const row = await db
    .selectFrom("friend_requests")
    .select(["to_user_id", "to_email", "status"])
    .where("id", "=", requestId)
    .where("from_user_id", "=", senderId)
    .executeTakeFirst();
  return row && { toUserId: row.to_user_id, toEmail: row.to_email, status: row.status as FriendRequestState };
}

/** Sets a request's answer (and, when given, the account it reached). */
export async function answerRequest(
  db: Db,
  requestId: string,
  answer: { status: FriendRequestState; answeredAt: number; toUserId?: string },
): Promise<void> {
  await db
    .updateTable("friend_requests")
    .set({
      status: answer.status,
      answered_at: answer.answeredAt,
      ...(answer.toUserId === undefined ? {} : { to_user_id: answer.toUserId }),
    })
    .where("id", "=", requestId)
    .execute();
}

/** Writes both rows of a friendship (kept as they are when already there). */
export async function befriend(db: Db, a: string, b: string, now: number): Promise<void> {
  await db
    .insertInto("friendships")
    .values([
      { user_id: a, friend_id: b, created_at: now },
      { user_id: b, friend_id: a, created_at: now },
    ])
    .onConflict((oc) => oc.columns(["user_id", "friend_id"]).doNothing())
    .execute();
}

/** Ends a friendship (both rows, one statement). False when they were not friends. */
export async function removeFriendship(db: Db, userId: string, friendId: string): Promise<boolean> {
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

/** Stores a block (kept as it is when already there). */
export async function insertBlock(db: Db, blockerId: string, blockedId: string, now: number): Promise<void> {
  await db
    .insertInto("user_blocks")
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
    .onConflict((oc) => oc.columns(["blocker_id", "blocked_id"]).doNothing())
    .execute();
}

/** Cancels the pending requests from `senderId` to the account `to` (by account or e-mail). */
export async function cancelPendingRequestsTo(
  db: Db,
  senderId: string,
  to: Recipient,
  now: number,
): Promise<void> {
  const email = to.email;
  await db
    .updateTable("friend_requests")
    .set({ status: "cancelled", answered_at: now })
    .where("from_user_id", "=", senderId)
    .where("status", "=", "pending")
    .where((eb) =>
      email === null
        ? eb("to_user_id", "=", to.userId)
        : eb.or([eb("to_user_id", "=", to.userId), eb("to_email", "=", email)]),
    )
    .execute();
}

/** Lifts a block. False when there was none. */
export async function deleteBlock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("user_blocks")
    .where("blocker_id", "=", blockerId)
    .where("blocked_id", "=", blockedId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
