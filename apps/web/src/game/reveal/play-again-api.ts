import type { PlayAgainResponse } from "@riddlebook/protocol";
import { apiJson } from "../../lib/api";

/**
 * POST /api/games/:id/play-again (no body): the host of a finished game starts the next one, in
 * setup with the same settings and everyone who stays seated. Answers with the new game's id; a
 * repeat answers with the same game, so the call is safe to send twice.
 */
export const playAgain = (gameId: string) =>
  apiJson<PlayAgainResponse>("POST", `/api/games/${encodeURIComponent(gameId)}/play-again`);
