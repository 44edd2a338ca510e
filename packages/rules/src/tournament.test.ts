import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Bracket,
  type BracketMatch,
  BYE,
  type Entrant,
  readyMatches,
  recordResult,
  seedEntrants,
  TOURNAMENT_FORMATS,
  TOURNAMENT_MIN_ENTRANTS,
  type TournamentFormat,
} from "./tournament";
import { bracketOrder, byesFor, createBracket } from "./tournament-bracket";
import { championOf } from "./tournament-results";
import { standings } from "./tournament-round-robin";

const entrantsOf = (ratings: number[]): Entrant[] =>
  ratings.map((rating, i) => ({ id: `e${i + 1}`, rating }));

interface Played {
  bracket: Bracket;
  /** The matches with a game, in the order their results came in. */
  games: BracketMatch[];
  /** Each entrant's losses at the moment each game was played, by match id. */
  lossesBefore: Map<string, [number, number]>;
}

/** Plays the bracket to its end, choosing the next ready match and its winner from `choices`. */
function playOut(start: Bracket, choices: number[]): Played {
  let bracket = start;
  const games: BracketMatch[] = [];
  const losses = new Map<string, number>(start.seeds.map((id) => [id, 0]));
  const lossesBefore = new Map<string, [number, number]>();
  for (let i = 0; ; i++) {
    const ready = readyMatches(bracket);
    if (ready.length === 0) break;
    const choice = choices[i % Math.max(choices.length, 1)] ?? 0;
    const match = ready[choice % ready.length] as BracketMatch;
    const [a, b] = match.sides as [string, string];
    lossesBefore.set(match.id, [losses.get(a) ?? 0, losses.get(b) ?? 0]);
    const winner = Math.floor(choice / ready.length) % 2 === 0 ? a : b;
    const result = recordResult(bracket, match.id, winner);
    if (!result.ok) throw new Error(result.reason);
    bracket = result.bracket;
    const loser = winner === a ? b : a;
    losses.set(loser, (losses.get(loser) ?? 0) + 1);
    games.push(bracket.matches.find((m) => m.id === match.id) as BracketMatch);
    expect(i).toBeLessThan(10_000);
  }
  return { bracket, games, lossesBefore };
}

const lossesOf = (games: BracketMatch[], id: string) => games.filter((g) => g.loser === id).length;

const arbitraryTournament = fc.record({
  format: fc.constantFrom(...TOURNAMENT_FORMATS),
  ratings: fc.array(fc.integer({ min: 800, max: 2000 }), {
    minLength: TOURNAMENT_MIN_ENTRANTS,
    maxLength: 32,
  }),
  choices: fc.array(fc.nat(1000), { minLength: 1, maxLength: 64 }),
});

describe("tournament brackets (properties)", () => {
  it("every format and size plays to exactly one champion, with the right number of games for everyone", () => {
    fc.assert(
      fc.property(arbitraryTournament, ({ format, ratings, choices }) => {
        const entrants = entrantsOf(ratings);
        const { bracket, games } = playOut(createBracket(format, entrants), choices);
        const champion = championOf(bracket);
        expect(champion).not.toBeNull();
        expect(entrants.map((e) => e.id)).toContain(champion);
        expect(bracket.matches.every((m) => m.status !== "pending" && m.status !== "ready")).toBe(true);
        // Byes never play: every game is between two entrants.
        for (const game of games) {
          expect(game.sides).not.toContain(BYE);
          expect(game.sides[0]).not.toBe(game.sides[1]);
        }
        const n = entrants.length;
        if (format === "single_elimination") {
          expect(games).toHaveLength(n - 1);
          for (const { id } of entrants) expect(lossesOf(games, id)).toBe(id === champion ? 0 : 1);
        } else if (format === "double_elimination") {
          const resetPlayed = games.some((g) => g.stage === "reset");
          expect(games).toHaveLength(2 * n - 2 + (resetPlayed ? 1 : 0));
          for (const { id } of entrants) {
            const lost = lossesOf(games, id);
            if (id === champion) expect(lost).toBeLessThanOrEqual(1);
            else expect(lost).toBe(2);
          }
        } else {
          for (const { id } of entrants) {
            expect(games.filter((g) => g.sides.includes(id))).toHaveLength(n - 1);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("single elimination: nobody meets the same opponent twice; the first round never pairs two byes", () => {
    fc.assert(
      fc.property(arbitraryTournament, ({ ratings, choices }) => {
        const start = createBracket("single_elimination", entrantsOf(ratings));
        for (const m of start.matches.filter((m) => m.stage === "winners" && m.round === 1)) {
          expect(m.sides.filter((s) => s === BYE).length).toBeLessThan(2);
        }
        const { games } = playOut(start, choices);
        const pairs = games.map((g) => [...g.sides].sort().join(" v "));
        expect(new Set(pairs).size).toBe(pairs.length);
      }),
      { numRuns: 300 },
    );
  });

  it("double elimination: the losers' bracket takes exactly the once-beaten, and the grand final resets only when its losers' side wins", () => {
    fc.assert(
      fc.property(arbitraryTournament, ({ ratings, choices }) => {
        const { bracket, games, lossesBefore } = playOut(
          createBracket("double_elimination", entrantsOf(ratings)),
          choices,
        );
        for (const game of games) {
          const before = lossesBefore.get(game.id) as [number, number];
          if (game.stage === "winners") expect(before).toEqual([0, 0]);
          if (game.stage === "losers") expect(before).toEqual([1, 1]);
          if (game.stage === "grand_final") expect(before).toEqual([0, 1]);
          if (game.stage === "reset") expect(before).toEqual([1, 1]);
        }
        // Every beaten winners' bracket player (but the winners' final's) next plays in the losers' bracket.
        for (const game of games.filter((g) => g.stage === "winners")) {
          const loser = game.loser as string;
          const later = bracket.matches.filter(
            (m) => m.stage !== "winners" && m.sources.some((s) => s.from === "loser" && s.match === game.id),
          );
          expect(later).toHaveLength(1);
          expect(later[0]?.sides).toContain(loser);
        }
        const final = bracket.matches.find((m) => m.stage === "grand_final") as BracketMatch;
        const reset = bracket.matches.find((m) => m.stage === "reset") as BracketMatch;
        if (final.status === "done" && final.winner === final.sides[1]) expect(reset.status).toBe("done");
        else expect(reset.status).toBe("void");
      }),
      { numRuns: 300 },
    );
  });

  it("round robin: every pair meets exactly once, and nobody plays twice in a round", () => {
    fc.assert(
      fc.property(arbitraryTournament, ({ ratings }) => {
        const entrants = entrantsOf(ratings);
        const bracket = createBracket("round_robin", entrants);
        const games = bracket.matches.filter((m) => m.status === "ready");
        const pairs = games.map((g) => [...g.sides].sort().join(" v "));
        expect(new Set(pairs).size).toBe(pairs.length);
        expect(pairs).toHaveLength((entrants.length * (entrants.length - 1)) / 2);
        const rounds = new Map<number, string[]>();
        for (const m of bracket.matches) {
          const seen = rounds.get(m.round) ?? [];
          for (const side of m.sides) if (side !== BYE) seen.push(side as string);
          rounds.set(m.round, seen);
        }
        for (const seen of rounds.values()) expect(new Set(seen).size).toBe(seen.length);
        // An odd count: each entrant sits out exactly one round.
        const walkovers = bracket.matches.filter((m) => m.status === "walkover");
        expect(walkovers).toHaveLength(entrants.length % 2 === 1 ? entrants.length : 0);
      }),
      { numRuns: 200 },
    );
  });
});

describe("tournament brackets (examples)", () => {
  it("counts the byes a bracket draws: none for a full power of two, one sit-out in an odd league", () => {
    for (const format of ["single_elimination", "double_elimination"] as const) {
      for (const count of [4, 5, 8, 11, 16, 17, 32]) {
        const bracket = createBracket(format, entrantsOf(Array.from({ length: count }, () => 1200)));
        expect(byesFor(format, count), `${format} ${count}`).toBe(bracket.size - bracket.seeds.length);
      }
    }
    expect(byesFor("single_elimination", 4)).toBe(0);
    expect(byesFor("single_elimination", 5)).toBe(3);
    expect(byesFor("round_robin", 5)).toBe(1);
    expect(byesFor("round_robin", 6)).toBe(0);
  });

  it("seeds by rating, ties by id, and keeps the top two seeds apart until the final", () => {
    expect(
      seedEntrants([
        { id: "b", rating: 1200 },
        { id: "a", rating: 1200 },
        { id: "c", rating: 1500 },
      ]),
    ).toEqual(["c", "a", "b"]);
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    for (const size of [8, 16, 32]) {
      const order = bracketOrder(size);
      expect(new Set(order).size).toBe(size);
      expect(order.indexOf(1) < size / 2).not.toBe(order.indexOf(2) < size / 2);
    }
  });

  it("gives the byes to the top seeds as walkovers", () => {
    const bracket = createBracket("single_elimination", entrantsOf([1900, 1800, 1700, 1600, 1500]));
    expect(bracket.size).toBe(8);
    const walkovers = bracket.matches.filter((m) => m.status === "walkover");
    expect(walkovers.map((m) => m.winner).sort()).toEqual(["e1", "e2", "e3"]);
    // Seeds 2 and 3 both had walkovers, so their second-round match is ready at once.
    expect(readyMatches(bracket).map((m) => [m.id, [...m.sides].sort()])).toEqual([
      ["W1-2", ["e4", "e5"]],
      ["W2-2", ["e2", "e3"]],
    ]);
  });

  it("refuses a result for an unknown or unready match, or a winner who is not in it, changing nothing", () => {
    const bracket = createBracket("double_elimination", entrantsOf([1500, 1400, 1300, 1200]));
    const before = JSON.stringify(bracket);
    const first = readyMatches(bracket)[0] as BracketMatch;
    expect(recordResult(bracket, "nope", "e1")).toEqual({ ok: false, reason: "unknown_match" });
    expect(recordResult(bracket, "GF", "e1")).toEqual({ ok: false, reason: "not_ready" });
    const outsider = bracket.seeds.find((id) => !first.sides.includes(id)) as string;
    expect(recordResult(bracket, first.id, outsider)).toEqual({ ok: false, reason: "not_in_match" });
    const done = recordResult(bracket, first.id, first.sides[0] as string);
    expect(done.ok).toBe(true);
    expect(JSON.stringify(bracket)).toBe(before);
    if (done.ok)
      expect(recordResult(done.bracket, first.id, first.sides[0] as string)).toMatchObject({ ok: false });
  });

  it("plays a reset when the losers' bracket winner takes the grand final", () => {
    let bracket = createBracket("double_elimination", entrantsOf([1500, 1400, 1300, 1200]));
    // The higher seed wins everything until the grand final, which the losers' side wins.
    for (let ready = readyMatches(bracket); ready.length > 0; ready = readyMatches(bracket)) {
      const match = ready[0] as BracketMatch;
      const [a, b] = match.sides as [string, string];
      const winner =
        match.stage === "grand_final" ? b : bracket.seeds.indexOf(a) < bracket.seeds.indexOf(b) ? a : b;
      const result = recordResult(bracket, match.id, winner);
      if (!result.ok) throw new Error(result.reason);
      bracket = result.bracket;
      if (match.stage === "reset") break;
    }
    const reset = bracket.matches.find((m) => m.stage === "reset") as BracketMatch;
    expect(reset.status).toBe("done");
    expect(championOf(bracket)).toBe(reset.winner);
  });

  it("breaks round-robin ties by wins, points difference, head-to-head, then seed", () => {
    let bracket = createBracket("round_robin", entrantsOf([1500, 1400, 1300, 1200]));
    const points = new Map<string, { winner: number; loser: number }>();
    const beats: Record<string, string[]> = { e1: ["e3", "e4"], e2: ["e1", "e4"], e3: ["e2"], e4: ["e3"] };
    for (let ready = readyMatches(bracket); ready.length > 0; ready = readyMatches(bracket)) {
      const match = ready[0] as BracketMatch;
      const [a, b] = match.sides as [string, string];
      const winner = beats[a]?.includes(b) ? a : b;
      points.set(match.id, { winner: 100, loser: 50 });
      const result = recordResult(bracket, match.id, winner);
      if (!result.ok) throw new Error(result.reason);
      bracket = result.bracket;
    }
    const table = standings(bracket, points);
    // e1 and e2 have 2 wins and the same difference: e2 beat e1 head to head; so did e4 beat e3.
    expect(table.map((s) => s.id)).toEqual(["e2", "e1", "e4", "e3"]);
    expect(table[0]).toMatchObject({ played: 3, wins: 2, losses: 1, pointsFor: 250, pointsAgainst: 200 });
    expect(championOf(bracket, points)).toBe("e2");
  });

  it("generates brackets for every size and format", () => {
    const formats: TournamentFormat[] = [...TOURNAMENT_FORMATS];
    for (const format of formats) {
      for (const size of [8, 16, 32]) {
        const bracket = createBracket(format, entrantsOf(Array.from({ length: size }, (_, i) => 2000 - i)));
        const expected =
          format === "single_elimination"
            ? size - 1
            : format === "double_elimination"
              ? 2 * size - 1
              : (size * (size - 1)) / 2;
        expect(bracket.matches, `${format} ${size}`).toHaveLength(expected);
      }
    }
  });
});
