/**
 * Tournament brackets as pure data (issue 14; docs/decisions/026-tournament-brackets.md): made from
 * the entrants and their battle ratings (`createBracket`, tournament-bracket.ts), then advanced one
 * result at a time (`recordResult`). Nothing here knows about games, clocks or storage; the server
 * plays each ready match as a head-to-head game and records its winner with `recordResult`. This file
 * holds the shapes and what every format shares; the elimination brackets are in tournament-bracket.ts,
 * the league in tournament-round-robin.ts, who goes on from a match in tournament-forfeits.ts.
 *
 * A match with a bye on one side is a walkover: no game is played and the other side goes on. In a
 * losers' bracket, a match fed by two byes is void: no game, and a bye goes on.
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

export const matchId = (stage: MatchStage, round: number, order: number): string =>
  stage === "grand_final" ? "GF" : stage === "reset" ? "GF2" : `${stage[0]?.toUpperCase()}${round}-${order}`;

export function newMatch(
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
export function settle(bracket: Bracket): Bracket {
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
