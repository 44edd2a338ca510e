import type {
  JoinMatchmakingBody,
  MatchmakingJoinResponse,
  MatchmakingStatusResponse,
  PlayWithBotResponse,
} from "@riddlebook/protocol";
import { apiJson } from "./api";

/** The quick-match calls (protocol `matchmaking.ts`) and the user-level socket's address. */

export const MATCHMAKING_STATUS_KEY = ["/api/matchmaking/status"] as const;

export type { MatchmakingStatusResponse };

export const joinMatchmaking = (body: JoinMatchmakingBody) =>
  apiJson<MatchmakingJoinResponse, JoinMatchmakingBody>("POST", "/api/matchmaking/join", body);

export const leaveMatchmaking = () => apiJson<MatchmakingStatusResponse>("DELETE", "/api/matchmaking/leave");

export const playWithBot = () => apiJson<PlayWithBotResponse>("POST", "/api/matchmaking/play-with-bot");

/**
 * `ws(s)://<this host>/ws/user`. The path is the protocol's `USER_SOCKET_PATH`, written out here:
 * importing it would load the protocol's zod schemas into the home page (the barrel is the only entry).
 */
export function userSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws/user`;
}

/** Whole seconds searched so far (never negative, whatever the clocks say). */
export function secondsSearching(since: number, now: number): number {
  return Math.max(0, Math.floor((now - since) / 1000));
}
