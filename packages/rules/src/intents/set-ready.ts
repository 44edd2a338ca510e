import type { Player } from "../game-state";
import type { SetReadyIntent } from "../intent";
import { type Rejection, reject } from "../rejection";
import type { Step } from "../step";
import { emitPlayerUpdated, maybeAutoStart } from "../transitions";

/** "Mark Ready" / "Ready" in setup. May start the game (all ready, at least 2, page chosen). */
export function setReady(step: Step, intent: SetReadyIntent, player: Player): Rejection | undefined {
  if (typeof intent.isReady !== "boolean") return reject("invalid_intent");
  player.isReady = intent.isReady;
  emitPlayerUpdated(step, player);
  maybeAutoStart(step);
  return undefined;
}
