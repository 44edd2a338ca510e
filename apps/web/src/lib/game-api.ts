import {
  type AddBotBody,
  type AddBotResponse,
  type ChooseWordBody,
  type CreateGameBody,
  type CreateGameResponse,
  type GameByCodeResponse,
  type GameResponse,
  type IntentResponse,
  type JoinGameBody,
  type JoinGameResponse,
  type KickBody,
  type PatchGameBody,
  type PatchPlayerBody,
  type PublicGamesResponse,
  type PublishRiddleBody,
  type RejoinResponse,
  reviewRoutes,
  riddleRoutes,
  type SubmitGuessBody,
  type SubmitGuessResponse,
  type SubmitRiddleBody,
  type UserGamesResponse,
} from "@riddlebook/protocol";
import type { PageSummary, WordbookPage } from "@riddlebook/words/wordbook";
import { apiJson, keyedJson, newIdempotencyKey } from "./api";
import { api } from "./api-client";

/**
 * The game calls, typed by the protocol package. The server decides everything: these only send
 * intents and read views. An intent answers with the version it committed (`IntentResponse`),
 * never with a view; the view arrives on the game socket, or from one GET (ADR 012, `settleIntent`).
 * The calls that create something (a game, a seat, a bot, a riddle, a guess, an offer for review)
 * and the prompt re-roll carry a fresh Idempotency-Key per call (ADR 016, `keyedJson`).
 */

export const gameKey = (gameId: string) => ["/api/games", gameId] as const;
export const USER_GAMES_KEY = ["/api/user/games"] as const;
export const PUBLIC_GAMES_KEY = ["/api/games/public"] as const;
export const WORDBOOK_KEY = ["/api/wordbook"] as const;
export const wordbookPageKey = (page: number) => ["/api/wordbook/page", page] as const;

export type { PageSummary, PublicGamesResponse, UserGamesResponse, WordbookPage };

/**
 * An intent's answer as the client trusts it: the protocol's `IntentResponse`, with `version`
 * treated as possibly missing (a server that predates ADR 012), in which case the view is read once.
 */
export type IntentAnswer = Partial<IntentResponse>;

const games = (gameId: string, rest = "") => `/api/games/${encodeURIComponent(gameId)}${rest}`;

export const createGame = (body: CreateGameBody) =>
  keyedJson<CreateGameResponse, CreateGameBody>("POST", "/api/games", body);

export const getGame = (gameId: string) => apiJson<GameResponse>("GET", games(gameId));

export const getGameByCode = (code: string) =>
  apiJson<GameByCodeResponse>("GET", `/api/games/by-code/${encodeURIComponent(code)}`);

export const joinGame = (body: JoinGameBody) =>
  keyedJson<JoinGameResponse, JoinGameBody>("POST", "/api/players", body);

export const rejoinGame = (gameId: string) => apiJson<RejoinResponse>("POST", games(gameId, "/rejoin"));

export const leaveGame = (gameId: string) => apiJson<IntentResponse>("POST", games(gameId, "/leave"));

/** The host removes a player (`kick`); that user may not join or rejoin this game. */
export const kickPlayer = (gameId: string, body: KickBody) =>
  apiJson<IntentResponse, KickBody>("POST", games(gameId, "/kick"), body);

export const addBot = (gameId: string, body: AddBotBody) =>
  keyedJson<AddBotResponse, AddBotBody>("POST", games(gameId, "/add-bot"), body);

/** PATCH /api/players/:id, e.g. `{isReady}` for the caller's own seat. */
export const patchPlayer = (playerId: string, body: PatchPlayerBody) =>
  apiJson<IntentResponse, PatchPlayerBody>("PATCH", `/api/players/${encodeURIComponent(playerId)}`, body);

/** PATCH /api/games/:id: choose the page, start the game, or continue to the next round. */
export const patchGame = (gameId: string, body: PatchGameBody) =>
  apiJson<IntentResponse, PatchGameBody>("PATCH", games(gameId), body);

export const chooseWord = (gameId: string, body: ChooseWordBody) =>
  apiJson<IntentResponse, ChooseWordBody>("POST", games(gameId, "/choose-word"), body);

export const rerollPrompt = (gameId: string) =>
  keyedJson<IntentResponse>("POST", games(gameId, "/reroll-prompt"));

export const submitRiddle = (body: SubmitRiddleBody) =>
  api(riddleRoutes.submit, { body }, { idempotencyKey: newIdempotencyKey() });

export const publishRiddle = (riddleId: string, body: PublishRiddleBody) =>
  api(reviewRoutes.publish, { params: { id: riddleId }, body }, { idempotencyKey: newIdempotencyKey() });

export const submitGuess = (body: SubmitGuessBody) =>
  keyedJson<SubmitGuessResponse, SubmitGuessBody>("POST", "/api/guesses", body);

export const getWordbookPage = (page: number) => apiJson<WordbookPage>("GET", `/api/wordbook/page/${page}`);
