import { describe, expect, it } from "vitest";
import { accept, lobby, refuse, T0, writing } from "../test-support/fixtures";

describe("requestPhase", () => {
  it("starts the game from setup when the host asks for writing", () => {
    let state = accept(lobby(2), { type: "choosePage", playerId: "host", pageNumber: 3 }).state;
    state = accept(state, { type: "setReady", playerId: "p1", isReady: true }).state;
    expect(refuse(state, { type: "requestPhase", playerId: "host", phase: "writing" }).code).toBe(
      "not_enough_players",
    );
    state = accept(state, { type: "setReady", playerId: "p2", isReady: true }).state;
    const started = accept(state, { type: "requestPhase", playerId: "host", phase: "writing" }).state;
    expect(started).toMatchObject({ phase: "writing", currentRound: 1 });
  });

  it("continues from scoring once, to the round the request names", () => {
    // Nobody wrote, so the writing deadline ends the round straight into scoring.
    const inScoring = accept(writing(1), { type: "tick" }, { now: T0 + 180_000 }).state;
    expect(inScoring.phase).toBe("scoring");
    expect(
      refuse(inScoring, { type: "requestPhase", playerId: "host", phase: "writing", round: 3 }).code,
    ).toBe("wrong_round");
    const next = accept(inScoring, {
      type: "requestPhase",
      playerId: "host",
      phase: "writing",
      round: 2,
    }).state;
    expect(next).toMatchObject({ phase: "writing", currentRound: 2 });
    expect(refuse(next, { type: "requestPhase", playerId: "host", phase: "writing", round: 2 }).code).toBe(
      "wrong_phase",
    );
  });

  it("refuses the phases that move on their own, and anyone but the host first", () => {
    expect(refuse(writing(1), { type: "requestPhase", playerId: "host", phase: "reading" }).code).toBe(
      "server_owned_phase",
    );
    expect(refuse(writing(1), { type: "requestPhase", playerId: "p1", phase: "reading" }).code).toBe(
      "not_host",
    );
  });
});
