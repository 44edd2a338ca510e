import type { GameState } from "@riddlebook/rules";
import type { BattleResult, BattleSide } from "../db/repos/battle-record";

/**
 * The battle a completed game was, for the battle record, or null when it was none: a battle is a
 * head-to-head game that completed with exactly two seats (a player who left still counts, with
 * the score they had). `statsForCompletion` decides whether the commit completes a played game.
 */
export function battleForCompletion(after: GameState): BattleResult | null {
  if (after.gameMode !== "head_to_head" || after.players.length !== 2) return null;
  const [a, b] = after.players.map(
    (p): BattleSide => ({ userId: p.isBot ? null : p.userId, isBot: p.isBot, score: p.score }),
  ) as [BattleSide, BattleSide];
  return { sides: [a, b] };
}
