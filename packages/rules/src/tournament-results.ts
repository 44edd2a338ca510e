/**
 * What a tournament's games decide, as pure functions of its bracket (docs/decisions/033-tournaments.md):
 * who goes on from a played or forfeited match, the final places, and the prize pool's split.
 */
import type { BotDifficulty } from "./constants";
import { type Bracket, type BracketMatch, BYE, championOf, standings } from "./tournament";

/**
 * The prize pool's split by place, in percent: 1st 50, 2nd 30, 3rd 20. Joint thirds (the two losing
 * semi-finalists of a single elimination) share the third's part. Points are rounded down and what
 * rounding leaves goes to the champion.
 */
export const TOURNAMENT_PRIZE_SPLIT = [50, 30, 20] as const;

/** A bot entrant's seeding rating by difficulty; a person's is their battle rating (1200 at first). */
export const TOURNAMENT_BOT_RATINGS = {
  easy: 1000,
  medium: 1150,
  hard: 1300,
  expert: 1450,
} as const satisfies Record<BotDifficulty, number>;

/** How a match was decided (see `TournamentMatchDecision` in the protocol). */
export type MatchDecision = "score" | "draw_seed" | "forfeit" | "no_show";

/** The side seeded higher (a lower seed number); `a` when neither is seeded. */
export function higherSeed(bracket: Bracket, a: string, b: string): string {
  const seedA = bracket.seeds.indexOf(a);
  const seedB = bracket.seeds.indexOf(b);
  if (seedB === -1) return a;
  if (seedA === -1) return b;
  return seedA <= seedB ? a : b;
}

/**
 * Who goes on from a ready match whose game finished with `scores` (by side): the higher score, or
 * on equal scores the higher seed.
 */
export function winnerByScore(
  bracket: Bracket,
  match: BracketMatch,
  scores: readonly [number, number],
): { winner: string; decidedBy: MatchDecision } {
  const [a, b] = match.sides as [string, string];
  if (scores[0] !== scores[1]) return { winner: scores[0] > scores[1] ? a : b, decidedBy: "score" };
  return { winner: higherSeed(bracket, a, b), decidedBy: "draw_seed" };
}

/**
 * Who goes on when the match's game was not played through in time: the side that showed, or the
 * higher seed when neither did (a bracket match needs a winner). `showed` is by side.
 */
export function winnerByShowing(
  bracket: Bracket,
  match: BracketMatch,
  showed: readonly [boolean, boolean],
): { winner: string; decidedBy: MatchDecision } {
  const [a, b] = match.sides as [string, string];
  if (showed[0] !== showed[1]) return { winner: showed[0] ? a : b, decidedBy: "forfeit" };
  return { winner: higherSeed(bracket, a, b), decidedBy: "no_show" };
}

/** A final place. */
export interface Placement {
  entrantId: string;
  place: 1 | 2 | 3;
}

const lastOf = (matches: readonly BracketMatch[]) => matches[matches.length - 1];

/**
 * The first three places of a decided bracket (empty while undecided). Single elimination: the
 * final's winner and loser, then both losing semi-finalists as joint thirds. Double elimination: the
 * champion, the loser of the last grand final played, then the loser of the losers' final. Round
 * robin: the top three of the standings (`points` as for `standings`). Byes never place.
 */
export function placements(
  bracket: Bracket,
  points?: ReadonlyMap<string, { winner: number; loser: number }>,
): Placement[] {
  const champion = championOf(bracket, points);
  if (champion === null) return [];
  const places: Placement[] = [{ entrantId: champion, place: 1 }];
  const add = (entrantId: string | null | undefined, place: 2 | 3) => {
    if (entrantId && entrantId !== BYE && !places.some((p) => p.entrantId === entrantId))
      places.push({ entrantId, place });
  };
  if (bracket.format === "round_robin") {
    const table = standings(bracket, points);
    add(table[1]?.id, 2);
    add(table[2]?.id, 3);
    return places;
  }
  const winners = bracket.matches.filter((m) => m.stage === "winners");
  const lastRound = Math.max(...winners.map((m) => m.round));
  if (bracket.format === "single_elimination") {
    add(lastOf(winners)?.loser, 2);
    for (const semi of winners.filter((m) => m.round === lastRound - 1)) add(semi.loser, 3);
    return places;
  }
  const reset = bracket.matches.find((m) => m.stage === "reset");
  const final = bracket.matches.find((m) => m.stage === "grand_final");
  add(reset?.status === "done" ? reset.loser : final?.loser, 2);
  add(lastOf(bracket.matches.filter((m) => m.stage === "losers"))?.loser, 3);
  return places;
}

/**
 * Each place's prize from `pool` points (`TOURNAMENT_PRIZE_SPLIT`), in the order given: joint places
 * share their part, shares are rounded down, and first place gets the rest of the pool.
 */
export function prizeShares(pool: number, places: readonly Placement[]): number[] {
  const shares = places.map((p) => {
    const joint = places.filter((other) => other.place === p.place).length;
    return p.place === 1 ? 0 : Math.floor((pool * (TOURNAMENT_PRIZE_SPLIT[p.place - 1] ?? 0)) / 100 / joint);
  });
  const first = places.findIndex((p) => p.place === 1);
  if (first !== -1) shares[first] = pool - shares.reduce((sum, share) => sum + share, 0);
  return shares;
}
