import { describe, expect, it } from "vitest";
import type { GameState } from "../game-state";
import { accept, reading, refuse, T0, writing } from "../test-support/fixtures";

/** Round 1 scored: everyone guessed wrong. */
function scoring(others: number, totalRounds = 3): GameState {
  let state = reading(others, { totalRounds });
  for (const guesser of state.players) {
    for (const riddle of state.rounds[0]?.riddles ?? []) {
      if (riddle.playerId === guesser.id) continue;
      state = accept(state, {
        type: "submitGuess",
        playerId: guesser.id,
        riddleId: riddle.id,
        guess: "no idea",
      }).state;
    }
  }
  expect(state.phase).toBe("scoring");
  return state;
}

describe("continue", () => {
  it("starts the next round's writing with a fresh clock", () => {
    const { state, events } = accept(
      scoring(1),
      { type: "continue", playerId: "host" },
      { now: T0 + 50_000 },
    );
    expect(state).toMatchObject({ phase: "writing", currentRound: 2, deadline: T0 + 50_000 + 180_000 });
    expect(state.rounds).toHaveLength(2);
    expect(state.rounds[1]?.riddles).toEqual([]);
    expect(events).toEqual([
      expect.objectContaining({ type: "phase_changed", phase: "writing", round: 2, timeRemaining: 180 }),
    ]);
  });

  it("lets a word from an earlier round be chosen again", () => {
    const state = accept(scoring(1), { type: "continue", playerId: "host" }).state;
    const word = state.rounds[0]?.riddles[0]?.word as string;
    expect(accept(state, { type: "chooseWord", playerId: "p1", word }).state.rounds[1]?.words.p1?.word).toBe(
      word,
    );
  });

  it("ends the game after the last round with the final scores", () => {
    const { state, events } = accept(scoring(1, 1), { type: "continue", playerId: "host" });
    expect(state).toMatchObject({ phase: "complete", deadline: null, currentRound: 1 });
    expect(events.map((e) => e.type)).toEqual(["phase_changed", "game_complete"]);
    // Nobody scored, so nobody won: the same answer the players' stats record (winnersOf).
    expect(events[1]).toMatchObject({ finalScores: { host: 0, p1: 0 }, winnerIds: [] });
  });

  it("is the host's alone", () => {
    expect(refuse(scoring(1), { type: "continue", playerId: "p1" })).toMatchObject({
      code: "not_host",
      status: 403,
    });
  });

  it("is refused outside scoring, so a double click cannot skip a round", () => {
    const once = accept(scoring(1), { type: "continue", playerId: "host" }).state;
    expect(refuse(once, { type: "continue", playerId: "host" }).code).toBe("wrong_phase");
    expect(refuse(writing(1), { type: "continue", playerId: "host" }).code).toBe("wrong_phase");
  });

  it("lets the host change the page for the next round during scoring", () => {
    let state = accept(scoring(1), { type: "choosePage", playerId: "host", pageNumber: 5 }).state;
    state = accept(state, { type: "continue", playerId: "host" }).state;
    expect(state.rounds[1]?.pageNumber).toBe(5);
  });
});
