import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HAND_SIZE } from "./constants";
import type { GameState } from "./game-state";
import { normalizeGuess } from "./guess-match";
import { dealHands, wordsUsedInGame } from "./hands";
import { createSeededRng } from "./random";
import { accept, handOf, lobby, T0, testWordbook } from "./test-support/fixtures";
import { viewFor } from "./view";

/** A started game with the host and `others` players on `page`, dealt from `wordbook`. */
function started(others: number, wordbook = testWordbook(26), page = 1, totalRounds = 10): GameState {
  const ctx = { wordbook };
  let state = accept(
    lobby(others, { totalRounds }),
    { type: "choosePage", playerId: "host", pageNumber: page },
    ctx,
  ).state;
  for (const player of state.players) {
    if (state.phase === "setup")
      state = accept(state, { type: "setReady", playerId: player.id, isReady: true }, ctx).state;
  }
  expect(state.phase).toBe("writing");
  return state;
}

/** Runs the clock past the current deadline once (writing → scoring with no riddles, scoring → next). */
function pastDeadline(state: GameState, wordbook = testWordbook(26)): GameState {
  const now = (state.deadline ?? T0) + 1;
  return accept(state, { type: "tick" }, { wordbook, now }).state;
}

describe("dealt hands", () => {
  it("are disjoint, the same size for everyone, at most HAND_SIZE, from the page and fresh", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (players, wordsPerPage, seed) => {
          const wordbook = testWordbook(wordsPerPage);
          const state = started(1, wordbook);
          const ids = Array.from({ length: players }, (_, i) => `x${i}`);
          const hands = dealHands(state, 3, ids, wordbook, createSeededRng(seed));
          const all = Object.values(hands).flat();
          expect(new Set(all).size).toBe(all.length);
          const size = Math.min(HAND_SIZE, Math.floor(wordsPerPage / players));
          for (const id of ids) expect(hands[id]).toHaveLength(size);
          for (const word of all) expect(wordbook.wordsOf(3)).toContain(word);
          const used = wordsUsedInGame(state);
          for (const word of all) expect(used.has(normalizeGuess(word))).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("never deal a word twice in a nine-round game of eight, rotating through pages of one difficulty first", () => {
    // Nine pages of 26 words: each holds one round of eight hands of 3.
    let state = started(7, testWordbook(26), 1, 9);
    const pages: number[] = [];
    for (let round = 1; round <= 9; round++) {
      expect(state.currentRound).toBe(round);
      pages.push(state.currentPageNumber ?? 0);
      for (const player of state.players) expect(handOf(state, player.id).length).toBeGreaterThan(0);
      state = pastDeadline(state); // writing → reading → scoring (nobody wrote)
      expect(state.phase).toBe("scoring");
      state = pastDeadline(state); // scoring → the next round, or the end
    }
    expect(state.phase).toBe("complete");
    const dealt = state.rounds.flatMap((r) => Object.values(r.words).flatMap((c) => c.hand ?? []));
    expect(new Set(dealt).size).toBe(dealt.length);
    // Pages of 26 words hold three hands of 3 for eight players: page 1, then the other odd
    // (same-difficulty) pages, then the even ones once the odd ones are used up.
    expect(pages.slice(0, 5)).toEqual([1, 3, 5, 7, 9]);
    expect(pages.slice(5).every((p) => p % 2 === 0)).toBe(true);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it("keep the page the host picked during scoring for the next round", () => {
    let state = started(2);
    state = pastDeadline(state);
    state = accept(
      state,
      { type: "choosePage", playerId: "host", pageNumber: 6 },
      { wordbook: testWordbook(26) },
    ).state;
    state = pastDeadline(state);
    expect(state.currentRound).toBe(2);
    expect(state.currentPageNumber).toBe(6);
    expect(state.rounds[1]?.pageNumber).toBe(6);
    // The round after that rotates on from the picked page, among the even pages.
    state = pastDeadline(pastDeadline(state));
    expect(state.rounds[2]?.pageNumber).toBe(8);
  });

  it("are shown only to their holder", () => {
    const state = started(2);
    const view = viewFor(state, "p1", T0);
    expect(view.me?.hand).toEqual(handOf(state, "p1"));
    const text = JSON.stringify(view);
    for (const other of ["host", "p2"]) {
      for (const word of handOf(state, other)) expect(text).not.toContain(word);
    }
  });
});
