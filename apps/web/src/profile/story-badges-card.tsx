import type { StoryResponse } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { STORY_KEY } from "../advanced/story-api";
import { Card } from "../components/ui";

/** The story badges the player earned by completing chapters, and their story score. */
export function StoryBadgesCard() {
  const story = useQuery<StoryResponse>({ queryKey: STORY_KEY, refetchOnMount: "always" });
  return (
    <Card aria-labelledby="story-badges-title">
      <h2 id="story-badges-title" className="text-xl font-bold text-slate-900">
        Story Badges
      </h2>
      {story.isPending ? (
        <p role="status" className="mt-2 text-slate-700">
          Loading...
        </p>
      ) : story.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Could not load your story badges.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">Story score: {story.data.storyScore}</p>
          {story.data.badges.length === 0 ? (
            <p className="mt-2 text-slate-700">
              No badges yet. Complete a chapter in{" "}
              <Link href="/advanced-modes?tab=story" className="font-semibold text-brand-dark underline">
                Story Mode
              </Link>{" "}
              to earn one.
            </p>
          ) : (
            <ul aria-label="Story badges" className="mt-3 flex flex-wrap gap-2">
              {story.data.badges.map((badge) => (
                <li key={badge.id} className="rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-900">
                  <span aria-hidden="true">{badge.emoji} </span>
                  {badge.name}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
