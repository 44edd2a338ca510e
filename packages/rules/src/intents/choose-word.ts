import { WORD_MAX_LENGTH } from "../constants";
import { toOnly } from "../event";
import type { Player } from "../game-state";
import { normalizeGuess } from "../guess-match";
import type { ChooseWordIntent } from "../intent";
import { type Rejection, reject } from "../rejection";
import { emit, type Step } from "../step";
import { normalizeText } from "../text";
import { currentRoundState, emitPlayerUpdated, wordChoiceOf } from "../transitions";

/**
 * Chooses (or changes) a player's secret word for this round. Shared by `chooseWord` and
 * `submitRiddle` with a word. One word per player, and no two players on the same word
 * (compared trimmed and case-insensitively).
 */
export function selectWord(step: Step, player: Player, rawWord: unknown): Rejection | undefined {
  const { ctx } = step;
  const round = currentRoundState(step);
  if (!round) return reject("wrong_phase");
  if (round.riddles.some((riddle) => riddle.playerId === player.id)) return reject("already_submitted");
  if (typeof rawWord !== "string") return reject("no_word");
  const word = normalizeText(rawWord);
  if (word.length === 0) return reject("no_word");
  if ([...word].length > WORD_MAX_LENGTH) return reject("word_not_on_page");
  if (ctx.wordbook && (round.pageNumber === null || !ctx.wordbook.hasWord(round.pageNumber, word))) {
    return reject("word_not_on_page");
  }
  const key = normalizeGuess(word);
  const takenByOther = Object.values(round.words).some(
    (choice) => choice.playerId !== player.id && choice.word !== null && normalizeGuess(choice.word) === key,
  );
  if (takenByOther) return reject("word_taken");

  const choice = wordChoiceOf(round, player.id);
  const firstChoice = choice.word === null;
  choice.word = word;
  emit(step, {
    type: "word_chosen",
    playerId: player.id,
    round: round.round,
    word,
    audience: toOnly(player.id),
  });
  if (firstChoice) emitPlayerUpdated(step, player);
  return undefined;
}

/** A player chooses (or changes) their secret word in the writing phase, before submitting. */
export function chooseWord(step: Step, intent: ChooseWordIntent, player: Player): Rejection | undefined {
  return selectWord(step, player, intent.word);
}
