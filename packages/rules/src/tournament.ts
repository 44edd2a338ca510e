/**
 * Tournament brackets as pure data (issue 14; docs/decisions/026-tournament-brackets.md): made from
 * the entrants and their battle ratings, then advanced one result at a time. Nothing here knows
 * about games, clocks or storage; the server plays each ready match as a head-to-head game and
 * records its winner with `recordResult`.
 *
 * Elimination brackets have a power-of-two size: the smallest that holds the entrants (so fewer than
 * half of the places are byes and two byes never meet in the first round). Seeds follow the battle
 * rating (ties by id), and seeds are placed so that seed 1 and seed 2 can meet only in the final; the
 * byes go to the top seeds. A match with a bye on one side is a walkover: no game is played and the
 * other side goes on. In a losers' bracket, a match fed by two byes is void: no game, and a bye goes
 * on.
 */

export const TOURNAMENT_FORMATS = ["single_elimination", "double_elimination", "round_robin"] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];

export const TOURNAMENT_SIZES = [8, 16, 32] as const;

/** The fewest entrants a tournament can start with. */
export const TOURNAMENT_MIN_ENTRANTS = 4;

export interface Entrant {
  id: string;
  /** Battle rating; higher is seeded first. */
  rating: number;
}

/** Where one side of a match comes from. */
export type MatchSource =
  | { from: "seed"; seed: number }
  | { from: "winner"; match: string }
  | { from: "loser"; match: string };

/** A side of a match: an entrant id, a bye, or not known yet (null). */
export const BYE = "(bye)";

export type MatchStage = "winners" | "losers" | "grand_final" | "reset" | "league";

export type MatchStatus =
  /** A side is not known yet. */
  | "pending"
  /** Both sides are entrants: the game is to be played. */
  | "ready"
  /** Played: `winner` won. */
  | "done"
  /** One side was a bye: the other went on without a game. */
  | "walkover"
  /** Both sides were byes (losers' bracket only), or a reset the grand final made needless. */
  | "void";

export interface BracketMatch {
  id: string;
  stage: MatchStage;
  /** Round within its stage, from 1. */
  round: number;
  /** Position within its round, from 1. */
  order: number;
  sources: [MatchSource, MatchSource];
  sides: [string | null, string | null];
  status: MatchStatus;
  /** The entrant (or BYE for a void match) that goes on; null until decided. */
  winner: string | null;
  /** The other side once decided (BYE after a walkover or a void match). */
  loser: string | null;
}

export interface Bracket {
  format: TournamentFormat;
  /** Entrant ids by seed: `seeds[0]` is seed 1. */
  seeds: string[];
  /** Places in the first round (a power of two), or the entrant count for round robin. */
  size: number;
  matches: BracketMatch[];
}

/** Entrants by seed: highest rating first, ties by id so the order never depends on arrival. */
export function seedEntrants(entrants: readonly Entrant[]): string[] {
  return [...entrants]
    .sort((a, b) => b.rating - a.rating || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((entrant) => entrant.id);
}

/**
 * The seeds in bracket order for `size` places: adjacent pairs meet in round 1 (1 v size, …), and
 * the top two seeds are in opposite halves, the top four in different quarters, and so on.
 */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

function nextPowerOfTwo(n: number): number {
  let size = 2;
  while (size < n) size *= 2;
  return size;
}

const matchId = (stage: MatchStage, round: number, order: number): string =>
  stage === "grand_final" ? "GF" : stage === "reset" ? "GF2" : `${stage[0]?.toUpperCase()}${round}-${order}`;

function newMatch(
  stage: MatchStage,
  round: number,
  order: number,
  sources: [MatchSource, MatchSource],
): BracketMatch {
  return {
    id: matchId(stage, round, order),
    stage,
    round,
    order,
    sources,
    sides: [null, null],
    status: "pending",
    winner: null,
    loser: null,
  };
}

/** The winners' bracket: `size` places, log2(size) rounds. */
function winnersBracket(size: number): BracketMatch[] {
  const matches: BracketMatch[] = [];
  const order = bracketOrder(size);
  for (let i = 0; i < size / 2; i++) {
    matches.push(
      newMatch("winners", 1, i + 1, [
        { from: "seed", seed: order[2 * i] as number },
        { from: "seed", seed: order[2 * i + 1] as number },
      ]),
    );
  }
  for (let round = 2, count = size / 4; count >= 1; round++, count /= 2) {
    for (let i = 0; i < count; i++) {
      matches.push(
        newMatch("winners", round, i + 1, [
          { from: "winner", match: matchId("winners", round - 1, 2 * i + 1) },
          { from: "winner", match: matchId("winners", round - 1, 2 * i + 2) },
        ]),
      );
    }
  }
  return matches;
}

/**
 * The losers' bracket of a double elimination of `size` places: 2·(log2(size) − 1) rounds. Odd
 * rounds pair the survivors among themselves (round 1: the first round's losers); even rounds meet
 * them with the losers of the next winners' round, dropped in reversed order every other time so
 * that two players who met in the winners' bracket do not meet again at once.
 */
function losersBracket(size: number): BracketMatch[] {
  const k = Math.log2(size);
  const matches: BracketMatch[] = [];
  let count = size / 4;
  for (let i = 0; i < count; i++) {
    matches.push(
      newMatch("losers", 1, i + 1, [
        { from: "loser", match: matchId("winners", 1, 2 * i + 1) },
        { from: "loser", match: matchId("winners", 1, 2 * i + 2) },
      ]),
    );
  }
  for (let j = 1; j <= k - 1; j++) {
    const major = 2 * j;
    const reversed = j % 2 === 1;
    for (let i = 0; i < count; i++) {
      const dropped = reversed ? count - i : i + 1;
      matches.push(
        newMatch("losers", major, i + 1, [
          { from: "winner", match: matchId("losers", major - 1, i + 1) },
          { from: "loser", match: matchId("winners", j + 1, dropped) },
        ]),
      );
    }
    if (j === k - 1) break;
    count /= 2;
    for (let i = 0; i < count; i++) {
      matches.push(
        newMatch("losers", major + 1, i + 1, [
          { from: "winner", match: matchId("losers", major, 2 * i + 1) },
          { from: "winner", match: matchId("losers", major, 2 * i + 2) },
        ]),
      );
    }
  }
  return matches;
}

/**
 * Round robin by the circle method: every pair meets exactly once, nobody plays twice in a round.
 * With an odd count a bye takes the empty seat, and whoever meets it sits that round out.
 */
function roundRobin(count: number): BracketMatch[] {
  const seats = Array.from({ length: count % 2 === 0 ? count : count + 1 }, (_, i) => i + 1);
  const n = seats.length;
  const matches: BracketMatch[] = [];
  for (let round = 1; round < n; round++) {
    let order = 0;
    for (let i = 0; i < n / 2; i++) {
      const a = seats[i] as number;
      const b = seats[n - 1 - i] as number;
      matches.push(
        newMatch("league", round, ++order, [
          { from: "seed", seed: Math.min(a, b) },
          { from: "seed", seed: Math.max(a, b) },
        ]),
      );
    }
    // Keep seat 0 fixed and turn the others one place.
    seats.splice(1, 0, seats.pop() as number);
  }
  return matches;
}

/** A new bracket for `entrants` (at least two; tournaments start with `TOURNAMENT_MIN_ENTRANTS`). */
export function createBracket(format: TournamentFormat, entrants: readonly Entrant[]): Bracket {
  if (entrants.length < 2) throw new Error("A bracket needs at least two entrants.");
  if (new Set(entrants.map((e) => e.id)).size !== entrants.length) throw new Error("Entrants must differ.");
  const seeds = seedEntrants(entrants);
  if (format === "round_robin") {
    return settle({ format, seeds, size: seeds.length, matches: roundRobin(seeds.length) });
  }
  const size = nextPowerOfTwo(seeds.length);
  const matches = winnersBracket(size);
  if (format === "double_elimination") {
    const last = matches[matches.length - 1] as BracketMatch;
    const losers = losersBracket(size);
    const losersFinal = losers[losers.length - 1] as BracketMatch;
    matches.push(...losers);
    matches.push(
      newMatch("grand_final", 1, 1, [
        { from: "winner", match: last.id },
        { from: "winner", match: losersFinal.id },
      ]),
    );
    // The reset is played only when the losers' bracket winner takes the grand final (`settle`).
    matches.push(
      newMatch("reset", 1, 1, [
        { from: "winner", match: "GF" },
        { from: "loser", match: "GF" },
      ]),
    );
  }
  return settle({ format, seeds, size, matches });
}

function sideOf(bracket: Bracket, byId: Map<string, BracketMatch>, source: MatchSource): string | null {
  if (source.from === "seed") return bracket.seeds[source.seed - 1] ?? BYE;
  const match = byId.get(source.match);
  if (!match) throw new Error(`Unknown match ${source.match}.`);
  return source.from === "winner" ? match.winner : match.loser;
}

/**
 * Fills in every side that is now known and decides what needs no game: walkovers, void matches,
 * and a reset the grand final made needless. Called after every change; returns the same bracket.
 */
function settle(bracket: Bracket): Bracket {
  const byId = new Map(bracket.matches.map((m) => [m.id, m]));
  let changed = true;
  while (changed) {
    changed = false;
    for (const match of bracket.matches) {
      if (match.status !== "pending") continue;
      const sides: [string | null, string | null] = [
        sideOf(bracket, byId, match.sources[0]),
        sideOf(bracket, byId, match.sources[1]),
      ];
      if (match.stage === "reset") {
        const final = byId.get("GF") as BracketMatch;
        if (final.status === "done" && final.winner === final.sides[0]) {
          // The winners' bracket champion won the grand final: no reset.
          match.sides = [final.winner, final.loser];
          match.status = "void";
          changed = true;
          continue;
        }
      }
      match.sides = sides;
      const [a, b] = sides;
      if (a === null || b === null) continue;
      if (a === BYE && b === BYE) {
        match.status = "void";
        match.winner = BYE;
        match.loser = BYE;
      } else if (a === BYE || b === BYE) {
        match.status = "walkover";
        match.winner = a === BYE ? b : a;
        match.loser = BYE;
      } else match.status = "ready";
      changed = true;
    }
  }
  return bracket;
}

/** Why a result cannot be recorded. */
export type ResultRefusal = "unknown_match" | "not_ready" | "not_in_match";

/**
 * The bracket after `winnerId` won match `matchId` (a new bracket; the given one is unchanged), or
 * why not: the match must be ready and the winner one of its two sides.
 */
export function recordResult(
  bracket: Bracket,
  matchId: string,
  winnerId: string,
): { ok: true; bracket: Bracket } | { ok: false; reason: ResultRefusal } {
  const index = bracket.matches.findIndex((m) => m.id === matchId);
  const match = bracket.matches[index];
  if (!match) return { ok: false, reason: "unknown_match" };
  if (match.status !== "ready") return { ok: false, reason: "not_ready" };
  if (!match.sides.includes(winnerId)) return { ok: false, reason: "not_in_match" };
  const next: Bracket = {
    ...bracket,
    matches: bracket.matches.map((m) => ({
      ...m,
      sources: m.sources,
      sides: [...m.sides] as BracketMatch["sides"],
    })),
  };
  const played = next.matches[index] as BracketMatch;
  played.status = "done";
  played.winner = winnerId;
  played.loser = played.sides[0] === winnerId ? played.sides[1] : played.sides[0];
  return { ok: true, bracket: settle(next) };
}

/** The matches waiting for a game now. */
export function readyMatches(bracket: Bracket): BracketMatch[] {
  return bracket.matches.filter((m) => m.status === "ready");
}

/** One entrant's league line: played, won, lost, and the points of its games for and against. */
export interface Standing {
  id: string;
  played: number;
  wins: number;
  losses: number;
  pointsFor: number;
  pointsAgainst: number;
}

/**
 * Round-robin standings. Tie-break (docs/decisions/026-tournament-brackets.md): most wins, then the
 * best difference of game points (`points` by match id: the winner's and the loser's score), then
 * the head-to-head result between exactly two tied entrants, then the higher seed.
 */
export function standings(
  bracket: Bracket,
  points: ReadonlyMap<string, { winner: number; loser: number }> = new Map(),
): Standing[] {
  const table = new Map<string, Standing>(
    bracket.seeds.map((id) => [id, { id, played: 0, wins: 0, losses: 0, pointsFor: 0, pointsAgainst: 0 }]),
  );
  const beat = new Set<string>();
  for (const match of bracket.matches) {
    if (match.status !== "done" || !match.winner || !match.loser) continue;
    const winner = table.get(match.winner) as Standing;
    const loser = table.get(match.loser) as Standing;
    const score = points.get(match.id) ?? { winner: 0, loser: 0 };
    winner.played++;
    winner.wins++;
    winner.pointsFor += score.winner;
    winner.pointsAgainst += score.loser;
    loser.played++;
    loser.losses++;
    loser.pointsFor += score.loser;
    loser.pointsAgainst += score.winner;
    beat.add(`${match.winner}>${match.loser}`);
  }
  const seed = new Map(bracket.seeds.map((id, i) => [id, i]));
  const lines = [...table.values()];
  const key = (s: Standing) => `${s.wins}:${s.pointsFor - s.pointsAgainst}`;
  const tiedCount = new Map<string, number>();
  for (const line of lines) tiedCount.set(key(line), (tiedCount.get(key(line)) ?? 0) + 1);
  return lines.sort((a, b) => {
    if (a.wins !== b.wins) return b.wins - a.wins;
    const diff = b.pointsFor - b.pointsAgainst - (a.pointsFor - a.pointsAgainst);
    if (diff !== 0) return diff;
    if (tiedCount.get(key(a)) === 2) {
      if (beat.has(`${a.id}>${b.id}`)) return -1;
      if (beat.has(`${b.id}>${a.id}`)) return 1;
    }
    return (seed.get(a.id) as number) - (seed.get(b.id) as number);
  });
}

/** The champion once the bracket is decided, else null. */
export function championOf(
  bracket: Bracket,
  points?: ReadonlyMap<string, { winner: number; loser: number }>,
): string | null {
  if (bracket.matches.some((m) => m.status === "pending" || m.status === "ready")) return null;
  if (bracket.format === "round_robin") return standings(bracket, points)[0]?.id ?? null;
  if (bracket.format === "single_elimination")
    return bracket.matches[bracket.matches.length - 1]?.winner ?? null;
  const reset = bracket.matches.find((m) => m.stage === "reset") as BracketMatch;
  if (reset.status === "void") return bracket.matches.find((m) => m.stage === "grand_final")?.winner ?? null;
  return reset.winner;
}
