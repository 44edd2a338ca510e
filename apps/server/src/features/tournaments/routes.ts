import { tournamentRoutes } from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../auth/require-user";
import { defineRoute } from "../../http/define-route";
import type { RouteContext } from "../../routes/context";
import { admitGameCreation } from "../../routes/game-limits";
import { assertClean } from "../../text/profanity";
import type { TournamentService } from "./service";

/**
 * The tournament calls (contracts in packages/protocol/src/routes/tournaments.ts;
 * docs/decisions/033-tournaments.md). All need a signed-in user, a guest too, like creating a game;
 * creating one counts as creating a game for the creation limits and honours an Idempotency-Key
 * (ADR 016). Names and descriptions go through the profanity filter before anything is stored.
 */
export function registerTournamentRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  tournaments: TournamentService,
): void {
  const { gameLimits } = ctx;

  defineRoute(app, tournamentRoutes.create, async ({ body }, request) => {
    const user = signedInUser(request);
    const creation = admitGameCreation(gameLimits, { userId: user.id, ip: request.ip });
    assertClean("tournamentName", body.name);
    assertClean("tournamentDescription", body.description);
    const created = await tournaments.create(user, body);
    creation.count();
    return created;
  });

  defineRoute(app, tournamentRoutes.list, async ({ query }, request) =>
    tournaments.list(signedInUser(request).id, query),
  );

  defineRoute(app, tournamentRoutes.detail, async ({ params }) => tournaments.detail(params.id));

  defineRoute(app, tournamentRoutes.join, async ({ params }, request) =>
    tournaments.join(signedInUser(request), params.id),
  );

  defineRoute(app, tournamentRoutes.leave, async ({ params }, request) =>
    tournaments.leave(signedInUser(request), params.id),
  );

  defineRoute(app, tournamentRoutes.addBot, async ({ params, body }, request) =>
    tournaments.addBot(signedInUser(request), params.id, body.difficulty),
  );

  defineRoute(app, tournamentRoutes.start, async ({ params }, request) =>
    tournaments.startEarly(signedInUser(request), params.id),
  );
}
