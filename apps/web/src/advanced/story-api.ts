import type { StoryPlayResponse } from "@riddlebook/protocol";
import { apiJson } from "../lib/api";

/**
 * Story mode's calls (packages/protocol/src/story.ts): the chapters with the caller's progress (also
 * the profile's badges), playing a chapter, and what a finished story game did for the story.
 */
export const STORY_KEY = ["/api/story"] as const;

export const storyGameKey = (gameId: string) => ["/api/story/games", gameId] as const;

export function playChapter(chapterId: string): Promise<StoryPlayResponse> {
  return apiJson<StoryPlayResponse>("POST", `/api/story/chapters/${encodeURIComponent(chapterId)}/play`);
}
