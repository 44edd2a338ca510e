import {
  type JoinMatchmakingBody,
  type MatchmakingJoinResponse,
  type MatchmakingStatusResponse,
  type PlayWithBotResponse,
  USER_SOCKET_PATH,
} from "@riddlebook/protocol";
import { apiJson, keyedJson } from "./api";

/** The quick-match calls (protocol `matchmaking.ts`) and the user-level socket's address. */

export const MATCHMAKING_STATUS_KEY = ["/api/matchmaking/status"] as const;

export type { MatchmakingStatusResponse };

export const joinMatchmaking = (body: JoinMatchmakingBody) =>
  apiJson<MatchmakingJoinResponse, JoinMatchmakingBody>("POST", "/api/matchmaking/join", body);

export const leaveMatchmaking = () => apiJson<MatchmakingStatusResponse>("DELETE", "/api/matchmaking/leave");

/** Sent with an Idempotency-Key (ADR 016): a resend never starts a second bot game. */
export const playWithBot = () => keyedJson<PlayWithBotResponse>("POST", "/api/matchmaking/play-with-bot");

/** `ws(s)://<this host>/ws/user` (the protocol's `USER_SOCKET_PATH`). */
export function userSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${USER_SOCKET_PATH}`;
}

/** Whole seconds searched so far (never negative, whatever the clocks say). */
export function secondsSearching(since: number, now: number): number {
  return Math.max(0, Math.floor((now - since) / 1000));
}
