import { TO_ALL } from "../event";
import type { Player, RoundState } from "../game-state";
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
  const { state } = step;
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
  const refused = addRiddle(step, round, player, intent.riddleId, intent.text);
  if (refused) return refused;
  settle(step);
  return undefined;
}

/**
 * Adds `player`'s riddle for their chosen word to `round` if the text passes the structural rules
 * and `ctx.checkRiddle`, and tells everyone a riddle came in; does not move the phase on.
 */
export function addRiddle(
  step: Step,
  round: RoundState,
  player: Player,
  riddleId: string,
  rawText: unknown,
): Rejection | undefined {
  const { ctx } = step;
  const choice = wordChoiceOf(round, player.id);
  if (choice.word === null) return reject("no_word");
  if (typeof rawText !== "string") return reject("invalid_riddle");

  const text = normalizeRiddleText(rawText);
  const check = (ctx.checkRiddle ?? defaultCheckRiddle)(choice.word, text);
  const violations = mergeViolations(checkRiddleStructure(text), check.violations);
  if (violations.length > 0 || !check.ok) return reject("invalid_riddle", { violations });

  round.riddles.push({
    id: riddleId,
    playerId: player.id,
    round: round.round,
    word: choice.word,
    text,
    prompt: choice.prompt,
    submittedAt: ctx.now,
  });
  emit(step, {
    type: "riddle_submitted",
    riddleId,
    playerId: player.id,
    round: round.round,
    audience: TO_ALL,
  });
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
