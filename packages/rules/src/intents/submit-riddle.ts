import { TO_ALL } from "../event";
import type { Player } from "../game-state";
import type { SubmitRiddleIntent } from "../intent";
import type { RiddleViolation } from "../rejection";
import { type Rejection, reject } from "../rejection";
import { checkRiddleStructure, defaultCheckRiddle } from "../riddle-check";
import { emit, type Step } from "../step";
import { normalizeRiddleText } from "../text";
import { currentRoundState, settle, wordChoiceOf } from "../transitions";
import { selectWord } from "./choose-word";
import { isId } from "./validate";

/**
 * A player submits this round's riddle: once per round, for their chosen word (or the `word` sent
 * with it), checked by the structural rules and by `ctx.checkRiddle`. When everyone still here
 * has submitted, reading begins.
 */
export function submitRiddle(step: Step, intent: SubmitRiddleIntent, player: Player): Rejection | undefined {
  const { state, ctx } = step;
  const round = currentRoundState(step);
  if (!round) return reject("wrong_phase");
  if (intent.round !== undefined && intent.round !== round.round) return reject("wrong_round");
  if (round.riddles.some((riddle) => riddle.playerId === player.id)) return reject("already_submitted");
  if (!isId(intent.riddleId)) return reject("invalid_intent");
  if (state.rounds.some((r) => r.riddles.some((riddle) => riddle.id === intent.riddleId))) {
    return reject("duplicate_id");
  }
  if (intent.word !== undefined) {
    const refused = selectWord(step, player, intent.word);
    if (refused) return refused;
  }
  const choice = wordChoiceOf(round, player.id);
  if (choice.word === null) return reject("no_word");
  if (typeof intent.text !== "string") return reject("invalid_riddle");

  const text = normalizeRiddleText(intent.text);
  const check = (ctx.checkRiddle ?? defaultCheckRiddle)(choice.word, text);
  const violations = mergeViolations(checkRiddleStructure(text), check.violations);
  if (violations.length > 0 || !check.ok) return reject("invalid_riddle", { violations });

  round.riddles.push({
    id: intent.riddleId,
    playerId: player.id,
    round: round.round,
    word: choice.word,
    text,
    prompt: choice.prompt,
    submittedAt: ctx.now,
  });
  emit(step, {
    type: "riddle_submitted",
    riddleId: intent.riddleId,
    playerId: player.id,
    round: round.round,
    audience: TO_ALL,
  });
  settle(step);
  return undefined;
}

function mergeViolations(a: readonly RiddleViolation[], b: readonly RiddleViolation[]): RiddleViolation[] {
  const merged = [...a];
  for (const violation of b) {
    const same = merged.some(
      (v) => v.rule === violation.rule && v.start === violation.start && v.end === violation.end,
    );
    if (!same) merged.push(violation);
  }
  return merged;
}
