import type { ContinueIntent } from "../intent";
import type { Rejection } from "../rejection";
import type { Step } from "../step";
import { continueGame as advance } from "../transitions";

/** The host's "Continue to Next Round": the next round's writing, or the end after the last. */
export function continueGame(step: Step, _intent: ContinueIntent): Rejection | undefined {
  advance(step);
  return undefined;
}
