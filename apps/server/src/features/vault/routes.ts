import { vaultRoutes } from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../auth/require-user";
import { defineRoute } from "../../http/define-route";
import type { RouteContext } from "../../routes/context";
import { guessVaultRiddle, nextVaultRiddle, openVaultRiddle, rateVaultRiddle } from "./service";

/**
 * The Riddle Vault (contracts in packages/protocol/src/routes/vault.ts;
 * docs/decisions/021-community-riddles-moderation.md): the next riddle (204 when none matches), one
 * riddle, a guess and a rating. One's own riddle is a 403, a riddle not approved, hidden or unknown a
 * 404, both in the service.
 */
export function registerVaultRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, clock, rng } = ctx;

  defineRoute(app, vaultRoutes.next, async ({ query }, request) =>
    nextVaultRiddle({ db, clock, rng }, signedInUser(request).id, query),
  );

  defineRoute(app, vaultRoutes.riddle, async ({ params }, request) =>
    openVaultRiddle(db, signedInUser(request).id, params.id),
  );

  defineRoute(app, vaultRoutes.guess, async ({ params, body }, request) =>
    guessVaultRiddle({ db, clock }, signedInUser(request).id, params.id, body.guess),
  );

  defineRoute(app, vaultRoutes.rating, async ({ params, body }, request) =>
    rateVaultRiddle({ db, clock }, signedInUser(request).id, params.id, body.rating),
  );
}
