import { describe, expect, it } from "vitest";
import { accept, lobby, refuse, T0 } from "../test-support/fixtures";

describe("start", () => {
  // "The spec's message" in these tests: the start texts of docs/product.md §14.
  it("needs a page first, with the spec's message", () => {
    let state = accept(lobby(1), { type: "setReady", playerId: "p1", isReady: true }).state;
    state = accept(state, { type: "setReady", playerId: "host", isReady: true }).state;
    expect(refuse(state, { type: "start", playerId: "host" })).toEqual({
      code: "no_page",
      status: 409,
      message: "Select Wordbook Page - Please select a wordbook page before starting.",
    });
  });

  it("needs at least 2 ready players, with the spec's message", () => {
    let state = accept(lobby(2), { type: "choosePage", playerId: "host", pageNumber: 1 }).state;
    state = accept(state, { type: "setReady", playerId: "p1", isReady: true }).state;
    expect(refuse(state, { type: "start", playerId: "host" })).toEqual({
      code: "not_enough_players",
      status: 409,
      message: "Not Enough Players - At least 2 players must be ready to start.",
    });
  });

  it("starts with 2 ready players and marks everyone else ready", () => {
    let state = accept(lobby(2), { type: "choosePage", playerId: "host", pageNumber: 1 }).state;
    state = accept(state, { type: "setReady", playerId: "p1", isReady: true }).state;
    state = accept(state, { type: "setReady", playerId: "p2", isReady: true }).state;
    const { state: after, events } = accept(state, { type: "start", playerId: "host" }, { now: T0 + 5000 });
    expect(after.players.every((p) => p.isReady)).toBe(true);
    expect(after).toMatchObject({
      phase: "writing",
      currentRound: 1,
      phaseStartedAt: T0 + 5000,
      deadline: T0 + 5000 + 180_000,
    });
    expect(after.rounds).toHaveLength(1);
    expect(after.rounds[0]?.pageNumber).toBe(1);
    expect(events.map((e) => e.type)).toEqual(["player_updated", "phase_changed"]);
  });

  it("is the host's alone", () => {
    expect(refuse(lobby(1), { type: "start", playerId: "p1" }).code).toBe("not_host");
  });

  it("gives every player a style prompt in style_challenge, each told only to them", () => {
    let state = accept(lobby(2, { gameMode: "style_challenge" }), {
      type: "choosePage",
      playerId: "host",
      pageNumber: 1,
    }).state;
    state = accept(state, { type: "setReady", playerId: "p1", isReady: true }).state;
    state = accept(state, { type: "setReady", playerId: "p2", isReady: true }).state;
    const { state: after, events } = accept(state, { type: "start", playerId: "host" });
    const prompts = events.filter((e) => e.type === "prompt_assigned");
    expect(prompts).toHaveLength(3);
    for (const event of prompts) {
      if (event.type !== "prompt_assigned") continue;
      expect(event.audience).toEqual({ to: "player", playerId: event.playerId });
      expect(after.rounds[0]?.words[event.playerId]?.prompt).toBe(event.prompt);
    }
  });

  it("uses the short writing time in speed_round", () => {
    let state = accept(lobby(1, { gameMode: "speed_round" }), {
      type: "choosePage",
      playerId: "host",
      pageNumber: 1,
    }).state;
    state = accept(state, { type: "setReady", playerId: "p1", isReady: true }).state;
    state = accept(state, { type: "setReady", playerId: "host", isReady: true }).state;
    expect(state.deadline).toBe(T0 + 60_000);
  });
});
