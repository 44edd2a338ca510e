import type { StoryGameResult, StoryPlayResponse, StoryResponse } from "@riddlebook/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { timingsFromConfig } from "../game/rules-context";
import { playChapter, storyGameResult, storyOverview } from "../game/story";
import { idempotent } from "../http/idempotency";
import type { RouteContext } from "./context";
import { admitGameCreation } from "./game-limits";
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
    const creation = admitGameCreation(gameLimits, { userId: user.id, ip: request.ip });
    const chapterId = chapterParam(request);
    const gameId = await playChapter({ db, games, ids: ctx.ids, clock: ctx.clock, timings }, user, chapterId);
    creation.count();
    reply.status(201);
    return { gameId, chapterId };
  });

  app.get("/api/story/games/:id", auth, async (request): Promise<StoryGameResult> => {
    return storyGameResult(db, games, signedInUser(request).id, idParam(request));
  });
}
