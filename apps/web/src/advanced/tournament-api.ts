import {
  type AddTournamentBotBody,
  type CreateTournamentBody,
  TOURNAMENT_SOCKET_PATH,
  type TournamentStatus,
  tournamentRoutes,
} from "@riddlebook/protocol";
import { newIdempotencyKey } from "../lib/api";
import { api, apiKey } from "../lib/api-client";

/**
 * The tournament calls (packages/protocol/src/tournament.ts; contracts in
 * packages/protocol/src/routes/tournaments.ts) and the live socket's address. Every call answers the
 * whole `TournamentDetail`, which the screens put straight into the cache.
 */

/** Every cached list of tournaments starts with this key (invalidate it after any change). */
export const TOURNAMENTS_KEY = apiKey(tournamentRoutes.list);

export const tournamentKey = (id: string) => apiKey(tournamentRoutes.detail, { params: { id } });

/** What the list shows: one status or all, and everyone's or only the caller's own. */
export interface TournamentFilter {
  status: TournamentStatus | "all";
  mine: boolean;
}

export const tournamentListKey = (filter: TournamentFilter) => [...TOURNAMENTS_KEY, "list", filter] as const;

/** One page of GET /api/tournaments. */
export const listTournaments = (filter: TournamentFilter, cursor: string | null) =>
  api(tournamentRoutes.list, {
    query: {
      ...(filter.status !== "all" ? { status: filter.status } : {}),
      ...(filter.mine ? { mine: "true" as const } : {}),
      ...(cursor ? { cursor } : {}),
    },
  });

/** POST /api/tournaments with an Idempotency-Key (ADR 016): a resend never makes a second one. */
export const createTournament = (body: CreateTournamentBody) =>
  api(tournamentRoutes.create, { body }, { idempotencyKey: newIdempotencyKey() });

const byId = (id: string) => ({ params: { id } });

export const joinTournament = (id: string) => api(tournamentRoutes.join, byId(id));

export const leaveTournament = (id: string) => api(tournamentRoutes.leave, byId(id));

export const startTournament = (id: string) => api(tournamentRoutes.start, byId(id));

/** Keyed too: a resend after a lost answer never adds a second bot. */
export const addTournamentBot = (id: string, body: AddTournamentBotBody) =>
  api(tournamentRoutes.addBot, { ...byId(id), body }, { idempotencyKey: newIdempotencyKey() });

/** `ws(s)://<this host>/ws/tournament?tournamentId=…` (the protocol's `TOURNAMENT_SOCKET_PATH`). */
export function tournamentSocketUrl(location: { protocol: string; host: string }, id: string): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}${TOURNAMENT_SOCKET_PATH}?${new URLSearchParams({ tournamentId: id })}`;
}
