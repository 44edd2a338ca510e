import type { GameState, RoundState, WordChoice } from "./game-state";

/**
 * A copy of a game state that the reducer may change freely. Written out by hand because the reducer
 * copies the state on every intent and this is several times faster than `structuredClone` for this
 * shape. A scored round is shared, not copied: no intent changes a round once it is scored (the
 * reducer only ever writes to the current round, and only before its result exists; the property
 * tests check that applying an intent never changes its input). Sharing keeps a scored round the
 * same object from commit to commit, so its views are built once and diffs skip it
 * (docs/decisions/025-a-leaner-commit-and-fan-out.md).
 */
export function cloneState(state: GameState): GameState {
  return {
    ...state,
    timings: { ...state.timings },
    players: state.players.map((player) => ({ ...player })),
    rounds: state.rounds.map(cloneRound),
    ...(state.kickedUserIds ? { kickedUserIds: [...state.kickedUserIds] } : {}),
  };
}

function cloneRound(round: RoundState): RoundState {
  if (round.result !== null) return round;
  const words: Record<string, WordChoice> = {};
  for (const [id, choice] of Object.entries(round.words)) {
    const copy: WordChoice = { ...choice };
    if (choice.hand) copy.hand = [...choice.hand];
    if (choice.draftOutcome) copy.draftOutcome = { ...choice.draftOutcome };
    words[id] = copy;
  }
  return {
    ...round,
    words,
    riddles: round.riddles.map((riddle) => ({ ...riddle })),
    guesses: round.guesses.map((guess) => ({ ...guess })),
    result: round.result === null ? null : cloneResult(round.result),
  };
}

/** A deep copy of a round result. */
export function cloneResult(result: NonNullable<RoundState["result"]>): NonNullable<RoundState["result"]> {
  return {
    ...result,
    riddles: result.riddles.map((riddle) => ({
      ...riddle,
      correctGuesserIds: [...riddle.correctGuesserIds],
    })),
    points: { ...result.points },
  };
}
