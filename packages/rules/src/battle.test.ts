import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BATTLE_RATING, battleOutcome, decisiveRiddle, expectedScore, rateBattle } from "./battle";
import type { RiddleResult, RoundResult } from "./game-state";

describe("battle rating (Elo, K = 32)", () => {
  it("moves equal ratings by 16 for a win and not at all for a draw", () => {
    expect(rateBattle(1200, 1200, "win")).toEqual({ a: 1216, b: 1184 });
    expect(rateBattle(1200, 1200, "loss")).toEqual({ a: 1184, b: 1216 });
    expect(rateBattle(1200, 1200, "draw")).toEqual({ a: 1200, b: 1200 });
  });

  it("gives an upset more than an expected win", () => {
    // 400 points apart: the favourite is expected to score 10/11.
    expect(expectedScore(1600, 1200)).toBeCloseTo(10 / 11, 10);
    expect(rateBattle(1600, 1200, "win")).toEqual({ a: 1603, b: 1197 });
    expect(rateBattle(1200, 1600, "win")).toEqual({ a: 1229, b: 1571 });
    expect(rateBattle(1200, 1600, "draw")).toEqual({ a: 1213, b: 1587 });
  });

  it("is zero-sum, bounded by K, and rewards winning over drawing over losing", () => {
    const rating = fc.integer({ min: 100, max: 3000 });
    fc.assert(
      fc.property(rating, rating, (a, b) => {
        const win = rateBattle(a, b, "win");
        const draw = rateBattle(a, b, "draw");
        const loss = rateBattle(a, b, "loss");
        for (const r of [win, draw, loss]) {
          expect(r.a + r.b).toBe(a + b);
          expect(Math.abs(r.a - a)).toBeLessThanOrEqual(BATTLE_RATING.k);
          expect(Number.isInteger(r.a)).toBe(true);
        }
        expect(win.a).toBeGreaterThanOrEqual(draw.a);
        expect(draw.a).toBeGreaterThanOrEqual(loss.a);
        expect(win.a).toBeGreaterThanOrEqual(a);
        expect(loss.a).toBeLessThanOrEqual(a);
        // The same battle seen from the other side.
        expect(rateBattle(b, a, "loss")).toEqual({ a: win.b, b: win.a });
      }),
    );
  });

  it("reads the outcome from the two scores", () => {
    expect(battleOutcome(7, 5)).toBe("win");
    expect(battleOutcome(5, 7)).toBe("loss");
    expect(battleOutcome(0, 0)).toBe("draw");
  });
});

/** A riddle by `author`, solved by `solver` or by nobody; points as a two-player round scores them. */
function riddle(id: string, author: string, solver: string | null): RiddleResult {
  return {
    riddleId: id,
    playerId: author,
    word: "word",
    text: "text",
    prompt: null,
    guessCount: 1,
    correctGuesserIds: solver ? [solver] : [],
    authorPoints: solver ? 5 : 0,
  };
}

function round(n: number, riddles: RiddleResult[]): RoundResult {
  const points: Record<string, number> = { a: 0, b: 0 };
  for (const r of riddles) {
    points[r.playerId] = (points[r.playerId] ?? 0) + r.authorPoints;
    for (const g of r.correctGuesserIds) points[g] = (points[g] ?? 0) + 2;
  }
  return { round: n, playerCount: 2, threshold: 1, riddles, points };
}

describe("the decisive riddle", () => {
  it("is the biggest swing of the round in which the winner took the lead for good", () => {
    const rounds = [
      // a leads 5–2 after round 1 (b solved a's riddle)...
      round(1, [riddle("a1", "a", "b"), riddle("b1", "b", null)]),
      // ...b draws level at 7–7 (a solved b's riddle)...
      round(2, [riddle("a2", "a", null), riddle("b2", "b", "a")]),
      // ...and a goes ahead for good, 12–9: b solved a's riddle, a's own 5 beat b's 2.
      round(3, [riddle("b3", "b", null), riddle("a3", "a", "b")]),
    ];
    expect(decisiveRiddle(rounds, "a", "b")).toEqual({ round: 3, riddleId: "a3", authorId: "a", swing: 3 });
  });

  it("is in the first round when the winner led from start to finish", () => {
    const rounds = [
      round(1, [riddle("b1", "b", null), riddle("a1", "a", "b")]),
      round(2, [riddle("a2", "a", null), riddle("b2", "b", null)]),
    ];
    expect(decisiveRiddle(rounds, "a", "b")?.riddleId).toBe("a1");
  });

  it("is found whatever order the rounds come in", () => {
    const rounds = [
      round(2, [riddle("b2", "b", "a"), riddle("a2", "a", "b")]),
      round(1, [riddle("a1", "a", "b"), riddle("b1", "b", null)]),
    ];
    expect(decisiveRiddle(rounds, "a", "b")?.round).toBe(1);
  });

  it("does not exist in a draw or for a named winner who lost", () => {
    const level = [round(1, [riddle("a1", "a", "b"), riddle("b1", "b", "a")])];
    expect(decisiveRiddle(level, "a", "b")).toBeNull();
    const bWins = [round(1, [riddle("a1", "a", null), riddle("b1", "b", "a")])];
    expect(decisiveRiddle(bWins, "a", "b")).toBeNull();
    expect(decisiveRiddle([], "a", "b")).toBeNull();
  });

  it("always names a riddle of a round in which the winner moved ahead, with a positive swing", () => {
    const aRiddle = fc.record({ solvedA: fc.boolean(), solvedB: fc.boolean() });
    fc.assert(
      fc.property(fc.array(aRiddle, { minLength: 1, maxLength: 7 }), (plays) => {
        const rounds = plays.map((p, i) =>
          round(i + 1, [
            riddle(`a${i}`, "a", p.solvedB ? "b" : null),
            riddle(`b${i}`, "b", p.solvedA ? "a" : null),
          ]),
        );
        const total = (id: string) => rounds.reduce((s, r) => s + (r.points[id] ?? 0), 0);
        const found = decisiveRiddle(rounds, "a", "b");
        if (total("a") <= total("b")) {
          expect(found).toBeNull();
          return;
        }
        expect(found).not.toBeNull();
        expect(found!.swing).toBeGreaterThan(0);
        // From that round on, a is ahead after every round.
        let margin = 0;
        for (const r of rounds) {
          margin += (r.points.a ?? 0) - (r.points.b ?? 0);
          if (r.round >= found!.round) expect(margin).toBeGreaterThan(0);
          if (r.round === found!.round - 1) expect(margin).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});
