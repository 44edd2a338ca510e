import type {
  Challenge,
  ChallengeAcceptedResponse,
  ChallengeBody,
  ChallengesResponse,
  FriendRequestBody,
  FriendRequestSentResponse,
  FriendsResponse,
  LeaderboardMetric,
  LeaderboardPeriod,
  LeaderboardResponse,
  LeaderboardScope,
} from "@riddlebook/protocol";
import { leaderboardRoutes } from "@riddlebook/protocol";
import type { QueryClient } from "@tanstack/react-query";
import { apiJson, keyedJson } from "../lib/api";
import { api } from "../lib/api-client";

/** The friends, challenges and leaderboard calls (protocol `social.ts`) and their query keys. */

export const FRIENDS_KEY = ["/api/friends"] as const;
export const CHALLENGES_KEY = ["/api/challenges"] as const;
/** Every leaderboard page; one board is `[...LEADERBOARD_KEY, scope, period, metric]`. */
export const LEADERBOARD_KEY = [leaderboardRoutes.board.path] as const;

export const sendFriendRequest = (friendEmail: string) =>
  apiJson<FriendRequestSentResponse, FriendRequestBody>("POST", "/api/friends/request", { friendEmail });

export const acceptFriendRequest = (id: string) =>
  apiJson<FriendsResponse>("POST", `/api/friends/requests/${encodeURIComponent(id)}/accept`);

export const declineFriendRequest = (id: string) =>
  apiJson<FriendsResponse>("POST", `/api/friends/requests/${encodeURIComponent(id)}/decline`);

export const cancelFriendRequest = (id: string) =>
  apiJson<FriendsResponse>("DELETE", `/api/friends/requests/${encodeURIComponent(id)}`);

export const removeFriend = (userId: string) =>
  apiJson<FriendsResponse>("DELETE", `/api/friends/${encodeURIComponent(userId)}`);

export const blockUser = (userId: string) =>
  apiJson<FriendsResponse, { userId: string }>("POST", "/api/friends/blocks", { userId });

export const unblockUser = (userId: string) =>
  apiJson<FriendsResponse>("DELETE", `/api/friends/blocks/${encodeURIComponent(userId)}`);

export const inviteFriend = (gameId: string, friendId: string) =>
  apiJson<{ success: boolean; message: string }, { friendId: string }>(
    "POST",
    `/api/games/${encodeURIComponent(gameId)}/invite`,
    { friendId },
  );

/** Sent with an Idempotency-Key (ADR 016): a resend never sends a second challenge. */
export const sendChallenge = (body: ChallengeBody) =>
  keyedJson<Challenge, ChallengeBody>("POST", "/api/challenges", body);

export const acceptChallenge = (id: string) =>
  apiJson<ChallengeAcceptedResponse>("POST", `/api/challenges/${encodeURIComponent(id)}/accept`);

export const declineChallenge = (id: string) =>
  apiJson<Challenge>("POST", `/api/challenges/${encodeURIComponent(id)}/decline`);

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
