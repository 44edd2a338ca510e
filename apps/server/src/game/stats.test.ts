import type { GameState } from "@riddlebook/rules";
import { describe, expect, it } from "vitest";
import { finishedGameOf } from "../features/albums/view";
import { statsForCompletion } from "./stats";

/** A completed game of two human seats on the given scores (only what stats and history read). */
function completed(gameMode: GameState["gameMode"], scores: readonly number[]): [GameState, GameState] {
  const players = scores.map((score, i) => ({
    id: `p${i}`,
    userId: `u${i}`,
    name: `Player ${i}`,
    isBot: false,
    score,
  }));
  const base = { id: "g1", name: "Game", gameMode, isPublic: false, currentRound: 1, rounds: [], players };
  return [
    { ...base, phase: "reading" } as unknown as GameState,
    { ...base, phase: "complete" } as unknown as GameState,
  ];
}

describe("a drawn battle (issue 31, item 10)", () => {
  it("counts as won by nobody: no win, and the win streak resets", () => {
    const [before, after] = completed("head_to_head", [5, 5]);
    expect(statsForCompletion(before, after)?.map((delta) => delta.won)).toEqual([false, false]);
  });

  it("is not marked won in either player's game history", () => {
    const [, after] = completed("head_to_head", [5, 5]);
    expect(finishedGameOf(after, "p0", 1)?.isWinner).toBe(false);
    expect(finishedGameOf(after, "p1", 1)?.isWinner).toBe(false);
  });

  it("still has a winner when the battle is decided", () => {
    const [before, after] = completed("head_to_head", [7, 5]);
    expect(statsForCompletion(before, after)?.map((delta) => delta.won)).toEqual([true, false]);
    expect(finishedGameOf(after, "p0", 1)?.isWinner).toBe(true);
  });

  it("leaves ties in other games shared wins", () => {
    const [before, after] = completed("standard", [5, 5, 1]);
    expect(statsForCompletion(before, after)?.map((delta) => delta.won)).toEqual([true, true, false]);
  });
});
