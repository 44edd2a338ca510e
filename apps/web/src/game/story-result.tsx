import type { StoryGameResult } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { storyGameKey } from "../advanced/story-api";
import { gameText } from "../i18n/en/game";

/**
 * On a story game's final results: whether this game completed its chapter, and whether the next
 * chapter is open. Only a story game's final results show it (the server answers 404 for other
 * games, so they never ask).
 */
export function StoryResult({ gameId }: { gameId: string }) {
  const t = gameText.useT();
  const result = useQuery<StoryGameResult>({ queryKey: storyGameKey(gameId), refetchOnMount: "always" });
  const data = result.data;
  if (!data || data.finalScore === null) return null;
  return (
    <div role="status" data-testid="story-result" className="mt-3 rounded-lg bg-violet-50 p-3 text-slate-900">
      {data.completedNow ? (
        <p className="font-semibold">
          <span aria-hidden="true">{data.badge.emoji} </span>
          {t(data.badgeEarnedNow ? "story.completed" : "story.completedAgain", {
            chapter: data.chapterNumber,
            badge: data.badge.name,
          })}
        </p>
      ) : (
        <p className="font-semibold">
          {data.chapterCompleted
            ? t("story.notCompletedBefore", { chapter: data.chapterNumber, count: data.targetScore })
            : t("story.notCompleted", { chapter: data.chapterNumber, count: data.targetScore })}
        </p>
      )}
      <p className="text-sm">
        {t("story.score", { score: data.storyScore })}{" "}
        {data.nextChapter?.unlocked ? t("story.unlocked", { chapter: data.chapterNumber + 1 }) : ""}
        <Link href="/advanced-modes?tab=story" className="font-semibold text-brand-dark underline">
          {t("story.back")}
        </Link>
      </p>
    </div>
  );
}
