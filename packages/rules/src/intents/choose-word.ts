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
 * `submitRiddle` with a word. When the round dealt hands the word must be from the player's own
 * hand (compared trimmed and case-insensitively); hands are disjoint, so no two players can hold
 * the same word and a refusal never tells anyone about another player's word
 * (docs/decisions/018-dealt-hands-and-page-rotation.md).
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
  const choice = wordChoiceOf(round, player.id);
  let chosen = word;
  if (choice.hand) {
    const key = normalizeGuess(word);
    const dealt = choice.hand.find((w) => normalizeGuess(w) === key);
    if (dealt === undefined) return reject("word_not_dealt");
    chosen = dealt;
  } else if (ctx.wordbook && (round.pageNumber === null || !ctx.wordbook.hasWord(round.pageNumber, word))) {
    return reject("word_not_on_page");
  }

  const firstChoice = choice.word === null;
  choice.word = chosen;
  emit(step, {
    type: "word_chosen",
    playerId: player.id,
    round: round.round,
    word: chosen,
    audience: toOnly(player.id),
  });
  if (firstChoice) emitPlayerUpdated(step, player);
  return undefined;
}

/** A player chooses (or changes) their secret word in the writing phase, before submitting. */
export function chooseWord(step: Step, intent: ChooseWordIntent, player: Player): Rejection | undefined {
  return selectWord(step, player, intent.word);
}
