/**
 * Round robin (docs/decisions/026-tournament-brackets.md): the schedule, where every pair meets
 * exactly once, and the league table with its tie-break.
 */
import { type Bracket, type BracketMatch, newMatch } from "./tournament";

/**
 * Round robin by the circle method: every pair meets exactly once, nobody plays twice in a round.
 * With an odd count a bye takes the empty seat, and whoever meets it sits that round out.
 */
export function roundRobin(count: number): BracketMatch[] {
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
