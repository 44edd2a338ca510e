import type { ComponentProps } from "react";
import { useSyncExternalStore } from "react";
import { ThemeIcon } from "../components/icons";
import { commonText } from "../i18n/en/common";

/**
 * Light and dark colours. "system" (the default) follows the browser's `prefers-color-scheme`;
 * "light" and "dark" override it and are remembered in this browser. The resolved theme is set as
 * `data-theme` on <html>, where index.css swaps the colour palette. public/theme.js does the same
 * before the first paint (keep the key and the rule in step with it), so a dark page never flashes
 * white; this module keeps it current afterwards.
 */
export type ThemeChoice = "system" | "light" | "dark";

const THEME_KEY = "riddlebook.theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";
const ORDER: readonly ThemeChoice[] = ["system", "light", "dark"];

const store = {
  /** The choice for this page when storage is unavailable (private mode, blocked storage). */
  fallback: "system" as ThemeChoice,
  subscribers: new Set<() => void>(),
};

function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return store.fallback;
  }
}

function applyTheme(): void {
  const choice = readThemeChoice();
  const dark = choice === "dark" || (choice === "system" && window.matchMedia(DARK_QUERY).matches);
  document.documentElement.dataset.theme = dark ? "dark" : "light";
}

function setThemeChoice(choice: ThemeChoice): void {
  store.fallback = choice;
  try {
    if (choice === "system") localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  applyTheme();
  for (const notify of store.subscribers) notify();
}

/**
 * Keeps `data-theme` current for the page's lifetime: when the system switches between light and
 * dark (while the choice is "system") and when another tab changes the choice.
 */
export function followThemeChanges(): void {
  applyTheme();
  window.matchMedia(DARK_QUERY).addEventListener("change", applyTheme);
  window.addEventListener("storage", (event) => {
    if (event.key !== THEME_KEY && event.key !== null) return;
    applyTheme();
    for (const notify of store.subscribers) notify();
  });
}

function watchThemeChoice(notify: () => void): () => void {
  store.subscribers.add(notify);
  return () => {
    store.subscribers.delete(notify);
  };
}

/**
 * The theme switch: one button that steps System → Light → Dark. Its name says the current choice
 * ("Theme: system").
 */
export function ThemeToggle({
  className = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100",
  ...rest
}: ComponentProps<"button">) {
  const t = commonText.useT();
  const choice = useSyncExternalStore(watchThemeChoice, readThemeChoice, () => "system" as const);
  const next = ORDER[(ORDER.indexOf(choice) + 1) % ORDER.length] ?? "system";
  return (
    <button
      {...rest}
      type="button"
      aria-label={t(`theme.${choice}`)}
      onClick={(event) => {
        rest.onClick?.(event);
        setThemeChoice(next);
      }}
      className={className}
    >
      <ThemeIcon choice={choice} />
    </button>
  );
}
