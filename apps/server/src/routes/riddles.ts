import {
  type PublishRiddleResponse,
  publishRiddleBodySchema,
  type RoundGuessesResponse,
  type RoundRiddlesResponse,
  type SubmitGuessResponse,
  type SubmitRiddleResponse,
  submitGuessBodySchema,
  submitRiddleBodySchema,
} from "@riddlebook/protocol";
import { type GameState, normalizeRiddleText } from "@riddlebook/rules";
import type { FastifyInstance } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { findRiddleGame } from "../db/repos/games";
import { publishRiddle } from "../db/repos/published-riddles";
import { requireOwnSeat, viewForUser } from "../game/access";
import { gameNotFound } from "../game/game-service";
import { HttpError } from "../http/errors";
import { parseBody } from "../http/parse-body";
import type { RouteContext } from "./context";
import { idParam, roundParam } from "./params";

const riddleNotFound = () => new HttpError(404, "riddle_not_found", "That riddle doesn't exist.");

/**
 * Riddles and guesses: submit, publish for review, and the per-round lists, always from the caller's
 * view (no secret word or other player's guess before scoring). Submissions are idempotent: the same
 * riddle or guess sent again answers with the original result and stores nothing new (A28, F9).
 * Riddle texts, words and guesses are never logged.
 */
export function registerRiddleRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { games, ids, clock, db } = ctx;
  const auth = { preHandler: requireUser };

  const loadOr404 = async (gameId: string): Promise<GameState> => {
    const state = await games.load(gameId);
    if (!state) throw gameNotFound();
    return state;
  };

  app.post("/api/riddles", auth, async (request, reply): Promise<SubmitRiddleResponse> => {
    const user = signedInUser(request);
    const body = parseBody(submitRiddleBodySchema, request.body);
    const riddleId = ids.newId();
    const { id, created } = await games.execute(body.gameId, (state) => {
      requireOwnSeat(state, body.playerId, user.id);
      const round = state.rounds[state.currentRound - 1];
      const mine = round?.riddles.find((r) => r.playerId === body.playerId);
      if (
        mine &&
        mine.round === body.round &&
        mine.text === normalizeRiddleText(body.riddleText) &&
        mine.word.toLowerCase() === body.selectedWord.toLowerCase()
      ) {
        return { answer: { id: mine.id, created: false } };
      }
      return {
        intent: {
          type: "submitRiddle",
          playerId: body.playerId,
          riddleId,
          text: body.riddleText,
          word: body.selectedWord,
          round: body.round,
        },
        answer: () => ({ id: riddleId, created: true }),
      };
    });
    reply.status(created ? 201 : 200);
    return { id };
  });

  app.post("/api/riddles/:id/publish", auth, async (request, reply): Promise<PublishRiddleResponse> => {
    const riddleId = idParam(request);
    const user = signedInUser(request);
    const body = parseBody(publishRiddleBodySchema, request.body ?? {});
    const gameId = await findRiddleGame(db, riddleId);
    if (!gameId) throw riddleNotFound();
    const state = await loadOr404(gameId);
    const riddle = state.rounds.flatMap((r) => r.riddles).find((r) => r.id === riddleId);
    if (!riddle) throw riddleNotFound();
    const author = requireOwnSeat(state, riddle.playerId, user.id);
    const { record, created } = await publishRiddle(db, {
      id: ids.newId(),
      riddleId,
      gameId,
      userId: user.id,
      selectedWord: riddle.word,
      riddleText: riddle.text,
      playerName: body.playerName ?? author.name,
      gameMode: body.gameMode ?? state.gameMode,
      difficulty: body.difficulty,
      publishedAt: clock.now(),
    });
    reply.status(created ? 201 : 200);
    return { id: record.id, riddleId, status: record.status };
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

  app.post("/api/guesses", auth, async (request, reply): Promise<SubmitGuessResponse> => {
    const user = signedInUser(request);
    const body = parseBody(submitGuessBodySchema, request.body);
    const gameId = await findRiddleGame(db, body.riddleId);
    if (!gameId) throw riddleNotFound();
    const answer: SubmitGuessResponse = {
      riddleId: body.riddleId,
      guesserId: body.guesserId,
      accepted: true,
    };
    const created = await games.execute(gameId, (state) => {
      requireOwnSeat(state, body.guesserId, user.id);
      const earlier = state.rounds
        .flatMap((r) => r.guesses)
        .find((g) => g.riddleId === body.riddleId && g.guesserId === body.guesserId);
      if (earlier && earlier.guess === body.guess.normalize("NFC").trim()) return { answer: false };
      return {
        intent: { type: "submitGuess", playerId: body.guesserId, riddleId: body.riddleId, guess: body.guess },
        answer: () => true,
      };
    });
    reply.status(created ? 201 : 200);
    return answer;
  });
}
