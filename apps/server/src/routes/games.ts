import {
  type AddBotResponse,
  addBotBodySchema,
  type CreateGameResponse,
  chooseWordBodySchema,
  createGameBodySchema,
  type GameResponse,
  type IntentResponse,
  kickBodySchema,
  type PublicGamesResponse,
  patchGameBodySchema,
  type RejoinResponse,
  type UserGamesResponse,
} from "@riddlebook/protocol";
import {
  findPlayer,
  findPlayerByUser,
  type GameState,
  isJoinable,
  isJoinCode,
  normalizeJoinCode,
  publicGameSummary,
  viewFor,
} from "@riddlebook/rules";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { findLiveGameByCode, listLiveGamesForUser, listPublicSetupGames } from "../db/repos/games";
import type { Db } from "../db/schema";
import { limitInviteGuess, viewForUser } from "../game/access";
import { type Build, type Caller, gameNotFound, notAPlayer, seated } from "../game/game-service";
import { timingsFromConfig } from "../game/rules-context";
import { HttpError } from "../http/errors";
import { idempotent } from "../http/idempotency";
import { parseBody } from "../http/parse-body";
import { enforce } from "../lib/rate-limit";
import { assertClean } from "../text/profanity";
import type { RouteContext } from "./context";
import { admitGameCreation } from "./game-limits";
import { idParam } from "./params";

const PUBLIC_LIST_LIMIT = 100;

/** The `invite` query parameter (a join code), when given once as text. */
export function inviteParam(request: FastifyRequest): string | undefined {
  const invite = (request.query as Record<string, unknown> | undefined)?.invite;
  return typeof invite === "string" ? invite : undefined;
}

/**
 * The live game whose join code is the `code` path parameter (any case, as typed), with that code:
 * 404 `game_not_found` for no such game and for anything that cannot be a join code alike (A21).
 */
export async function liveGameByCodeParam(
  db: Db,
  request: FastifyRequest,
): Promise<{ state: GameState; code: string }> {
  const code = String((request.params as { code?: unknown }).code ?? "");
  const noGame = new HttpError(404, "game_not_found", "No game has that join code.");
  if (code.length > 20 || !isJoinCode(code)) throw noGame;
  const state = await findLiveGameByCode(db, normalizeJoinCode(code));
  if (!state) throw noGame;
  return { state, code };
}

/** The signed-in caller of a request, as the game authority knows them. */
export const userCaller = (request: FastifyRequest): Caller => ({
  kind: "user",
  userId: signedInUser(request).id,
});

/**
 * Games: create, read (the caller's view), find by code, the public list, and the intents on a
 * game. Every call needs a signed-in user. Each intent route is a thin translation of the product's
 * call shape (docs/product.md §12) into one rules intent, sent through the game authority
 * (`GameService.act`, ADR 012); it answers with the committed `version` (and the call's own fields).
 */
export function registerGameRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { games, clock, ids, gameLimits } = ctx;
  const auth = { preHandler: requireUser };
  /** Also honours an Idempotency-Key (ADR 016). */
  const keyed = { ...auth, ...idempotent() };
  const timings = timingsFromConfig(ctx.config);

  /** Sends the caller's intent; answers with the committed version. */
  const intent = async (request: FastifyRequest, build: Build): Promise<IntentResponse> => {
    const { state } = await games.act(userCaller(request), idParam(request), build);
    return { version: state.version };
  };

  app.post("/api/games", keyed, async (request, reply): Promise<CreateGameResponse> => {
    const user = signedInUser(request);
    // Creating is limited per user and per client IP, and a host has only a few games in setup at
    // once, so no client can use up the join codes (docs/reliability.md A36, ADR 013).
    const creation = admitGameCreation(gameLimits, { userId: user.id, ip: request.ip });
    const body = parseBody(createGameBodySchema, request.body);
    assertClean("gameName", body.name);
    assertClean("playerName", body.playerName);
    creation.count();
    const playerId = ids.newId();
    const state = await games.create(
      {
        id: ids.newId(),
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.isPublic !== undefined ? { isPublic: body.isPublic } : {}),
        ...(body.gameMode !== undefined ? { gameMode: body.gameMode } : {}),
        ...(body.totalRounds !== undefined ? { totalRounds: body.totalRounds } : {}),
        ...(body.showPageWhileGuessing !== undefined
          ? { showPageWhileGuessing: body.showPageWhileGuessing }
          : {}),
        timings,
      },
      { playerId, userId: user.id, name: body.playerName },
      [],
      { maxSetupGamesHosted: ctx.config.maxSetupGamesPerHost },
    );
    const view = viewFor(state, playerId, clock.now());
    reply.status(201);
    return {
      game: view.game,
      players: view.players,
      player: { id: playerId, name: findPlayer(state, playerId)?.name ?? body.playerName, gameId: state.id },
      version: state.version,
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
    const { state, code } = await liveGameByCodeParam(ctx.db, request);
    // Whoever has the code holds the game's invite: a private game shows them its public view.
    return viewForUser(state, user.id, clock.now(), code);
  });

  /**
   * The caller's view; without a seat, the spectator's public view, which a private game shows only
   * with its invite (`?invite=<join code>`, 403 otherwise). A wrong invite counts as a join-code
   * lookup (docs/reliability.md A22).
   */
  app.get("/api/games/:id", auth, async (request): Promise<GameResponse> => {
    const user = signedInUser(request);
    const state = await games.load(idParam(request));
    if (!state) throw gameNotFound();
    const invite = inviteParam(request);
    limitInviteGuess(
      { perUser: gameLimits.codeLookupPerUser, perIp: gameLimits.codeLookupPerIp },
      state,
      { userId: user.id, ip: request.ip },
      invite,
    );
    return viewForUser(state, user.id, clock.now(), invite);
  });

  app.patch("/api/games/:id", auth, async (request): Promise<IntentResponse> => {
    const body = parseBody(patchGameBodySchema, request.body);
    return intent(
      request,
      seated((seat) => {
        const playerId = seat.id;
        if ("currentPageNumber" in body) {
          return { type: "choosePage", playerId, pageNumber: body.currentPageNumber };
        }
        if ("settings" in body) return { type: "changeSettings", playerId, ...body.settings };
        return {
          type: "requestPhase",
          playerId,
          phase: body.currentPhase,
          ...("currentRound" in body ? { round: body.currentRound } : {}),
        };
      }),
    );
  });

  app.post("/api/games/:id/rejoin", auth, async (request): Promise<RejoinResponse> => {
    const { state, seat } = await games.act(userCaller(request), idParam(request), (seat) =>
      seat ? { type: "rejoin", playerId: seat.id } : null,
    );
    if (!seat) throw notAPlayer();
    return { player: { id: seat.id, name: seat.name, gameId: state.id }, version: state.version };
  });

  app.post(
    "/api/games/:id/leave",
    auth,
    async (request): Promise<IntentResponse> =>
      intent(
        request,
        seated((seat) => ({ type: "leave", playerId: seat.id })),
      ),
  );

  app.post("/api/games/:id/kick", auth, async (request): Promise<IntentResponse> => {
    const body = parseBody(kickBodySchema, request.body);
    return intent(
      request,
      seated((seat) => ({ type: "kick", playerId: seat.id, targetId: body.playerId })),
    );
  });

  app.post("/api/games/:id/choose-word", auth, async (request): Promise<IntentResponse> => {
    const body = parseBody(chooseWordBodySchema, request.body);
    return intent(
      request,
      seated((seat) => ({ type: "chooseWord", playerId: seat.id, word: body.word })),
    );
  });

  app.post(
    "/api/games/:id/reroll-prompt",
    keyed,
    async (request): Promise<IntentResponse> =>
      intent(
        request,
        seated((seat) => ({ type: "rerollPrompt", playerId: seat.id })),
      ),
  );

  app.post("/api/games/:id/add-bot", keyed, async (request, reply): Promise<AddBotResponse> => {
    const body = parseBody(addBotBodySchema, request.body);
    const botId = ids.newId();
    const { state } = await games.act(
      userCaller(request),
      idParam(request),
      seated((seat) => ({
        type: "addBot",
        playerId: seat.id,
        botId,
        botType: body.botType,
        ...(body.difficulty ? { difficulty: body.difficulty } : {}),
      })),
    );
    reply.status(201);
    return { bot: { id: botId, name: findPlayer(state, botId)?.name ?? "Bot" }, version: state.version };
  });

  app.get("/api/user/games", auth, async (request): Promise<UserGamesResponse> => {
    const user = signedInUser(request);
    const seats = await listLiveGamesForUser(ctx.db, user.id);
    return seats.flatMap(({ playerId, state }) => {
      const seat = findPlayerByUser(state, user.id);
      if (!seat || seat.id !== playerId) return [];
      return [
        {
          game: publicGameSummary(state),
          playerId,
          playerName: seat.name,
          isHost: state.hostPlayerId === seat.id,
        },
      ];
    });
  });
}
