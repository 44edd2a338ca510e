import type { Player } from "../game-state";
import type { RequestPhaseIntent } from "../intent";
import { type Rejection, reject } from "../rejection";
import type { Step } from "../step";
import { continueGame } from "./continue-game";
import { start } from "./start";

/**
 * The host's phase request (see `RequestPhaseIntent`): starts the game from setup, or continues
 * from scoring; the phases the clock and the players' submissions drive are refused.
 */
export function requestPhase(step: Step, intent: RequestPhaseIntent, player: Player): Rejection | undefined {
  const { state } = step;
  const wanted = intent.phase;
  if (state.phase === "setup" && wanted === "writing") {
    return start(step, { type: "start", playerId: player.id });
  }
  if (state.phase === "scoring" && (wanted === "writing" || wanted === "complete")) {
    if (intent.round !== undefined && intent.round !== state.currentRound + 1) return reject("wrong_round");
    return continueGame(step, { type: "continue", playerId: player.id });
  }
  if (wanted === "writing" || wanted === "complete") return reject("wrong_phase");
  return reject("server_owned_phase");
}
