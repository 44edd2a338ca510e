import { describe, expect, it } from "vitest";
import { type Bracket, readyMatches, recordResult, type TournamentFormat } from "./tournament";
import { createBracket } from "./tournament-bracket";
import { winnerByScore, winnerByShowing } from "./tournament-forfeits";
import { prizesOf } from "./tournament-prizes";
import { placements } from "./tournament-results";

const entrants = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `e${i + 1}`, rating: 2000 - i }));

/** Plays the bracket out: the higher seed (lower number) always wins. */
function playOut(format: TournamentFormat, n: number): Bracket {
  let bracket = createBracket(format, entrants(n));
  for (let ready = readyMatches(bracket); ready.length > 0; ready = readyMatches(bracket)) {
    const match = ready[0];
    if (!match) break;
    const [a, b] = match.sides as [string, string];
    const result = recordResult(bracket, match.id, Number(a.slice(1)) < Number(b.slice(1)) ? a : b);
    if (!result.ok) throw new Error(result.reason);
    bracket = result.bracket;
  }
  return bracket;
}

describe("tournament results", () => {
  it("gives a played match to the higher score, and a draw to the higher seed", () => {
    const bracket = createBracket("single_elimination", entrants(8));
    const first = readyMatches(bracket)[0];
    if (!first) throw new Error("no ready match");
    expect(first.sides).toEqual(["e1", "e8"]);
    expect(winnerByScore(bracket, first, [3, 9])).toEqual({ winner: "e8", decidedBy: "score" });
    expect(winnerByScore(bracket, first, [5, 5])).toEqual({ winner: "e1", decidedBy: "draw_seed" });
  });

  it("gives an unplayed match to the side that showed, or to the higher seed when neither did", () => {
    const bracket = createBracket("single_elimination", entrants(8));
    const first = readyMatches(bracket)[0];
    if (!first) throw new Error("no ready match");
    expect(winnerByShowing(bracket, first, [false, true])).toEqual({ winner: "e8", decidedBy: "forfeit" });
    expect(winnerByShowing(bracket, first, [false, false])).toEqual({ winner: "e1", decidedBy: "no_show" });
  });

  it("places champion, runner-up and joint thirds in single elimination", () => {
    expect(placements(playOut("single_elimination", 8))).toEqual([
      { entrantId: "e1", place: 1 },
      { entrantId: "e2", place: 2 },
      { entrantId: "e4", place: 3 },
      { entrantId: "e3", place: 3 },
    ]);
  });

  it("places the losers' final's loser third in double elimination, and byes never place", () => {
    const places = placements(playOut("double_elimination", 5));
    expect(places.map((p) => p.place)).toEqual([1, 2, 3]);
    expect(places.map((p) => p.entrantId)).toEqual(["e1", "e2", "e3"]);
  });

  it("places the top three of the standings in round robin", () => {
    expect(placements(playOut("round_robin", 6)).map((p) => p.entrantId)).toEqual(["e1", "e2", "e3"]);
  });

  it("places nobody while undecided", () => {
    expect(placements(createBracket("round_robin", entrants(4)))).toEqual([]);
  });

  it("pays each place from the schedule by size; joint thirds share the third's points", () => {
    const three = [
      { entrantId: "a", place: 1 as const },
      { entrantId: "b", place: 2 as const },
      { entrantId: "c", place: 3 as const },
    ];
    expect(prizesOf(8, three)).toEqual([60, 30, 20]);
    expect(prizesOf(8, [...three, { entrantId: "d", place: 3 }])).toEqual([60, 30, 10, 10]);
    expect(prizesOf(32, three)).toEqual([120, 70, 40]);
    // Withheld (lost without playing): nothing, and nobody else gets that place's points.
    expect(prizesOf(16, three, new Set(["b"]))).toEqual([90, 0, 30]);
  });
});
