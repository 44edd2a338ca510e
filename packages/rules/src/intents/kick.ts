import { TO_ALL } from "../event";
import type { Player } from "../game-state";
import type { KickIntent } from "../intent";
import { findPlayer } from "../players";
import { type Rejection, reject } from "../rejection";
import { emit, type Step } from "../step";
import { finishGame, maybeAutoStart, settle } from "../transitions";
import { isBattle } from "../winners";

/**
 * The host removes another player (see `KickIntent`). The removed user is remembered so that
 * `join` and every later intent of theirs are refused; a bot is simply removed. After the start the
 * seat stays, marked `removed` (it can no longer win, `winnersOf`); removing the only opponent of a
 * battle (head to head, two seats) ends it at once, as there is nobody left to play against
 * (docs/product.md §4, "Leaving and rejoining").
 */
export function kick(step: Step, intent: KickIntent, host: Player): Rejection | undefined {
  const { state } = step;
  const target = findPlayer(state, intent.targetId);
  if (!target) return reject("target_not_found");
  if (target.id === host.id) return reject("kick_self");
  if (target.userId !== null) {
    state.kickedUserIds = [...(state.kickedUserIds ?? []), target.userId];
  }
  if (state.phase === "setup") {
    state.players = state.players.filter((other) => other.id !== target.id);
    emit(step, { type: "player_left", playerId: target.id, removed: true, kicked: true, audience: TO_ALL });
    maybeAutoStart(step);
    return undefined;
  }
  target.hasLeft = true;
  target.removed = true;
  target.connected = false;
  emit(step, { type: "player_left", playerId: target.id, removed: false, kicked: true, audience: TO_ALL });
  if (isBattle(state) && state.phase !== "complete") finishGame(step);
  else settle(step);
  return undefined;
}

/** Whether the host removed this user from the game. */
export function isKicked(state: { kickedUserIds?: string[] }, userId: string | null): boolean {
  return userId !== null && (state.kickedUserIds ?? []).includes(userId);
}
