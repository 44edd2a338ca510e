import type { TickIntent } from "../intent";
import { type Rejection, reject } from "../rejection";
import type { Step } from "../step";
import { isDeadlinePassed } from "../timings";
import { continueGame, enterReading, enterScoring } from "../transitions";
import { submitDrafts } from "./drafts";

/**
 * Time has passed. When the current phase's deadline has been reached, the phase ends:
 * writing → reading (first submitting the drafts the server passes, see `submitDrafts`),
 * reading → scoring, scoring → next round (or complete). One step per tick:
 * the next phase's deadline counts from `now`, so a server that was down resumes with a full
 * phase rather than skipping it. Before the deadline the tick is refused with `nothing_due`.
 */
export function tick(step: Step, intent: TickIntent): Rejection | undefined {
  const { state, ctx } = step;
  if (!isDeadlinePassed(state, ctx.now)) return reject("nothing_due");
  if (state.phase === "writing") {
    submitDrafts(step, intent.drafts);
    enterReading(step);
  } else if (state.phase === "reading") enterScoring(step);
  else if (state.phase === "scoring") continueGame(step);
  else return reject("nothing_due");
  return undefined;
}
