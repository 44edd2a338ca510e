import type { ChoosePageIntent } from "../intent";
import { type Rejection, reject } from "../rejection";
import type { Step } from "../step";
import { emitGameUpdated, maybeAutoStart } from "../transitions";

/**
 * The host picks the wordbook page: in setup, and during scoring for the rounds that follow.
 * The page must exist (`ctx.wordbook.hasPage`; any whole number from 1 by default).
 */
export function choosePage(step: Step, intent: ChoosePageIntent): Rejection | undefined {
  const { state, ctx } = step;
  const page = intent.pageNumber;
  if (typeof page !== "number" || !Number.isInteger(page) || page < 1) return reject("invalid_page");
  if (ctx.wordbook && !ctx.wordbook.hasPage(page)) return reject("invalid_page");
  state.currentPageNumber = page;
  emitGameUpdated(step);
  maybeAutoStart(step);
  return undefined;
}
