import { describe, expect, it } from "vitest";
import { ROUND_LIMITS } from "../constants";
import type { ChangeSettingsIntent, Intent } from "../intent";
import { rejectionMessage } from "../rejection-messages";
import { accept, finished, lobby, refuse, writing } from "../test-support/fixtures";

const change = (fields: Omit<ChangeSettingsIntent, "type" | "playerId">, playerId = "host"): Intent => ({
  type: "changeSettings",
  playerId,
  ...fields,
});

describe("changeSettings", () => {
  it("changes rounds, visibility and the page option, and tells everyone", () => {
    const before = lobby(1, { totalRounds: 7, isPublic: false, showPageWhileGuessing: true });
    const { state, events } = accept(
      before,
      change({ totalRounds: 3, isPublic: true, showPageWhileGuessing: false }),
    );
    expect(state).toMatchObject({ totalRounds: 3, isPublic: true, showPageWhileGuessing: false });
    expect(state.gameMode).toBe(before.gameMode);
    expect(state.phase).toBe("setup");
    expect(events).toEqual([
      expect.objectContaining({
        type: "game_updated",
        audience: { to: "all" },
        game: expect.objectContaining({
          totalRounds: 3,
          isPublic: true,
          showPageWhileGuessing: false,
          version: before.version + 1,
        }),
      }),
    ]);
  });

  it("changes only the settings it names", () => {
    const before = lobby(1, { totalRounds: 5, isPublic: true, showPageWhileGuessing: true });
    expect(accept(before, change({ isPublic: false })).state).toMatchObject({
      totalRounds: 5,
      isPublic: false,
      showPageWhileGuessing: true,
    });
    expect(accept(before, change({ totalRounds: ROUND_LIMITS.max })).state).toMatchObject({
      totalRounds: ROUND_LIMITS.max,
      isPublic: true,
      showPageWhileGuessing: true,
    });
  });

  it("leaves everyone's readiness and the page alone", () => {
    let state = accept(lobby(2), { type: "choosePage", playerId: "host", pageNumber: 3 }).state;
    state = accept(state, { type: "setReady", playerId: "p1", isReady: true }).state;
    const after = accept(state, change({ totalRounds: 2 })).state;
    expect(after.players.map((p) => [p.id, p.isReady])).toEqual([
      ["host", false],
      ["p1", true],
      ["p2", false],
    ]);
    expect(after.currentPageNumber).toBe(3);
  });

  it("is the host's alone, with a message that says so", () => {
    const rejection = refuse(lobby(1), change({ totalRounds: 3 }, "p1"));
    expect(rejection.code).toBe("not_host");
    expect(rejectionMessage("changeSettings", rejection)).toBe(
      "Only the host can change the game's settings.",
    );
    expect(refuse(lobby(1), change({ totalRounds: 3 }, "nobody")).code).toBe("player_not_found");
  });

  it("is refused once the game has started, and after it ended", () => {
    const started = refuse(writing(1), change({ isPublic: true }));
    expect(started.code).toBe("wrong_phase");
    expect(rejectionMessage("changeSettings", started)).toBe(
      "The settings can only be changed before the game starts.",
    );
    expect(refuse(finished(writing(1, { totalRounds: 1 })), change({ isPublic: true })).code).toBe(
      "game_over",
    );
  });

  it("needs at least one setting", () => {
    expect(refuse(lobby(1), change({}))).toMatchObject({
      code: "invalid_settings",
      status: 400,
      message: "Choose at least one setting to change.",
    });
  });

  it("refuses rounds outside the range a new game accepts, changing nothing", () => {
    for (const totalRounds of [ROUND_LIMITS.min - 1, ROUND_LIMITS.max + 1, 2.5, Number.NaN, -3]) {
      expect(refuse(lobby(1), change({ totalRounds, isPublic: true }))).toMatchObject({
        code: "invalid_settings",
        status: 400,
        message: `Rounds must be a whole number from ${ROUND_LIMITS.min} to ${ROUND_LIMITS.max}.`,
      });
    }
    expect(refuse(lobby(1), change({ totalRounds: "5" as unknown as number })).code).toBe("invalid_settings");
  });

  it("refuses switches that are not true or false", () => {
    expect(refuse(lobby(1), change({ isPublic: "yes" as unknown as boolean })).message).toBe(
      "Public must be true or false.",
    );
    expect(refuse(lobby(1), change({ showPageWhileGuessing: 1 as unknown as boolean })).message).toBe(
      "Showing the page while guessing must be true or false.",
    );
  });
});
