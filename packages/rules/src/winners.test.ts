import { describe, expect, it } from "vitest";
import { recordedWinnersOf, standingsOf, winnersOf } from "./winners";

describe("winnersOf", () => {
  it("names the single top scorer", () => {
    expect(
      winnersOf([
        { id: "a", score: 3 },
        { id: "b", score: 7 },
      ]),
    ).toEqual(["b"]);
  });

  it("names every player tied on the top score", () => {
    expect(
      winnersOf([
        { id: "a", score: 5 },
        { id: "b", score: 5 },
        { id: "c", score: 1 },
      ]),
    ).toEqual(["a", "b"]);
  });

  it("names nobody when every score is 0", () => {
    expect(
      winnersOf([
        { id: "a", score: 0 },
        { id: "b", score: 0 },
      ]),
    ).toEqual([]);
  });

  it("names nobody at an empty table", () => {
    expect(winnersOf([])).toEqual([]);
  });

  it("never names a player the host removed, whatever their score", () => {
    const table = [
      { id: "a", score: 9, removed: true },
      { id: "b", score: 4 },
      { id: "c", score: 4, removed: false },
    ];
    expect(winnersOf(table)).toEqual(["b", "c"]);
    expect(
      winnersOf([
        { id: "a", score: 9, removed: true },
        { id: "b", score: 0 },
      ]),
    ).toEqual([]);
  });
});

describe("standingsOf", () => {
  it("orders by score, ties in the order given", () => {
    const standings = standingsOf([
      { id: "a", score: 2 },
      { id: "b", score: 5 },
      { id: "c", score: 2 },
    ]);
    expect(standings.map((s) => s.player.id)).toEqual(["b", "a", "c"]);
  });

  it("gives equal scores the same place, and the next score the place after all of them", () => {
    const standings = standingsOf([
      { id: "a", score: 2 },
      { id: "b", score: 5 },
      { id: "c", score: 5 },
      { id: "d", score: 9 },
      { id: "e", score: 0 },
    ]);
    expect(standings.map((s) => [s.player.id, s.place])).toEqual([
      ["d", 1],
      ["b", 2],
      ["c", 2],
      ["a", 4],
      ["e", 5],
    ]);
  });

  it("puts everyone first in a 0–0 game, though nobody won it", () => {
    const players = [
      { id: "a", score: 0 },
      { id: "b", score: 0 },
    ];
    expect(standingsOf(players).map((s) => s.place)).toEqual([1, 1]);
    expect(winnersOf(players)).toEqual([]);
  });

  it("keeps the entries it was given", () => {
    const entry = { player: { id: "a" }, score: 3 };
    expect(standingsOf([entry])[0]?.player).toBe(entry);
    expect(standingsOf([])).toEqual([]);
  });
});

describe("recordedWinnersOf", () => {
  const tied = [
    { id: "a", score: 5 },
    { id: "b", score: 5 },
  ];

  it("names nobody in a battle on equal scores (a draw)", () => {
    expect(recordedWinnersOf({ gameMode: "head_to_head", players: tied })).toEqual([]);
  });

  it("names the battle's top scorer when it was decided", () => {
    expect(
      recordedWinnersOf({
        gameMode: "head_to_head",
        players: [
          { id: "a", score: 3 },
          { id: "b", score: 5 },
        ],
      }),
    ).toEqual(["b"]);
  });

  it("is winnersOf in any other game", () => {
    expect(recordedWinnersOf({ gameMode: "standard", players: tied })).toEqual(["a", "b"]);
  });
});
