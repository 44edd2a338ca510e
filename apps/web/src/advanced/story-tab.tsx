import type { StoryChapterInfo, StoryResponse } from "@riddlebook/protocol";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useLocation } from "wouter";
import { Badge, Button, Card } from "../components/ui";
import { modeLabel } from "../lib/game-logic";
import { toastError } from "../lib/toast-error";
import { playChapter, STORY_KEY } from "./story-api";

const BOT_NAMES: Record<string, string> = { auntie: "Auntie", grandpa: "Grandpa", random: "Random" };
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const points = (n: number) => `${n} ${n === 1 ? "point" : "points"}`;

/** What a chapter's row says about the caller's standing in it. */
function ChapterStatus({ chapter }: { chapter: StoryChapterInfo }) {
  if (!chapter.unlocked) {
    return (
      <p className="text-sm text-slate-700">
        <span aria-hidden="true">🔒 </span>Locked: needs a story score of {chapter.requiredScore} (
        {chapter.pointsToUnlock} more)
      </p>
    );
  }
  if (chapter.completed) {
    return (
      <p className="text-sm text-green-800">
        <span aria-hidden="true">{chapter.badge.emoji} </span>Completed · best{" "}
        {points(chapter.bestScore ?? 0)}
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      {chapter.bestScore === null ? "Not played yet" : `Best ${points(chapter.bestScore)}`} · target{" "}
      {points(chapter.rules.targetScore)}
    </p>
  );
}

/** The chosen chapter: its story, rules, target and badge, and Play when it is unlocked. */
function ChapterDetail({ chapter }: { chapter: StoryChapterInfo }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const play = useMutation({
    mutationFn: () => playChapter(chapter.id),
    onSuccess: ({ gameId }) => {
      void queryClient.invalidateQueries({ queryKey: STORY_KEY });
      navigate(`/game/${gameId}`);
    },
    onError: (error) => toastError(error, "Failed to create game.", "Please try again."),
  });
  const { rules } = chapter;
  const bots = rules.bots.map(
    (bot) => `${capitalised(bot.difficulty)} ${BOT_NAMES[bot.botType] ?? bot.botType}`,
  );
  return (
    <Card aria-labelledby="chapter-title" className="min-w-0">
      <p className="text-sm font-semibold text-brand-dark">Chapter {chapter.number}</p>
      <h3 id="chapter-title" className="text-2xl font-bold text-slate-900">
        {chapter.title}
      </h3>
      <p className="mt-1 text-slate-700">{chapter.description}</p>
      <div className="mt-4 grid gap-3 text-slate-800">
        {chapter.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h4 className="mt-5 font-bold text-slate-900">Chapter rules</h4>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2" aria-label="Chapter rules">
        <div>
          <dt className="inline font-semibold">Theme: </dt>
          <dd className="inline">
            {chapter.theme} (page {rules.pageNumber})
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">Difficulty: </dt>
          <dd className="inline">{capitalised(chapter.difficulty)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Mode: </dt>
          <dd className="inline">{modeLabel(rules.gameMode)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Rounds: </dt>
          <dd className="inline">{rules.totalRounds}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline font-semibold">Opponents: </dt>
          <dd className="inline">{bots.join(", ")}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline font-semibold">Page while guessing: </dt>
          <dd className="inline">{rules.showPageWhileGuessing ? "shown" : "hidden"}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline font-semibold">Target: </dt>
          <dd className="inline" data-testid="chapter-target">
            score at least {points(rules.targetScore)} in one game
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline font-semibold">Reward: </dt>
          <dd className="inline">
            <span aria-hidden="true">{chapter.badge.emoji} </span>
            {chapter.badge.name} badge
          </dd>
        </div>
      </dl>
      <div className="mt-5">
        {chapter.unlocked ? (
          <Button size="lg" onClick={() => play.mutate()} disabled={play.isPending}>
            {play.isPending ? "Starting..." : `Play Chapter ${chapter.number}`}
          </Button>
        ) : (
          <p role="note" className="rounded-lg bg-amber-50 p-3 text-amber-900">
            Locked: reach a story score of {chapter.requiredScore} to play this chapter (
            {chapter.pointsToUnlock} more).
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
        Loading the story...
      </p>
    );
  }
  if (story.isError) {
    return (
      <p role="alert" className="text-red-700">
        Could not load the story. Please try again.
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
          Story Mode
        </h2>
        <p className="text-slate-800">
          Story score: <strong data-testid="story-score">{storyScore}</strong>
        </p>
      </div>
      <p className="text-sm text-slate-700">
        Each chapter counts 10 story points per point of your best game in it, plus 150 when you complete it.
      </p>
      <div className="grid gap-4 lg:grid-cols-5">
        <ol aria-label="Chapters" className="grid content-start gap-2 lg:col-span-2">
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
                  Chapter {chapter.number}: {chapter.title}
                  {chapter.completed ? <Badge tone="green">Completed</Badge> : null}
                  {chapter.unlocked ? null : <Badge tone="amber">Locked</Badge>}
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
