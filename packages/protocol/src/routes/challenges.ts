/**
 * The challenges routes' contracts (packages/protocol/src/social.ts; docs/product.md §18.2;
 * docs/decisions/020-friends-presence-challenges-leaderboards.md): send, list, accept, decline.
 */
import { z } from "zod";
import type { Challenge, ChallengeAcceptedResponse, ChallengesResponse } from "../social";
import { challengeBodySchema } from "../social-schema";
import { idPathParam, routeContract, TOO_MANY_CALLS, typedAnswer } from "./contract";

const TAG = "Challenges";
const challengeParams = z.object({ id: idPathParam("The challenge's id.") });
const NOT_OPEN = { description: "`challenge_answered` or `challenge_expired`." };
const NOT_THEIRS = { description: "No such challenge to the caller." };

export const challengeRoutes = {
  send: routeContract({
    method: "POST",
    path: "/api/challenges",
    access: "user",
    idempotent: true,
    summary: "Challenge a friend",
    description:
      "A pending challenge, pushed to the friend; it expires unanswered after a day. A missing body is answered as one without a friend and a mode.",
    tag: TAG,
    body: challengeBodySchema,
    bodyOptional: true,
    responses: {
      201: typedAnswer<Challenge>("Challenge", "the pending challenge."),
      400: { description: "Oneself, or a body the schema refuses." },
      403: { description: "Not a friend." },
      429: TOO_MANY_CALLS,
    },
  }),
  list: routeContract({
    method: "GET",
    path: "/api/challenges",
    access: "user",
    summary: "One's challenges, sent and received",
    tag: TAG,
    responses: {
      200: typedAnswer<ChallengesResponse>("ChallengesResponse", "incoming and outgoing challenges."),
    },
  }),
  accept: routeContract({
    method: "POST",
    path: "/api/challenges/:id/accept",
    access: "user",
    summary: "Accept a challenge",
    tag: TAG,
    params: challengeParams,
    responses: {
      200: typedAnswer<ChallengeAcceptedResponse>(
        "ChallengeAcceptedResponse",
        "the challenge and the game made for it.",
      ),
      403: { description: "No longer friends with the challenger." },
      404: NOT_THEIRS,
      409: NOT_OPEN,
    },
  }),
  decline: routeContract({
    method: "POST",
    path: "/api/challenges/:id/decline",
    access: "user",
    summary: "Decline a challenge",
    tag: TAG,
    params: challengeParams,
    responses: {
      200: typedAnswer<Challenge>("Challenge", "the declined challenge."),
      404: NOT_THEIRS,
      409: NOT_OPEN,
    },
  }),
};
