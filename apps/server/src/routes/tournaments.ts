import {
  addTournamentBotBodySchema,
  createTournamentBodySchema,
  type TournamentDetail,
  type TournamentListResponse,
  tournamentListQuerySchema,
} from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import type { TournamentService } from "../game/tournaments";
import { idempotent } from "../http/idempotency";
import { parseBody } from "../http/parse-body";
import { enforce } from "../lib/rate-limit";
import { assertClean } from "../text/profanity";
import type { RouteContext } from "./context";
import { idParam } from "./params";

/**
 * The tournament calls (packages/protocol/src/tournament.ts; docs/decisions/033-tournaments.md). All
 * need a signed-in user, a guest too, like creating a game; creating one counts as creating a game
 * for the creation limits and honours an Idempotency-Key (ADR 016).
 */
export function registerTournamentRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  tournaments: TournamentService,
): void {
  const { gameLimits } = ctx;
  const auth = { preHandler: requireUser };

  app.post(
    "/api/tournaments",
    { preHandler: requireUser, ...idempotent() },
    async (request, reply): Promise<TournamentDetail> => {
      const user = signedInUser(request);
      enforce(gameLimits.createPerUser.check(user.id), gameLimits.createPerIp.check(request.ip));
      const body = parseBody(createTournamentBodySchema, request.body);
      assertClean("tournamentName", body.name);
      assertClean("tournamentDescription", body.description);
      const created = await tournaments.create(user, body);
      gameLimits.createPerUser.hit(user.id);
      gameLimits.createPerIp.hit(request.ip);
      reply.status(201);
      return created;
    },
  );

  app.get("/api/tournaments", auth, async (request): Promise<TournamentListResponse> => {
    const query = tournamentListQuerySchema.parse(request.query ?? {});
    return tournaments.list(signedInUser(request).id, query);
  });

  app.get(
    "/api/tournaments/:id",
    auth,
    async (request): Promise<TournamentDetail> => tournaments.detail(idParam(request)),
  );

  app.post(
    "/api/tournaments/:id/join",
    auth,
    async (request): Promise<TournamentDetail> => tournaments.join(signedInUser(request), idParam(request)),
  );

  app.post(
    "/api/tournaments/:id/leave",
    auth,
    async (request): Promise<TournamentDetail> => tournaments.leave(signedInUser(request), idParam(request)),
  );

  app.post("/api/tournaments/:id/bots", auth, async (request, reply): Promise<TournamentDetail> => {
    const id = idParam(request);
    const body = parseBody(addTournamentBotBodySchema, request.body);
    const detail = await tournaments.addBot(signedInUser(request), id, body.difficulty);
    reply.status(201);
    return detail;
  });

  app.post(
    "/api/tournaments/:id/start",
    auth,
    async (request): Promise<TournamentDetail> =>
      tournaments.startEarly(signedInUser(request), idParam(request)),
  );
}
