import { describe, expect, it } from "vitest";
import { type Bracket, readyMatches } from "./tournament";
import { createBracket } from "./tournament-bracket";
import {
  entrantsWhoPlayed,
  lostWithoutPlaying,
  type MatchDecision,
  type MatchSeat,
  matchOutcome,
  needsNoShowDeadline,
  playableMatches,
  showedUp,
  shownNotReady,
  withResults,
} from "./tournament-forfeits";

const entrants = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `e${i + 1}`, rating: 2000 - i }));

const seat = (overrides: Partial<MatchSeat> = {}): MatchSeat => ({
  isBot: false,
  isReady: false,
  connected: false,
  hasLeft: false,
  isIdle: false,
  score: 0,
  ...overrides,
});

function firstMatch(bracket: Bracket) {
  const match = readyMatches(bracket)[0];
  if (!match) throw new Error("no ready match");
  return match;
}

describe("tournament forfeits and no-shows", () => {
  const bracket = createBracket("single_elimination", entrants(8));
  const match = firstMatch(bracket);

  it("counts opening the game, pressing Ready or being a bot as showing", () => {
    expect(showedUp(undefined)).toBe(false);
    expect(showedUp(seat())).toBe(false);
    expect(showedUp(seat({ connected: true }))).toBe(true);
    expect(showedUp(seat({ isReady: true }))).toBe(true);
    expect(showedUp(seat({ isBot: true }))).toBe(true);
    expect(shownNotReady(seat({ connected: true }))).toBe(true);
    expect(shownNotReady(seat({ connected: true, isReady: true }))).toBe(false);
    expect(shownNotReady(seat({ connected: true, isBot: true }))).toBe(false);
  });

  it("decides a game ended in setup by who showed: a forfeit, or the higher seed when neither did", () => {
    expect(
      matchOutcome(bracket, match, { currentRound: 0, seats: [seat(), seat({ connected: true })] }),
    ).toEqual({ winner: "e8", decidedBy: "forfeit", scores: null });
    expect(matchOutcome(bracket, match, { currentRound: 0, seats: [seat(), undefined] })).toEqual({
      winner: "e1",
      decidedBy: "no_show",
      scores: null,
    });
  });

  it("makes a side that left or went idle forfeit a played game, whatever the score", () => {
    const left = matchOutcome(bracket, match, {
      currentRound: 2,
      seats: [seat({ score: 30, hasLeft: true }), seat({ score: 5 })],
    });
    expect(left).toEqual({ winner: "e8", decidedBy: "forfeit", scores: [30, 5] });
    const idle = matchOutcome(bracket, match, {
      currentRound: 2,
      seats: [seat({ score: 0 }), seat({ score: 9, isIdle: true })],
    });
    expect(idle).toEqual({ winner: "e1", decidedBy: "forfeit", scores: [0, 9] });
  });

  it("decides a game played out by the score, and equal scores by seed", () => {
    const played = (a: number, b: number) =>
      matchOutcome(bracket, match, { currentRound: 3, seats: [seat({ score: a }), seat({ score: b })] });
    expect(played(4, 12)).toEqual({ winner: "e8", decidedBy: "score", scores: [4, 12] });
    expect(played(7, 7)).toEqual({ winner: "e1", decidedBy: "draw_seed", scores: [7, 7] });
    // Both left: neither stayed, so the score decides.
    const bothLeft = matchOutcome(bracket, match, {
      currentRound: 1,
      seats: [seat({ score: 1, hasLeft: true }), seat({ score: 2, hasLeft: true })],
    });
    expect(bothLeft.decidedBy).toBe("score");
  });

  it("gives a no-show deadline unless both sides are bots", () => {
    expect(needsNoShowDeadline([{ isBot: true }, { isBot: true }])).toBe(false);
    expect(needsNoShowDeadline([{ isBot: true }, { isBot: false }])).toBe(true);
    expect(needsNoShowDeadline([{ isBot: false }, { isBot: false }])).toBe(true);
  });
});

describe("tournament advancement", () => {
  it("records stored results once, and says whether any was new", () => {
    const bracket = createBracket("single_elimination", entrants(4));
    const [m1, m2] = readyMatches(bracket);
    if (!m1 || !m2) throw new Error("two matches");
    const once = withResults(bracket, [
      { matchId: m1.id, winnerId: m1.sides[0] },
      { matchId: m2.id, winnerId: null },
    ]);
    expect(once.changed).toBe(true);
    expect(once.bracket.matches.find((m) => m.id === m1.id)?.status).toBe("done");
    expect(bracket.matches.find((m) => m.id === m1.id)?.status).toBe("ready");
    const again = withResults(once.bracket, [{ matchId: m1.id, winnerId: m1.sides[0] }]);
    expect(again.changed).toBe(false);
  });

  it("plays every ready elimination match, but only the earliest open round of a round robin", () => {
    const elimination = createBracket("single_elimination", entrants(8));
    expect(playableMatches(elimination)).toHaveLength(4);
    let league = createBracket("round_robin", entrants(4));
    const first = playableMatches(league);
    expect(first.map((m) => m.round)).toEqual([1, 1]);
    expect(readyMatches(league).length).toBeGreaterThan(first.length);
    const [a] = first;
    if (!a) throw new Error("a match");
    league = withResults(league, [{ matchId: a.id, winnerId: a.sides[0] }]).bracket;
    // Round 1 is not over: round 2 waits.
    expect(playableMatches(league).map((m) => m.round)).toEqual([1]);
  });

  it("names who lost without playing, and who played a match", () => {
    let bracket = createBracket("single_elimination", entrants(4));
    const [m1, m2] = readyMatches(bracket);
    if (!m1 || !m2) throw new Error("two matches");
    bracket = withResults(bracket, [
      { matchId: m1.id, winnerId: m1.sides[0] },
      { matchId: m2.id, winnerId: m2.sides[0] },
    ]).bracket;
    const decisions = new Map<string, MatchDecision>([
      [m1.id, "score"],
      [m2.id, "forfeit"],
    ]);
    expect([...lostWithoutPlaying(bracket, decisions)]).toEqual([m2.sides[1]]);
    expect([...entrantsWhoPlayed(bracket, decisions)].sort()).toEqual(
      [m1.sides[0], m1.sides[1], m2.sides[0]].sort(),
    );
    decisions.set(m2.id, "no_show");
    expect(entrantsWhoPlayed(bracket, decisions).has(m2.sides[0] as string)).toBe(false);
  });
});
