/**
 * What the challenges feature sends users on `/ws/user` (packages/protocol/src/social.ts,
 * docs/decisions/020-friends-presence-challenges-leaderboards.md). A push never throws.
 */
import type { Challenge } from "@riddlebook/protocol";
import type { UserPushes } from "../friends";

/** To the challenged: a new challenge. */
export const challengeReceived = (push: UserPushes, challenge: Challenge) =>
  push.push(challenge.challengedId, { type: "challenge_received", challenge });

/** To each of `userIds`: the challenge changed (answered, expired, its result recorded). */
export const challengeChanged = (push: UserPushes, userIds: readonly string[], challenge: Challenge) =>
  Promise.all(userIds.map((userId) => push.push(userId, { type: "challenge_updated", challenge })));
