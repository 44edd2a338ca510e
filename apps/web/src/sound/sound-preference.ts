import { useSyncExternalStore } from "react";

/** Where the player's choice is remembered: "on" or "off"; sound is off until they turn it on. */
export const SOUND_KEY = "riddlebook.sound";

/** The choice for this page when storage is unavailable (private mode, blocked storage). */
let unsaved = false;
const listeners = new Set<() => void>();

/** Whether the player turned sound on (remembered across visits). */
export function isSoundOn(): boolean {
  try {
    const saved = localStorage.getItem(SOUND_KEY);
    return saved === null ? unsaved : saved === "on";
  } catch {
    return unsaved;
  }
}

/** Turns sound on or off, remembers it, and tells every toggle on the page. */
export function setSoundOn(on: boolean): void {
  unsaved = on;
  try {
    localStorage.setItem(SOUND_KEY, on ? "on" : "off");
  } catch {
    // Storage may be unavailable; the choice then lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SOUND_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** `isSoundOn`, kept current in a component. */
export function useSoundOn(): boolean {
  return useSyncExternalStore(subscribe, isSoundOn, () => false);
}
