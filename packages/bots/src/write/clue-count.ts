import type { BotDifficulty } from "@riddlebook/rules";
import type { ComposeContext } from "./compose-parts.server";

/**
 * How many clues a riddle says, by the bot's difficulty (docs/decisions/042-bot-riddles-from-whole-clues.md):
 * easy bots three plain ones, hard bots two oblique ones, expert bots one or two of the slyest;
 * a speed round one (two for easy bots).
 */
const CLUES_FOR: Record<BotDifficulty, [number, number]> = {
  easy: [3, 3],
  medium: [2, 3],
  hard: [2, 2],
  expert: [1, 2],
};

export function clueCount(ctx: Pick<ComposeContext, "speed" | "difficulty" | "rng">): number {
  if (ctx.speed) return ctx.difficulty === "easy" ? 2 : 1;
  const [min, max] = CLUES_FOR[ctx.difficulty];
  return min + Math.floor(ctx.rng() * (max - min + 1));
}
