/**
 * Tournament prizes (docs/decisions/046-tournament-prizes.md; issue 29, finding 2): a fixed schedule
 * by bracket size, never a number the creator types, and the rule for when they reach the global
 * leaderboards. They are modest beside what games pay: a 10-round game pays at most 70 points, and
 * winning an 8-place tournament takes three match games, each paying its own points.
 */
import type { TOURNAMENT_SIZES } from "./tournament";
import type { Placement } from "./tournament-results";

export type TournamentSize = (typeof TOURNAMENT_SIZES)[number];

/** Prize points of 1st, 2nd and 3rd place. */
export type PrizeSchedule = readonly [first: number, second: number, third: number];

const SCHEDULES: Readonly<Record<TournamentSize, PrizeSchedule>> = {
  8: [60, 30, 20],
  16: [90, 50, 30],
  32: [120, 70, 40],
};

/** The prize points of 1st, 2nd and 3rd place in a tournament of `size` places. */
export function prizeSchedule(size: TournamentSize): PrizeSchedule {
  return SCHEDULES[size];
}

/** All a tournament of `size` places pays at most (what the list and the page show as its prizes). */
export function prizeTotal(size: TournamentSize): number {
  return prizeSchedule(size).reduce((sum, points) => sum + points, 0);
}

/**
 * Each place's prize, in the order given: its place's points from the schedule, joint places (the two
 * losing semi-finalists of a single elimination) sharing them, rounded down. An entrant in `withheld`
 * (who lost a match without playing it out: `lostWithoutPlaying`) gets nothing, and the place's
 * points go to nobody else.
 */
export function prizesOf(
  size: TournamentSize,
  places: readonly Placement[],
  withheld: ReadonlySet<string> = new Set(),
): number[] {
  const schedule = prizeSchedule(size);
  return places.map((p) => {
    if (withheld.has(p.entrantId)) return 0;
    const joint = places.filter((other) => other.place === p.place).length;
    return Math.floor((schedule[p.place - 1] ?? 0) / joint);
  });
}

/** An account is established once it is this old: guests and fresh sign-ups are not. */
export const ESTABLISHED_ACCOUNT_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** How many distinct established accounts must have played for prizes to reach the global boards. */
export const PRIZE_BOARD_QUORUM = 4;

/** What the quorum asks of an entrant's account; bots have none. */
export interface PrizeAccount {
  userId: string;
  isGuest: boolean;
  createdAt: number;
}

/** A signed-up (not guest) account at least `ESTABLISHED_ACCOUNT_AGE_MS` old at `now`. */
export function isEstablished(account: PrizeAccount, now: number): boolean {
  return !account.isGuest && now - account.createdAt >= ESTABLISHED_ACCOUNT_AGE_MS;
}

/**
 * Whether a completed tournament's prizes reach the global boards (and the total score): only when at
 * least `PRIZE_BOARD_QUORUM` distinct established accounts played in it (`played`: the people's
 * accounts that played a match, see `entrantsWhoPlayed`). Otherwise they stay on the tournament's own
 * page, in its places.
 */
export function prizesReachBoards(played: readonly PrizeAccount[], now: number): boolean {
  const established = new Set(played.filter((a) => isEstablished(a, now)).map((a) => a.userId));
  return established.size >= PRIZE_BOARD_QUORUM;
}
