/**
 * What the friends feature sends users on `/ws/user` (packages/protocol/src/social.ts,
 * docs/decisions/020-friends-presence-challenges-leaderboards.md). A push never throws.
 */
import type { FriendRequestStatus, UserPushMessage } from "@riddlebook/protocol";

/** Reaches users' sockets on any instance (realtime's user channel, given by app.ts). */
export interface UserPushes {
  push(userId: string, message: UserPushMessage): Promise<void>;
  pushMany(userIds: readonly string[], message: UserPushMessage): Promise<void>;
}

/** Both users' friends pages changed. */
export const friendsChanged = (push: UserPushes, userIds: readonly string[]) =>
  push.pushMany(userIds, { type: "friends_changed" });

/** The sender's request `requestId` was accepted, declined or cancelled. */
export const requestAnswered = (
  push: UserPushes,
  to: string,
  requestId: string,
  status: Exclude<FriendRequestStatus, "pending">,
) => push.push(to, { type: "friend_request_answered", requestId, status });

/** A new request shows to its recipient (never their e-mail: they know it). */
export const requestReceived = (
  push: UserPushes,
  to: string,
  request: { id: string; createdAt: number; from: { id: string; name: string } },
) =>
  push.push(to, {
    type: "friend_request",
    request: {
      id: request.id,
      direction: "incoming",
      userId: request.from.id,
      name: request.from.name,
      email: null,
      status: "pending",
      createdAt: request.createdAt,
    },
  });

/** The host invites the friend into their game in setup: the join code opens it to them. */
export const gameInvite = (
  push: UserPushes,
  to: string,
  invite: { gameId: string; gameName: string; joinCode: string; from: { id: string; name: string } },
) =>
  push.push(to, {
    type: "game_invite",
    gameId: invite.gameId,
    gameName: invite.gameName,
    fromUserId: invite.from.id,
    fromName: invite.from.name,
    joinCode: invite.joinCode,
  });
