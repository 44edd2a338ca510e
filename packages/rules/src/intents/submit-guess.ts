import { GUESS_MAX_LENGTH } from "../constants";
import { TO_ALL } from "../event";
import type { Player } from "../game-state";
import { defaultMatchGuess } from "../guess-match";
import type { SubmitGuessIntent } from "../intent";
import { type Rejection, reject } from "../rejection";
import { emit, type Step } from "../step";
import { normalizeText } from "../text";
import { currentRoundState, settle } from "../transitions";

/**
 * A player guesses another player's riddle: reading only, once per riddle, never their own.
 * The match (`ctx.matchGuess`) is stored but stays secret until scoring. When everyone still
 * here has guessed every riddle but their own, the round is scored.
 */
export function submitGuess(step: Step, intent: SubmitGuessIntent, player: Player): Rejection | undefined {
  const { state, ctx } = step;
  const round = currentRoundState(step);
  if (!round) return reject("wrong_phase");
  const riddle = round.riddles.find((r) => r.id === intent.riddleId);
  if (!riddle) {
    const elsewhere = state.rounds.some((r) => r.riddles.some((other) => other.id === intent.riddleId));
    return reject(elsewhere ? "wrong_round" : "riddle_not_found");
  }
  if (riddle.playerId === player.id) return reject("own_riddle");
  if (round.guesses.some((g) => g.riddleId === riddle.id && g.guesserId === player.id)) {
    return reject("already_guessed");
  }
  if (typeof intent.guess !== "string") return reject("empty_guess");
  const guess = normalizeText(intent.guess);
  if (guess.length === 0) return reject("empty_guess");
  if ([...guess].length > GUESS_MAX_LENGTH) return reject("invalid_guess");

  const matchKind = (ctx.matchGuess ?? defaultMatchGuess)(riddle.word, guess);
  round.guesses.push({
    riddleId: riddle.id,
    guesserId: player.id,
    round: round.round,
    guess,
    matchKind,
    isCorrect: matchKind !== "wrong",
    submittedAt: ctx.now,
  });
  emit(step, {
    type: "guess_submitted",
    riddleId: riddle.id,
    guesserId: player.id,
    round: round.round,
    audience: TO_ALL,
  });
  settle(step);
  return undefined;
}
