import type { StoryChapterInfo, StoryResponse } from "@riddlebook/protocol";
import { STORY_COMPLETION_BONUS, STORY_POINTS_PER_SCORE } from "@riddlebook/rules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Trans } from "react-i18next";
import { useLocation } from "wouter";
import { Badge, Button, Card } from "../components/ui";
import { advancedText } from "../i18n/en/advanced";
import { modeLabel } from "../lib/game-logic";
import { toastError } from "../lib/toast-error";
import { playChapter, STORY_KEY } from "./story-api";

const points = (n: number) => advancedText.t("points", { count: n });

/** What a chapter's row says about the caller's standing in it. */
function ChapterStatus({ chapter }: { chapter: StoryChapterInfo }) {
  const t = advancedText.useT();
  if (!chapter.unlocked) {
    return (
      <p className="text-sm text-slate-700">
        <span aria-hidden="true">🔒 </span>
        {t("story.lockedNeeds", { score: chapter.requiredScore, more: chapter.pointsToUnlock })}
      </p>
    );
  }
  if (chapter.completed) {
    return (
      <p className="text-sm text-green-800">
        <span aria-hidden="true">{chapter.badge.emoji} </span>
        {t("story.completedBest", { points: points(chapter.bestScore ?? 0) })}
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      {t("story.progress", {
        best:
          chapter.bestScore === null
            ? t("story.notPlayed")
            : t("story.best", { points: points(chapter.bestScore) }),
        points: points(chapter.rules.targetScore),
      })}
    </p>
  );
}

/** The chosen chapter: its story, rules, target and badge, and Play when it is unlocked. */
function ChapterDetail({ chapter }: { chapter: StoryChapterInfo }) {
  const t = advancedText.useT();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const play = useMutation({
    mutationFn: () => playChapter(chapter.id),
    onSuccess: ({ gameId }) => {
      void queryClient.invalidateQueries({ queryKey: STORY_KEY });
      navigate(`/game/${gameId}`);
    },
    onError: (error) =>
      toastError(error, advancedText.t("story.playFailedTitle"), advancedText.t("story.playFailedText")),
  });
  const { rules } = chapter;
  const bots = rules.bots.map((bot) =>
    t("story.bot", {
      difficulty: t(`difficulties.${bot.difficulty}`),
      persona: t(`story.botTypes.${bot.botType}`),
    }),
  );
  return (
    <Card aria-labelledby="chapter-title" className="min-w-0">
      <p className="text-sm font-semibold text-brand-dark">
        {t("story.chapter", { number: chapter.number })}
      </p>
      <h3 id="chapter-title" className="text-2xl font-bold text-slate-900">
        {chapter.title}
      </h3>
      <p className="mt-1 text-slate-700">{chapter.description}</p>
      <div className="mt-4 grid gap-3 text-slate-800">
        {chapter.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h4 className="mt-5 font-bold text-slate-900">{t("story.rules")}</h4>
      <dl
        className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2"
        aria-label={t("story.rules")}
      >
        <div>
          <dt className="inline font-semibold">{t("story.theme")}</dt>
          <dd className="inline">
            {t("story.themeValue", { theme: chapter.theme, page: rules.pageNumber })}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">{t("story.difficulty")}</dt>
          <dd className="inline">{t(`difficulties.${chapter.difficulty}`)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{t("story.mode")}</dt>
          <dd className="inline">{modeLabel(rules.gameMode)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{t("story.roundsTerm")}</dt>
          <dd className="inline">{rules.totalRounds}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline font-semibold">{t("story.opponents")}</dt>
          <dd className="inline">{bots.join(", ")}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline font-semibold">{t("story.pageWhileGuessing")}</dt>
          <dd className="inline">{rules.showPageWhileGuessing ? t("story.shown") : t("story.hidden")}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline font-semibold">{t("story.target")}</dt>
          <dd className="inline" data-testid="chapter-target">
            {t("story.targetValue", { points: points(rules.targetScore) })}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline font-semibold">{t("story.reward")}</dt>
          <dd className="inline">
            <span aria-hidden="true">{chapter.badge.emoji} </span>
            {t("story.badge", { name: chapter.badge.name })}
          </dd>
        </div>
      </dl>
      <div className="mt-5">
        {chapter.unlocked ? (
          <Button size="lg" onClick={() => play.mutate()} disabled={play.isPending}>
            {play.isPending ? t("story.starting") : t("story.play", { number: chapter.number })}
          </Button>
        ) : (
          <p role="note" className="rounded-lg bg-amber-50 p-3 text-amber-900">
            {t("story.lockedNote", { score: chapter.requiredScore, more: chapter.pointsToUnlock })}
          </p>
        )}
      </div>
    </Card>
  );
}

/**
 * The Story Mode tab (packages/rules/src/story.ts): the chapters in order with their lock state and
 * progress, the caller's story score, and the chosen chapter's story and rules with Play.
 */
export default function StoryTab() {
  const t = advancedText.useT();
  const story = useQuery<StoryResponse>({ queryKey: STORY_KEY, refetchOnMount: "always" });
  const [chosen, setChosen] = useState<string | null>(null);
  const detail = useRef<HTMLDivElement>(null);
  /** Shows a chapter; on a phone, where the detail is below the list, scrolls down to it. */
  const choose = (id: string) => {
    setChosen(id);
    if (window.matchMedia?.("(max-width: 1023px)").matches)
      detail.current?.scrollIntoView?.({ block: "start" });
  };
  if (story.isPending) {
    return (
      <p role="status" className="text-slate-700">
        {t("story.loading")}
      </p>
    );
  }
  if (story.isError) {
    return (
      <p role="alert" className="text-red-700">
        {t("story.loadFailed")}
      </p>
    );
  }
  const { chapters, storyScore } = story.data;
  const firstOpen = chapters.find((c) => c.unlocked && !c.completed) ?? chapters[0];
  const selected = chapters.find((c) => c.id === chosen) ?? firstOpen;
  return (
    <section aria-labelledby="story-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="story-heading" className="text-xl font-bold text-slate-900">
          {t("story.title")}
        </h2>
        <p className="text-slate-800">
          <Trans
            t={t}
            i18nKey="story.score"
            values={{ score: storyScore }}
            components={{ score: <strong data-testid="story-score" /> }}
          />
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {t("story.scoring", { perPoint: STORY_POINTS_PER_SCORE, bonus: STORY_COMPLETION_BONUS })}
      </p>
      <div className="grid gap-4 lg:grid-cols-5">
        <ol aria-label={t("story.chaptersLabel")} className="grid content-start gap-2 lg:col-span-2">
          {chapters.map((chapter) => (
            <li key={chapter.id}>
              <button
                type="button"
                onClick={() => choose(chapter.id)}
                aria-current={selected?.id === chapter.id ? "true" : undefined}
                className={`w-full min-w-0 rounded-lg border-2 p-3 text-left ${
                  selected?.id === chapter.id ? "border-brand bg-violet-50" : "border-slate-200 bg-white"
                }`}
              >
                <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  {t("story.chapterTitle", { number: chapter.number, title: chapter.title })}
                  {chapter.completed ? <Badge tone="green">{t("story.completed")}</Badge> : null}
                  {chapter.unlocked ? null : <Badge tone="amber">{t("story.locked")}</Badge>}
                </span>
                <ChapterStatus chapter={chapter} />
              </button>
            </li>
          ))}
        </ol>
        <div ref={detail} className="min-w-0 scroll-mt-4 lg:col-span-3">
          {selected ? <ChapterDetail chapter={selected} /> : null}
        </div>
      </div>
    </section>
  );
}
