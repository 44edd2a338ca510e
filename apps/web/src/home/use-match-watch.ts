import type { MatchmakingPreferences } from "@riddlebook/protocol";
import { CLIENT_TIMINGS } from "@riddlebook/rules";
import { useQueryClient } from "@tanstack/react-query";
import { useContext, useEffect, useState } from "react";
import { joinMatchmaking, MATCHMAKING_STATUS_KEY } from "../lib/matchmaking-api";
import { UserSocketContext } from "../social/social-context";

/** A search in progress: the preferences re-posted while it runs, and the name to play under. */
export interface Search extends MatchmakingPreferences {
  playerName?: string;
}

/** The searching clock ticks once a second: it shows whole seconds. */
const TICK_MS = 1000;

/**
 * While `search` runs: re-posts the join every few seconds (it may match us now), listens on the
 * app's one user socket (`UserSocketContext`, social/user-socket.tsx; it reconnects with the jittered,
 * growing `reconnectBackoff`, docs/reliability.md F11) for `match_found`, usually first, and ticks a
 * clock for the elapsed time. Calls `onMatched` with the game id of a match. Returns our clock
 * (epoch ms), re-read every tick. Outside `UserSocketProvider` there is no socket: polling still
 * finds the match.
 */
export function useMatchWatch(search: Search | null, onMatched: (gameId: string) => void): number {
  const queryClient = useQueryClient();
  const userSocket = useContext(UserSocketContext);
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
    const unlisten = userSocket?.listen({
      // A match made while no socket was open was pushed to nobody: look once the socket is back.
      opened: () => void queryClient.invalidateQueries({ queryKey: MATCHMAKING_STATUS_KEY }),
      push: (message) => {
        if (message.type === "match_found") onMatched(message.gameId);
      },
    });
    return () => {
      unlisten?.();
      clearInterval(recheck);
      clearInterval(tick);
    };
  }, [search, onMatched, queryClient, userSocket]);

  return now;
}
