import { describe, expect, it } from "vitest";
import { GAME_MODES } from "./constants";
import { checkStepInvariants } from "./invariants";
import { simulateGame } from "./simulation";

const GAMES = 1000;

describe("simulation", () => {
  it(`plays ${GAMES} seeded random games to complete, keeping every invariant at every step`, () => {
    const modes = new Set<string>();
    const sizes = new Set<number>();
    let accepted = 0;
    let rejected = 0;
    let scoredRounds = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const outcome = simulateGame({ seed }, (step) => {
        const problems = checkStepInvariants(step, { checkViews: seed % 10 === 0 });
        if (problems.length > 0) {
          throw new Error(`seed ${seed}, ${step.intent.type}: ${problems.join("; ")}`);
        }
      });
      expect(outcome.state.phase).toBe("complete");
      modes.add(outcome.state.gameMode);
      sizes.add(outcome.state.players.length);
      accepted += outcome.accepted;
      rejected += outcome.rejected;
      scoredRounds += outcome.state.rounds.filter((r) => r.result !== null).length;
    }
    expect(modes.size).toBe(GAME_MODES.length);
    expect([...sizes].sort()).toEqual(expect.arrayContaining([2, 3, 4, 5, 6, 7, 8]));
    expect(scoredRounds).toBeGreaterThan(GAMES);
    expect(accepted).toBeGreaterThan(rejected / 10);
  }, 180_000);

  it("plays the same game from the same seed", () => {
    expect(simulateGame({ seed: 99 })).toEqual(simulateGame({ seed: 99 }));
  });

  it("plays a fixed 2-round, 3-player game with short clocks", () => {
    const outcome = simulateGame({
      seed: 4,
      players: 3,
      bots: 0,
      totalRounds: 2,
      gameMode: "standard",
      timings: { writingMs: 1000, readingMs: 1000, scoringMs: 500 },
    });
    expect(outcome.state).toMatchObject({ phase: "complete", totalRounds: 2 });
    expect(outcome.state.players.length).toBeGreaterThanOrEqual(3);
  });
});
