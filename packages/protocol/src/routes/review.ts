/**
 * The community review routes' contracts (packages/protocol/src/community.ts;
 * docs/decisions/021-community-riddles-moderation.md): offering one's riddle for review, the
 * moderators' queue and their verdicts, and one's own published riddles.
 */
import { z } from "zod";
import type { MyPublishedRiddle, PublishedRiddle, PublishedRiddlesPage } from "../community";
import { publishedRiddlesQuerySchema, reviewBodySchema } from "../community-schema";
import { publishRiddleBodySchema } from "../game";
import type { PublishRiddleResponse } from "../wordbook";
import { idPathParam, routeContract, typedAnswer } from "./contract";

const MODERATORS_ONLY = "Only moderators can review riddles.";

export const reviewRoutes = {
  publish: routeContract({
    method: "POST",
    path: "/api/riddles/:id/publish",
    access: "user",
    idempotent: true,
    summary: "Offer one's riddle for community review",
    tag: "Riddles",
    params: z.object({ id: idPathParam("The riddle's id.") }),
    body: publishRiddleBodySchema,
    bodyOptional: true,
    responses: {
      200: typedAnswer<PublishRiddleResponse>("PublishRiddleResponse", "it was offered already."),
      201: typedAnswer<PublishRiddleResponse>("PublishRiddleResponse", "it is now pending review."),
      403: { description: "The riddle is not the caller's." },
      404: { description: "No such riddle." },
    },
  }),
  list: routeContract({
    method: "GET",
    path: "/api/published-riddles",
    access: "moderator",
    forbidden: MODERATORS_ONLY,
    summary: "Published riddles to review",
    description:
      "Pending riddles oldest queued first, reviewed ones newest reviewed first. The caller's own riddles are left out: another moderator reviews them (issue 29).",
    tag: "Moderation",
    query: publishedRiddlesQuerySchema,
    responses: {
      200: typedAnswer<PublishedRiddlesPage>(
        "PublishedRiddlesPage",
        "a page of riddles and the next cursor.",
      ),
      400: { description: "A cursor of another list, or no longer valid." },
    },
  }),
  review: routeContract({
    method: "PATCH",
    path: "/api/published-riddles/:id",
    access: "moderator",
    forbidden: MODERATORS_ONLY,
    summary: "Approve or reject a published riddle",
    tag: "Moderation",
    params: z.object({ id: idPathParam("The published riddle's id.") }),
    body: reviewBodySchema,
    responses: {
      200: typedAnswer<PublishedRiddle>("PublishedRiddle", "the riddle as reviewed."),
      403: { description: "The riddle is the caller's own: another moderator reviews it." },
      404: { description: "No such published riddle in the queue." },
    },
  }),
  mine: routeContract({
    method: "GET",
    path: "/api/user/published-riddles",
    access: "user",
    summary: "One's own published riddles",
    tag: "Account",
    responses: { 200: typedAnswer<MyPublishedRiddle[]>("MyPublishedRiddle[]", "with their review status.") },
  }),
};
