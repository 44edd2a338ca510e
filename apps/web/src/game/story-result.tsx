import type { StoryGameResult } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { storyGameKey } from "../advanced/story-api";

/**
 * On a story game's final results: whether this game completed its chapter, and whether the next
 * chapter is open. Shows nothing for other games (the server answers 404 for them).
 */
export function StoryResult({ gameId }: { gameId: string }) {
  const result = useQuery<StoryGameResult>({ queryKey: storyGameKey(gameId), refetchOnMount: "always" });
  const data = result.data;
  if (!data || data.finalScore === null) return null;
  return (
    <div role="status" data-testid="story-result" className="mt-3 rounded-lg bg-violet-50 p-3 text-slate-900">
      {data.completedNow ? (
        <p className="font-semibold">
          <span aria-hidden="true">{data.badge.emoji} </span>
          Chapter {data.chapterNumber} completed! You earned the {data.badge.name} badge.
        </p>
      ) : (
        <p className="font-semibold">
          Chapter {data.chapterNumber} not completed: you needed {data.targetScore} points
          {data.chapterCompleted ? " (you completed it before)" : ""}.
        </p>
      )}
      <p className="text-sm">
        Story score: {data.storyScore}.{" "}
        {data.nextChapter?.unlocked ? `Chapter ${data.chapterNumber + 1} is unlocked. ` : ""}
        <Link href="/advanced-modes?tab=story" className="font-semibold text-brand-dark underline">
          Back to Story Mode
        </Link>
      </p>
    </div>
  );
}
