import { storyRoutes } from "@riddlebook/protocol";
import { api, apiKey } from "../lib/api-client";

/**
 * Story mode's calls (packages/protocol/src/story.ts; contracts in packages/protocol/src/routes/story.ts):
 * the chapters with the caller's progress (also the profile's badges), playing a chapter, and what a
 * finished story game did for the story.
 */
export const STORY_KEY = apiKey(storyRoutes.overview);

export const storyGameKey = (gameId: string) => apiKey(storyRoutes.game, { params: { id: gameId } });

export const playChapter = (chapterId: string) => api(storyRoutes.play, { params: { id: chapterId } });
