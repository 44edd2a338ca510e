import type { Player } from "../game-state";
import type { SetConnectedIntent } from "../intent";
import { type Rejection, reject } from "../rejection";
import type { Step } from "../step";
import { emitPlayerUpdated } from "../transitions";

/**
 * Records whether a player's connection is up, and since when. No deadline waits on it; a human
 * away for two whole rounds is marked idle when the next round begins (see `continueGame`), and
 * coming back clears that.
 */
export function setConnected(step: Step, intent: SetConnectedIntent, player: Player): Rejection | undefined {
  if (typeof intent.connected !== "boolean") return reject("invalid_intent");
  if (player.connected !== intent.connected || player.connectionChangedAt === undefined) {
    player.connectionChangedAt = step.ctx.now;
  }
  player.connected = intent.connected;
  // A player who comes back is no longer idle (they were marked after two whole rounds away).
  if (intent.connected && player.isIdle) player.isIdle = false;
  emitPlayerUpdated(step, player);
  return undefined;
}
