/**
 * Story mode (docs/product.md §3, "Story chapter"; the chapters and progress rules are in
 * `@riddlebook/rules`, story.ts). Calls (all need a signed-in user):
 * - `GET /api/story` → `StoryResponse`: every chapter with the caller's lock state and progress,
 *   their story score and badges.
 * - `POST /api/story/chapters/{id}/play` → `StoryPlayResponse` (201): a new solo game against the
 *   chapter's bots, already started. 404 for an unknown chapter, 403 `forbidden` (naming the
 *   story score needed) for a locked one.
 * - `GET /api/story/games/{gameId}` → `StoryGameResult`: what a story game did for the caller's
 *   story (the final results show it); 404 unless the caller played it as a story game.
 */
import { BOT_DIFFICULTIES, BOT_TYPES, GAME_MODES } from "@riddlebook/rules";
import { z } from "zod";

const count = z.number().int().min(0);

const storyBadgeSchema = z.object({ id: z.string(), name: z.string(), emoji: z.string() });
export type StoryBadgeInfo = z.infer<typeof storyBadgeSchema>;

const storyBotSchema = z.object({
  botType: z.enum(BOT_TYPES),
  difficulty: z.enum(BOT_DIFFICULTIES),
});

export const storyChapterInfoSchema = z.object({
  id: z.string(),
  number: z.number().int().min(1),
  title: z.string(),
  description: z.string(),
  story: z.array(z.string()),
  theme: z.string(),
  difficulty: z.enum(["easy", "medium", "hard"]),
  requiredScore: count,
  rules: z.object({
    gameMode: z.enum(GAME_MODES),
    totalRounds: z.number().int().min(1),
    bots: z.array(storyBotSchema),
    pageNumber: z.number().int().min(1),
    showPageWhileGuessing: z.boolean(),
    /** In a prompt mode, the chapter's own styles or characters: its games draw only these. */
    prompts: z.array(z.string()).readonly().optional(),
    targetScore: count,
  }),
  badge: storyBadgeSchema,
  unlocked: z.boolean(),
  /** Story points still missing to unlock it; 0 once unlocked. */
  pointsToUnlock: count,
  /** The caller's best final score in this chapter; null before their first finished game of it. */
  bestScore: count.nullable(),
  completed: z.boolean(),
  /** Finished games of this chapter. */
  plays: count,
});
export type StoryChapterInfo = z.infer<typeof storyChapterInfoSchema>;

export const earnedBadgeSchema = storyBadgeSchema.extend({
  chapterId: z.string(),
  /** When the chapter was completed (epoch ms). */
  earnedAt: z.number().int(),
});
export type EarnedBadge = z.infer<typeof earnedBadgeSchema>;

export const storyResponseSchema = z.object({
  storyScore: count,
  chapters: z.array(storyChapterInfoSchema),
  badges: z.array(earnedBadgeSchema),
});
export type StoryResponse = z.infer<typeof storyResponseSchema>;

export const storyPlayResponseSchema = z.object({ gameId: z.string(), chapterId: z.string() });
export type StoryPlayResponse = z.infer<typeof storyPlayResponseSchema>;

export const storyGameResultSchema = z.object({
  chapterId: z.string(),
  chapterNumber: z.number().int().min(1),
  chapterTitle: z.string(),
  targetScore: count,
  badge: storyBadgeSchema,
  /** The caller's final score; null while the game is not over. */
  finalScore: count.nullable(),
  /** Whether this game reached the chapter's target. */
  completedNow: z.boolean(),
  /** Whether this game earned the chapter's badge: its target reached, and never before this game. */
  badgeEarnedNow: z.boolean(),
  /** Whether the chapter is completed (by this game or an earlier one). */
  chapterCompleted: z.boolean(),
  storyScore: count,
  /** The next chapter and whether the caller may play it now; null after the last chapter. */
  nextChapter: z.object({ id: z.string(), title: z.string(), unlocked: z.boolean() }).nullable(),
});
export type StoryGameResult = z.infer<typeof storyGameResultSchema>;
