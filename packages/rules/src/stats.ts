/**
 * The players' rates (docs/product.md §18.4, "Boards", and §18.1, "Lists"): the one win rate, for
 * the leaderboards and the friends list alike. Rates are counted in whole basis points, rounded down,
 * so a stored rate, a ranked rate and a shown rate are the same number everywhere.
 */

/** Basis points in 100 %: a rate of 0.5 is kept as 5000. */
export const RATE_SCALE = 10_000;

/** `part` per `whole` in basis points, rounded down; null while `whole` is below `minimum` (or 0). */
export function rateBasisPoints(part: number, whole: number, minimum = 1): number | null {
  return whole >= Math.max(1, minimum) ? Math.floor((part * RATE_SCALE) / whole) : null;
}

/** A rate in basis points as a share from 0 to 1. */
export const fromBasisPoints = (basisPoints: number): number => basisPoints / RATE_SCALE;

/**
 * The win rate: games won per game played, in basis points rounded down; null before `minimumGames`
 * games (the leaderboards rank it only from 5 games in the period) and always with no game.
 */
export function winRateBasisPoints(wins: number, games: number, minimumGames = 1): number | null {
  return rateBasisPoints(wins, games, minimumGames);
}

/** The win rate as a share from 0 to 1 (rounded down to a basis point), 0 before the first game. */
export function winRate(wins: number, games: number): number {
  return fromBasisPoints(winRateBasisPoints(wins, games) ?? 0);
}
