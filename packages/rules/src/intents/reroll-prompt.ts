import { toOnly } from "../event";
import type { Player } from "../game-state";
import type { RerollPromptIntent } from "../intent";
import { type Rejection, reject } from "../rejection";
import { emit, type Step } from "../step";
import { currentRoundState, drawPrompt, promptsFor, wordChoiceOf } from "../transitions";

/** "New Challenge": a different style prompt or character, before the riddle is submitted. */
export function rerollPrompt(step: Step, _intent: RerollPromptIntent, player: Player): Rejection | undefined {
  const { state, ctx } = step;
  if (promptsFor(state).length === 0) return reject("wrong_mode");
  const round = currentRoundState(step);
  if (!round) return reject("wrong_phase");
  if (round.riddles.some((riddle) => riddle.playerId === player.id)) return reject("already_submitted");
  const choice = wordChoiceOf(round, player.id);
  const prompt = drawPrompt(state, ctx.rng, choice.prompt) as string;
  choice.prompt = prompt;
  emit(step, {
    type: "prompt_assigned",
    playerId: player.id,
    round: round.round,
    prompt,
    audience: toOnly(player.id),
  });
  return undefined;
}
