import { applyJsonPatch, SPECTATOR_SOCKET_PATH, type ViewPatch, WS_CLOSE } from "@riddlebook/protocol";
import type { GameView } from "@riddlebook/rules";

/**
 * The pure part of the game socket (ADR 009): its address, what a close code means,
 * how a message changes the view the socket holds, and when the client has missed a message. No
 * React, no DOM, so it runs in the node unit tests.
 */

/** The WebSocket URL for a game seat on this page's origin (ws: or wss: by page protocol). */
export function socketUrl(
  location: { protocol: string; host: string },
  gameId: string,
  playerId: string,
): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const query = new URLSearchParams({ gameId, playerId });
  return `${scheme}//${location.host}/ws?${query.toString()}`;
}

/**
 * The spectator's socket for a game on this page's origin (`SPECTATOR_SOCKET_PATH`), with the
 * invite a private game needs.
 */
export function spectatorSocketUrl(
  location: { protocol: string; host: string },
  gameId: string,
  invite: string | undefined,
): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const query = new URLSearchParams({ gameId, ...(invite ? { invite } : {}) });
  return `${scheme}//${location.host}${SPECTATOR_SOCKET_PATH}?${query.toString()}`;
}

/**
 * The invite a game link carries (`/game/:id?invite=SUNSET42`): a private game's join code, which
 * lets a visitor without a seat watch it. Undefined when the query has none.
 */
export function inviteFrom(search: string): string | undefined {
  const invite = new URLSearchParams(search).get("invite")?.trim();
  return invite ? invite : undefined;
}

/** Close codes after which reconnecting cannot help: a normal close, or a refused session or seat. */
const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([
  WS_CLOSE.normal,
  WS_CLOSE.unauthorized,
  WS_CLOSE.forbidden,
  WS_CLOSE.notFound,
  WS_CLOSE.sessionEnded,
]);

/** Whether the socket should reconnect (a few seconds later) after closing with `code`. */
export function shouldReconnect(code: number): boolean {
  return !FINAL_CLOSE_CODES.has(code);
}

/**
 * What the screen does after the socket closed with `code`: the session is gone (sign in again),
 * the seat or game is gone (leave the game screen), try again, or nothing (a normal close).
 */
type CloseOutcome = "signed-out" | "seat-gone" | "reconnect" | "stop";

export function closeOutcome(code: number): CloseOutcome {
  if (code === WS_CLOSE.unauthorized || code === WS_CLOSE.sessionEnded) return "signed-out";
  if (code === WS_CLOSE.forbidden || code === WS_CLOSE.notFound) return "seat-gone";
  return shouldReconnect(code) ? "reconnect" : "stop";
}

/**
 * The server's clock minus ours, from a message's `serverTime` received at `receivedAt` (both epoch
 * ms). The message left the server a little before it arrived, so this underestimates by half a
 * round trip at most; that is well inside the one second the countdown shows.
 */
export function clockOffset(serverTime: number, receivedAt: number): number {
  return serverTime - receivedAt;
}

/**
 * A version gap: a message without a view (timer_update) says the server last sent this socket the
 * view at `incoming`, while the socket holds `held`. A newer one means a message was lost, so the
 * socket asks for a resync. Nothing is missing while no view is held (a snapshot is on its way).
 */
export function missedEvents(incoming: number, held: number | undefined): boolean {
  return held !== undefined && incoming > held;
}

/**
 * The view a game message leaves the socket holding (ADR 009): a whole view replaces it, a patch
 * applies to it when it was built on exactly that view, and a message with neither leaves it as it
 * is. `"resync"` when a patch does not fit: the socket must ask for a snapshot.
 */
export function socketViewAfter(
  held: GameView | null,
  message: { view?: GameView; patch?: ViewPatch },
): GameView | null | "resync" {
  if (message.view) return message.view;
  if (!message.patch) return held;
  if (held === null || held.game.version !== message.patch.base) return "resync";
  try {
    return applyJsonPatch(held, message.patch.ops);
  } catch {
    return "resync";
  }
}
