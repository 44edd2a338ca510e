import { hasFreshWordsFor } from "../hands";
import type { ChoosePageIntent } from "../intent";
import { type Rejection, reject } from "../rejection";
import type { Step } from "../step";
import { emitGameUpdated, maybeAutoStart } from "../transitions";

/**
 * The host picks the wordbook page: in setup, and during scoring for the next round (rounds
 * the host does not pick for rotate on their own; docs/decisions/018-dealt-hands-and-page-rotation.md).
 * The page must exist (`ctx.wordbook.hasPage`; any whole number from 1 by default).
 */
export function choosePage(step: Step, intent: ChoosePageIntent): Rejection | undefined {
  const { state, ctx } = step;
  const page = intent.pageNumber;
  if (typeof page !== "number" || !Number.isInteger(page) || page < 1) return reject("invalid_page");
  if (ctx.wordbook && !ctx.wordbook.hasPage(page)) return reject("invalid_page");
  // The next round's hands must be fresh: a page this game has used up is refused.
  if (ctx.wordbook && state.phase === "scoring" && !hasFreshWordsFor(state, page, ctx.wordbook)) {
    return reject("page_used_up");
  }
  state.currentPageNumber = page;
  // A pick during scoring is for the next round, which then does not rotate to another page.
  if (state.phase === "scoring") state.pageChosenForRound = state.currentRound + 1;
  emitGameUpdated(step);
  maybeAutoStart(step);
  return undefined;
}
