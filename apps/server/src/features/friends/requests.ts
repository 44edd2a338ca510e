/**
 * Friend requests and blocks as the rules decide them (packages/rules/src/friends.ts): each reads its
 * facts, asks the rules, and writes their decision in one transaction, so two instances never
 * decide on different facts. The service (service.ts) answers and pushes what these return.
 */
import { decideFriendRequest, requestAnswerRefusal } from "@riddlebook/rules";
import type { Db } from "../../db/schema";
import * as repo from "./repository";

/** What became of `sendFriendRequest`. */
type SendOutcome =
  /** The e-mail is the sender's own. */
  | { kind: "self" }
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

/** Sends a friend request from `sender` to `toEmail` (lower-cased), as `decideFriendRequest` decides. */
export async function sendFriendRequest(
  db: Db,
  input: { id: string; sender: repo.Recipient; toEmail: string; now: number },
): Promise<SendOutcome> {
  try {
    return await repo.inTransaction(db, (trx) => sendInTransaction(trx, input));
  } catch (error) {
    // The same request sent twice at once: the other one stored it.
    if (repo.isPendingDuplicate(error)) return { kind: "duplicate" };
    throw error;
  }
}

async function sendInTransaction(
  trx: Db,
  input: { id: string; sender: repo.Recipient; toEmail: string; now: number },
): Promise<SendOutcome> {
  const { sender, toEmail, now } = input;
  const target = await repo.findUserIdByEmail(trx, toEmail);
  const decision = decideFriendRequest({
    toSelf: toEmail === sender.email,
    alreadyFriends: target !== undefined && (await repo.areFriends(trx, sender.userId, target)),
    last: await repo.lastRequestTo(trx, sender.userId, { email: toEmail, userId: target }),
    blocked: target !== undefined && (await repo.blockedEitherWay(trx, sender.userId, target)),
    theirs: target === undefined ? undefined : await repo.pendingRequestFrom(trx, target, sender),
    hasAccount: target !== undefined,
    now,
  });
  switch (decision.kind) {
    case "accept_theirs": {
      if (target === undefined) throw new Error("a request was accepted from no account");
      const answer = { status: "accepted" as const, answeredAt: now, toUserId: sender.userId };
      await repo.answerRequest(trx, decision.requestId, answer);
      await repo.befriend(trx, sender.userId, target, now);
      return { kind: "accepted", requestId: decision.requestId, friendId: target };
    }
    case "send": {
      const row = {
        id: input.id,
        fromUserId: sender.userId,
        toUserId: target ?? null,
        toEmail,
        createdAt: now,
      };
      await repo.insertFriendRequest(trx, row);
      return {
        kind: "sent",
        request: { id: input.id, createdAt: now },
        deliverTo: decision.deliver ? (target ?? null) : null,
      };
    }
    default:
      return decision;
  }
}

/** Why answering or cancelling a request failed (`requestAnswerRefusal`). */
type AnswerFailure = { ok: false; reason: "not_found" | "not_pending" };

/**
 * The recipient accepts (`accepted`: both become friends) or declines a request. A request the
 * recipient cannot see (someone else's, or hidden by a block) is `not_found`; one no longer pending
 * is `not_pending`. Answers the sender's id.
 */
export function answerFriendRequest(
  db: Db,
  input: { requestId: string; recipient: repo.Recipient; answer: "accepted" | "declined"; now: number },
): Promise<{ ok: true; senderId: string } | AnswerFailure> {
  const { requestId, recipient, now } = input;
  return repo.inTransaction(db, async (trx) => {
    const request = await repo.findIncomingRequest(trx, requestId, recipient);
    const refusal = requestAnswerRefusal(request);
    if (refusal !== null || !request) return { ok: false, reason: refusal ?? "not_found" } as const;
    await repo.answerRequest(trx, requestId, {
      status: input.answer,
      answeredAt: now,
      toUserId: recipient.userId,
    });
    if (input.answer === "accepted") await repo.befriend(trx, recipient.userId, request.senderId, now);
    return { ok: true, senderId: request.senderId } as const;
  });
}

/**
 * The sender cancels their pending request. Answers the recipient to tell: their account (found by
 * e-mail when the request predates it), or null when there is none or the request was hidden by a block.
 */
export function cancelFriendRequest(
  db: Db,
  input: { requestId: string; senderId: string; now: number },
): Promise<{ ok: true; notify: string | null } | AnswerFailure> {
  return repo.inTransaction(db, async (trx) => {
    const request = await repo.findOutgoingRequest(trx, input.requestId, input.senderId);
    const refusal = requestAnswerRefusal(request);
    if (refusal !== null || !request) return { ok: false, reason: refusal ?? "not_found" } as const;
    await repo.answerRequest(trx, input.requestId, { status: "cancelled", answeredAt: input.now });
    const recipientId = request.toUserId ?? (await repo.findUserIdByEmail(trx, request.toEmail)) ?? null;
    const hidden = recipientId !== null && (await repo.blockedEitherWay(trx, input.senderId, recipientId));
    return { ok: true, notify: hidden ? null : recipientId } as const;
  });
}

/**
 * `blockerId` blocks `blockedId`, in one transaction: the block (kept when already there), the end of
 * their friendship, and the cancelling of the blocker's pending requests to them. The blocked user's
 * requests stay pending but hidden. Null when `blockedId` has no account.
 */
export function blockUser(
  db: Db,
  input: { blockerId: string; blockedId: string; now: number },
): Promise<{ wasFriends: boolean } | null> {
  const { blockerId, blockedId, now } = input;
  return repo.inTransaction(db, async (trx) => {
    const blocked = await repo.findUserEmail(trx, blockedId);
    if (!blocked) return null;
    await repo.insertBlock(trx, blockerId, blockedId, now);
    const wasFriends = await repo.removeFriendship(trx, blockerId, blockedId);
    await repo.cancelPendingRequestsTo(trx, blockerId, { userId: blockedId, email: blocked.email }, now);
    return { wasFriends };
  });
}
