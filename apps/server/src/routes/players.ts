import {
  type GameResponse,
  joinGameBodySchema,
  patchPlayerBodySchema,
  type SeatResponse,
} from "@riddlebook/protocol";
import { findPlayer, type GameState, viewFor } from "@riddlebook/rules";
import type { FastifyInstance } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { findSeat } from "../db/repos/games";
import { notAPlayer, notYourSeat, requireOwnSeat, seatOf } from "../game/access";
import { HttpError } from "../http/errors";
import { parseBody } from "../http/parse-body";
import type { RouteContext } from "./context";
import { idParam } from "./params";

/** Seats: join a game in setup (POST /api/players) and mark one's own seat ready (PATCH /api/players/:id). */
export function registerPlayerRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { games, ids, clock } = ctx;
  const auth = { preHandler: requireUser };

  app.post("/api/players", auth, async (request, reply): Promise<SeatResponse> => {
    const user = signedInUser(request);
    const body = parseBody(joinGameBodySchema, request.body);
    const playerId = ids.newId();
    const { seat, created } = await games.execute(body.gameId, (state) => {
      const existing = seatOf(state, user.id);
      // A retried join (lost response, second tab) gets the seat it already has.
      if (existing)
        return {
          answer: { seat: { id: existing.id, name: existing.name, gameId: state.id }, created: false },
        };
      return {
        intent: { type: "join", playerId, userId: user.id, name: body.name },
        answer: (committed: GameState) => ({
          seat: {
            id: playerId,
            name: findPlayer(committed, playerId)?.name ?? body.name,
            gameId: committed.id,
          },
          created: true,
        }),
      };
    });
    reply.status(created ? 201 : 200);
    return seat;
  });

  app.patch("/api/players/:id", auth, async (request): Promise<GameResponse> => {
    const playerId = idParam(request);
    const user = signedInUser(request);
    const body = parseBody(patchPlayerBodySchema, request.body);
    const seat = await findSeat(ctx.db, playerId);
    if (!seat) throw notAPlayer();
    if (seat.userId !== user.id) throw notYourSeat();
    return games.execute(seat.gameId, (state) => {
      requireOwnSeat(state, playerId, user.id);
      if (!("isReady" in body)) {
        throw new HttpError(
          409,
          "server_owned",
          "Submissions are tracked by the server; submit a riddle or a guess instead.",
        );
      }
      return {
        intent: { type: "setReady", playerId, isReady: body.isReady },
        answer: (committed: GameState) => viewFor(committed, playerId, clock.now()),
      };
    });
  });
}
