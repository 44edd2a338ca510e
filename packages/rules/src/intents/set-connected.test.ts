import { describe, expect, it } from "vitest";
import { PRESENCE_AWAY_AFTER_MS, presenceOf, toPlayerInfo } from "../index";
import { accept, T0, writing } from "../test-support/fixtures";

describe("setConnected and presence", () => {
  it("records when a connection drops, and reads reconnecting at once and away after the grace period", () => {
    let state = accept(
      writing(2),
      { type: "setConnected", playerId: "p1", connected: true },
      { now: T0 },
    ).state;
    state = accept(
      state,
      { type: "setConnected", playerId: "p1", connected: false },
      { now: T0 + 5_000 },
    ).state;
    const p1 = state.players.find((p) => p.id === "p1");
    expect(p1?.connectionChangedAt).toBe(T0 + 5_000);
    const info = toPlayerInfo(state, p1 as NonNullable<typeof p1>);
    expect(presenceOf(info, T0 + 5_000)).toBe("reconnecting");
    expect(presenceOf(info, T0 + 5_000 + PRESENCE_AWAY_AFTER_MS - 1)).toBe("reconnecting");
    expect(presenceOf(info, T0 + 5_000 + PRESENCE_AWAY_AFTER_MS)).toBe("away");
  });

  it("keeps the time of the change when the same state is reported again", () => {
    let state = accept(
      writing(2),
      { type: "setConnected", playerId: "p1", connected: false },
      { now: T0 },
    ).state;
    state = accept(
      state,
      { type: "setConnected", playerId: "p1", connected: false },
      { now: T0 + 9_000 },
    ).state;
    expect(state.players.find((p) => p.id === "p1")?.connectionChangedAt).toBe(T0);
  });

  it("shows a connected player, a bot and a player never connected as here, and never moves a deadline", () => {
    const start = writing(2);
    const { state } = accept(start, { type: "setConnected", playerId: "p1", connected: true }, { now: T0 });
    expect(state.deadline).toBe(start.deadline);
    const info = toPlayerInfo(
      state,
      state.players.find((p) => p.id === "p1") as (typeof state.players)[number],
    );
    expect(presenceOf(info, T0 + 10 * PRESENCE_AWAY_AFTER_MS)).toBe("here");
    expect(
      presenceOf(
        { isBot: true, connected: false, connectionChangedAt: T0 },
        T0 + 10 * PRESENCE_AWAY_AFTER_MS,
      ),
    ).toBe("here");
    expect(presenceOf({ isBot: false, connected: false, connectionChangedAt: null }, T0)).toBe("here");
  });
});
