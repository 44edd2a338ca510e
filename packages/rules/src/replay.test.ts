import { describe, expect, it } from "vitest";
import { isReplay } from "./replay";
import { accept, lobby, reading, wordOf, writing } from "./test-support/fixtures";

describe("isReplay", () => {
  it("treats a join by a seated user as a replay, and a new user's join as new", () => {
    const state = lobby(1);
    expect(isReplay(state, { type: "join", playerId: "other-id", userId: "u1", name: "P" })).toBe(true);
    expect(isReplay(state, { type: "join", playerId: "p9", userId: "u9", name: "P" })).toBe(false);
  });

  it("does not let a removed user's join pass as a replay", () => {
    const state = accept(writing(2), { type: "kick", playerId: "host", targetId: "p1" }).state;
    expect(isReplay(state, { type: "join", playerId: "x", userId: "u1", name: "P" })).toBe(false);
    expect(isReplay(state, { type: "rejoin", playerId: "p1" })).toBe(false);
  });

  it("recognises the same riddle sent again, with CRLF line breaks or another case of the word", () => {
    const text = "First line\nsecond line";
    const state = accept(writing(1), {
      type: "submitRiddle",
      playerId: "p1",
      riddleId: "r1",
      word: wordOf("p1"),
      text,
    }).state;
    const again = { type: "submitRiddle", playerId: "p1", riddleId: "r2", round: 1 } as const;
    expect(
      isReplay(state, { ...again, text: "First line\r\nsecond line ", word: wordOf("p1").toUpperCase() }),
    ).toBe(true);
    expect(isReplay(state, { ...again, text: "Another riddle", word: wordOf("p1") })).toBe(false);
    expect(isReplay(state, { ...again, text, word: wordOf("p1"), round: 2 })).toBe(false);
  });

  it("recognises the same guess sent again and not a different one", () => {
    const state = accept(reading(1), {
      type: "submitGuess",
      playerId: "p1",
      riddleId: "r-host",
      guess: "moon",
    }).state;
    expect(
      isReplay(state, { type: "submitGuess", playerId: "p1", riddleId: "r-host", guess: " moon " }),
    ).toBe(true);
    expect(isReplay(state, { type: "submitGuess", playerId: "p1", riddleId: "r-host", guess: "sun" })).toBe(
      false,
    );
  });

  it("treats presence and readiness already recorded as replays", () => {
    const state = lobby(1);
    expect(isReplay(state, { type: "setConnected", playerId: "p1", connected: true })).toBe(true);
    expect(isReplay(state, { type: "setConnected", playerId: "p1", connected: false })).toBe(false);
    expect(isReplay(state, { type: "setReady", playerId: "p1", isReady: false })).toBe(true);
    expect(isReplay(state, { type: "setReady", playerId: "p1", isReady: true })).toBe(false);
  });

  it("never treats the host's commands as replays", () => {
    expect(isReplay(lobby(1), { type: "start", playerId: "host" })).toBe(false);
    expect(isReplay(writing(1), { type: "rerollPrompt", playerId: "p1" })).toBe(false);
  });
});
