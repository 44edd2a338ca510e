import { useSyncExternalStore } from "react";

/**
 * Whether the browser says it is online (`navigator.onLine`), kept current by its `online` and
 * `offline` events. The game screen tells a player at once when they go offline (issue 31 item 7).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** The browser's own word; true where there is no navigator (a test without one). */
export function isOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}
