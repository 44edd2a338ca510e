/**
 * Elimination brackets (docs/decisions/026-tournament-brackets.md), and `createBracket` for every
 * format. An elimination bracket has a power-of-two size: the smallest that holds the entrants (so
 * fewer than half of the places are byes and two byes never meet in the first round). Seeds follow
 * the battle rating (ties by id), and seeds are placed so that seed 1 and seed 2 can meet only in the
 * final; the byes go to the top seeds.
 */
import {
  type Bracket,
  type BracketMatch,
  type Entrant,
  matchId,
  newMatch,
  seedEntrants,
  settle,
  type TournamentFormat,
} from "./tournament";
import { roundRobin } from "./tournament-round-robin";

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

/**
 * The byes a bracket of `count` entrants draws: an elimination bracket's empty places (to the next
 * power of two), or in a round robin of an odd count the one seat that sits each round out (1).
 */
export function byesFor(format: TournamentFormat, count: number): number {
  if (format === "round_robin") return count % 2;
  return nextPowerOfTwo(count) - count;
}

function nextPowerOfTwo(n: number): number {
  let size = 2;
  while (size < n) size *= 2;
  return size;
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
