import { describe, expect, it } from "vitest";
import { ADVANCED_JOIN_CODE_WORDS, DEFAULT_AVATAR_COLOR, DEFAULT_TIMINGS } from "./constants";
import { createGame, defaultGameName, defaultRounds, roundChoices } from "./create-game";
import { createSeededRng } from "./random";

const host = { playerId: "host", userId: "u-host", name: "Hana" };
const ctx = () => ({ now: 1000, rng: createSeededRng(1) });

describe("createGame", () => {
  it("creates a game in setup with the host seated, not ready, at version 0", () => {
    const result = createGame({ id: "g1" }, host, ctx());
    if (!result.ok) throw new Error(result.rejection.message);
    expect(result.state).toMatchObject({
      id: "g1",
      name: "Hana's Game",
      isPublic: false,
      gameMode: "standard",
      totalRounds: 7,
      maxPlayers: 8,
      hostPlayerId: "host",
      timings: DEFAULT_TIMINGS,
      currentRound: 0,
      phase: "setup",
      currentPageNumber: null,
      deadline: null,
      version: 0,
      rounds: [],
    });
    expect(result.state.players).toEqual([
      expect.objectContaining({
        id: "host",
        isReady: false,
        avatarColor: DEFAULT_AVATAR_COLOR,
        score: 0,
      }),
    ]);
    expect(result.state.joinCode).toMatch(/^[A-Z]+[1-9]\d{0,2}$/);
  });

  it("round-trips through JSON unchanged", () => {
    const result = createGame({ id: "g1" }, host, ctx());
    if (!result.ok) throw new Error("not created");
    expect(JSON.parse(JSON.stringify(result.state))).toEqual(result.state);
  });

  it("trims the game name and falls back to the host's name when it is empty", () => {
    const named = createGame({ id: "g1", name: "  Friday riddles " }, host, ctx());
    const blank = createGame({ id: "g1", name: "   " }, host, ctx());
    expect(named.ok && named.state.name).toBe("Friday riddles");
    expect(blank.ok && blank.state.name).toBe("Hana's Game");
  });

  it("defaults battles to 3 rounds, 2 seats and an advanced join code", () => {
    const result = createGame({ id: "g1", gameMode: "head_to_head" }, host, ctx());
    expect(result.ok && result.state).toMatchObject({ totalRounds: 3, maxPlayers: 2 });
    expect(ADVANCED_JOIN_CODE_WORDS).toContain(result.ok && /^[A-Z]+/.exec(result.state.joinCode)?.[0]);
  });

  it("keeps overridden timings with the game", () => {
    const result = createGame({ id: "g1", timings: { writingMs: 2000 } }, host, ctx());
    expect(result.ok && result.state.timings).toEqual({ ...DEFAULT_TIMINGS, writingMs: 2000 });
  });

  it("uses a join code the server passes in, normalised", () => {
    const result = createGame({ id: "g1", joinCode: "river7" }, host, ctx());
    expect(result.ok && result.state.joinCode).toBe("RIVER7");
  });

  it.each([
    ["zero rounds", { totalRounds: 0 }],
    ["eleven rounds", { totalRounds: 11 }],
    ["fractional rounds", { totalRounds: 2.5 }],
    ["one seat", { maxPlayers: 1 }],
    ["nine seats", { maxPlayers: 9 }],
    ["a zero timing", { timings: { readingMs: 0 } }],
    ["an unknown mode", { gameMode: "chess" as "standard" }],
    ["a malformed join code", { joinCode: "HELLO" }],
    ["an over-long name", { name: "x".repeat(61) }],
    ["no prompts", { gameMode: "style_challenge" as const, prompts: [] }],
    ["a prompt of another mode", { gameMode: "style_challenge" as const, prompts: ["Haiku", "Pirate"] }],
    ["a prompt twice", { gameMode: "character_voice" as const, prompts: ["Pirate", "Pirate"] }],
    ["prompts in a mode without them", { gameMode: "standard" as const, prompts: ["Haiku"] }],
  ])("refuses %s", (_, settings) => {
    const result = createGame({ id: "g1", ...settings }, host, ctx());
    expect(result.ok).toBe(false);
    expect(!result.ok && result.rejection).toMatchObject({ code: "invalid_settings", status: 400 });
  });

  it("keeps a game's own prompts, some of its mode's", () => {
    const result = createGame(
      { id: "g1", gameMode: "style_challenge", prompts: ["Haiku", "No adjectives"] },
      host,
      ctx(),
    );
    expect(result.ok && result.state.prompts).toEqual(["Haiku", "No adjectives"]);
    const plain = createGame({ id: "g1", gameMode: "style_challenge" }, host, ctx());
    expect(plain.ok && "prompts" in plain.state).toBe(false);
  });

  it("refuses a host without a name", () => {
    const result = createGame({ id: "g1" }, { ...host, name: " " }, ctx());
    expect(!result.ok && result.rejection.code).toBe("invalid_name");
  });
});

describe("a game's defaults", () => {
  it("names a game without a name after its host", () => {
    expect(defaultGameName("Hana")).toBe("Hana's Game");
    const result = createGame({ id: "g1", name: "   " }, host, ctx());
    expect(result.ok && result.state.name).toBe(defaultGameName(host.name));
  });

  it("offers 3, 5 or 7 rounds head to head (3 by default), 5, 7 or 10 otherwise (7 by default)", () => {
    expect(roundChoices("head_to_head")).toEqual({ options: [3, 5, 7], default: 3 });
    for (const mode of ["standard", "speed_round", "story_mode"] as const) {
      expect(roundChoices(mode)).toEqual({ options: [5, 7, 10], default: 7 });
    }
    expect(defaultRounds("head_to_head")).toBe(3);
    const battle = createGame({ id: "g2", gameMode: "head_to_head" }, host, ctx());
    expect(battle.ok && battle.state.totalRounds).toBe(3);
  });
});
