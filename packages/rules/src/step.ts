import type { RulesContext } from "./context";
import type { GameEventDraft } from "./event";
import type { GameState } from "./game-state";

/**
 * The working copy an intent handler changes: a private clone of the state, the context, and the
 * events produced so far. Handlers may change `state` freely; a rejected intent's copy is dropped.
 */
export interface Step {
  state: GameState;
  ctx: RulesContext;
  events: GameEventDraft[];
}

/** Appends an event; the reducer stamps it with the game id and the new version. */
export function emit(step: Step, event: GameEventDraft): void {
  step.events.push(event);
}
