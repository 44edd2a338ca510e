import { useSyncExternalStore } from "react";
import { createTitleFlasher, type TitleFlasher } from "./title-flasher";
import type { TurnAlert } from "./turn-alerts";

/** Where the player's "Turn alerts" choice is kept ("on" / "off"); off until they turn it on. */
const TURN_ALERTS_KEY = "riddlebook.turnAlerts";
const ICON = "/icons/icon-192.png";

const changed = new Set<() => void>();
let remembered = false; // the choice when storage is blocked
let flasher: TitleFlasher | undefined;
const shownNotifications = new Set<Notification>();

/** Whether this browser can show system notifications at all. */
export function notificationsSupported(): boolean {
  return typeof window !== "undefined" && "Notification" in window;
}

function storedChoice(): boolean {
  try {
    const value = window.localStorage.getItem(TURN_ALERTS_KEY);
    if (value !== null) return value === "on";
  } catch {
    // Blocked storage (private mode): the choice lasts for this page.
  }
  return remembered;
}

function remember(on: boolean): void {
  remembered = on;
  try {
    window.localStorage.setItem(TURN_ALERTS_KEY, on ? "on" : "off");
  } catch {
    // Kept in `remembered` only.
  }
  for (const notify of changed) notify();
}

/** System notifications are on: the player turned them on and the browser still allows them. */
function turnAlertsOn(): boolean {
  // The stored choice first: reading Notification.permission asks the browser (milliseconds on a
  // first load), and most players never turned alerts on (docs/decisions/035-first-load-budget.md).
  return notificationsSupported() && storedChoice() && Notification.permission === "granted";
}

/**
 * Turns notifications on. Asks the browser for permission, so call it from a click (browsers
 * refuse, or stop asking, when a page asks on load). Resolves whether they are on.
 */
export async function enableTurnAlerts(): Promise<boolean> {
  if (!notificationsSupported()) return false;
  const permission =
    Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
  remember(permission === "granted");
  return permission === "granted";
}

export function disableTurnAlerts(): void {
  remember(false);
}

function watchChoice(onChange: () => void): () => void {
  changed.add(onChange);
  const onStorage = (event: StorageEvent) => event.key === TURN_ALERTS_KEY && onChange();
  window.addEventListener("storage", onStorage);
  return () => {
    changed.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** `turnAlertsOn`, kept current in a component. */
export function useTurnAlertsOn(): boolean {
  return useSyncExternalStore(watchChoice, turnAlertsOn, () => false);
}

function closeShownNotifications(): void {
  if (document.visibilityState !== "visible") return;
  for (const shown of shownNotifications) shown.close();
  shownNotifications.clear();
}

function notify(alert: TurnAlert): void {
  const options: NotificationOptions = { body: alert.body, tag: alert.tag, icon: ICON };
  try {
    const shown = new Notification(alert.title, options);
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
    shown.onclose = () => shownNotifications.delete(shown);
    if (shownNotifications.size === 0) document.addEventListener("visibilitychange", closeShownNotifications);
    shownNotifications.add(shown);
  } catch {
    // Android's Chrome has no Notification constructor: only the service worker may show one.
    void navigator.serviceWorker?.ready.then((registration) =>
      registration.showNotification(alert.title, options),
    );
  }
}

/**
 * Tells a player whose tab is in the background that something needs them: the tab title flashes
 * until they come back and, with turn alerts on, a system notification appears. Nothing happens
 * while the tab is shown: the screen itself says it.
 */
export function raiseAlert(alert: TurnAlert | null): void {
  if (!alert || document.visibilityState !== "hidden") return;
  flasher ??= createTitleFlasher(document);
  flasher.flash(alert.short);
  if (turnAlertsOn()) notify(alert);
}
