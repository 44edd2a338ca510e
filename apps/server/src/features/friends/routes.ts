import { friendRoutes } from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../auth/require-user";
import { defineRoute } from "../../http/define-route";
import type { RouteContext } from "../../routes/context";
import { FriendsService } from "./service";

/**
 * Friends (contracts in packages/protocol/src/routes/friends.ts): requests by e-mail, the friends
 * page, answering and cancelling requests, removing friends, blocks, and inviting an online friend
 * into a game in setup. Every call needs a signed-in user; what each does is the service's.
 */
export function registerFriendRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, clock, ids, games, push, config } = ctx;
  const friends = new FriendsService({
    db,
    clock,
    ids,
    games,
    push,
    presenceStaleMs: config.presenceStaleMs,
    rateLimitScale: config.rateLimitScale,
    refusals: ctx.metrics,
  });
  defineRoute(app, friendRoutes.request, async ({ body }, request) =>
    friends.request(signedInUser(request), body.friendEmail),
  );
  defineRoute(app, friendRoutes.list, async (_input, request) => friends.page(signedInUser(request)));
  defineRoute(app, friendRoutes.accept, async ({ params }, request) =>
    friends.answer(signedInUser(request), params.id, "accepted"),
  );
  defineRoute(app, friendRoutes.decline, async ({ params }, request) =>
    friends.answer(signedInUser(request), params.id, "declined"),
  );
  defineRoute(app, friendRoutes.cancel, async ({ params }, request) =>
    friends.cancel(signedInUser(request), params.id),
  );
  defineRoute(app, friendRoutes.block, async ({ body }, request) =>
    friends.block(signedInUser(request), body.userId),
  );
  defineRoute(app, friendRoutes.unblock, async ({ params }, request) =>
    friends.unblock(signedInUser(request), params.userId),
  );
  defineRoute(app, friendRoutes.remove, async ({ params }, request) =>
    friends.remove(signedInUser(request), params.userId),
  );
  defineRoute(app, friendRoutes.invite, async ({ params, body }, request) =>
    friends.inviteToGame(signedInUser(request), params.id, body.friendId),
  );
}
