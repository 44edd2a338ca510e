import { type ClientMessage, reconnectBackoff, type ServerMessage, WS_CLOSE } from "@riddlebook/protocol";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { clockOffset, socketUrl } from "../lib/game-socket-logic";
import { offerView } from "../lib/game-view-store";
import { createViewFeed } from "../lib/socket-view-feed";
import { onGameSocketClosed } from "./game-socket-closed";

/** The socket's state as the screen shows it ("closed" shows "Connection lost. Reconnecting..."). */
type SocketStatus = "connecting" | "open" | "closed";

/** Clock offsets closer than this to the one in use are jitter, not worth a re-render. */
const OFFSET_JITTER_MS = 250;

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

function parse(data: unknown): ServerMessage | null {
  try {
    return JSON.parse(String(data)) as ServerMessage;
  } catch {
    return null;
  }
}

/**
 * The game's realtime channel (protocol `realtime.ts`): `/ws?gameId=&playerId=` on
 * this origin. Its views go to the game's view store through a `createViewFeed` per connection
 * (patches, resyncs), its `serverTime` sets the clock offset, and the snapshot's draft goes to the
 * editor. The socket reconnects after an unclean close, after a jittered, growing delay
 * (`reconnectBackoff`, docs/reliability.md F11); a normal close and the session and seat codes are final.
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
    const backoff = reconnectBackoff();

    const noteClock = (serverTime: number) => {
      const next = clockOffset(serverTime, Date.now());
      if (Math.abs(next - offsetRef.current) > OFFSET_JITTER_MS || offsetRef.current === 0) {
        offsetRef.current = next;
        setOffset(next);
      }
    };

    const connect = () => {
      setStatus("connecting");
      const socket = new WebSocket(socketUrl(window.location, gameId, playerId));
      socketRef.current = socket;
      socket.onopen = () => {
        backoff.opened(Date.now());
        setStatus("open");
      };
      const feed = createViewFeed({
        offer: (view) => offerView(queryClient, view),
        requestResync: () => socket.send(JSON.stringify({ type: "resync" } satisfies ClientMessage)),
      });
      socket.onmessage = (event) => {
        const message = parse(event.data);
        if (!message) return;
        if ("serverTime" in message && typeof message.serverTime === "number") noteClock(message.serverTime);
        switch (message.type) {
          case "snapshot":
            feed.snapshot(message.view);
            setDraft(
              message.view.game.currentPhase === "writing"
                ? { text: message.draft, round: message.view.game.currentRound }
                : { text: null, round: 0 },
            );
            setSnapshots((n) => n + 1);
            return;
          case "timer_update":
            feed.timer(message.version);
            return;
          case "error":
            if (message.fatal) console.warn("Game socket error:", message.code, message.message);
            return;
          case "pong":
          case "match_found":
            return;
          default:
            feed.event(message);
        }
      };
      socket.onclose = (event) => {
        if (socketRef.current === socket) socketRef.current = null;
        setStatus("closed");
        if (stopped) return;
        onGameSocketClosed(event.code, {
          navigate,
          reconnect: () => {
            retry = setTimeout(connect, backoff.nextDelay(Date.now(), Math.random()));
          },
        });
      };
    };

    connect();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const socket = socketRef.current;
      socketRef.current = null;
      if (socket && socket.readyState <= WebSocket.OPEN)
        socket.close(WS_CLOSE.normal, "leaving the game screen");
    };
  }, [gameId, playerId, queryClient, navigate]);

  const send = useCallback((message: ClientMessage) => {
    const socket = socketRef.current;
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }, []);
  const isOpen = useCallback(() => socketRef.current?.readyState === WebSocket.OPEN, []);

  return { status, offset, draft: draft.text, draftRound: draft.round, snapshots, send, isOpen };
}
