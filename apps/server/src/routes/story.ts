import type { StoryGameResult, StoryPlayResponse, StoryResponse } from "@riddlebook/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { timingsFromConfig } from "../game/rules-context";
import { playChapter, storyGameResult, storyOverview } from "../game/story";
import { HttpError } from "../http/errors";
import { idempotent } from "../http/idempotency";
import type { RouteContext } from "./context";
import { idParam } from "./params";

/** The `:id` of a chapter: its short id, as text (an unknown one is a 404 in `playChapter`). */
function chapterParam(request: FastifyRequest): string {
  const value = (request.params as Record<string, unknown>).id;
  return typeof value === "string" ? value.slice(0, 64) : "";
}

/**
 * Story mode (packages/protocol/src/story.ts): the chapters with the caller's progress, playing a
 * chapter (a real game through the game authority), and a story game's result. Every call needs a
 * signed-in user. Playing counts against the same per-user and per-IP creation limits as
 * `POST /api/games`.
 */
export function registerStoryRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, games, gameLimits } = ctx;
  const auth = { preHandler: requireUser };
  // A retried play (a lost answer) with the same Idempotency-Key gets the same game (ADR 016).
  const keyed = { ...auth, ...idempotent() };
  const timings = timingsFromConfig(ctx.config);

  app.get("/api/story", auth, async (request): Promise<StoryResponse> => {
    return storyOverview(db, signedInUser(request).id);
  });

  app.post("/api/story/chapters/:id/play", keyed, async (request, reply): Promise<StoryPlayResponse> => {
    const user = signedInUser(request);
    const limiters = [
      [gameLimits.createPerUser, user.id],
      [gameLimits.createPerIp, request.ip],
    ] as const;
    const waits = limiters.map(([limiter, key]) => limiter.check(key)).filter((v) => !v.allowed);
    if (waits.length > 0) {
      throw new HttpError(
        429,
        "rate_limited",
        "You're starting games too quickly. Please wait a few minutes.",
        {
          "retry-after": String(Math.max(...waits.map((v) => v.retryAfterSeconds))),
        },
      );
    }
    const chapterId = chapterParam(request);
    const gameId = await playChapter({ db, games, ids: ctx.ids, clock: ctx.clock, timings }, user, chapterId);
    for (const [limiter, key] of limiters) limiter.hit(key);
    reply.status(201);
    return { gameId, chapterId };
  });

  app.get("/api/story/games/:id", auth, async (request): Promise<StoryGameResult> => {
    return storyGameResult(db, games, signedInUser(request).id, idParam(request));
  });
}
