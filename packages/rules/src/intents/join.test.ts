import { describe, expect, it } from "vitest";
import { AVATAR_COLORS, DEFAULT_AVATAR_COLOR } from "../constants";
import { accept, lobby, newGame, refuse } from "../test-support/fixtures";

describe("join", () => {
  it("seats a new player, not host, not ready, with the next avatar colour", () => {
    const { state, events } = accept(newGame(), {
      type: "join",
      playerId: "p1",
      userId: "u1",
      name: "  Ben  ",
    });
    const ben = state.players[1];
    expect(ben).toMatchObject({
      id: "p1",
      userId: "u1",
      name: "Ben",
      isReady: false,
      isBot: false,
    });
    expect(state.players[0]?.avatarColor).toBe(DEFAULT_AVATAR_COLOR);
    expect(ben?.avatarColor).toBe(AVATAR_COLORS[0]);
    expect(events).toEqual([
      expect.objectContaining({ type: "player_joined", audience: { to: "all" }, version: 1, gameId: "g1" }),
    ]);
  });

  it("gives each later player a colour nobody else has", () => {
    const state = lobby(6);
    const colours = state.players.map((p) => p.avatarColor);
    expect(new Set(colours).size).toBe(7);
  });

  // "The spec's message": the fixed text of docs/product.md §14.
  it("refuses an empty name with the spec's message", () => {
    const rejection = refuse(newGame(), { type: "join", playerId: "p1", userId: "u1", name: "   " });
    expect(rejection).toMatchObject({ code: "invalid_name", status: 400, message: "Please enter your name" });
  });

  it("refuses a ninth player because the game is full", () => {
    const rejection = refuse(lobby(7), { type: "join", playerId: "p8", userId: "u8", name: "Eight" });
    expect(rejection).toMatchObject({ code: "game_full", status: 409 });
  });

  it("respects a smaller table size", () => {
    const rejection = refuse(lobby(1, { maxPlayers: 2 }), {
      type: "join",
      playerId: "p2",
      userId: "u2",
      name: "X",
    });
    expect(rejection.code).toBe("game_full");
  });

  it("refuses the same player id or the same user twice", () => {
    const state = lobby(1);
    expect(refuse(state, { type: "join", playerId: "p1", userId: "u9", name: "Again" }).code).toBe(
      "already_joined",
    );
    expect(refuse(state, { type: "join", playerId: "p9", userId: "u1", name: "Again" }).code).toBe(
      "already_joined",
    );
  });

  it("refuses joining once the game has started", () => {
    const started = accept(
      accept(accept(lobby(1), { type: "choosePage", playerId: "host", pageNumber: 1 }).state, {
        type: "setReady",
        playerId: "host",
        isReady: true,
      }).state,
      { type: "setReady", playerId: "p1", isReady: true },
    ).state;
    expect(started.phase).toBe("writing");
    expect(refuse(started, { type: "join", playerId: "p2", userId: "u2", name: "Late" }).code).toBe(
      "wrong_phase",
    );
  });

  it("marks a newcomer ready when everyone already seated is ready", () => {
    let state = accept(lobby(1), { type: "setReady", playerId: "host", isReady: true }).state;
    state = accept(state, { type: "setReady", playerId: "p1", isReady: true }).state;
    const { state: after } = accept(state, { type: "join", playerId: "p2", userId: "u2", name: "Late" });
    expect(after.players[2]?.isReady).toBe(true);
  });

  it("does not mark a newcomer ready when someone seated is not ready", () => {
    const state = accept(lobby(1), { type: "setReady", playerId: "host", isReady: true }).state;
    const { state: after } = accept(state, { type: "join", playerId: "p2", userId: "u2", name: "Late" });
    expect(after.players[2]?.isReady).toBe(false);
  });

  it("starts the game when a newcomer completes a ready table with a page", () => {
    let state = accept(newGame(), { type: "choosePage", playerId: "host", pageNumber: 2 }).state;
    state = accept(state, { type: "setReady", playerId: "host", isReady: true }).state;
    const { state: after, events } = accept(state, {
      type: "join",
      playerId: "p1",
      userId: "u1",
      name: "Ben",
    });
    expect(after.phase).toBe("writing");
    expect(events.map((e) => e.type)).toEqual(["player_joined", "phase_changed"]);
  });

  it("allows guests without a user id", () => {
    const { state } = accept(newGame(), { type: "join", playerId: "p1", userId: null, name: "Guest" });
    expect(state.players[1]?.userId).toBeNull();
  });
});

describe("join: names are unique at the table (docs/product.md §3)", () => {
  it("refuses a second player named like the host, in any case, with the product's message", () => {
    // A zero-width space inside a name is refused before names are compared (docs/reliability.md A41).
    expect(
      refuse(newGame(), { type: "join", playerId: "p1", userId: "u1", name: "Ha\u200Bna" }),
    ).toMatchObject({
      code: "invalid_name",
      status: 400,
    });
    for (const name of ["Hana", "hana", " HANA ", "\uFF28\uFF41\uFF4E\uFF41"]) {
      expect(refuse(newGame(), { type: "join", playerId: "p1", userId: "u1", name })).toMatchObject({
        code: "name_taken",
        status: 409,
        message: "That name is already taken in this game. Pick another.",
      });
    }
  });

  it("refuses the name of a bot at the table", () => {
    const state = accept(newGame(), {
      type: "addBot",
      playerId: "host",
      botId: "b1",
      botType: "auntie",
    }).state;
    const botName = state.players[1]?.name ?? "";
    expect(
      refuse(state, { type: "join", playerId: "p1", userId: "u1", name: botName.toUpperCase() }).code,
    ).toBe("name_taken");
  });

  it("frees a name once its player has left the table in setup", () => {
    const state = accept(lobby(1), { type: "leave", playerId: "p1" }).state;
    const { state: after } = accept(state, { type: "join", playerId: "p2", userId: "u2", name: "player 1" });
    expect(after.players.map((p) => p.name)).toEqual(["Hana", "player 1"]);
  });

  it("still answers a retried join by the same user as a replay, not as a taken name", () => {
    // The replay check happens before the rules (GameService); the rules refuse the same user first.
    const state = lobby(1);
    expect(refuse(state, { type: "join", playerId: "p9", userId: "u1", name: "Player 1" }).code).toBe(
      "already_joined",
    );
  });

  it.each([
    [
      "a right-to-left override",
      "\u202Eanah",
      "Your name may not contain characters that change the text direction.",
    ],
    ["a NUL", "Ben\u0000", "Your name may not contain control characters."],
    ["a lone surrogate", "Ben\uD800", "Your name contains a broken character. Please type it again."],
    ["only invisible characters", "\u200B\u3164", "Your name must contain visible characters."],
  ])("refuses a name with %s, saying why (A20)", (_, name, message) => {
    expect(refuse(newGame(), { type: "join", playerId: "p1", userId: "u1", name })).toMatchObject({
      code: "invalid_name",
      status: 400,
      message,
    });
  });

  it("stores the name in NFC", () => {
    const { state } = accept(newGame(), { type: "join", playerId: "p1", userId: "u1", name: "Zoe\u0301" });
    expect(state.players[1]?.name).toBe("Zo\u00E9");
  });
});
