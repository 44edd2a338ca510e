/**
 * Who may befriend whom (docs/product.md §18.1; docs/decisions/020-friends-presence-challenges-leaderboards.md):
 * the pure decisions behind a friend request, its answer and its cancelling. The server's friends
 * service reads the facts, asks these, and writes what they decide.
 */

/** After a declined or cancelled request, how long before the same person can be asked again. */
export const FRIEND_REQUEST_COOLDOWN_MS = 24 * 60 * 60 * 1000;

/** A friend request's status, as stored. */
export type FriendRequestState = "pending" | "accepted" | "declined" | "cancelled";

/** What is known when a user asks someone, by e-mail, to be their friend. */
export interface FriendRequestFacts {
  /** The e-mail is the sender's own. */
  toSelf: boolean;
  /** The e-mail's account is already the sender's friend. */
  alreadyFriends: boolean;
  /** The sender's last request to this person (by account or e-mail), if any. */
  last: { status: FriendRequestState; answeredAt: number | null } | undefined;
  /** Either of them has blocked the other (false when the e-mail has no account). */
  blocked: boolean;
  /** The id of their own pending request to the sender, if they have one. */
  theirs: string | undefined;
  /** The e-mail has an account. */
  hasAccount: boolean;
  now: number;
}

/** What becomes of a friend request. */
export type FriendRequestDecision =
  /** Refused: one cannot befriend oneself. */
  | { kind: "self" }
  /** Refused: they are friends already. */
  | { kind: "already_friends" }
  /** Refused until `until` (epoch ms): the last request to this person was declined or cancelled. */
  | { kind: "cooldown"; until: number }
  /** A request to this person is pending already: nothing changes. */
  | { kind: "duplicate" }
  /** They asked first: their request `requestId` is accepted and the two become friends. */
  | { kind: "accept_theirs"; requestId: string }
  /**
   * A new pending request. `deliver`: the recipient has an account and neither blocked the other,
   * so the request shows to them; otherwise it is kept but never shown (a block is never revealed).
   */
  | { kind: "send"; deliver: boolean };

/**
 * Decides a friend request, in this order: oneself; already friends; a pending duplicate; the
 * cool-down after the last request to this person was declined or cancelled; their own pending
 * request (accepted instead, unless either blocked the other); else a new request.
 */
export function decideFriendRequest(facts: FriendRequestFacts): FriendRequestDecision {
  if (facts.toSelf) return { kind: "self" };
  if (facts.alreadyFriends) return { kind: "already_friends" };
  const { last } = facts;
  if (last?.status === "pending") return { kind: "duplicate" };
  if ((last?.status === "declined" || last?.status === "cancelled") && last.answeredAt !== null) {
    const until = last.answeredAt + FRIEND_REQUEST_COOLDOWN_MS;
    if (until > facts.now) return { kind: "cooldown", until };
  }
  if (facts.theirs !== undefined && !facts.blocked) return { kind: "accept_theirs", requestId: facts.theirs };
  return { kind: "send", deliver: facts.hasAccount && !facts.blocked };
}

/**
 * Why a request may not be answered (accepted, declined) by its recipient or cancelled by its
 * sender: it is not theirs to answer (`not_found`: unknown, someone else's, or hidden by a block), or
 * it is no longer pending. Null when it may.
 */
export function requestAnswerRefusal(
  request: { status: FriendRequestState } | undefined,
): "not_found" | "not_pending" | null {
  if (!request) return "not_found";
  return request.status === "pending" ? null : "not_pending";
}

/** What is known when a host invites a friend into their game. */
export interface GameInviteFacts {
  isHost: boolean;
  /** The game is still in setup. */
  inSetup: boolean;
  /** The invited user is someone else, and the host's friend. */
  isFriend: boolean;
  /** The friend already holds a seat in the game. */
  seated: boolean;
  online: boolean;
}

/** Why a host may not invite that friend into their game; null when they may. Checked in this order. */
export function gameInviteRefusal(
  facts: GameInviteFacts,
): "not_host" | "not_in_setup" | "not_friend" | "already_joined" | "not_online" | null {
  if (!facts.isHost) return "not_host";
  if (!facts.inSetup) return "not_in_setup";
  if (!facts.isFriend) return "not_friend";
  if (facts.seated) return "already_joined";
  if (!facts.online) return "not_online";
  return null;
}
