/** The story mode routes' contracts (packages/protocol/src/story.ts; chapters in packages/rules/src/story.ts). */
import { z } from "zod";
import { storyGameResultSchema, storyPlayResponseSchema, storyResponseSchema } from "../story";
import { idPathParam, routeContract, TOO_MANY_CALLS } from "./contract";

export const storyRoutes = {
  overview: routeContract({
    method: "GET",
    path: "/api/story",
    access: "user",
    summary: "The story chapters with one's progress",
    description:
      "Every chapter with its story, rules, target and badge, whether it is unlocked (and the story points still missing), the caller's best score and completion, their story score and badges.",
    tag: "Story",
    responses: { 200: { description: "The chapters and progress.", schema: storyResponseSchema } },
  }),
  play: routeContract({
    method: "POST",
    path: "/api/story/chapters/:id/play",
    access: "user",
    idempotent: true,
    summary: "Play a story chapter",
    description:
      "A private solo game against the chapter's bots, on its page, mode and rounds, already in writing. Counts as creating a game for the limits (ADR 013).",
    tag: "Story",
    // Any text: an unknown chapter is a 404, so the id is only cut to a sane length.
    params: z.object({
      id: z
        .string()
        .overwrite((id) => id.slice(0, 64))
        .meta({ description: "The chapter's id (e.g. `attic`)." }),
    }),
    responses: {
      201: { description: "The new game.", schema: storyPlayResponseSchema },
      403: { description: "The chapter is locked; the message names the story score it needs." },
      404: { description: "No such chapter." },
      429: TOO_MANY_CALLS,
    },
  }),
  game: routeContract({
    method: "GET",
    path: "/api/story/games/:id",
    access: "user",
    summary: "What a story game did for one's story",
    tag: "Story",
    params: z.object({ id: idPathParam("The game's id.") }),
    responses: {
      200: {
        description: "The chapter, the final score and whether it completed the chapter.",
        schema: storyGameResultSchema,
      },
      404: { description: "No such story game of the caller's." },
    },
  }),
};
