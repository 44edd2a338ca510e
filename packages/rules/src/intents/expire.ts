import type { ExpireIntent } from "../intent";
import type { Rejection } from "../rejection";
import type { Step } from "../step";
import { finishGame } from "../transitions";

/**
 * The game sat in setup with no change for too long (the server decides how long, ADR 013): it
 * ends as a game nobody played, like one whose last human left in setup, so its join code is free
 * again and everyone watching hears `game_complete`. Only reached in setup (the rule's phases).
 */
export function expire(step: Step, _intent: ExpireIntent): Rejection | undefined {
  finishGame(step);
  return undefined;
}
