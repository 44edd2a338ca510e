import { battleRoutes } from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../auth/require-user";
import { defineRoute } from "../../http/define-route";
import type { RouteContext } from "../../routes/context";
import { admitGameCreation } from "../../routes/game-limits";
import { startBattle } from "./service";

/**
 * `POST /api/battles`: a head-to-head battle against a bot of the chosen difficulty (docs/product.md
 * §3 and §9), made by `startBattle` through the game authority. It counts as creating a game for the
 * creation limits, and honours an Idempotency-Key (ADR 016), so a retried request lands in the same
 * game. Friends are battled through head-to-head challenges and anyone through head-to-head quick
 * match; this route refuses those opponents with a message that says so (the contract's schema).
 */
export function registerBattleRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { games, ids, gameLimits, rng, config } = ctx;

  defineRoute(app, battleRoutes.create, async ({ body }, request) => {
    const user = signedInUser(request);
    const creation = admitGameCreation(gameLimits, { userId: user.id, ip: request.ip });
    // Counted as a game created, like POST /api/games (docs/reliability.md A36, ADR 013).
    creation.count();
    return startBattle({ games, ids, rng, config }, user, {
      rounds: body.rounds,
      difficulty: body.opponent.difficulty,
    });
  });
}
