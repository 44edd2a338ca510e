import { useCallback, useSyncExternalStore } from "react";
import { gameText } from "../i18n/en/game";
import { onWatchers, watchersOf } from "../lib/socket-view-feed";

/** How many users watch the game, as its socket last said (0 before it said anything). */
function useWatcherCount(gameId: string): number {
  const read = useCallback(() => watchersOf(gameId), [gameId]);
  return useSyncExternalStore(onWatchers, read, read);
}

/**
 * "N watching": the spectators of the game, told to everyone on its socket (players and
 * spectators). Nothing while nobody watches.
 */
export function WatcherCount({ gameId, className = "" }: { gameId: string; className?: string }) {
  const t = gameText.useT();
  const count = useWatcherCount(gameId);
  if (count <= 0) return null;
  return (
    <p
      data-testid="watcher-count"
      className={`inline-flex items-center gap-1.5 text-sm text-slate-700 ${className}`}
    >
      <span aria-hidden="true">👀</span>
      {t("watching", { count })}
    </p>
  );
}
