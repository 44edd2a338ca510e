import { describe, expect, it } from "vitest";
import { BOT_NAMES, DEFAULT_BOT_DIFFICULTY, PLAYER_NAME_MAX_LENGTH } from "../constants";
import { nextBotName } from "../players";
import { accept, lobby, newGame, refuse } from "../test-support/fixtures";

describe("addBot", () => {
  it("seats a ready bot with a persona name, no user and the default difficulty", () => {
    const { state, events } = accept(newGame(), {
      type: "addBot",
      playerId: "host",
      botId: "b1",
      botType: "auntie",
    });
    expect(state.players[1]).toMatchObject({
      id: "b1",
      userId: null,
      name: BOT_NAMES.auntie[0],
      isBot: true,
      botType: "auntie",
      botDifficulty: DEFAULT_BOT_DIFFICULTY,
      isReady: true,
    });
    expect(events[0]).toMatchObject({ type: "player_joined", audience: { to: "all" } });
  });

  it("gives a second bot of the same persona the next name", () => {
    let state = accept(newGame(), {
      type: "addBot",
      playerId: "host",
      botId: "b1",
      botType: "grandpa",
    }).state;
    state = accept(state, { type: "addBot", playerId: "host", botId: "b2", botType: "grandpa" }).state;
    expect(state.players.map((p) => p.name).slice(1)).toEqual([BOT_NAMES.grandpa[0], BOT_NAMES.grandpa[1]]);
  });

  it("accepts a chosen difficulty and name", () => {
    const { state } = accept(newGame(), {
      type: "addBot",
      playerId: "host",
      botId: "b1",
      botType: "random",
      difficulty: "expert",
      name: "Clever Clara",
    });
    expect(state.players[1]).toMatchObject({ botDifficulty: "expert", name: "Clever Clara" });
  });

  it("is the host's alone", () => {
    expect(
      refuse(lobby(1), { type: "addBot", playerId: "p1", botId: "b1", botType: "auntie" }),
    ).toMatchObject({
      code: "not_host",
      status: 403,
    });
  });

  it("refuses an unknown persona or difficulty", () => {
    const state = newGame();
    expect(
      refuse(state, { type: "addBot", playerId: "host", botId: "b1", botType: "uncle" as "auntie" }).code,
    ).toBe("invalid_bot");
    expect(
      refuse(state, {
        type: "addBot",
        playerId: "host",
        botId: "b1",
        botType: "auntie",
        difficulty: "godlike" as "easy",
      }).code,
    ).toBe("invalid_bot");
  });

  it("refuses a bot id that is already seated", () => {
    expect(refuse(lobby(1), { type: "addBot", playerId: "host", botId: "p1", botType: "auntie" }).code).toBe(
      "duplicate_id",
    );
  });

  it("refuses a bot at a full table", () => {
    expect(refuse(lobby(7), { type: "addBot", playerId: "host", botId: "b1", botType: "auntie" }).code).toBe(
      "game_full",
    );
  });

  it("starts the game when the bot completes a ready table with a page", () => {
    let state = accept(newGame(), { type: "choosePage", playerId: "host", pageNumber: 1 }).state;
    state = accept(state, { type: "setReady", playerId: "host", isReady: true }).state;
    const { state: after } = accept(state, {
      type: "addBot",
      playerId: "host",
      botId: "b1",
      botType: "grandpa",
    });
    expect(after.phase).toBe("writing");
  });
});

describe("addBot: names stay unique at the table (docs/product.md §8)", () => {
  it("numbers a chosen name that is already taken, ignoring case", () => {
    let state = accept(newGame(), {
      type: "addBot",
      playerId: "host",
      botId: "b1",
      botType: "auntie",
      name: "hana",
    }).state;
    state = accept(state, {
      type: "addBot",
      playerId: "host",
      botId: "b2",
      botType: "auntie",
      name: "Hana",
    }).state;
    expect(state.players.map((p) => p.name)).toEqual(["Hana", "hana 2", "Hana 3"]);
  });

  it("skips a persona name a human already plays under, in any case", () => {
    let state = newGame();
    state = accept(state, {
      type: "join",
      playerId: "p1",
      userId: "u1",
      name: BOT_NAMES.auntie[0].toLowerCase(),
    }).state;
    state = accept(state, { type: "addBot", playerId: "host", botId: "b1", botType: "auntie" }).state;
    expect(state.players[2]?.name).toBe(BOT_NAMES.auntie[1]);
  });

  it("numbers the first persona name once every persona name is taken", () => {
    const state = newGame();
    const full = { ...state, players: BOT_NAMES.grandpa.map((name) => ({ ...state.players[0]!, name })) };
    expect(nextBotName(full, "grandpa")).toBe(`${BOT_NAMES.grandpa[0]} 2`);
  });

  it("keeps a numbered name within the name limit", () => {
    const long = "x".repeat(PLAYER_NAME_MAX_LENGTH);
    let state = accept(newGame(), {
      type: "addBot",
      playerId: "host",
      botId: "b1",
      botType: "random",
      name: long,
    }).state;
    state = accept(state, {
      type: "addBot",
      playerId: "host",
      botId: "b2",
      botType: "random",
      name: long,
    }).state;
    const numbered = state.players[2]?.name ?? "";
    expect(numbered).toBe(`${"x".repeat(PLAYER_NAME_MAX_LENGTH - 2)} 2`);
    expect([...numbered].length).toBe(PLAYER_NAME_MAX_LENGTH);
  });
});
