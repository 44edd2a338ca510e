import type { StartIntent } from "../intent";
import { type Rejection, reject } from "../rejection";
import type { Step } from "../step";
import { startGame } from "../transitions";

/** The host's Start Game: needs a page, then at least 2 ready players. Unready players play too. */
export function start(step: Step, _intent: StartIntent): Rejection | undefined {
  const { state } = step;
  if (state.currentPageNumber === null) return reject("no_page");
  if (state.players.filter((player) => player.isReady).length < 2) return reject("not_enough_players");
  startGame(step);
  return undefined;
}
