import { commonText } from "../i18n/en/common";

/** What the flasher needs from the page: the title and whether the tab is hidden. */
export interface FlasherPage {
  title: string;
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: "visibilitychange", listener: () => void): void;
  removeEventListener(type: "visibilitychange", listener: () => void): void;
}

/** Runs `tick` every `ms` until the returned function is called. */
export type Every = (ms: number, tick: () => void) => () => void;

const browserEvery: Every = (ms, tick) => {
  const timer = setInterval(tick, ms);
  return () => clearInterval(timer);
};

/** How long each of the two titles stays up while flashing. */
const FLASH_INTERVAL_MS = 1000;

/** The title shown in turn with the page's own while something needs the player. */
export function alertTitle(message: string): string {
  return commonText.t("turnAlert.flashTitle", { message });
}

export interface TitleFlasher {
  /** Alternates the page's title with `message` while the tab is hidden; nothing when it is shown. */
  flash(message: string): void;
  /** Stops flashing and puts the page's own title back. */
  stop(): void;
}

/**
 * Flashes the document title for a player whose tab is in the background. It stops by itself when
 * the tab is shown again. The page may change its own title meanwhile (the game page names the
 * phase): whatever title is up that is not the alert is taken as the one to return to.
 */
export function createTitleFlasher(page: FlasherPage, every: Every = browserEvery): TitleFlasher {
  let cancel: (() => void) | null = null;
  let shown = "";
  let base = page.title;

  const stop = () => {
    if (!cancel) return;
    cancel();
    cancel = null;
    page.removeEventListener("visibilitychange", onVisibility);
    if (page.title === shown) page.title = base;
  };
  function onVisibility() {
    if (page.visibilityState === "visible") stop();
  }

  return {
    flash(message) {
      if (page.visibilityState !== "hidden") return;
      const next = alertTitle(message);
      if (page.title !== shown) base = page.title;
      shown = next;
      page.title = shown;
      if (cancel) return; // already flashing: the newest message takes over
      page.addEventListener("visibilitychange", onVisibility);
      cancel = every(FLASH_INTERVAL_MS, () => {
        if (page.title === shown) page.title = base;
        else {
          base = page.title;
          page.title = shown;
        }
      });
    },
    stop,
  };
}
