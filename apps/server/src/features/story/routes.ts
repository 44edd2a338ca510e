import { storyRoutes } from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../auth/require-user";
import { timingsFromConfig } from "../../game/rules-context";
import { defineRoute } from "../../http/define-route";
import type { RouteContext } from "../../routes/context";
import { admitGameCreation } from "../../routes/game-limits";
import { playChapter, storyGameResult, storyOverview } from "./service";

/**
 * Story mode (packages/protocol/src/story.ts; contracts in packages/protocol/src/routes/story.ts): the
 * chapters with the caller's progress, playing a chapter (a real game through the game authority),
 * and a story game's result. Every call needs a signed-in user. Playing counts against the same
 * per-user and per-IP creation limits as `POST /api/games`, and a retried play (a lost answer) with
 * the same Idempotency-Key gets the same game (ADR 016). An unknown chapter id is a 404 in
 * `playChapter`.
 */
export function registerStoryRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, games, gameLimits } = ctx;
  const timings = timingsFromConfig(ctx.config);

  defineRoute(app, storyRoutes.overview, async (_input, request) =>
    storyOverview(db, signedInUser(request).id),
  );

  defineRoute(app, storyRoutes.play, async ({ params }, request) => {
    const user = signedInUser(request);
    const creation = admitGameCreation(gameLimits, { userId: user.id, ip: request.ip });
    const chapterId = params.id;
    const gameId = await playChapter({ db, games, ids: ctx.ids, clock: ctx.clock, timings }, user, chapterId);
    creation.count();
    return { gameId, chapterId };
  });

  defineRoute(app, storyRoutes.game, async ({ params }, request) =>
    storyGameResult(db, games, signedInUser(request).id, params.id),
  );
}
