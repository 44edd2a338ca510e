import { challengeRoutes } from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../auth/require-user";
import { defineRoute } from "../../http/define-route";
import { assertClean } from "../../text/profanity";
import type { ChallengeService } from "./service";

/**
 * Challenges between friends (contracts in packages/protocol/src/routes/challenges.ts): send, list,
 * accept and decline, each the service's (`ChallengeService`). Every call needs a signed-in user;
 * only the challenged may answer (404 for anyone else). A challenge sent again with the same
 * Idempotency-Key is the same challenge (ADR 016).
 */
export function registerChallengeRoutes(app: FastifyInstance, challenges: ChallengeService): void {
  defineRoute(app, challengeRoutes.send, async ({ body }, request) => {
    assertClean("challengeMessage", body.message);
    return challenges.send(signedInUser(request).id, body);
  });
  defineRoute(app, challengeRoutes.list, async (_input, request) =>
    challenges.list(signedInUser(request).id),
  );
  defineRoute(app, challengeRoutes.accept, async ({ params }, request) =>
    challenges.accept(signedInUser(request).id, params.id),
  );
  defineRoute(app, challengeRoutes.decline, async ({ params }, request) =>
    challenges.decline(signedInUser(request).id, params.id),
  );
}
