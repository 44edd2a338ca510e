import { applyJsonPatch, type ViewPatch } from "@riddlebook/protocol";
import type { GameMode, GamePhase, GameView } from "@riddlebook/rules";

/**
 * Pure helpers of the game screens: names, labels, clock math. No React, no DOM, so they run in
 * the node unit tests.
 */

/** Spec section 5: the game name is trimmed; empty becomes "<player name>'s Game". */
export function gameNameOrDefault(name: string, playerName: string): string {
  const trimmed = name.trim();
  return trimmed === "" ? `${playerName.trim()}'s Game` : trimmed;
}

const MODE_LABELS: Record<GameMode, string> = {
  standard: "Standard",
  style_challenge: "Style Challenge",
  character_voice: "Character Voice",
  speed_round: "Speed Round",
  head_to_head: "Head-to-Head",
  story_mode: "Story Mode",
};

export function modeLabel(mode: GameMode): string {
  return MODE_LABELS[mode] ?? mode;
}

const MODE_HINTS: Partial<Record<GameMode, string>> = {
  standard: "Classic riddles, 3 minutes to write.",
  style_challenge: "Each player writes in an assigned style, e.g. a haiku or detective noir.",
  character_voice: "Each player writes in the voice of an assigned character, e.g. a pirate.",
  speed_round: "Only 60 seconds to write each riddle.",
};

export function modeHint(mode: GameMode): string {
  return MODE_HINTS[mode] ?? "";
}

const PHASE_LABELS: Record<GamePhase, string> = {
  setup: "Setup",
  writing: "Writing",
  reading: "Reading & Guessing",
  scoring: "Scoring",
  complete: "Complete",
};

export function phaseLabel(phase: GamePhase): string {
  return PHASE_LABELS[phase] ?? phase;
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
 * Whole seconds left before `deadline` (server epoch ms), seen from our clock `now` corrected by
 * `offset` (server minus client). Rounded up, never negative; null when there is no deadline.
 */
export function secondsLeft(deadline: number | null, now: number, offset: number): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline - (now + offset)) / 1000));
}

/** "2:05", "0:09". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/**
 * A server rejection message like "Select Wordbook Page - Please select a wordbook page before
 * starting." as a toast title and description; a message without " - " becomes the description
 * under `fallbackTitle`.
 */
export function splitMessage(
  message: string,
  fallbackTitle = "Error",
): { title: string; description: string } {
  const at = message.indexOf(" - ");
  if (at > 0 && at < 40) return { title: message.slice(0, at), description: message.slice(at + 3) };
  return { title: fallbackTitle, description: message };
}

/** The client's rule for applying a realtime message: only a newer version replaces the view. */
export function isNewer(incoming: number, current: number | undefined): boolean {
  return current === undefined || incoming > current;
}

/**
 * A version gap: a message without a view (timer_update) says the game is at `incoming` while we
 * hold `current`; anything newer than what we hold means we missed an event, so we ask to resync.
 */
export function missedEvents(incoming: number, current: number | undefined): boolean {
  return current !== undefined && incoming > current;
}

/** Players sorted by score (highest first), ties in seat order. */
export function rankByScore<T extends { score: number }>(players: readonly T[]): T[] {
  return players
    .map((player, seat) => ({ player, seat }))
    .sort((a, b) => b.player.score - a.player.score || a.seat - b.seat)
    .map((entry) => entry.player);
}

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

/** Close codes after which reconnecting cannot help. */
export const FINAL_CLOSE_CODES = new Set([1000, 4401, 4403, 4404, 4440]);

/** Whether the socket should reconnect (3 s later) after closing with `code`. */
export function shouldReconnect(code: number): boolean {
  return !FINAL_CLOSE_CODES.has(code);
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
