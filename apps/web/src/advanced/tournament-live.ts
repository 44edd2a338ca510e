import {
  reconnectBackoff,
  type TournamentDetail,
  type TournamentStateMessage,
  WS_CLOSE,
} from "@riddlebook/protocol";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { shouldReconnect } from "../lib/game-socket-logic";
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

/** A JSON frame's object, or null when the frame is not JSON or not an object. */
export function frameObject(data: unknown): { type?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(String(data));
    return parsed !== null && typeof parsed === "object" ? parsed : null;
  } catch {
    return null;
  }
}

/** "open": pushes arrive; "connecting": not yet, or trying again after a drop. */
export type LiveStatus = "connecting" | "open";

/**
 * Follows one tournament's socket until the returned function stops it: every state it pushes goes
 * to `onState`, and whether it is open to `onStatus`. A dropped socket is opened again after
 * `reconnectBackoff`'s delay, unless it was closed for good (refused, or signed out).
 */
function followSocket(
  id: string,
  onState: (detail: TournamentDetail) => void,
  onStatus: (status: LiveStatus) => void,
): () => void {
  const backoff = reconnectBackoff();
  let socket: WebSocket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearTimeout(retry);
    socket?.close(WS_CLOSE.normal);
  };
  const connect = () => {
    onStatus("connecting");
    try {
      socket = new WebSocket(tournamentSocketUrl(window.location, id));
    } catch {
      // No socket: the page still shows what HTTP read, only live updates are missing.
      return;
    }
    socket.onopen = () => {
      backoff.opened(Date.now());
      onStatus("open");
    };
    socket.onmessage = (event) => {
      const frame = frameObject(event.data) as Partial<TournamentStateMessage> | null;
      if (frame?.type === "tournament_state" && frame.tournament?.id === id) onState(frame.tournament);
    };
    socket.onclose = (event) => {
      if (stopped) return;
      onStatus("connecting");
      if (shouldReconnect(event.code))
        retry = setTimeout(connect, backoff.nextDelay(Date.now(), Math.random()));
    };
  };
  connect();
  return stop;
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
