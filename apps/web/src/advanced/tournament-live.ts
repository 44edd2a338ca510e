import type { PongMessage, TournamentDetail, TournamentStateMessage } from "@riddlebook/protocol";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { createLiveSocket } from "../lib/live-socket";
import { TOURNAMENTS_KEY, tournamentKey, tournamentSocketUrl } from "./tournament-api";

/**
 * Puts a tournament's state into the cache unless the cache already holds a newer one (a lower
 * `version`: a late HTTP answer after a live push), and marks the lists stale, whose fill and status
 * it may have changed.
 */
export function storeTournament(queryClient: QueryClient, detail: TournamentDetail): void {
  queryClient.setQueryData<TournamentDetail>(tournamentKey(detail.id), (old) =>
    old && old.version > detail.version ? old : detail,
  );
  void queryClient.invalidateQueries({ queryKey: [...TOURNAMENTS_KEY, "list"] });
}

/** "open": pushes arrive; "connecting": not yet, or trying again after a drop. */
export type LiveStatus = "connecting" | "open";

/**
 * Follows one tournament's socket until the returned function stops it, on the client's one
 * live-socket loop (lib/live-socket.ts): every state it pushes goes to `onState`, and whether it is
 * open to `onStatus`. A dropped socket is opened again after `reconnectBackoff`'s delay, unless it was
 * closed for good (refused, or signed out).
 */
function followSocket(
  id: string,
  onState: (detail: TournamentDetail) => void,
  onStatus: (status: LiveStatus) => void,
): () => void {
  const live = createLiveSocket<TournamentStateMessage | PongMessage>({
    url: () => tournamentSocketUrl(window.location, id),
    session: () => ({
      message(message) {
        if (message.type === "tournament_state" && message.tournament?.id === id) onState(message.tournament);
      },
    }),
    onStatus: (status) => onStatus(status === "open" ? "open" : "connecting"),
  });
  return () => live.dispose();
}

/**
 * One tournament, kept current: read over HTTP, then every change pushed on its socket
 * (`/ws/tournament`, protocol `tournament.ts`) to entrants and spectators alike. Its first message
 * after every (re)connection is the whole state, so nothing missed while it was down is lost. The
 * socket opens once the tournament is known to exist.
 */
export function useLiveTournament(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery<TournamentDetail>({ queryKey: tournamentKey(id), retry: false });
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const known = query.data !== undefined;
  useEffect(
    () => (known ? followSocket(id, (detail) => storeTournament(queryClient, detail), setStatus) : undefined),
    [id, known, queryClient],
  );
  return { query, status };
}
