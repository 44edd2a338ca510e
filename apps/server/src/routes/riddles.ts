import {
  type RoundGuessesResponse,
  type RoundRiddlesResponse,
  riddleRoutes,
  type SubmitGuessResponse,
  submitGuessBodySchema,
} from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { findRiddleGame } from "../db/repos/games";
import { viewForUser } from "../game/access";
import { gameNotFound, seated } from "../game/game-service";
import { defineRoute } from "../http/define-route";
import { HttpError } from "../http/errors";
import { idempotent } from "../http/idempotency";
import { parseBody } from "../http/parse-body";
import { assertClean } from "../text/profanity";
import type { RouteContext } from "./context";
import { userCaller } from "./games";
import { idParam, roundParam } from "./params";

const riddleNotFound = () => new HttpError(404, "riddle_not_found", "That riddle doesn't exist.");

/**
 * Riddles and guesses: submit, and the per-round lists, always from the caller's
 * view (no secret word or other player's guess before scoring). Submissions go through the game
 * authority and are idempotent: the same riddle or guess sent again is a replay, answered with the
 * original result, storing nothing new (docs/reliability.md A28, F9).
 * Riddle texts, words and guesses are never logged.
 */
export function registerRiddleRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { games, ids, clock, db } = ctx;
  const auth = { preHandler: requireUser };
  /** Also honours an Idempotency-Key (ADR 016). */
  const keyed = { ...auth, ...idempotent() };

  const loadOr404 = async (gameId: string) => {
    const state = await games.load(gameId);
    if (!state) throw gameNotFound();
    return state;
  };

  defineRoute(app, riddleRoutes.submit, async ({ body }, request, reply) => {
    assertClean("riddle", body.riddleText);
    const riddleId = ids.newId();
    const { state, seat, outcome } = await games.act(
      userCaller(request),
      body.gameId,
      seated((seat) => ({
        type: "submitRiddle",
        playerId: seat.id,
        riddleId,
        text: body.riddleText,
        word: body.selectedWord,
        round: body.round,
      })),
      { seat: body.playerId },
    );
    const id =
      outcome === "applied"
        ? riddleId
        : (state.rounds
            .flatMap((r) => r.riddles)
            .find((r) => r.playerId === seat?.id && r.round === body.round)?.id ?? riddleId);
    reply.status(outcome === "applied" ? 201 : 200);
    return { id, version: state.version };
  });

  app.get("/api/riddles/game/:id/round/:n", auth, async (request): Promise<RoundRiddlesResponse> => {
    const state = await loadOr404(idParam(request));
    const n = roundParam(request);
    const view = viewForUser(state, signedInUser(request).id, clock.now());
    return view.rounds.find((r) => r.round === n)?.riddles ?? [];
  });

  app.get("/api/guesses/game/:id/round/:n", auth, async (request): Promise<RoundGuessesResponse> => {
    const state = await loadOr404(idParam(request));
    const n = roundParam(request);
    const view = viewForUser(state, signedInUser(request).id, clock.now());
    return view.rounds.find((r) => r.round === n)?.guesses ?? [];
  });

  app.post("/api/guesses", keyed, async (request, reply): Promise<SubmitGuessResponse> => {
    const body = parseBody(submitGuessBodySchema, request.body);
    // An obscene guess is refused before anyone sees it (docs/product.md §5); no wordbook word is.
    assertClean("guess", body.guess);
    const gameId = await findRiddleGame(db, body.riddleId);
    if (!gameId) throw riddleNotFound();
    const { state, outcome } = await games.act(
      userCaller(request),
      gameId,
      seated((seat) => ({
        type: "submitGuess",
        playerId: seat.id,
        riddleId: body.riddleId,
        guess: body.guess,
      })),
      { seat: body.guesserId },
    );
    reply.status(outcome === "applied" ? 201 : 200);
    return { riddleId: body.riddleId, guesserId: body.guesserId, accepted: true, version: state.version };
  });
}
