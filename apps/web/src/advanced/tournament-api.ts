import {
  type AddTournamentBotBody,
  type CreateTournamentBody,
  TOURNAMENT_SOCKET_PATH,
  type TournamentDetail,
  type TournamentListResponse,
  type TournamentStatus,
} from "@riddlebook/protocol";
import { apiJson, keyedJson } from "../lib/api";

/**
 * The tournament calls (packages/protocol/src/tournament.ts) and the live socket's address. Every
 * call answers the whole `TournamentDetail`, which the screens put straight into the cache.
 */

/** Every cached list of tournaments starts with this key (invalidate it after any change). */
export const TOURNAMENTS_KEY = ["/api/tournaments"] as const;

export const tournamentKey = (id: string) => ["/api/tournaments", id] as const;

/** What the list shows: one status or all, and everyone's or only the caller's own. */
export interface TournamentFilter {
  status: TournamentStatus | "all";
  mine: boolean;
}

export const tournamentListKey = (filter: TournamentFilter) => [...TOURNAMENTS_KEY, "list", filter] as const;

/** One page of GET /api/tournaments. */
export function listTournaments(
  filter: TournamentFilter,
  cursor: string | null,
): Promise<TournamentListResponse> {
  const query = new URLSearchParams();
  if (filter.status !== "all") query.set("status", filter.status);
  if (filter.mine) query.set("mine", "true");
  if (cursor) query.set("cursor", cursor);
  const text = query.toString();
  return apiJson<TournamentListResponse>("GET", text ? `/api/tournaments?${text}` : "/api/tournaments");
}

/** POST /api/tournaments with an Idempotency-Key (ADR 016): a resend never makes a second one. */
export const createTournament = (body: CreateTournamentBody) =>
  keyedJson<TournamentDetail, CreateTournamentBody>("POST", "/api/tournaments", body);

const path = (id: string, action: string) => `/api/tournaments/${encodeURIComponent(id)}/${action}`;

export const joinTournament = (id: string) => apiJson<TournamentDetail>("POST", path(id, "join"));

export const leaveTournament = (id: string) => apiJson<TournamentDetail>("POST", path(id, "leave"));

export const startTournament = (id: string) => apiJson<TournamentDetail>("POST", path(id, "start"));

/** Keyed too: a resend after a lost answer never adds a second bot. */
export const addTournamentBot = (id: string, body: AddTournamentBotBody) =>
  keyedJson<TournamentDetail, AddTournamentBotBody>("POST", path(id, "bots"), body);

/** `ws(s)://<this host>/ws/tournament?tournamentId=…` (the protocol's `TOURNAMENT_SOCKET_PATH`). */
export function tournamentSocketUrl(location: { protocol: string; host: string }, id: string): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}${TOURNAMENT_SOCKET_PATH}?${new URLSearchParams({ tournamentId: id })}`;
}
