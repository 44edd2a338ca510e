import {
  type AddBotResponse,
  addBotBodySchema,
  type CreateGameResponse,
  chooseWordBodySchema,
  createGameBodySchema,
  type GameResponse,
  type PublicGamesResponse,
  patchGameBodySchema,
  type RejoinResponse,
  type UserGamesResponse,
} from "@riddlebook/protocol";
import {
  findPlayer,
  type GameState,
  type Intent,
  isJoinable,
  isJoinCode,
  normalizeJoinCode,
  publicGameSummary,
  viewFor,
} from "@riddlebook/rules";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { findLiveGameByCode, listLiveGamesForUser, listPublicSetupGames } from "../db/repos/games";
import { requireSeat, seatOf, viewForUser } from "../game/access";
import { gameNotFound } from "../game/game-service";
import { timingsFromConfig } from "../game/rules-context";
import { HttpError } from "../http/errors";
import { parseBody } from "../http/parse-body";
import { enforce } from "../http/rate-limit";
import type { RouteContext } from "./context";
import { idParam } from "./params";

const PUBLIC_LIST_LIMIT = 100;

const serverOwnsPhases = () =>
  new HttpError(409, "wrong_phase", "The game moves to that phase on its own; it can't be set.");

/**
 * Games: create, read (the caller's view), find by code, the public list, the host's PATCH intents,
 * rejoin, leave, choose word, re-roll prompt and add bot. Every call needs a signed-in user.
 * Calls that change a game answer with the caller's new view (`GameView`) unless the spec names
 * another shape.
 */
export function registerGameRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { games, clock, ids, gameLimits } = ctx;
  const auth = { preHandler: requireUser };
  const timings = timingsFromConfig(ctx.config);

  const loadOr404 = async (gameId: string): Promise<GameState> => {
    const state = await games.load(gameId);
    if (!state) throw gameNotFound();
    return state;
  };

  /** Applies the caller's own intent and answers with their new view. */
  const act = (
    request: FastifyRequest,
    gameId: string,
    build: (seatId: string, state: GameState) => Intent,
  ) => {
    const user = signedInUser(request);
    return games.execute(gameId, (state) => {
      const seat = requireSeat(state, user.id);
      return {
        intent: build(seat.id, state),
        answer: (committed: GameState): GameResponse => viewFor(committed, seat.id, clock.now()),
      };
    });
  };

  app.post("/api/games", auth, async (request, reply): Promise<CreateGameResponse> => {
    const user = signedInUser(request);
    const body = parseBody(createGameBodySchema, request.body);
    const playerId = ids.newId();
    const state = await games.create(
      {
        id: ids.newId(),
        name: body.name,
        isPublic: body.isPublic,
        gameMode: body.gameMode,
        totalRounds: body.totalRounds,
        timings,
      },
      { playerId, userId: user.id, name: body.playerName },
    );
    const view = viewFor(state, playerId, clock.now());
    reply.status(201);
    return {
      game: view.game,
      players: view.players,
      player: { id: playerId, name: findPlayer(state, playerId)?.name ?? body.playerName, gameId: state.id },
    };
  });

  app.get("/api/games/public", auth, async (): Promise<PublicGamesResponse> => {
    const states = await listPublicSetupGames(ctx.db, PUBLIC_LIST_LIMIT);
    return states.filter(isJoinable).map(publicGameSummary);
  });

  app.get("/api/games/by-code/:code", auth, async (request): Promise<GameResponse> => {
    const user = signedInUser(request);
    enforce(gameLimits.codeLookupPerUser.check(user.id), gameLimits.codeLookupPerIp.check(request.ip));
    gameLimits.codeLookupPerUser.hit(user.id);
    gameLimits.codeLookupPerIp.hit(request.ip);
    const raw = String((request.params as { code?: unknown }).code ?? "");
    const noGame = new HttpError(404, "game_not_found", "No game has that join code.");
    if (raw.length > 20 || !isJoinCode(raw)) throw noGame;
    const state = await findLiveGameByCode(ctx.db, normalizeJoinCode(raw));
    if (!state) throw noGame;
    return viewForUser(state, user.id, clock.now());
  });

  app.get("/api/games/:id", auth, async (request): Promise<GameResponse> => {
    const state = await loadOr404(idParam(request));
    return viewForUser(state, signedInUser(request).id, clock.now());
  });

  app.patch("/api/games/:id", auth, async (request): Promise<GameResponse> => {
    const gameId = idParam(request);
    const body = parseBody(patchGameBodySchema, request.body);
    return act(request, gameId, (seatId, state) => {
      if ("currentPageNumber" in body) {
        return { type: "choosePage", playerId: seatId, pageNumber: body.currentPageNumber };
      }
      const isHost = state.hostPlayerId === seatId;
      const continueIntent: Intent = { type: "continue", playerId: seatId };
      if ("currentRound" in body) {
        // "Continue to Next Round" names the round it moves to, so a second click is refused.
        if (isHost && state.phase === "scoring" && body.currentRound !== state.currentRound + 1) {
          throw new HttpError(409, "wrong_round", "That round has already started.");
        }
        if (body.currentPhase !== "writing" && body.currentPhase !== "complete") {
          if (!isHost) return continueIntent; // the rules answer 403 not_host first
          throw serverOwnsPhases();
        }
        return continueIntent;
      }
      if (body.currentPhase === "writing") {
        return state.phase === "scoring" ? continueIntent : { type: "start", playerId: seatId };
      }
      if (body.currentPhase === "complete" && state.phase === "scoring") return continueIntent;
      if (!isHost) throw new HttpError(403, "not_host", "Only the host can do that.");
      throw serverOwnsPhases();
    });
  });

  app.post("/api/games/:id/rejoin", auth, async (request): Promise<RejoinResponse> => {
    const gameId = idParam(request);
    const user = signedInUser(request);
    return games.execute(gameId, (state) => {
      const seat = requireSeat(state, user.id);
      const player = { id: seat.id, name: seat.name, gameId: state.id };
      // Coming back to a seat that never left (a refresh) changes nothing.
      if (!seat.hasLeft || state.phase === "complete") return { answer: { player } };
      return { intent: { type: "rejoin", playerId: seat.id }, answer: () => ({ player }) };
    });
  });

  app.post("/api/games/:id/leave", auth, async (request): Promise<GameResponse> => {
    return act(request, idParam(request), (seatId) => ({ type: "leave", playerId: seatId }));
  });

  app.post("/api/games/:id/choose-word", auth, async (request): Promise<GameResponse> => {
    const gameId = idParam(request);
    const body = parseBody(chooseWordBodySchema, request.body);
    return act(request, gameId, (seatId) => ({ type: "chooseWord", playerId: seatId, word: body.word }));
  });

  app.post("/api/games/:id/reroll-prompt", auth, async (request): Promise<GameResponse> => {
    return act(request, idParam(request), (seatId) => ({ type: "rerollPrompt", playerId: seatId }));
  });

  app.post("/api/games/:id/add-bot", auth, async (request, reply): Promise<AddBotResponse> => {
    const gameId = idParam(request);
    const body = parseBody(addBotBodySchema, request.body);
    const user = signedInUser(request);
    const botId = ids.newId();
    const bot = await games.execute(gameId, (state) => {
      const seat = requireSeat(state, user.id);
      // The same checks as the rules, in their order, with messages about bots.
      if (state.phase !== "complete" && seat.id !== state.hostPlayerId) {
        throw new HttpError(403, "not_host", "Only the host can add bots.");
      }
      if (state.phase !== "setup" && state.phase !== "complete") {
        throw new HttpError(409, "wrong_phase", "Bots can only be added before the game starts.");
      }
      return {
        intent: {
          type: "addBot",
          playerId: seat.id,
          botId,
          botType: body.botType,
          ...(body.difficulty ? { difficulty: body.difficulty } : {}),
        },
        answer: (committed: GameState) => ({ id: botId, name: findPlayer(committed, botId)?.name ?? "Bot" }),
      };
    });
    reply.status(201);
    return { bot };
  });

  app.get("/api/user/games", auth, async (request): Promise<UserGamesResponse> => {
    const user = signedInUser(request);
    const seats = await listLiveGamesForUser(ctx.db, user.id);
    return seats.flatMap(({ playerId, state }) => {
      const seat = seatOf(state, user.id);
      if (!seat || seat.id !== playerId) return [];
      return [{ game: publicGameSummary(state), playerId, playerName: seat.name, isHost: seat.isHost }];
    });
  });
}
