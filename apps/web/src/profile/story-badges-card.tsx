import type { StoryResponse } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { Trans } from "react-i18next";
import { Link } from "wouter";
import { STORY_KEY } from "../advanced/story-api";
import { Card } from "../components/ui";
import { profileText } from "../i18n/en/profile";

/** The story badges the player earned by completing chapters, and their story score. */
export function StoryBadgesCard() {
  const t = profileText.useT();
  const story = useQuery<StoryResponse>({ queryKey: STORY_KEY, refetchOnMount: "always" });
  return (
    <Card aria-labelledby="story-badges-title">
      <h2 id="story-badges-title" className="text-xl font-bold text-slate-900">
        {t("storyBadges.title")}
      </h2>
      {story.isPending ? (
        <p role="status" className="mt-2 text-slate-700">
          {t("storyBadges.loading")}
        </p>
      ) : story.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t("storyBadges.loadFailed")}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {t("storyBadges.score", { score: story.data.storyScore })}
          </p>
          {story.data.badges.length === 0 ? (
            <p className="mt-2 text-slate-700">
              <Trans
                t={t}
                i18nKey="storyBadges.none"
                components={{
                  story: (
                    <Link
                      href="/advanced-modes?tab=story"
                      className="font-semibold text-brand-dark underline"
                    />
                  ),
                }}
              />
            </p>
          ) : (
            <ul aria-label={t("storyBadges.listLabel")} className="mt-3 flex flex-wrap gap-2">
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
