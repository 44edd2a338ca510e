import {
  type IntentResponse,
  type JoinGameResponse,
  joinGameBodySchema,
  patchPlayerBodySchema,
} from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { findSeat } from "../db/repos/games";
import { notAPlayer, notYourSeat, seated } from "../game/game-service";
import { HttpError } from "../http/errors";
import { idempotent } from "../http/idempotency";
import { parseBody } from "../http/parse-body";
import { assertClean } from "../text/profanity";
import type { RouteContext } from "./context";
import { userCaller } from "./games";
import { idParam } from "./params";

/** Seats: join a game in setup (POST /api/players) and mark one's own seat ready (PATCH /api/players/:id). */
export function registerPlayerRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { games, ids } = ctx;
  const auth = { preHandler: requireUser };
  /** Also honours an Idempotency-Key (ADR 016). */
  const keyed = { ...auth, ...idempotent() };

  app.post("/api/players", keyed, async (request, reply): Promise<JoinGameResponse> => {
    const user = signedInUser(request);
    const body = parseBody(joinGameBodySchema, request.body);
    assertClean("playerName", body.name);
    const playerId = ids.newId();
    // A retried join (lost response, second tab) is a replay: it answers with the seat already held.
    const { state, seat, outcome } = await games.act(userCaller(request), body.gameId, () => ({
      type: "join",
      playerId,
      userId: user.id,
      name: body.name,
    }));
    const mine = outcome === "applied" ? state.players.find((p) => p.id === playerId) : seat;
    if (!mine) throw notAPlayer();
    reply.status(outcome === "applied" ? 201 : 200);
    return { id: mine.id, name: mine.name, gameId: state.id, version: state.version };
  });

  app.patch("/api/players/:id", auth, async (request): Promise<IntentResponse> => {
    const playerId = idParam(request);
    const user = signedInUser(request);
    const body = parseBody(patchPlayerBodySchema, request.body);
    const seat = await findSeat(ctx.db, playerId);
    if (!seat) throw notAPlayer();
    if (seat.userId !== user.id) throw notYourSeat();
    if (!("isReady" in body)) {
      throw new HttpError(
        409,
        "server_owned",
        "Submissions are tracked by the server; submit a riddle or a guess instead.",
      );
    }
    const { state } = await games.act(
      userCaller(request),
      seat.gameId,
      seated((mine) => ({ type: "setReady", playerId: mine.id, isReady: body.isReady })),
      { seat: playerId },
    );
    return { version: state.version };
  });
}
