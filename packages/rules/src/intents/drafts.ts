import type { DraftOutcome } from "../game-state";
import type { Step } from "../step";
import { currentRoundState, wordChoiceOf } from "../transitions";
import { addRiddle } from "./submit-riddle";

/** What the author of a draft is told when writing time runs out. */
export const DRAFT_MESSAGES = {
  submitted: "Time ran out, so your draft was submitted for you.",
  noWord: "Time ran out before you chose a word, so your draft was not submitted.",
  broken: "Time ran out and your draft breaks the writing rules, so it was not submitted.",
} as const;

/**
 * At the writing deadline: every saved draft of a player still here who has not submitted is
 * submitted for them when it passes the rule check (with their chosen word), and otherwise dropped;
 * either way its author is told (`WordChoice.draftOutcome`, shown only to them). Blank drafts and
 * drafts of unknown or departed players are ignored. Riddle ids are derived from the game, seat
 * and round, so they cannot clash.
 */
export function submitDrafts(step: Step, drafts: Record<string, string> | undefined): void {
  const round = currentRoundState(step);
  if (!round || drafts === null || typeof drafts !== "object") return;
  for (const player of step.state.players) {
    const text = Object.hasOwn(drafts, player.id) ? drafts[player.id] : undefined;
    if (typeof text !== "string" || text.trim() === "" || player.hasLeft) continue;
    if (round.riddles.some((riddle) => riddle.playerId === player.id)) continue;
    const choice = wordChoiceOf(round, player.id);
    let outcome: DraftOutcome;
    if (choice.word === null) outcome = { submitted: false, message: DRAFT_MESSAGES.noWord };
    else {
      const riddleId = `${step.state.id}:${player.id}:r${round.round}:draft`;
      const refused = addRiddle(step, round, player, riddleId, text);
      const reason = refused?.violations?.[0]?.message;
      outcome = refused
        ? { submitted: false, message: reason ? `${DRAFT_MESSAGES.broken} ${reason}` : DRAFT_MESSAGES.broken }
        : { submitted: true, message: DRAFT_MESSAGES.submitted };
    }
    choice.draftOutcome = outcome;
  }
}
