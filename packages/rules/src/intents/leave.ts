import { TO_ALL } from "../event";
import type { Player } from "../game-state";
import type { LeaveIntent } from "../intent";
import type { Rejection } from "../rejection";
import { emit, type Step } from "../step";
import { endIfNoHumanLeft, finishGame, maybeAutoStart, passHost, settle } from "../transitions";

/**
 * A player leaves. In setup the seat is removed (and the game may now start, or end when no human
 * is left). Later the seat stays, marked `hasLeft`, so their riddles and score count and they can
 * rejoin; the phase may then be done because nobody waits for them, and a game with no human
 * left at the table ends early.
 */
export function leave(step: Step, _intent: LeaveIntent, player: Player): Rejection | undefined {
  const { state } = step;
  if (state.phase === "setup") {
    state.players = state.players.filter((other) => other.id !== player.id);
    emit(step, { type: "player_left", playerId: player.id, removed: true, audience: TO_ALL });
    if (!passHost(step, player)) {
      finishGame(step);
      return undefined;
    }
    maybeAutoStart(step);
    return undefined;
  }
  player.hasLeft = true;
  player.connected = false;
  emit(step, { type: "player_left", playerId: player.id, removed: false, audience: TO_ALL });
  passHost(step, player);
  if (!endIfNoHumanLeft(step)) settle(step);
  return undefined;
}
