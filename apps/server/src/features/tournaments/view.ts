import type {
  TournamentDetail,
  TournamentEntrant,
  TournamentMatch,
  TournamentMatchDecision,
  TournamentPlacement,
  TournamentStatus,
  TournamentSummary,
} from "@riddlebook/protocol";
import {
  type BotDifficulty,
  type Bracket,
  prizeTotal,
  standings,
  type TournamentFormat,
  type TournamentSize,
} from "@riddlebook/rules";
import type { MatchRow, ViewedMatchRow } from "./match-repository";
import type { EntrantRow, TournamentRow } from "./repository";

/**
 * The public state of a tournament as the API and its socket show it (packages/protocol/src/tournament.ts):
 * the same for every viewer, built from its rows.
 */

/** The stored bracket, or null before the start. */
export function bracketOf(row: TournamentRow): Bracket | null {
  return row.bracket === null ? null : (JSON.parse(row.bracket) as Bracket);
}

/** Game points of the decided matches that were played, by match id (for the round-robin tie-break). */
export function pointsOf(
  bracket: Bracket,
  matches: readonly MatchRow[],
): Map<string, { winner: number; loser: number }> {
  const sideA = new Map(bracket.matches.map((m) => [m.id, m.sides[0]]));
  const points = new Map<string, { winner: number; loser: number }>();
  for (const m of matches) {
    if (m.winner_id === null || m.score_a === null || m.score_b === null) continue;
    const aWon = sideA.get(m.match_id) === m.winner_id;
    points.set(
      m.match_id,
      aWon ? { winner: m.score_a, loser: m.score_b } : { winner: m.score_b, loser: m.score_a },
    );
  }
  return points;
}

export function toSummary(row: TournamentRow): TournamentSummary {
  return {
    id: row.id,
    name: row.name,
    format: row.format as TournamentFormat,
    size: row.size as TournamentSummary["size"],
    roundsPerMatch: row.rounds_per_match as TournamentSummary["roundsPerMatch"],
    // The schedule by size, whatever an older row stored (docs/decisions/046-tournament-prizes.md).
    prizePool: prizeTotal(row.size as TournamentSize),
    status: row.status as TournamentStatus,
    entrantCount: row.entrant_count,
    registrationDeadline: row.registration_deadline,
    startsAt: row.starts_at,
    startedAt: row.started_at,
    creator: { userId: row.creator_id, name: row.creator_name },
    championName: row.champion_name,
    createdAt: row.created_at,
  };
}

function toEntrant(row: EntrantRow, bracket: Bracket | null): TournamentEntrant {
  const seed = bracket ? bracket.seeds.indexOf(row.id) + 1 : 0;
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    isBot: row.is_bot === 1,
    difficulty: row.difficulty as BotDifficulty | null,
    rating: row.rating,
    seed: seed > 0 ? seed : null,
  };
}

/**
 * The public state. A match row is claimed a moment before its game is made (and a game cut short by
 * a lost instance is made again by the sweep), so a match whose game does not exist yet is shown as
 * still `ready`, with no game or no-show deadline: every `gameId` shown can be opened at once.
 */
export function toDetail(
  row: TournamentRow,
  entrants: readonly EntrantRow[],
  matchRows: readonly ViewedMatchRow[],
): TournamentDetail {
  const bracket = bracketOf(row);
  const byMatch = new Map(matchRows.map((m) => [m.match_id, m]));
  const matches = (bracket?.matches ?? []).map((m): TournamentMatch => {
    const stored = byMatch.get(m.id);
    const made = stored?.game_made ? stored : undefined;
    const played = stored?.score_a != null && stored.score_b != null;
    return {
      id: m.id,
      stage: m.stage,
      round: m.round,
      order: m.order,
      sides: [...m.sides],
      status: m.status === "ready" && made ? "playing" : m.status,
      winner: m.winner,
      loser: m.loser,
      gameId: made?.game_id ?? null,
      scores: played ? [stored.score_a as number, stored.score_b as number] : null,
      noShowDeadline: made?.winner_id == null ? (made?.no_show_at ?? null) : null,
      decidedBy: (stored?.decided_by ?? null) as TournamentMatchDecision | null,
    };
  });
  return {
    ...toSummary(row),
    description: row.description,
    completedAt: row.completed_at,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
    entrants: entrants.map((e) => toEntrant(e, bracket)),
    matches,
    championId: row.champion_id,
    standings:
      bracket?.format === "round_robin"
        ? standings(bracket, pointsOf(bracket, matchRows)).map((s) => ({
            entrantId: s.id,
            played: s.played,
            wins: s.wins,
            losses: s.losses,
            pointsFor: s.pointsFor,
            pointsAgainst: s.pointsAgainst,
          }))
        : null,
    placements: placementsOf(row),
    version: row.version,
  };
}

/**
 * The stored places. Those stored before ADR 046 have no `onBoards`: their prizes were all paid to
 * the boards then, so they read as such.
 */
function placementsOf(row: TournamentRow): TournamentPlacement[] {
  if (row.placements === null) return [];
  const stored = JSON.parse(row.placements) as (Omit<TournamentPlacement, "onBoards"> & {
    onBoards?: boolean;
  })[];
  return stored.map((p) => ({ ...p, onBoards: p.onBoards ?? true }));
}
