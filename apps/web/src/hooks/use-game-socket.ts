import type { ClientMessage, ServerMessage } from "@riddlebook/protocol";
import { CLIENT_TIMINGS, type GameView } from "@riddlebook/rules";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { gameKey } from "../lib/game-api";
import {
  clockOffset,
  isNewer,
  missedEvents,
  shouldReconnect,
  socketUrl,
  socketViewAfter,
} from "../lib/game-logic";
import { handleUnauthorized } from "../lib/unauthorized";
import { toast } from "../toast/toast-store";

export type SocketStatus = "connecting" | "open" | "closed";

export interface GameSocket {
  status: SocketStatus;
  /** Server clock minus ours, in ms (0 until the first message). */
  offset: number;
  /** The draft the server kept for this seat, from the latest snapshot taken while writing. */
  draft: string | null;
  /** The round that draft belongs to. */
  draftRound: number;
  /** Bumped on every snapshot, so the editor can restore a draft that arrives after it mounts. */
  snapshots: number;
  send: (message: ClientMessage) => void;
}

/**
 * The game's realtime channel (spec section 4, protocol `realtime.ts`): `/ws?gameId=&playerId=` on
 * this origin. The first message of each commit brings the view, whole or as a patch over the last
 * view this socket received (ADR 009); the cached game view is replaced when the result is newer. A
 * patch that does not fit, or a timer_update ahead of the view, means we missed something, so we ask
 * for a `resync`. The socket reconnects 3 s after an unclean close; 1000 and the auth/seat codes are
 * final.
 */
export function useGameSocket(gameId: string, playerId: string | null): GameSocket {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [status, setStatus] = useState<SocketStatus>("connecting");
  const [offset, setOffset] = useState(0);
  const [draft, setDraft] = useState<{ text: string | null; round: number }>({ text: null, round: 0 });
  const [snapshots, setSnapshots] = useState(0);
  const socketRef = useRef<WebSocket | null>(null);
  const offsetRef = useRef(0);

  useEffect(() => {
    if (!playerId) return;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const key = gameKey(gameId);
    /** The last view this socket received: patches apply to it, whatever HTTP answers put in the cache. */
    let socketView: GameView | null = null;

    const applyView = (view: GameView) => {
      queryClient.setQueryData<GameView>(key, (current) =>
        isNewer(view.game.version, current?.game.version) ? view : current,
      );
    };

    const connect = () => {
      setStatus("connecting");
      const socket = new WebSocket(socketUrl(window.location, gameId, playerId));
      socketRef.current = socket;
      socket.onopen = () => setStatus("open");
      socketView = null;
      // One resync at a time: messages that arrive before its snapshot are dropped, not re-asked.
      let resyncing = false;
      const resync = () => {
        socketView = null;
        if (resyncing) return;
        resyncing = true;
        socket.send(JSON.stringify({ type: "resync" } satisfies ClientMessage));
      };
      socket.onmessage = (event) => {
        let message: ServerMessage;
        try {
          message = JSON.parse(String(event.data)) as ServerMessage;
        } catch {
          return;
        }
        if ("serverTime" in message && typeof message.serverTime === "number") {
          const next = clockOffset(message.serverTime, Date.now());
          // Small jitter is not worth a re-render; a real clock jump is.
          if (Math.abs(next - offsetRef.current) > 250 || offsetRef.current === 0) {
            offsetRef.current = next;
            setOffset(next);
          }
        }
        switch (message.type) {
          case "snapshot":
            resyncing = false;
            socketView = message.view;
            // A snapshot is authoritative even at the same version (e.g. after a resync).
            queryClient.setQueryData<GameView>(key, (current) =>
              !current || message.view.game.version >= current.game.version ? message.view : current,
            );
            setDraft(
              message.view.game.currentPhase === "writing"
                ? { text: message.draft, round: message.view.game.currentRound }
                : { text: null, round: 0 },
            );
            setSnapshots((n) => n + 1);
            return;
          case "timer_update": {
            const current = queryClient.getQueryData<GameView>(key);
            if (missedEvents(message.version, current?.game.version)) {
              resync();
            } else if (current && current.game.deadline !== message.deadline) {
              queryClient.setQueryData<GameView>(key, {
                ...current,
                game: { ...current.game, deadline: message.deadline, timeRemaining: message.timeRemaining },
              });
            }
            return;
          }
          case "error":
            if (message.fatal) console.warn("Game socket error:", message.code, message.message);
            return;
          case "pong":
            return;
          case "match_found":
            return;
          default: {
            const next = socketViewAfter(socketView, message);
            if (next === "resync") {
              resync();
            } else if (next !== socketView && next !== null) {
              socketView = next;
              applyView(next);
            }
          }
        }
      };
      socket.onclose = (event) => {
        if (socketRef.current === socket) socketRef.current = null;
        setStatus("closed");
        if (stopped) return;
        if (event.code === 4401 || event.code === 4440) {
          handleUnauthorized();
          return;
        }
        if (event.code === 4403 || event.code === 4404) {
          toast({
            title: "Game Not Found",
            description: "The game you're looking for doesn't exist or has ended.",
            variant: "destructive",
          });
          navigate("/");
          return;
        }
        if (shouldReconnect(event.code)) retry = setTimeout(connect, CLIENT_TIMINGS.socketReconnectMs);
      };
    };

    connect();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const socket = socketRef.current;
      socketRef.current = null;
      if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000, "leaving the game screen");
    };
  }, [gameId, playerId, queryClient, navigate]);

  const send = useCallback((message: ClientMessage) => {
    const socket = socketRef.current;
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }, []);

  return { status, offset, draft: draft.text, draftRound: draft.round, snapshots, send };
}
