import {
  type MatchmakingPreferences,
  reconnectBackoff,
  type ServerMessage,
  WS_CLOSE,
} from "@riddlebook/protocol";
import { CLIENT_TIMINGS } from "@riddlebook/rules";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { shouldReconnect } from "../lib/game-socket-logic";
import { joinMatchmaking, MATCHMAKING_STATUS_KEY, userSocketUrl } from "../lib/matchmaking-api";

/** A search in progress: the preferences re-posted while it runs, and the name to play under. */
export interface Search extends MatchmakingPreferences {
  playerName?: string;
}

/** The searching clock ticks once a second: it shows whole seconds. */
const TICK_MS = 1000;

/**
 * While `search` runs: re-posts the join every few seconds (it may match us now), listens on the
 * user socket for `match_found` (usually first; a dropped socket reconnects after a jittered, growing
 * delay: `reconnectBackoff`, docs/reliability.md F11), and ticks a clock for the elapsed time. Calls
 * `onMatched` with the game id of a match. Returns our clock (epoch ms), re-read every tick.
 */
export function useMatchWatch(search: Search | null, onMatched: (gameId: string) => void): number {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!search) return;
    const recheck = setInterval(() => {
      joinMatchmaking(search).then(
        (res) => {
          if (res.matched && res.gameId) onMatched(res.gameId);
        },
        (error: unknown) => console.warn("matchmaking re-check failed", error),
      );
    }, CLIENT_TIMINGS.matchmakingRecheckMs);
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    const backoff = reconnectBackoff();
    let socket: WebSocket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      try {
        socket = new WebSocket(userSocketUrl(window.location));
      } catch {
        // No socket: polling still finds the match.
        return;
      }
      socket.onopen = () => {
        backoff.opened(Date.now());
        // A match made while no socket was open was pushed to nobody: look once now it is open.
        void queryClient.invalidateQueries({ queryKey: MATCHMAKING_STATUS_KEY });
      };
      socket.onmessage = (event) => {
        try {
          const message = JSON.parse(String(event.data)) as ServerMessage;
          if (message.type === "match_found") onMatched(message.gameId);
        } catch {
          // not JSON: ignore
        }
      };
      socket.onclose = (event) => {
        if (stopped || !shouldReconnect(event.code)) return;
        retry = setTimeout(connect, backoff.nextDelay(Date.now(), Math.random()));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(recheck);
      clearInterval(tick);
      socket?.close(WS_CLOSE.normal);
    };
  }, [search, onMatched, queryClient]);

  return now;
}
