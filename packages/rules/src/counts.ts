import { type BattleOutcome, rateBattle } from "./battle";
import type { GameState, Player } from "./game-state";
import { isRoundScored } from "./public-info";
import { recordedWinnersOf } from "./winners";

/**
 * What counts on the leaderboards and the battle rating (docs/decisions/045-what-counts-on-leaderboards.md):
 * the one rule, asked by the commit that completes a game. A player's own stats and battle record
 * keep what happened; the boards and the rating keep only what counts.
 *
 * - **Bots do not pay.** A game with a bot seat counts for no one.
 * - **Self-play does not pay.** Two seats are the same person when they are one account, or when
 *   their accounts were signed in from the same address within `originWindowMs`; such seats count
 *   for nothing. A pair of accounts counts for its first `gamesPerPair` games together within
 *   `pairWindowMs` (later ones count for neither), and moves the rating in its first
 *   `ratedBattlesPerPair` battles.
 * - **Leaving does not pay.** A seat that left, went idle, or took no part (no riddle and no guess)
 *   counts as a loss: a game with no points, no riddles and no win, and in a battle a rating loss
 *   that gives the opponent nothing. A game that ended before its last round was scored gives no
 *   one more than that, and nor does a game in which fewer than two contenders stayed to the end.
 * - **Guests** are opponents like anyone, but are not on the global boards and have no rating.
 */
export const FAIR_PLAY = {
  /** Two accounts signed in from one address within this long are one person. */
  originWindowMs: 7 * 24 * 60 * 60 * 1000,
  /** The window over which a pair's games together are counted. */
  pairWindowMs: 24 * 60 * 60 * 1000,
  /** Games a pair of accounts completes together within the window that count on the boards. */
  gamesPerPair: 3,
  /** Battles between a pair within the window that move their ratings. */
  ratedBattlesPerPair: 1,
} as const;

/** What the completing commit knows of a seat's account. */
export interface SeatAccount {
  isGuest: boolean;
  /** Opaque keys of the addresses the account signed in from within the origin window. */
  origins: readonly string[];
}

/** Games two accounts completed together within the pair window, before this one. */
export interface PairHistory {
  games: number;
  battles: number;
}

export interface CountFacts {
  /** By user id; a seat whose account is missing counts for nothing. */
  accounts: ReadonlyMap<string, SeatAccount>;
  pairHistory(userA: string, userB: string): PairHistory;
}

/** Why a seat counts for nothing. */
export type NoCountReason =
  | "bot_game"
  | "same_person"
  | "repeat_pair"
  | "guest"
  | "ended_early"
  | "no_opponent"
  | "unknown_account";

/** How one human seat's game counts on the boards. */
export type SeatCount =
  | { readonly counts: "full" }
  | { readonly counts: "loss"; readonly reason: "left" }
  | { readonly counts: "none"; readonly reason: NoCountReason };

/** A battle side's rating change, for the sides whose rating moves. */
export interface RatingMove {
  userId: string;
  outcome: BattleOutcome;
}

export interface GameCount {
  /** By player id, one per human seat with an account. */
  seats: ReadonlyMap<string, SeatCount>;
  /** For a battle: the sides whose rating moves, and how (empty when none does). */
  ratingMoves: readonly RatingMove[];
}

type Human = Player & { userId: string };

const isHuman = (player: Player): player is Human => !player.isBot && player.userId !== null;

/** Whether every round was played and the last one scored. */
export function playedToTheEnd(game: GameState): boolean {
  const last = game.rounds.find((round) => round.round === game.totalRounds);
  return game.currentRound >= game.totalRounds && last !== undefined && isRoundScored(last);
}

/** A seat that left, went idle, or wrote no riddle and made no guess in the whole game. */
function isAbsent(game: GameState, player: Player): boolean {
  if (player.hasLeft || player.isIdle === true) return true;
  const tookPart = game.rounds.some(
    (round) =>
      round.riddles.some((riddle) => riddle.playerId === player.id) ||
      round.guesses.some((guess) => guess.guesserId === player.id),
  );
  return !tookPart;
}

/** Seats sharing an account or a sign-in address with another human seat of the game. */
function samePersonSeats(humans: readonly Human[], facts: CountFacts): Set<string> {
  const same = new Set<string>();
  for (const [i, a] of humans.entries()) {
    for (const b of humans.slice(i + 1)) {
      const originsOfB = new Set(facts.accounts.get(b.userId)?.origins ?? []);
      const shared =
        a.userId === b.userId ||
        (facts.accounts.get(a.userId)?.origins ?? []).some((origin) => originsOfB.has(origin));
      if (shared) {
        same.add(a.id);
        same.add(b.id);
      }
    }
  }
  return same;
}

/** Seats in a pair that has used up its games together within the window. */
function repeatPairSeats(humans: readonly Human[], facts: CountFacts): Set<string> {
  const repeat = new Set<string>();
  for (const [i, a] of humans.entries()) {
    for (const b of humans.slice(i + 1)) {
      if (a.userId === b.userId) continue;
      if (facts.pairHistory(a.userId, b.userId).games >= FAIR_PLAY.gamesPerPair) {
        repeat.add(a.id);
        repeat.add(b.id);
      }
    }
  }
  return repeat;
}

/**
 * How a completed game counts for each human seat, and which battle ratings it moves. Pure: the
 * facts (accounts, addresses, earlier games of each pair) are read by the completing commit.
 */
export function countGame(game: GameState, facts: CountFacts): GameCount {
  const humans = game.players.filter(isHuman);
  const seats = new Map<string, SeatCount>();
  const none = (reason: NoCountReason): SeatCount => ({ counts: "none", reason });
  if (game.players.some((player) => player.isBot)) {
    for (const seat of humans) seats.set(seat.id, none("bot_game"));
    return { seats, ratingMoves: [] };
  }
  const same = samePersonSeats(humans, facts);
  const repeat = repeatPairSeats(humans, facts);
  const fair = humans.filter((seat) => !same.has(seat.id) && !repeat.has(seat.id));
  const contenders = fair.filter((seat) => !isAbsent(game, seat));
  const finished = playedToTheEnd(game);
  for (const seat of humans) {
    const account = facts.accounts.get(seat.userId);
    if (!account) seats.set(seat.id, none("unknown_account"));
    else if (same.has(seat.id)) seats.set(seat.id, none("same_person"));
    else if (repeat.has(seat.id)) seats.set(seat.id, none("repeat_pair"));
    else if (fair.length < 2) seats.set(seat.id, none("no_opponent"));
    else if (account.isGuest) seats.set(seat.id, none("guest"));
    else if (isAbsent(game, seat)) seats.set(seat.id, { counts: "loss", reason: "left" });
    else if (!finished) seats.set(seat.id, none("ended_early"));
    else if (contenders.length < 2) seats.set(seat.id, none("no_opponent"));
    else seats.set(seat.id, { counts: "full" });
  }
  return { seats, ratingMoves: battleMoves(game, humans, seats, facts) };
}

/**
 * A battle between two accounts moves both ratings when both count in full; when one side left
 * (or took no part) and the other stayed, only the leaver's rating moves, as a loss. Either way only
 * within the pair's rated battles of the window.
 */
function battleMoves(
  game: GameState,
  humans: readonly Human[],
  seats: ReadonlyMap<string, SeatCount>,
  facts: CountFacts,
): RatingMove[] {
  if (game.gameMode !== "head_to_head" || game.players.length !== 2 || humans.length !== 2) return [];
  const [a, b] = humans as [Human, Human];
  const countA = seats.get(a.id);
  const countB = seats.get(b.id);
  if (!countA || !countB) return [];
  if (facts.pairHistory(a.userId, b.userId).battles >= FAIR_PLAY.ratedBattlesPerPair) return [];
  if (countA.counts === "full" && countB.counts === "full") {
    // The outcome the battle record counts (`battleForCompletion`): the recorded winners.
    const winners = recordedWinnersOf(game);
    const outcome = (id: string): BattleOutcome =>
      winners.includes(id) ? "win" : winners.length > 0 ? "loss" : "draw";
    return [
      { userId: a.userId, outcome: outcome(a.id) },
      { userId: b.userId, outcome: outcome(b.id) },
    ];
  }
  const stayed = (count: SeatCount) =>
    count.counts === "full" || (count.counts === "none" && count.reason === "no_opponent");
  if (countA.counts === "loss" && stayed(countB)) return [{ userId: a.userId, outcome: "loss" }];
  if (countB.counts === "loss" && stayed(countA)) return [{ userId: b.userId, outcome: "loss" }];
  return [];
}

/**
 * The new rating of each side whose rating moves, from both sides' current ratings: Elo between the
 * two when both move (one change, given to one and taken from the other); a leaver alone loses what
 * a loss costs, and the other side gains nothing.
 */
export function ratingsAfter(
  moves: readonly RatingMove[],
  sides: readonly [{ userId: string; rating: number }, { userId: string; rating: number }],
): Map<string, number> {
  const [a, b] = sides;
  const moveA = moves.find((move) => move.userId === a.userId);
  const moveB = moves.find((move) => move.userId === b.userId);
  if (moveA && moveB) {
    const both = rateBattle(a.rating, b.rating, moveA.outcome);
    return new Map([
      [a.userId, both.a],
      [b.userId, both.b],
    ]);
  }
  if (moveA) return new Map([[a.userId, rateBattle(a.rating, b.rating, moveA.outcome).a]]);
  if (moveB) return new Map([[b.userId, rateBattle(b.rating, a.rating, moveB.outcome).a]]);
  return new Map();
}
