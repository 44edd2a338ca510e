import { describe, expect, it } from "vitest";
import { accept, lobby, newGame, reading, refuse, writing } from "../test-support/fixtures";

describe("leave", () => {
  it("removes the seat in setup", () => {
    const { state, events } = accept(lobby(2), { type: "leave", playerId: "p1" });
    expect(state.players.map((p) => p.id)).toEqual(["host", "p2"]);
    expect(events).toEqual([expect.objectContaining({ type: "player_left", playerId: "p1", removed: true })]);
  });

  it("passes the host role to the longest-seated human when the host leaves setup", () => {
    let state = accept(lobby(0), { type: "addBot", playerId: "host", botId: "b1", botType: "auntie" }).state;
    state = accept(state, { type: "join", playerId: "p1", userId: "u1", name: "Ben" }).state;
    const { state: after, events } = accept(state, { type: "leave", playerId: "host" });
    expect(after.hostPlayerId).toBe("p1");
    expect(after.hostPlayerId).toBe("p1");
    expect(events.map((e) => e.type)).toEqual(["player_left", "player_updated", "game_updated"]);
  });

  it("ends a game in setup when the last human leaves", () => {
    const state = accept(newGame(), {
      type: "addBot",
      playerId: "host",
      botId: "b1",
      botType: "auntie",
    }).state;
    const { state: after, events } = accept(state, { type: "leave", playerId: "host" });
    expect(after.phase).toBe("complete");
    expect(events.map((e) => e.type)).toEqual(["player_left", "phase_changed", "game_complete"]);
  });

  it("may start the game when the one unready player leaves", () => {
    let state = accept(lobby(2), { type: "choosePage", playerId: "host", pageNumber: 1 }).state;
    state = accept(state, { type: "setReady", playerId: "host", isReady: true }).state;
    state = accept(state, { type: "setReady", playerId: "p1", isReady: true }).state;
    expect(accept(state, { type: "leave", playerId: "p2" }).state.phase).toBe("writing");
  });

  it("keeps the seat, riddles and score of a player who leaves a started game", () => {
    const { state, events } = accept(reading(2), { type: "leave", playerId: "p1" });
    expect(state.players.find((p) => p.id === "p1")).toMatchObject({ hasLeft: true, connected: false });
    expect(state.rounds[0]?.riddles.some((r) => r.playerId === "p1")).toBe(true);
    expect(events).toEqual([
      expect.objectContaining({ type: "player_left", playerId: "p1", removed: false }),
    ]);
  });

  it("passes the host role on when the host leaves a started game", () => {
    const { state } = accept(writing(2), { type: "leave", playerId: "host" });
    expect(state.hostPlayerId).toBe("p1");
  });

  it("refuses anything but rejoin from a player who left", () => {
    const state = accept(writing(2), { type: "leave", playerId: "p1" }).state;
    expect(refuse(state, { type: "chooseWord", playerId: "p1", word: "zebrawordone" })).toMatchObject({
      code: "has_left",
      status: 409,
    });
    expect(refuse(state, { type: "leave", playerId: "p1" }).code).toBe("has_left");
  });
});

describe("rejoin", () => {
  it("brings a player who left back into play", () => {
    let state = accept(writing(2), { type: "leave", playerId: "p1" }).state;
    const { state: after, events } = accept(state, { type: "rejoin", playerId: "p1" });
    expect(after.players.find((p) => p.id === "p1")).toMatchObject({ hasLeft: false, connected: true });
    expect(events).toEqual([expect.objectContaining({ type: "player_updated" })]);
    state = accept(after, { type: "chooseWord", playerId: "p1", word: "zebrawordone" }).state;
    expect(state.rounds[0]?.words.p1?.word).toBe("zebrawordone");
  });

  it("is accepted from a player who never left", () => {
    expect(accept(writing(1), { type: "rejoin", playerId: "p1" }).state.players[1]?.hasLeft).toBe(false);
  });

  it("refuses someone who never had a seat", () => {
    expect(refuse(writing(1), { type: "rejoin", playerId: "stranger" }).code).toBe("player_not_found");
  });
});

describe("setConnected", () => {
  it("records a dropped and a restored connection without changing any rule", () => {
    let state = accept(writing(1), { type: "setConnected", playerId: "p1", connected: false }).state;
    expect(state.players[1]?.connected).toBe(false);
    expect(state.players[1]?.hasLeft).toBe(false);
    state = accept(state, { type: "setConnected", playerId: "p1", connected: true }).state;
    expect(state.players[1]?.connected).toBe(true);
  });
});
