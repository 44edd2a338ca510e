import { describe, expect, it } from "vitest";
import { accept, lobby, refuse, writing } from "../test-support/fixtures";

describe("setReady", () => {
  it("marks a player ready and tells everyone", () => {
    const { state, events } = accept(lobby(1), { type: "setReady", playerId: "p1", isReady: true });
    expect(state.players[1]?.isReady).toBe(true);
    expect(events).toEqual([
      expect.objectContaining({
        type: "player_updated",
        player: expect.objectContaining({ id: "p1", isReady: true }),
      }),
    ]);
  });

  it("lets a player take ready back", () => {
    let state = accept(lobby(1), { type: "setReady", playerId: "p1", isReady: true }).state;
    state = accept(state, { type: "setReady", playerId: "p1", isReady: false }).state;
    expect(state.players[1]?.isReady).toBe(false);
  });

  it("does not mark the last unready player ready behind their back", () => {
    const state = accept(lobby(2), { type: "setReady", playerId: "p1", isReady: true }).state;
    const after = accept(state, { type: "setReady", playerId: "p2", isReady: true }).state;
    expect(after.players[0]?.isReady).toBe(false);
    expect(after.phase).toBe("setup");
  });

  it("does not start without a page even when everyone is ready", () => {
    let state = accept(lobby(1), { type: "setReady", playerId: "p1", isReady: true }).state;
    state = accept(state, { type: "setReady", playerId: "host", isReady: true }).state;
    expect(state.phase).toBe("setup");
  });

  it("starts the game when all players, at least 2, are ready and a page is chosen", () => {
    let state = accept(lobby(2), { type: "choosePage", playerId: "host", pageNumber: 3 }).state;
    state = accept(state, { type: "setReady", playerId: "p1", isReady: true }).state;
    state = accept(state, { type: "setReady", playerId: "p2", isReady: true }).state;
    const { state: after, events } = accept(state, { type: "setReady", playerId: "host", isReady: true });
    expect(after).toMatchObject({ phase: "writing", currentRound: 1, deadline: 1_700_000_000_000 + 180_000 });
    expect(events.at(-1)).toMatchObject({ type: "phase_changed", phase: "writing", timeRemaining: 180 });
  });

  it("does not start a game of one, however ready", () => {
    let state = accept(lobby(0), { type: "choosePage", playerId: "host", pageNumber: 1 }).state;
    state = accept(state, { type: "setReady", playerId: "host", isReady: true }).state;
    expect(state.phase).toBe("setup");
  });

  it("is refused once the game has started, when everyone is ready anyway", () => {
    expect(refuse(writing(1), { type: "setReady", playerId: "p1", isReady: false }).code).toBe("wrong_phase");
  });

  it("refuses a player who is not in the game", () => {
    expect(refuse(lobby(1), { type: "setReady", playerId: "ghost", isReady: true })).toMatchObject({
      code: "player_not_found",
      status: 404,
    });
  });
});
