import type {
  AddBotResponse,
  CreateGameBody,
  CreateGameResponse,
  GameResponse,
  PublicGamesResponse,
  RejoinResponse,
  SeatResponse,
  SubmitRiddleResponse,
  UserGamesResponse,
} from "@riddlebook/protocol";
import type { BotType, GameMode, GameView } from "@riddlebook/rules";
import type { PageSummary, WordbookPage } from "@riddlebook/words/wordbook";
import { ApiError, apiJson, apiRequest } from "./api";

/**
 * The game calls of spec section 7 and the protocol package, typed. The server decides everything;
 * these only send intents and read views.
 */

export const gameKey = (gameId: string) => ["/api/games", gameId] as const;
export const USER_GAMES_KEY = ["/api/user/games"] as const;
export const PUBLIC_GAMES_KEY = ["/api/games/public"] as const;
export const WORDBOOK_KEY = ["/api/wordbook"] as const;
export const wordbookPageKey = (page: number) => ["/api/wordbook/page", page] as const;

export type { GameResponse, PageSummary, PublicGamesResponse, UserGamesResponse, WordbookPage };

/** The `code` of a `{message, code}` error answer, if any. */
export function serverCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === "object" && "code" in parsed) {
      const code = (parsed as { code: unknown }).code;
      if (typeof code === "string") return code;
    }
  } catch {
    // not JSON
  }
  return undefined;
}

export const createGame = (body: CreateGameBody) => apiJson<CreateGameResponse>("POST", "/api/games", body);

export const getGame = (gameId: string) =>
  apiJson<GameResponse>("GET", `/api/games/${encodeURIComponent(gameId)}`);

export const getGameByCode = (code: string) =>
  apiJson<GameResponse>("GET", `/api/games/by-code/${encodeURIComponent(code)}`);

export const joinGame = (gameId: string, name: string) =>
  apiJson<SeatResponse>("POST", "/api/players", { gameId, name });

export const rejoinGame = (gameId: string) =>
  apiJson<RejoinResponse>("POST", `/api/games/${encodeURIComponent(gameId)}/rejoin`);

export const leaveGame = (gameId: string) =>
  apiJson<GameView>("POST", `/api/games/${encodeURIComponent(gameId)}/leave`);

export const addBot = (gameId: string, botType: BotType) =>
  apiJson<AddBotResponse>("POST", `/api/games/${encodeURIComponent(gameId)}/add-bot`, { botType });

export const setReady = (playerId: string, isReady: boolean) =>
  apiJson<GameView>("PATCH", `/api/players/${encodeURIComponent(playerId)}`, { isReady });

const patchGame = (gameId: string, body: unknown) =>
  apiJson<GameView>("PATCH", `/api/games/${encodeURIComponent(gameId)}`, body);

export const choosePage = (gameId: string, currentPageNumber: number) =>
  patchGame(gameId, { currentPageNumber });

/** Start Game: the spec's body; the server ignores timeRemaining and owns the clock. */
export const startGame = (gameId: string, writingSeconds: number) =>
  patchGame(gameId, { currentPhase: "writing", timeRemaining: writingSeconds });

/** Continue to Next Round: currentRound must be the current round + 1, so a double click advances once. */
export const continueGame = (gameId: string, nextRound: number, writingSeconds: number) =>
  patchGame(gameId, { currentRound: nextRound, currentPhase: "writing", timeRemaining: writingSeconds });

export const chooseWord = (gameId: string, word: string) =>
  apiJson<GameView>("POST", `/api/games/${encodeURIComponent(gameId)}/choose-word`, { word });

export const rerollPrompt = (gameId: string) =>
  apiJson<GameView>("POST", `/api/games/${encodeURIComponent(gameId)}/reroll-prompt`);

export const submitRiddle = (body: {
  gameId: string;
  playerId: string;
  round: number;
  selectedWord: string;
  riddleText: string;
}) => apiJson<SubmitRiddleResponse>("POST", "/api/riddles", body);

export const publishRiddle = (riddleId: string, playerName: string, gameMode: GameMode) =>
  apiRequest("POST", `/api/riddles/${encodeURIComponent(riddleId)}/publish`, {
    playerName,
    gameMode,
    difficulty: "medium",
  });

export const submitGuess = (riddleId: string, guesserId: string, guess: string) =>
  apiRequest("POST", "/api/guesses", { riddleId, guesserId, guess });

export const getWordbookPage = (page: number) => apiJson<WordbookPage>("GET", `/api/wordbook/page/${page}`);

/** Spec section 4: "The player id and name are stored locally after creation." The server's view wins. */
export function rememberSeat(gameId: string, seat: { id: string; name: string }): void {
  try {
    localStorage.setItem(`riddlebook.player.${gameId}`, JSON.stringify({ id: seat.id, name: seat.name }));
  } catch {
    // Storage may be unavailable (private mode); nothing depends on it.
  }
}

export function isSeated(view: GameView | undefined): boolean {
  return Boolean(view?.viewerId);
}
