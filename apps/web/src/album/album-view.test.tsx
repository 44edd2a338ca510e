// @vitest-environment jsdom
import type { Album } from "@riddlebook/protocol";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AlbumView, ordinal } from "./album-view";

afterEach(cleanup);

const ana = { playerId: "p-ana", name: "Ana", isBot: false };
const bo = { playerId: "p-bo", name: "Auntie Bo", isBot: true };
const cy = { playerId: "p-cy", name: "Cy", isBot: false };

const album: Album = {
  game: {
    id: "g1",
    name: "Friday Fun",
    gameMode: "standard",
    isPublic: true,
    totalRounds: 1,
    createdAt: 0,
    finishedAt: 0,
  },
  rounds: [
    {
      round: 1,
      pageNumber: 12,
      riddles: [
        {
          id: "r1",
          word: "apple",
          text: "Red and round",
          prompt: null,
          author: ana,
          solvers: [bo, cy],
          guessCount: 3,
          solveRate: 2 / 3,
          authorPoints: 2,
        },
        {
          id: "r2",
          word: "river",
          text: "It runs but never walks",
          prompt: null,
          author: bo,
          solvers: [],
          guessCount: 1,
          solveRate: 0,
          authorPoints: 0,
        },
      ],
    },
  ],
  standings: [
    { ...ana, score: 12, rank: 1, isWinner: true },
    { ...bo, score: 1, rank: 2, isWinner: false },
    { ...cy, score: 0, rank: 3, isWinner: false },
  ],
  viewer: { isPlayer: true, isHost: false },
  share: null,
};

describe("the album view", () => {
  it("writes ranks as English ordinals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "101st",
      "111th",
    ]);
  });

  it("shows the standings with ranks and points, and each riddle with its author, solvers and solve rate", () => {
    render(<AlbumView album={album} />);
    const standings = screen.getByRole("list", { name: "Final standings" });
    expect(
      within(standings)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["1stAnaWinner12 points", "2ndAuntie Bobot1 point", "3rdCy0 points"]);
    expect(screen.getByRole("heading", { name: /^Round 1/ }).textContent).toBe("Round 1wordbook page 12");
    const riddles = within(screen.getByRole("list", { name: "Round 1 riddles" })).getAllByRole("listitem");
    expect(riddles[0]?.textContent).toContain("by Ana");
    expect(riddles[0]?.textContent).toContain("Solved by Auntie Bobot, Cy · 2 of 3 guesses right (67%)");
    expect(riddles[1]?.textContent).toContain("by Auntie Bobot");
    expect(riddles[1]?.textContent).toContain("Nobody solved it · 0 of 1 guess right (0%)");
  });
});
