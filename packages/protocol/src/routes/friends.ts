/**
 * The friends routes' contracts (packages/protocol/src/social.ts; docs/product.md §18.1;
 * docs/decisions/020-friends-presence-challenges-leaderboards.md): requests by e-mail, the friends
 * page, answering and cancelling requests, blocks, removing a friend, and inviting an online friend
 * into a game in setup.
 */
import { z } from "zod";
import type { FriendRequestSentResponse, FriendsResponse } from "../social";
import { blockUserBodySchema, friendRequestBodySchema, inviteFriendBodySchema } from "../social-schema";
import { idPathParam, routeContract, TOO_MANY_CALLS, typedAnswer } from "./contract";

const TAG = "Friends";
const FRIENDS_PAGE = typedAnswer<FriendsResponse>(
  "FriendsResponse",
  "the caller's friends, requests and blocks, after the change.",
);
const requestParams = z.object({ id: idPathParam("The friend request's id.") });
const userParams = z.object({ userId: idPathParam("The other user's id.") });

/** Accepting or declining a friend request sent to the caller. */
const answerRequest = (path: "accept" | "decline", summary: string) =>
  routeContract({
    method: "POST",
    path: `/api/friends/requests/:id/${path}`,
    access: "user",
    summary,
    tag: TAG,
    params: requestParams,
    responses: {
      200: FRIENDS_PAGE,
      404: { description: "No such request to the caller." },
      409: { description: "`request_not_pending`." },
    },
  });

export const friendRoutes = {
  request: routeContract({
    method: "POST",
    path: "/api/friends/request",
    access: "user",
    summary: "Send a friend request by e-mail",
    description: "The answer never tells whether the e-mail has an account.",
    tag: TAG,
    body: friendRequestBodySchema,
    responses: {
      200: typedAnswer<FriendRequestSentResponse>(
        "FriendRequestSentResponse",
        "sent, or accepted when they had asked the caller.",
      ),
      400: { description: "The caller's own e-mail, or a malformed one." },
      409: { description: "`already_friends`." },
      429: TOO_MANY_CALLS,
    },
  }),
  list: routeContract({
    method: "GET",
    path: "/api/friends",
    access: "user",
    summary: "One's friends, requests and blocks",
    tag: TAG,
    responses: {
      200: typedAnswer<FriendsResponse>(
        "FriendsResponse",
        "friends with presence and stats, requests and blocks.",
      ),
    },
  }),
  accept: answerRequest("accept", "Accept a friend request"),
  decline: answerRequest("decline", "Decline a friend request"),
  cancel: routeContract({
    method: "DELETE",
    path: "/api/friends/requests/:id",
    access: "user",
    summary: "Cancel one's friend request",
    tag: TAG,
    params: requestParams,
    responses: {
      200: FRIENDS_PAGE,
      404: { description: "No such request of the caller's." },
      409: { description: "`request_not_pending`." },
    },
  }),
  block: routeContract({
    method: "POST",
    path: "/api/friends/blocks",
    access: "user",
    summary: "Block a user",
    tag: TAG,
    body: blockUserBodySchema,
    responses: { 200: FRIENDS_PAGE, 400: { description: "Oneself." }, 404: { description: "No such user." } },
  }),
  unblock: routeContract({
    method: "DELETE",
    path: "/api/friends/blocks/:userId",
    access: "user",
    summary: "Unblock a user",
    tag: TAG,
    params: userParams,
    responses: { 200: FRIENDS_PAGE, 404: { description: "The caller has not blocked that user." } },
  }),
  remove: routeContract({
    method: "DELETE",
    path: "/api/friends/:userId",
    access: "user",
    summary: "Remove a friend",
    tag: TAG,
    params: userParams,
    responses: { 200: FRIENDS_PAGE, 404: { description: "That user is not the caller's friend." } },
  }),
  invite: routeContract({
    method: "POST",
    path: "/api/games/:id/invite",
    access: "user",
    summary: "Host: invite an online friend",
    description:
      "The friend gets `game_invite` on their user socket, with the join code, and joins through the usual join.",
    tag: TAG,
    params: z.object({ id: idPathParam("The game's id.") }),
    body: inviteFriendBodySchema,
    responses: {
      200: typedAnswer<{ success: true; message: string }>(
        "{success, message}",
        "the invitation is sent on the friend's user socket.",
      ),
      403: { description: "Not the host, or not a friend." },
      404: { description: "No such game." },
      409: { description: "Not in setup, already in the game, or the friend is not online." },
      429: TOO_MANY_CALLS,
    },
  }),
};
