import { SCORING } from "./constants";
import type { GameState, RoundResult } from "./game-state";
import { isBattle, recordedWinnersOf } from "./winners";

/**
 * Head-to-head battles (docs/product.md §3 and §9): the battle rating and the decisive riddle.
 *
 * The battle rating is Elo: everyone starts at 1200, and after a battle between two humans each
 * rating moves by K = 32 times (result − expected result), the result being 1 for a win, ½ for a
 * draw and 0 for a loss, and the expected result 1 / (1 + 10^((opponent − own) / 400)). The change
 * is rounded once and given to one side and taken from the other, so ratings are whole numbers and
 * the sum of two players' ratings never drifts. Battles against bots move no rating.
 */
export const BATTLE_RATING = { start: 1200, k: 32 } as const;

/** One side's result in a battle. */
export type BattleOutcome = "win" | "loss" | "draw";

/** A battle's result for the player who scored `own` against `other`. */
export function battleOutcome(own: number, other: number): BattleOutcome {
  return own > other ? "win" : own < other ? "loss" : "draw";
}

/** Elo's expected result (0 to 1) for a player rated `rating` against one rated `opponent`. */
export function expectedScore(rating: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - rating) / 400));
}

/**
 * Both ratings after a battle that `outcome` describes from `a`'s side: `a` gains what `b` loses,
 * the change rounded to a whole point.
 */
export function rateBattle(a: number, b: number, outcome: BattleOutcome): { a: number; b: number } {
  const result = outcome === "win" ? 1 : outcome === "draw" ? 0.5 : 0;
  const change = Math.round(BATTLE_RATING.k * (result - expectedScore(a, b)));
  return { a: a + change, b: b - change };
}

/** One side of a completed battle, as `battleForCompletion` reads it. */
export interface BattleSide {
  /** Null for a bot or a seat without an account: such a side has no record. */
  userId: string | null;
  isBot: boolean;
  score: number;
  /**
   * Its result, as the game's recorded winners say (`recordedWinnersOf`): by the scores, except
   * that a side the host removed never wins (docs/product.md §21).
   */
  outcome: BattleOutcome;
}

/** A completed head-to-head game: its two sides. */
export interface BattleResult {
  sides: readonly [BattleSide, BattleSide];
}

/**
 * The battle a completed game was, for the battle record, or null when it was none: a battle is a
 * head-to-head game that completed with exactly two seats (a player who left still counts, with
 * the score they had). The server's `statsForCompletion` decides whether a commit completes a
 * played game; the record's writes go into that commit (apps/server/src/db/repos/games/battle-updates.ts).
 */
export function battleForCompletion(after: GameState): BattleResult | null {
  if (!isBattle(after)) return null;
  const winners = recordedWinnersOf(after);
  const outcome = (id: string): BattleOutcome =>
    winners.includes(id) ? "win" : winners.length > 0 ? "loss" : "draw";
  const [a, b] = after.players.map(
    (p): BattleSide => ({
      userId: p.isBot ? null : p.userId,
      isBot: p.isBot,
      score: p.score,
      outcome: outcome(p.id),
    }),
  ) as [BattleSide, BattleSide];
  return { sides: [a, b] };
}

/** The riddle whose result decided a battle (see `decisiveRiddle`). */
export interface DecisiveRiddle {
  round: number;
  riddleId: string;
  /** Who wrote it. */
  authorId: string;
  /** The points it gave the winner minus the points it gave the loser. */
  swing: number;
}

/** What one riddle gave `playerId`: its author's points to its author, 2 to each correct guesser. */
function riddlePointsFor(riddle: RoundResult["riddles"][number], playerId: string): number {
  return (
    (riddle.playerId === playerId ? riddle.authorPoints : 0) +
    (riddle.correctGuesserIds.includes(playerId) ? SCORING.pointsPerCorrectGuess : 0)
  );
}

/**
 * The decisive riddle of a battle won by `winnerId` over `loserId`, from the scored rounds in order.
 *
 * The rule: the decisive round is the round in which the winner took the lead for good, that is the
 * last round after which the winner was ahead while not being ahead before it (level or behind).
 * Within it, the decisive riddle is the riddle with the largest swing, the points it gave the winner
 * minus the points it gave the loser (the first such riddle on a tie). A draw has none, and neither
 * has a battle the named winner did not win.
 */
export function decisiveRiddle(
  results: readonly RoundResult[],
  winnerId: string,
  loserId: string,
): DecisiveRiddle | null {
  const ordered = [...results].sort((x, y) => x.round - y.round);
  let margin = 0;
  let deciding: RoundResult | null = null;
  for (const result of ordered) {
    const before = margin;
    margin += (result.points[winnerId] ?? 0) - (result.points[loserId] ?? 0);
    if (before <= 0 && margin > 0) deciding = result;
  }
  if (margin <= 0 || deciding === null) return null;
  let best: DecisiveRiddle | null = null;
  for (const riddle of deciding.riddles) {
    const swing = riddlePointsFor(riddle, winnerId) - riddlePointsFor(riddle, loserId);
    if (best === null || swing > best.swing) {
      best = { round: deciding.round, riddleId: riddle.riddleId, authorId: riddle.playerId, swing };
    }
  }
  return best !== null && best.swing > 0 ? best : null;
}
