import { describe, expect, it } from "vitest";
import { SYSTEM_INTENTS } from "../intent";
import { accept, lobby, reading, refuse, writing } from "../test-support/fixtures";

describe("expire", () => {
  it("ends a game in setup in one step, seats and host unchanged, and tells everyone (F14)", () => {
    const state = accept(lobby(2), {
      type: "addBot",
      playerId: "host",
      botId: "b1",
      botType: "auntie",
    }).state;
    const { state: after, events } = accept(state, { type: "expire" });
    expect(after.phase).toBe("complete");
    expect(after.version).toBe(state.version + 1);
    expect(after.players.map((p) => p.id)).toEqual(["host", "p1", "p2", "b1"]);
    expect(after.hostPlayerId).toBe("host");
    expect(events.map((e) => e.type)).toEqual(["phase_changed", "game_complete"]);
    expect(events.at(-1)).toMatchObject({ type: "game_complete", winnerIds: [] });
  });

  it("never starts a game, even when everyone is ready", () => {
    let state = accept(lobby(1), { type: "setReady", playerId: "host", isReady: true }).state;
    state = accept(state, { type: "setReady", playerId: "p1", isReady: true }).state;
    expect(state.phase).toBe("setup");
    expect(accept(state, { type: "expire" }).state.phase).toBe("complete");
  });

  it("is refused once the game has started or ended", () => {
    expect(refuse(writing(1), { type: "expire" }).code).toBe("wrong_phase");
    expect(refuse(reading(1), { type: "expire" }).code).toBe("wrong_phase");
    const ended = accept(lobby(0), { type: "expire" }).state;
    expect(refuse(ended, { type: "expire" }).code).toBe("game_over");
  });

  it("is a system intent, like tick", () => {
    expect(SYSTEM_INTENTS).toContain("expire");
  });
});
