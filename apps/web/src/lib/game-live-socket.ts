import type { ClientMessage, GameEventMessage, ServerMessage, SnapshotMessage } from "@riddlebook/protocol";
import type { GameView } from "@riddlebook/rules";
import { useCallback, useRef, useState } from "react";
import { clockOffset } from "./game-socket-logic";
import { createLiveSocket, type LiveSocket, type LiveSocketStatus } from "./live-socket";
import { createViewFeed } from "./socket-view-feed";

/**
 * A game's socket, a player's (`/ws`) or a spectator's (`/ws/watch`), on the one live-socket loop
 * (live-socket.ts). Each connection's views go to the view store through a `createViewFeed` of its
 * own (patches, and a `resync` on that connection when one does not fit:
 * docs/decisions/009-view-patches-on-the-game-socket.md); every `serverTime` goes to `onClock`.
 */
export function openGameLiveSocket(options: {
  url: () => string;
  /** Offers a view to the game's view store. */
  offer: (view: GameView) => void;
  /** A message's server clock (epoch ms), as it arrives. */
  onClock: (serverTime: number) => void;
  /** A snapshot, after its view went to the store. */
  onSnapshot?: (message: SnapshotMessage) => void;
  /** An `error` frame. */
  onError?: (message: Extract<ServerMessage, { type: "error" }>) => void;
  /** A `player_left` event, after its view went to the store. */
  onPlayerLeft?: (message: Extract<GameEventMessage, { type: "player_left" }>) => void;
  onClose: (code: number) => "reconnect" | "stop";
  onStatus: (status: LiveSocketStatus) => void;
  /** See `LiveSocketOptions.whyRefused` and `onRefused` (a refused upgrade). */
  whyRefused?: () => Promise<string | null>;
  onRefused?: (reason: string) => void;
}): LiveSocket<ClientMessage> {
  return createLiveSocket<ServerMessage, ClientMessage>({
    url: options.url,
    onClose: options.onClose,
    onStatus: options.onStatus,
    ...(options.whyRefused ? { whyRefused: options.whyRefused } : {}),
    ...(options.onRefused ? { onRefused: options.onRefused } : {}),
    session: (link) => {
      const feed = createViewFeed({ offer: options.offer, requestResync: link.resync });
      return {
        message(message) {
          if ("serverTime" in message && typeof message.serverTime === "number")
            options.onClock(message.serverTime);
          switch (message.type) {
            case "snapshot":
              feed.snapshot(message.view);
              options.onSnapshot?.(message);
              return;
            case "timer_update":
              feed.timer(message.version);
              return;
            case "error":
              options.onError?.(message);
              return;
            case "pong":
            case "match_found":
              return;
            default:
              feed.event(message);
              if (message.type === "player_left") options.onPlayerLeft?.(message);
          }
        },
      };
    },
  });
}

/** Clock offsets closer than this to the one in use are jitter, not worth a re-render. */
const OFFSET_JITTER_MS = 250;

/**
 * The server's clock minus ours as a game socket last measured it (0 until the first message), and
 * the function that takes a message's `serverTime`. A new offset within `OFFSET_JITTER_MS` of the one
 * in use is dropped.
 */
export function useClockOffset(): [offset: number, noteClock: (serverTime: number) => void] {
  const [offset, setOffset] = useState(0);
  const offsetRef = useRef(0);
  const noteClock = useCallback((serverTime: number) => {
    const next = clockOffset(serverTime, Date.now());
    if (offsetRef.current === 0 || Math.abs(next - offsetRef.current) > OFFSET_JITTER_MS) {
      offsetRef.current = next;
      setOffset(next);
    }
  }, []);
  return [offset, noteClock];
}
