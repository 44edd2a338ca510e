import { describe, expect, it } from "vitest";
import { accept, lobby, reading, refuse, T0, writing } from "../test-support/fixtures";

describe("tick", () => {
  it("does nothing before the deadline and says so", () => {
    expect(refuse(writing(1), { type: "tick" }, { now: T0 + 179_999 })).toMatchObject({
      code: "nothing_due",
      status: 409,
    });
  });

  it("does nothing in setup, which has no clock", () => {
    expect(refuse(lobby(1), { type: "tick" }, { now: T0 + 10_000_000 }).code).toBe("nothing_due");
  });

  it("ends writing at its deadline; players without a riddle simply have none", () => {
    const state = accept(writing(2), {
      type: "submitRiddle",
      playerId: "p1",
      riddleId: "r1",
      word: "zebrawordone",
      text: "Guess me",
    }).state;
    const { state: after, events } = accept(state, { type: "tick" }, { now: T0 + 180_000 });
    expect(after).toMatchObject({ phase: "reading", deadline: T0 + 180_000 + 120_000 });
    expect(after.rounds[0]?.riddles.map((r) => r.playerId)).toEqual(["p1"]);
    expect(events).toEqual([
      expect.objectContaining({ type: "phase_changed", phase: "reading", timeRemaining: 120 }),
    ]);
  });

  it("skips straight through reading when nobody wrote a riddle", () => {
    const { state, events } = accept(writing(1), { type: "tick" }, { now: T0 + 180_000 });
    expect(state.phase).toBe("scoring");
    expect(events.map((e) => e.type)).toEqual(["phase_changed", "phase_changed", "round_complete"]);
  });

  it("ends reading at its deadline and scores what was guessed", () => {
    const state = reading(2);
    const deadline = state.deadline as number;
    const { state: after } = accept(state, { type: "tick" }, { now: deadline });
    expect(after.phase).toBe("scoring");
    expect(after.rounds[0]?.result?.riddles).toHaveLength(3);
  });

  it("continues from scoring after 30 seconds, without the host", () => {
    const scored = accept(writing(1), { type: "tick" }, { now: T0 + 180_000 }).state;
    expect(refuse(scored, { type: "tick" }, { now: T0 + 180_000 + 29_999 }).code).toBe("nothing_due");
    const { state } = accept(scored, { type: "tick" }, { now: T0 + 180_000 + 30_000 });
    expect(state).toMatchObject({ phase: "writing", currentRound: 2 });
  });

  it("moves one phase per tick, the next clock starting from now (after a long outage)", () => {
    const late = T0 + 3_600_000;
    const { state } = accept(writing(1), { type: "tick" }, { now: late });
    expect(state).toMatchObject({ phase: "scoring", deadline: late + 30_000 });
  });

  it("follows the game's own timings", () => {
    const state = writing(1, { timings: { writingMs: 1000, readingMs: 500, scoringMs: 200 } });
    expect(state.deadline).toBe(T0 + 1000);
    expect(refuse(state, { type: "tick" }, { now: T0 + 999 }).code).toBe("nothing_due");
    expect(accept(state, { type: "tick" }, { now: T0 + 1000 }).state.deadline).toBe(T0 + 1000 + 200);
  });
});
