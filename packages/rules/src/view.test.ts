import { describe, expect, it } from "vitest";
import type { GameState } from "./game-state";
import { isRoundScored } from "./public-info";
import { accept, lobby, reading, T0, wordOf, writing } from "./test-support/fixtures";
import { publicGameSummary, publicView, viewFor } from "./view";

function guessedReading(): GameState {
  let state = reading(2);
  state = accept(state, {
    type: "submitGuess",
    playerId: "p1",
    riddleId: "r-host",
    guess: "p1 guess at host",
  }).state;
  state = accept(state, {
    type: "submitGuess",
    playerId: "p2",
    riddleId: "r-host",
    guess: wordOf("host"),
  }).state;
  return state;
}

describe("viewFor", () => {
  it("shows a player their own word and prompt while writing, and nobody else's", () => {
    let state = writing(1, { gameMode: "character_voice" });
    state = accept(state, { type: "chooseWord", playerId: "host", word: wordOf("host") }).state;
    state = accept(state, { type: "chooseWord", playerId: "p1", word: wordOf("p1") }).state;
    const mine = viewFor(state, "p1", T0);
    expect(mine.me).toMatchObject({ playerId: "p1", round: 1, word: wordOf("p1"), riddleId: null });
    expect(mine.me?.prompt).toBe(state.rounds[0]?.words.p1?.prompt);
    expect(JSON.stringify(mine)).not.toContain(wordOf("host"));
    expect(mine.players.find((p) => p.id === "host")?.hasChosenWord).toBe(true);
  });

  it("hides others' riddle texts while writing, and shows one's own", () => {
    const state = accept(writing(1), {
      type: "submitRiddle",
      playerId: "host",
      riddleId: "r-host",
      word: wordOf("host"),
      text: "Secret verse",
    }).state;
    expect(viewFor(state, "p1", T0).rounds[0]?.riddles[0]).toMatchObject({
      text: null,
      word: null,
      isOwn: false,
    });
    expect(viewFor(state, "host", T0).rounds[0]?.riddles[0]).toMatchObject({
      text: "Secret verse",
      word: wordOf("host"),
      isOwn: true,
    });
    expect(viewFor(state, "host", T0).players[0]?.hasSubmittedRiddle).toBe(true);
  });

  it("shows riddle texts in reading, with only the author's own word", () => {
    const view = viewFor(reading(2), "p1", T0);
    const riddles = view.rounds[0]?.riddles ?? [];
    expect(riddles.every((r) => r.text !== null)).toBe(true);
    expect(riddles.filter((r) => r.word !== null).map((r) => r.id)).toEqual(["r-p1"]);
    expect(view.me?.riddleIdsToGuess).toEqual(["r-host", "r-p2"]);
  });

  it("shows a player their own guess text but no correctness, and nobody else's guesses", () => {
    const state = guessedReading();
    const host = viewFor(state, "host", T0);
    expect(host.rounds[0]?.guesses).toEqual([
      { riddleId: "r-host", guesserId: "p1", round: 1, guess: null, isCorrect: null, matchKind: null },
      { riddleId: "r-host", guesserId: "p2", round: 1, guess: null, isCorrect: null, matchKind: null },
    ]);
    const p1 = viewFor(state, "p1", T0);
    expect(p1.rounds[0]?.guesses[0]).toMatchObject({ guess: "p1 guess at host", isCorrect: null });
    expect(JSON.stringify(p1)).not.toContain(wordOf("host"));
    expect(p1.me?.guessedRiddleIds).toEqual(["r-host"]);
    expect(p1.rounds[0]?.riddles.find((r) => r.id === "r-host")?.guessCount).toBe(2);
  });

  it("reveals every word, guess and point once the round is scored", () => {
    const state = accept(guessedReading(), { type: "tick" }, { now: T0 + 10_000_000 }).state;
    const view = viewFor(state, "p1", T0);
    expect(view.rounds[0]?.scored).toBe(true);
    expect(view.rounds[0]?.riddles.map((r) => r.word)).toEqual([wordOf("host"), wordOf("p1"), wordOf("p2")]);
    expect(view.rounds[0]?.guesses[1]).toMatchObject({
      guess: wordOf("host"),
      isCorrect: true,
      matchKind: "exact",
    });
    expect(view.rounds[0]?.result?.points).toEqual({ host: 1, p1: 0, p2: 2 });
  });

  it("computes the time remaining from the deadline and the given now", () => {
    const state = writing(1);
    expect(viewFor(state, "p1", T0).game.timeRemaining).toBe(180);
    expect(viewFor(state, "p1", T0 + 1500).game.timeRemaining).toBe(179);
    expect(viewFor(state, "p1", T0 + 999_999).game.timeRemaining).toBe(0);
    expect(viewFor(lobby(1), "p1", T0).game.timeRemaining).toBeNull();
  });

  it("gives a stranger the public view", () => {
    const state = reading(1);
    expect(viewFor(state, "stranger", T0)).toEqual(publicView(state, T0));
  });
});

describe("publicView", () => {
  it("shows no word and no guess text before scoring", () => {
    const state = guessedReading();
    const view = publicView(state, T0);
    expect(view.viewerId).toBeNull();
    expect(view.me).toBeNull();
    const text = JSON.stringify(view);
    for (const id of ["host", "p1", "p2"]) expect(text).not.toContain(wordOf(id));
    expect(text).not.toContain("p1 guess at host");
  });
});

describe("publicGameSummary", () => {
  it("has the public list's fields", () => {
    expect(publicGameSummary(lobby(2, { name: "Quiz night", isPublic: true }))).toMatchObject({
      id: "g1",
      name: "Quiz night",
      isPublic: true,
      gameMode: "standard",
      playerCount: 3,
      maxPlayers: 8,
      phase: "setup",
      currentRound: 0,
      totalRounds: 7,
      hostName: "Hana",
    });
  });
});

describe("scored rounds' views", () => {
  it("are built once per viewer and kept from commit to commit, equal to a fresh build", () => {
    let state = reading(2, { totalRounds: 2 });
    for (let i = 0; i < 10 && !(state.phase === "writing" && state.currentRound === 2); i++) {
      state = accept(state, { type: "tick" }, { now: (state.deadline ?? T0) + 1 }).state;
    }
    expect(state.currentRound).toBe(2);
    const next = accept(state, { type: "chooseWord", playerId: "p1", word: wordOf("p1", 2) }).state;
    expect(next.rounds[0]).toBe(state.rounds[0]);
    for (const viewer of ["host", "p1", null]) {
      const view = (s: GameState) => (viewer === null ? publicView(s, T0) : viewFor(s, viewer, T0));
      const before = view(state);
      const after = view(next);
      expect(after.rounds[0]).toBe(before.rounds[0]);
      expect(after.rounds[1]).not.toBe(before.rounds[1]);
      const fresh = view(JSON.parse(JSON.stringify(next)) as GameState);
      expect(fresh.rounds[0]).not.toBe(after.rounds[0]);
      expect(after).toEqual(fresh);
    }
    expect(viewFor(next, "host", T0).rounds[0]).not.toBe(viewFor(next, "p1", T0).rounds[0]);
  });
});

describe("isRoundScored: the round is scored, so its words are public", () => {
  it("holds for a scored round, stored or viewed, and for no other", () => {
    let state = reading(2, { totalRounds: 2 });
    expect(isRoundScored(state.rounds[0]!)).toBe(false);
    expect(isRoundScored(publicView(state, T0).rounds[0]!)).toBe(false);
    expect(publicView(state, T0).rounds[0]!.riddles.every((riddle) => riddle.word === null)).toBe(true);
    for (let i = 0; i < 10 && state.phase !== "scoring"; i++) {
      state = accept(state, { type: "tick" }, { now: (state.deadline ?? T0) + 1 }).state;
    }
    const round = state.rounds[0]!;
    expect(isRoundScored(round)).toBe(true);
    const viewed = publicView(state, T0).rounds[0]!;
    expect(isRoundScored(viewed)).toBe(true);
    expect(viewed.scored).toBe(true);
    expect(viewed.riddles.map((riddle) => riddle.word)).toEqual(round.riddles.map((riddle) => riddle.word));
  });
});
