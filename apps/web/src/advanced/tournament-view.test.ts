import { describe, expect, it } from "vitest";
import { running } from "./tournament-fixture";
import {
  bracketSections,
  defaultTimes,
  fromLocalInput,
  matchGameHref,
  myLiveMatch,
  prizeSplit,
  shownStatus,
  sideView,
  stillIn,
  toLocalInput,
  winnersRoundName,
} from "./tournament-view";

describe("bracket sections", () => {
  it("splits a double elimination into the winners' and losers' brackets and the finals, rounds in order", () => {
    const detail = running("double_elimination", 8);
    const sections = bracketSections(detail.matches);
    expect(sections.map((s) => s.kind)).toEqual(["winners", "losers", "finals"]);
    const [winners, losers, finals] = sections;
    expect(winners?.rounds.map((r) => [r.round, r.matches.length])).toEqual([
      [1, 4],
      [2, 2],
      [3, 1],
    ]);
    expect(losers?.rounds.map((r) => [r.round, r.matches.length])).toEqual([
      [1, 2],
      [2, 2],
      [3, 1],
      [4, 1],
    ]);
    // The grand final, then its reset, each its own column.
    expect(finals?.rounds.map((r) => r.matches.map((m) => m.id))).toEqual([["GF"], ["GF2"]]);
    expect(winners?.rounds[0]?.matches.map((m) => m.order)).toEqual([1, 2, 3, 4]);
  });

  it("gives a round robin one league section with a round per slate of games", () => {
    const sections = bracketSections(running("round_robin", 6).matches);
    expect(sections.map((s) => s.kind)).toEqual(["league"]);
    expect(sections[0]?.rounds).toHaveLength(5);
    expect(sections[0]?.rounds.every((r) => r.matches.length === 3)).toBe(true);
  });

  it("names winners' rounds from the last: final, semi-finals, quarter-finals, then by number", () => {
    expect(winnersRoundName(5, 5)).toEqual({ kind: "final" });
    expect(winnersRoundName(4, 5)).toEqual({ kind: "semiFinals" });
    expect(winnersRoundName(3, 5)).toEqual({ kind: "quarterFinals" });
    expect(winnersRoundName(1, 5)).toEqual({ kind: "round", round: 1 });
  });
});

describe("the viewer's place in it", () => {
  it("finds the viewer's match being played and its opponent; byes and open sides are told apart", () => {
    // Six entrants in an eight-place bracket: the top two seeds get walkovers.
    const detail = running("single_elimination", 6);
    expect(myLiveMatch(detail, "e1")).toBeUndefined();
    const bo = myLiveMatch(detail, "e3");
    expect(bo?.sides).toContain("e3");
    expect(sideView(detail, "e6")).toMatchObject({ kind: "entrant", entrant: { name: "Bot 6" } });
    expect(sideView(detail, "(bye)")).toEqual({ kind: "bye" });
    expect(sideView(detail, null)).toEqual({ kind: "open" });
  });

  it("knows who is still in: one loss ends a single elimination, two a double, none a round robin", () => {
    const single = running("single_elimination", 8, [["W1-1", 1]]);
    expect(stillIn(single, "e1")).toBe(false);
    expect(stillIn(single, "e8")).toBe(true);
    const double = running("double_elimination", 8, [["W1-1", 1]]);
    expect(stillIn(double, "e1")).toBe(true);
    expect(stillIn(running("round_robin", 4, [["L1-1", 1]]), "e1")).toBe(true);
    expect(stillIn({ ...single, status: "complete" }, "e8")).toBe(false);
  });

  it("links a match to its game once it has one", () => {
    expect(matchGameHref({ gameId: null })).toBeNull();
    expect(matchGameHref({ gameId: "g 1" })).toBe("/game/g%201");
  });
});

describe("the prizes and the form's times", () => {
  it("shows the fixed prizes of the size, joint thirds sharing theirs in single elimination", () => {
    expect(prizeSplit("double_elimination", 8)).toEqual({
      first: 60,
      second: 30,
      third: 20,
      jointThirds: false,
    });
    expect(prizeSplit("single_elimination", 16)).toEqual({
      first: 90,
      second: 50,
      third: 15,
      jointThirds: true,
    });
    expect(prizeSplit("round_robin", 32)).toEqual({ first: 120, second: 70, third: 40, jointThirds: false });
  });

  it("starts the form an hour ahead on a whole five minutes, with the start a quarter later, and reads it back", () => {
    const now = new Date(2031, 3, 5, 18, 7, 30).getTime();
    const times = defaultTimes(now);
    expect(toLocalInput(times.registrationDeadline)).toBe("2031-04-05T19:10");
    expect(toLocalInput(times.startsAt)).toBe("2031-04-05T19:25");
    expect(fromLocalInput("2031-04-05T19:10")).toBe(times.registrationDeadline);
    expect(fromLocalInput("")).toBeNaN();
  });
});

describe("a match card's status", () => {
  it("says Next up only for the round robin's round in play; later rounds wait (issue 31 item 19)", () => {
    const league = running("round_robin", 4);
    // As the server sends it: round 1's games made, the later rounds' matches ready but not made.
    const sent = {
      ...league,
      matches: league.matches.map((m) => ({
        ...m,
        status: m.round === 1 ? ("playing" as const) : ("ready" as const),
      })),
    };
    const shown = (round: number) =>
      sent.matches.filter((m) => m.round === round).map((m) => shownStatus(sent, m));
    expect(shown(1)).toEqual(["playing", "playing"]);
    expect(shown(2)).toEqual(["pending", "pending"]);
    expect(shown(3)).toEqual(["pending", "pending"]);
    // Round 1 decided: round 2 is next up, round 3 still waits.
    const next = {
      ...sent,
      matches: sent.matches.map((m) => (m.round === 1 ? { ...m, status: "done" as const } : m)),
    };
    expect(next.matches.filter((m) => m.round === 2).map((m) => shownStatus(next, m))).toEqual([
      "ready",
      "ready",
    ]);
    expect(next.matches.filter((m) => m.round === 3).map((m) => shownStatus(next, m))).toEqual([
      "pending",
      "pending",
    ]);
    // An elimination bracket's ready match is next up as sent.
    const cup = running("single_elimination", 8);
    const first = { ...cup.matches[0], status: "ready" as const } as (typeof cup.matches)[number];
    expect(shownStatus({ ...cup, matches: [first] }, first)).toBe("ready");
  });
});
