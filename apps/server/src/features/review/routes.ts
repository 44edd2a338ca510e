import { reviewRoutes } from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../auth/require-user";
import { defineRoute } from "../../http/define-route";
import type { RouteContext } from "../../routes/context";
import { assertClean } from "../../text/profanity";
import { myPublishedRiddles, publish, review, reviewList } from "./service";

/**
 * Community review (contracts in packages/protocol/src/routes/review.ts; ADR 021): offering one's
 * riddle for review, the moderators' lists (their own riddles left out) and verdicts, and one's own
 * published riddles. Roles are read from the database on every request, so a change holds at the
 * target's next call.
 */
export function registerReviewRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, clock, ids, games } = ctx;

  defineRoute(app, reviewRoutes.publish, async ({ params, body }, request, reply) => {
    assertClean("playerName", body.playerName);
    const user = signedInUser(request);
    const { answer, created } = await publish({ db, games, clock, ids }, user.id, params.id, body);
    reply.status(created ? 201 : 200);
    return answer;
  });

  defineRoute(app, reviewRoutes.list, async ({ query }, request) =>
    reviewList(db, signedInUser(request).id, query, clock.now()),
  );

  defineRoute(app, reviewRoutes.review, async ({ params, body }, request) =>
    review({ db, clock, ids }, signedInUser(request), params.id, {
      approved: body.isApproved,
      notes: body.reviewNotes ? body.reviewNotes : null,
    }),
  );

  defineRoute(app, reviewRoutes.mine, async (_input, request) =>
    myPublishedRiddles(db, signedInUser(request).id),
  );
}
