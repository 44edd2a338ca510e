import type { Player } from "../game-state";
import type { SetConnectedIntent } from "../intent";
import { type Rejection, reject } from "../rejection";
import type { Step } from "../step";
import { emitPlayerUpdated } from "../transitions";

/** Records whether a player's connection is up. Informational: no rule waits on it. */
export function setConnected(step: Step, intent: SetConnectedIntent, player: Player): Rejection | undefined {
  if (typeof intent.connected !== "boolean") return reject("invalid_intent");
  player.connected = intent.connected;
  emitPlayerUpdated(step, player);
  return undefined;
}
