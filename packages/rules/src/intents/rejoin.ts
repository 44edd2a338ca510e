import type { Player } from "../game-state";
import type { RejoinIntent } from "../intent";
import type { Rejection } from "../rejection";
import type { Step } from "../step";
import { emitPlayerUpdated } from "../transitions";

/** A player comes back (any phase but complete); accepted even if they never left. */
export function rejoin(step: Step, _intent: RejoinIntent, player: Player): Rejection | undefined {
  player.hasLeft = false;
  player.connected = true;
  emitPlayerUpdated(step, player);
  return undefined;
}
