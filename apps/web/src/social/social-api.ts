import {
  type Challenge,
  type ChallengeBody,
  type ChallengesResponse,
  challengeRoutes,
  friendRoutes,
  type LeaderboardMetric,
  type LeaderboardPeriod,
  type LeaderboardResponse,
  type LeaderboardScope,
  leaderboardRoutes,
} from "@riddlebook/protocol";
import type { QueryClient } from "@tanstack/react-query";
import { newIdempotencyKey } from "../lib/api";
import { api, apiKey } from "../lib/api-client";

/**
 * The friends, challenges and leaderboard calls (protocol `social.ts`) and their query keys, built
 * from their contracts (packages/protocol/src/routes/).
 */

export const FRIENDS_KEY = apiKey(friendRoutes.list);
export const CHALLENGES_KEY = apiKey(challengeRoutes.list);
/** Every leaderboard page; one board is `[...LEADERBOARD_KEY, scope, period, metric]`. */
export const LEADERBOARD_KEY = [leaderboardRoutes.board.path] as const;

export const sendFriendRequest = (friendEmail: string) =>
  api(friendRoutes.request, { body: { friendEmail } });

export const acceptFriendRequest = (id: string) => api(friendRoutes.accept, { params: { id } });

export const declineFriendRequest = (id: string) => api(friendRoutes.decline, { params: { id } });

export const cancelFriendRequest = (id: string) => api(friendRoutes.cancel, { params: { id } });

export const removeFriend = (userId: string) => api(friendRoutes.remove, { params: { userId } });

export const blockUser = (userId: string) => api(friendRoutes.block, { body: { userId } });

export const unblockUser = (userId: string) => api(friendRoutes.unblock, { params: { userId } });

export const inviteFriend = (gameId: string, friendId: string) =>
  api(friendRoutes.invite, { params: { id: gameId }, body: { friendId } });

/** Sent with an Idempotency-Key (ADR 016): a resend never sends a second challenge. */
export const sendChallenge = (body: ChallengeBody) =>
  api(challengeRoutes.send, { body }, { idempotencyKey: newIdempotencyKey() });

export const acceptChallenge = (id: string) => api(challengeRoutes.accept, { params: { id } });

export const declineChallenge = (id: string) => api(challengeRoutes.decline, { params: { id } });

/** One page of a board: `cursor` is the previous page's `nextCursor`. */
export function fetchLeaderboard(
  board: { scope: LeaderboardScope; period: LeaderboardPeriod; metric: LeaderboardMetric },
  cursor: string | null,
): Promise<LeaderboardResponse> {
  return api(leaderboardRoutes.board, {
    query: { scope: board.scope, period: board.period, metric: board.metric, cursor: cursor ?? undefined },
  });
}

/**
 * Puts a changed challenge into the cached lists, where it already is (by id) or at the top of the
 * side it belongs to (`me` is the signed-in user's id).
 */
export function storeChallenge(queryClient: QueryClient, challenge: Challenge, me: string | undefined): void {
  queryClient.setQueryData<ChallengesResponse>(CHALLENGES_KEY, (old) => {
    if (!old) return old;
    const replace = (list: Challenge[]) => list.map((c) => (c.id === challenge.id ? challenge : c));
    const known = [...old.incoming, ...old.outgoing].some((c) => c.id === challenge.id);
    if (known) return { incoming: replace(old.incoming), outgoing: replace(old.outgoing) };
    return challenge.challengerId === me
      ? { ...old, outgoing: [challenge, ...old.outgoing] }
      : { ...old, incoming: [challenge, ...old.incoming] };
  });
}
