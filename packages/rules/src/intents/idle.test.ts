import { describe, expect, it } from "vitest";
import type { GameState } from "../game-state";
import { accept, lobby, T0, writing } from "../test-support/fixtures";

/** Lets every deadline of the current round pass (nobody plays), landing in the next round's writing or the end. */
function skipRound(state: GameState): GameState {
  let game = state;
  const round = game.currentRound;
  while (game.phase !== "complete" && game.currentRound === round) {
    game = accept(game, { type: "tick" }, { now: (game.deadline ?? T0) + 1 }).state;
  }
  return game;
}

const player = (state: GameState, id: string) => state.players.find((p) => p.id === id);

/** Round 1 writing: host, p1 and the bot b1. */
function withBot(totalRounds: number): GameState {
  let state = lobby(1, { totalRounds });
  state = accept(state, { type: "addBot", playerId: "host", botId: "b1", botType: "auntie" }).state;
  state = accept(state, { type: "choosePage", playerId: "host", pageNumber: 1 }).state;
  for (const id of ["host", "p1"])
    state = accept(state, { type: "setReady", playerId: id, isReady: true }).state;
  expect(state.phase).toBe("writing");
  return state;
}

describe("idle players and an empty table", () => {
  it("marks a human away for two whole rounds idle when the next round begins, and clears it on return", () => {
    let state = writing(2, { totalRounds: 5 });
    state = accept(state, { type: "setConnected", playerId: "p2", connected: false }, { now: T0 + 1 }).state;
    state = skipRound(state); // round 2 begins: p2 missed part of round 1 only
    expect(state.currentRound).toBe(2);
    expect(player(state, "p2")?.isIdle ?? false).toBe(false);
    state = skipRound(state); // round 3 begins: p2 was away for all of round 2, not all of round 1
    expect(player(state, "p2")?.isIdle ?? false).toBe(false);
    state = skipRound(state); // round 4 begins: away for rounds 2 and 3 entirely
    expect(state.currentRound).toBe(4);
    expect(player(state, "p2")?.isIdle).toBe(true);
    expect(player(state, "host")?.isIdle ?? false).toBe(false);
    const back = accept(
      state,
      { type: "setConnected", playerId: "p2", connected: true },
      { now: state.phaseStartedAt + 5 },
    ).state;
    expect(player(back, "p2")?.isIdle).toBe(false);
  });

  it("passes the host role on when the host goes idle", () => {
    let state = writing(2, { totalRounds: 5 });
    state = accept(
      state,
      { type: "setConnected", playerId: "host", connected: false },
      { now: T0 - 1 },
    ).state;
    state = skipRound(skipRound(state));
    expect(state.currentRound).toBe(3);
    expect(state.hostPlayerId).toBe("p1");
    expect(player(state, "host")?.isIdle).toBe(true);
  });

  it("ends the game early when every human is idle, even with bots at the table", () => {
    let state = withBot(10);
    state = accept(state, { type: "setConnected", playerId: "p1", connected: false }, { now: T0 - 1 }).state;
    state = accept(
      state,
      { type: "setConnected", playerId: "host", connected: false },
      { now: T0 - 1 },
    ).state;
    state = skipRound(skipRound(state));
    expect(state.phase).toBe("complete");
    expect(state.rounds).toHaveLength(2);
  });

  it("ends the game early when the last human leaves a started game", () => {
    let state = withBot(5);
    state = accept(state, { type: "leave", playerId: "p1" }).state;
    expect(state.phase).toBe("writing");
    const { state: after, events } = accept(state, { type: "leave", playerId: "host" });
    expect(after.phase).toBe("complete");
    expect(events.map((e) => e.type)).toContain("game_complete");
  });
});
