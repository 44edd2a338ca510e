import type { TournamentDetail, TournamentEntrant, TournamentMatch } from "@riddlebook/protocol";
import { type Bracket, createBracket, recordResult, type TournamentFormat } from "@riddlebook/rules";

/**
 * Tournaments for the screens' unit tests, with brackets made and advanced by the real rules
 * (`createBracket`, `recordResult`), so the screens are tested on the shapes the server sends. The
 * viewer in `social/test-support` is Mia, user "u-me": entrant "e1" here.
 */

export const T0 = 1_900_000_000_000;

/** `count` entrants: e1 is Mia (u-me), e2 is Bo (u-bo), the rest are bots; ratings fall with the number. */
export function entrants(count: number): TournamentEntrant[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const person = n <= 2;
    return {
      id: `e${n}`,
      userId: n === 1 ? "u-me" : n === 2 ? "u-bo" : null,
      name: n === 1 ? "Mia" : n === 2 ? "Bo" : `Bot ${n}`,
      isBot: !person,
      difficulty: person ? null : "easy",
      rating: 1500 - n * 10,
      seed: null,
    };
  });
}

/** A tournament still registering, created by Mia. */
export function registering(overrides: Partial<TournamentDetail> = {}): TournamentDetail {
  const list = overrides.entrants ?? entrants(3);
  return {
    id: "t1",
    name: "Friday Night Riddles",
    description: "Bring your best verses.",
    format: "single_elimination",
    size: 8,
    roundsPerMatch: 3,
    prizePool: 110,
    status: "registering",
    entrantCount: list.length,
    registrationDeadline: T0 + 3_600_000,
    startsAt: T0 + 4_500_000,
    creator: { userId: "u-me", name: "Mia" },
    championName: null,
    createdAt: T0,
    startedAt: null,
    completedAt: null,
    cancelledAt: null,
    cancelReason: null,
    entrants: list,
    matches: [],
    championId: null,
    standings: null,
    placements: [],
    version: 1,
    ...overrides,
  };
}

/** The bracket's matches as the server sends them: ready ones are being played, in game `g-<id>`. */
function wireMatches(bracket: Bracket): TournamentMatch[] {
  return bracket.matches.map((m) => ({
    id: m.id,
    stage: m.stage,
    round: m.round,
    order: m.order,
    sides: m.sides,
    status: m.status === "ready" ? "playing" : m.status,
    winner: m.winner,
    loser: m.loser,
    gameId: m.status === "ready" || m.status === "done" ? `g-${m.id}` : null,
    scores: m.status === "done" ? (m.sides[0] === m.winner ? [3, 1] : [1, 3]) : null,
    noShowDeadline: m.status === "ready" ? T0 + 60_000 : null,
    decidedBy: m.status === "done" ? "score" : null,
  }));
}

/**
 * A started tournament of `count` entrants in `format`, after `winners` results (each the match id
 * and the side that won: 0 or 1), with seeds set as the bracket drew them.
 */
export function running(
  format: TournamentFormat,
  count: number,
  winners: readonly [string, 0 | 1][] = [],
): TournamentDetail {
  const list = entrants(count);
  let bracket = createBracket(
    format,
    list.map((e) => ({ id: e.id, rating: e.rating })),
  );
  for (const [matchId, side] of winners) {
    const match = bracket.matches.find((m) => m.id === matchId);
    const result = recordResult(bracket, matchId, match?.sides[side] ?? "");
    if (!result.ok) throw new Error(`${matchId}: ${result.reason}`);
    bracket = result.bracket;
  }
  return registering({
    format,
    status: "running",
    startedAt: T0 + 60_000,
    entrants: list.map((e) => ({ ...e, seed: bracket.seeds.indexOf(e.id) + 1 })),
    matches: wireMatches(bracket),
    version: 10 + winners.length,
  });
}
