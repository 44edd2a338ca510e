import type { ClientMessage } from "@riddlebook/protocol";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { gameKey } from "../lib/game-api";
import { openGameLiveSocket, useClockOffset } from "../lib/game-live-socket";
import { socketUrl } from "../lib/game-socket-logic";
import { offerView } from "../lib/game-view-store";
import type { LiveSocket } from "../lib/live-socket";
import { onGameSocketClosed } from "./game-socket-closed";

/** The socket's state as the screen shows it ("closed" shows "Connection lost. Reconnecting..."). */
type SocketStatus = "connecting" | "open" | "closed";

/** The game socket as the screens see it. */
interface GameSocket {
  status: SocketStatus;
  /** Server clock minus ours, in ms (0 until the first message). */
  offset: number;
  /** The draft the server kept for this seat, from the latest snapshot taken while writing. */
  draft: string | null;
  /** The round that draft belongs to. */
  draftRound: number;
  /** Bumped on every snapshot, so the editor can restore a draft that arrives after it mounts. */
  snapshots: number;
  /** Sends a message if the socket is open; drops it otherwise. */
  send: (message: ClientMessage) => void;
  /** Whether the socket is open at this moment. */
  isOpen: () => boolean;
}

/**
 * The game's realtime channel (protocol `realtime.ts`): `/ws?gameId=&playerId=` on this origin, on
 * the client's one live-socket loop (`openGameLiveSocket`, lib/live-socket.ts). Its views go to the
 * game's view store through a view feed per connection (patches, resyncs), its `serverTime` sets the
 * clock offset, and the snapshot's draft goes to the editor. The socket reconnects after an unclean
 * close, after a jittered, growing delay (`reconnectBackoff`, docs/reliability.md F11); a normal
 * close and the session and seat codes are final (`onGameSocketClosed`).
 */
export function useGameSocket(gameId: string, playerId: string | null): GameSocket {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [status, setStatus] = useState<SocketStatus>("connecting");
  const [offset, noteClock] = useClockOffset();
  const [draft, setDraft] = useState<{ text: string | null; round: number }>({ text: null, round: 0 });
  const [snapshots, setSnapshots] = useState(0);
  const socketRef = useRef<LiveSocket<ClientMessage> | null>(null);

  useEffect(() => {
    if (!playerId) return;
    const live = openGameLiveSocket({
      url: () => socketUrl(window.location, gameId, playerId),
      offer: (view) => offerView(queryClient, view),
      onClock: noteClock,
      onSnapshot: (message) => {
        setDraft(
          message.view.game.currentPhase === "writing"
            ? { text: message.draft, round: message.view.game.currentRound }
            : { text: null, round: 0 },
        );
        setSnapshots((n) => n + 1);
      },
      onError: (message) => {
        if (message.fatal) console.warn("Game socket error:", message.code, message.message);
      },
      onPlayerLeft: ({ event }) => {
        // The host removed us in setup: the seat is gone and this commit's view is the public one.
        // Read the game again, so the page says why (403 `kicked`) instead of offering to join.
        if (event.kicked && event.removed && event.playerId === playerId)
          void queryClient.resetQueries({ queryKey: gameKey(gameId), exact: true });
      },
      onClose: (code) => onGameSocketClosed(code, { navigate }),
      // A dropped socket and a finished one both show as "closed" ("Connection lost. Reconnecting...").
      onStatus: (next) =>
        setStatus(next === "open" ? "open" : next === "connecting" ? "connecting" : "closed"),
    });
    socketRef.current = live;
    return () => {
      if (socketRef.current === live) socketRef.current = null;
      live.dispose("leaving the game screen");
    };
  }, [gameId, playerId, queryClient, navigate, noteClock]);

  const send = useCallback((message: ClientMessage) => {
    socketRef.current?.send(message);
  }, []);
  const isOpen = useCallback(() => socketRef.current?.isOpen() ?? false, []);

  return { status, offset, draft: draft.text, draftRound: draft.round, snapshots, send, isOpen };
}
