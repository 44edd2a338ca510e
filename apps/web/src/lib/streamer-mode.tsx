import { type ComponentProps, useSyncExternalStore } from "react";
import { EyeIcon } from "../components/icons";
import { commonText } from "../i18n/en/common";
import { withLineBreaks } from "./line-breaks";

/**
 * Streamer mode: while on, join codes, invite links and e-mail addresses are not shown on screen
 * (a stream or a shared screen would show them to everyone); the Copy buttons still copy the real
 * values. The choice is remembered in this browser ("on", or nothing).
 */
const STREAMER_KEY = "riddlebook.streamerMode";

const store = {
  /** The choice for this page when storage is unavailable (private mode, blocked storage). */
  fallback: false,
  subscribers: new Set<() => void>(),
};

function readStreamerMode(): boolean {
  try {
    return localStorage.getItem(STREAMER_KEY) === "on";
  } catch {
    return store.fallback;
  }
}

function setStreamerMode(on: boolean): void {
  store.fallback = on;
  try {
    if (on) localStorage.setItem(STREAMER_KEY, "on");
    else localStorage.removeItem(STREAMER_KEY);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  for (const notify of store.subscribers) notify();
}

function watchStreamerMode(notify: () => void): () => void {
  store.subscribers.add(notify);
  // Turned on or off in another tab.
  const fromOtherTab = (event: StorageEvent) => event.key === STREAMER_KEY && notify();
  window.addEventListener("storage", fromOtherTab);
  return () => {
    store.subscribers.delete(notify);
    window.removeEventListener("storage", fromOtherTab);
  };
}

/** Whether streamer mode is on, kept current. */
export function useStreamerMode(): boolean {
  return useSyncExternalStore(watchStreamerMode, readStreamerMode, () => false);
}

/** What stands on screen instead of a hidden value. */
const HIDDEN_MASK = "••••••";

/**
 * A join code, link or e-mail shown as is, or masked in streamer mode (screen readers hear that it
 * is hidden rather than the dots).
 */
export function Concealed({ value, breakable = false }: { value: string; breakable?: boolean }) {
  const t = commonText.useT();
  const hidden = useStreamerMode();
  // `breakable`: a link or an address, wrapped between its parts on a narrow screen (`withLineBreaks`).
  if (!hidden) return <>{breakable ? withLineBreaks(value) : value}</>;
  return (
    <span data-streamer-hidden="">
      <span aria-hidden="true">{HIDDEN_MASK}</span>
      <span className="sr-only">{t("streamer.hidden")}</span>
    </span>
  );
}

/** The streamer mode switch: a toggle button named "Streamer mode", `aria-pressed` when on. */
export function StreamerModeToggle({ className = "", ...rest }: ComponentProps<"button">) {
  const t = commonText.useT();
  const on = useStreamerMode();
  return (
    <button
      {...rest}
      type="button"
      aria-pressed={on}
      onClick={(event) => {
        rest.onClick?.(event);
        setStreamerMode(!on);
      }}
      className={`${className} ${on ? "bg-violet-100 text-brand-dark" : ""}`}
    >
      <EyeIcon struck={on} />
      <span className="sr-only">{t("streamer.toggle")}</span>
    </button>
  );
}
