import { CLIENT_TIMINGS } from "@riddlebook/rules";

/**
 * A tiny toast store: at most one toast at a time, a new one replaces the old, and
 * a dismissed toast stays in the store (closed, so Radix can animate it out) until it is removed
 * after CLIENT_TIMINGS.toastRemoveDelayMs.
 */

export type ToastVariant = "default" | "destructive";

/** A button inside the toast ("Open game"); pressing it runs `onClick` and closes the toast. */
interface ToastAction {
  label: string;
  onClick: () => void;
  /**
   * The page the action opens ("/game/abc"): the toast closes by itself once that page is shown,
   * however the player got there (docs/product.md §14).
   */
  target?: string;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

const TOAST_LIMIT = 1;

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    emit(toasts.filter((t) => t.id !== id));
  }, CLIENT_TIMINGS.toastRemoveDelayMs);
  removeTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/**
 * Closes the toasts whose action opens the page now shown (`pathname` is the page's path; a
 * target's query string is ignored), so "Go to game" never stays up on that game.
 */
export function dismissToastsFor(pathname: string): void {
  for (const t of toasts) {
    const target = t.action?.target?.split("?")[0];
    if (t.open && target !== undefined && target === pathname) dismissToast(t.id);
  }
}

/** Shows a toast, replacing the one on screen. Returns its id. */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

const CARRIED_TOAST_KEY = "riddlebook.carriedToast";
const CARRIED_TOAST_MAX_AGE_MS = 10_000;

/**
 * Keeps a toast for the next page load of this tab, for a toast shown just before a full
 * navigation (the 401 redirect): the message stays on screen after the new page loads instead of
 * vanishing with the old document.
 */
export function carryToastAcrossNavigation(input: ToastInput): void {
  try {
    sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify({ ...input, at: Date.now() }));
  } catch {
    // Storage may be unavailable (private mode, quota); the toast is then only shown once.
  }
}

/** Shows (once) a toast carried over from the previous page of this tab, if it is recent. */
export function restoreCarriedToast(now: number = Date.now()): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(CARRIED_TOAST_KEY);
    sessionStorage.removeItem(CARRIED_TOAST_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const carried = JSON.parse(raw) as Partial<ToastInput & { at: number }>;
    if (typeof carried.title !== "string" || typeof carried.at !== "number") return;
    if (now - carried.at > CARRIED_TOAST_MAX_AGE_MS || now < carried.at) return;
    toast({
      title: carried.title,
      ...(typeof carried.description === "string" ? { description: carried.description } : {}),
      ...(carried.variant === "destructive" ? { variant: "destructive" as const } : {}),
    });
  } catch {
    // A malformed entry is ignored.
  }
}
