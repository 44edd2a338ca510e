import { describe, expect, it } from "vitest";
import type { MatchGuess } from "../context";
import { accept, reading, refuse, T0, testCtx, wordOf, writing } from "../test-support/fixtures";

describe("submitGuess", () => {
  it("stores the guess and its match, and tells everyone only that a guess was made", () => {
    const { state, events } = accept(reading(2), {
      type: "submitGuess",
      playerId: "p1",
      riddleId: "r-host",
      guess: `  ${wordOf("host").toUpperCase()} `,
    });
    expect(state.rounds[0]?.guesses).toEqual([
      {
        riddleId: "r-host",
        guesserId: "p1",
        round: 1,
        guess: wordOf("host").toUpperCase(),
        matchKind: "exact",
        isCorrect: true,
        submittedAt: T0,
      },
    ]);
    expect(events).toEqual([
      expect.objectContaining({
        type: "guess_submitted",
        riddleId: "r-host",
        guesserId: "p1",
        audience: { to: "all" },
      }),
    ]);
    expect(JSON.stringify(events).toLowerCase()).not.toContain(wordOf("host"));
    expect(JSON.stringify(events)).not.toContain("isCorrect");
  });

  it("records a wrong guess as wrong", () => {
    const { state } = accept(reading(2), {
      type: "submitGuess",
      playerId: "p1",
      riddleId: "r-host",
      guess: "teapot",
    });
    expect(state.rounds[0]?.guesses[0]).toMatchObject({ matchKind: "wrong", isCorrect: false });
  });

  it("uses the injected matcher, where another form of the word counts", () => {
    const matchGuess: MatchGuess = (word, guess) => (guess === `${word}s` ? "form" : "wrong");
    const { state } = accept(
      reading(2),
      { type: "submitGuess", playerId: "p1", riddleId: "r-host", guess: `${wordOf("host")}s` },
      { ...testCtx(), matchGuess },
    );
    expect(state.rounds[0]?.guesses[0]).toMatchObject({ matchKind: "form", isCorrect: true });
  });

  // "The spec's message": the fixed text of docs/product.md §14.
  it("refuses an empty guess with the spec's message", () => {
    expect(
      refuse(reading(2), { type: "submitGuess", playerId: "p1", riddleId: "r-host", guess: "  " }),
    ).toMatchObject({
      code: "empty_guess",
      status: 400,
      message: "Please enter a guess",
    });
  });

  it("refuses an over-long guess", () => {
    expect(
      refuse(reading(2), { type: "submitGuess", playerId: "p1", riddleId: "r-host", guess: "x".repeat(101) })
        .code,
    ).toBe("invalid_guess");
  });

  it("refuses a guess at one's own riddle", () => {
    expect(
      refuse(reading(2), { type: "submitGuess", playerId: "p1", riddleId: "r-p1", guess: "x" }),
    ).toMatchObject({
      code: "own_riddle",
      status: 403,
    });
  });

  it("refuses a second guess at the same riddle", () => {
    const state = accept(reading(2), {
      type: "submitGuess",
      playerId: "p1",
      riddleId: "r-host",
      guess: "one",
    }).state;
    expect(
      refuse(state, { type: "submitGuess", playerId: "p1", riddleId: "r-host", guess: "two" }),
    ).toMatchObject({
      code: "already_guessed",
      status: 409,
    });
  });

  it("refuses a riddle that does not exist", () => {
    expect(
      refuse(reading(2), { type: "submitGuess", playerId: "p1", riddleId: "nope", guess: "x" }),
    ).toMatchObject({
      code: "riddle_not_found",
      status: 404,
    });
  });

  it("is refused while players are still writing", () => {
    expect(
      refuse(writing(2), { type: "submitGuess", playerId: "p1", riddleId: "r-host", guess: "x" }).code,
    ).toBe("wrong_phase");
  });

  it("scores the round once every player has guessed every riddle but their own", () => {
    let state = reading(1);
    state = accept(state, {
      type: "submitGuess",
      playerId: "host",
      riddleId: "r-p1",
      guess: wordOf("p1"),
    }).state;
    expect(state.phase).toBe("reading");
    const { state: after, events } = accept(
      state,
      { type: "submitGuess", playerId: "p1", riddleId: "r-host", guess: "wrong" },
      { now: T0 + 2000 },
    );
    expect(after).toMatchObject({ phase: "scoring", deadline: T0 + 2000 + 30_000 });
    expect(events.map((e) => e.type)).toEqual(["guess_submitted", "phase_changed", "round_complete"]);
    // 2 players: threshold 1. host guessed p1's riddle: host +2, p1 +5 as author; host's riddle unguessed.
    expect(events.at(-1)).toMatchObject({ type: "round_complete", round: 1, scores: { host: 2, p1: 5 } });
  });

  it("does not wait for a player who left", () => {
    let state = accept(reading(2), { type: "leave", playerId: "p2" }).state;
    for (const [guesser, riddle] of [
      ["host", "r-p1"],
      ["host", "r-p2"],
      ["p1", "r-host"],
    ] as const) {
      state = accept(state, { type: "submitGuess", playerId: guesser, riddleId: riddle, guess: "x" }).state;
    }
    state = accept(state, { type: "submitGuess", playerId: "p1", riddleId: "r-p2", guess: "x" }).state;
    expect(state.phase).toBe("scoring");
  });
});
