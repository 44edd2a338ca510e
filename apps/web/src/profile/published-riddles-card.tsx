import type { MyPublishedRiddle } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { MY_PUBLISHED_KEY } from "../community/community-api";
import { momentText, solveCountText } from "../community/community-text";
import { ReviewStatusBadge } from "../community/community-ui";
import { Card } from "../components/ui";

/** The author's published riddles: review status, the moderator's notes, solve counts and rating. */
export function PublishedRiddlesCard() {
  const riddles = useQuery<MyPublishedRiddle[]>({ queryKey: MY_PUBLISHED_KEY, refetchOnMount: "always" });
  return (
    <Card aria-labelledby="published-title">
      <h2 id="published-title" className="text-xl font-bold text-slate-900">
        My published riddles
      </h2>
      {riddles.isPending ? (
        <p role="status" className="mt-3 text-slate-700">
          Loading your riddles...
        </p>
      ) : riddles.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Could not load your published riddles.
        </p>
      ) : riddles.data.length === 0 ? (
        <p className="mt-3 text-slate-700">
          None yet. Tick “Submit my riddle for community review” when you write a riddle in a game, and it
          comes here once its round is scored.
        </p>
      ) : (
        <ul aria-label="My published riddles" className="mt-3 grid gap-3">
          {riddles.data.map((riddle) => (
            <li
              key={riddle.id}
              data-testid={`my-riddle-${riddle.id}`}
              className="rounded-lg border border-slate-200 p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-bold tracking-wide text-slate-900 uppercase">
                  {riddle.selectedWord}
                </span>
                <ReviewStatusBadge status={riddle.status} />
              </div>
              <p className="mt-1 text-sm whitespace-pre-wrap break-words text-slate-800">
                {riddle.riddleText}
              </p>
              {riddle.reviewNotes ? (
                <p className="mt-2 rounded-lg bg-slate-100 p-2 text-sm break-words text-slate-800">
                  <span className="font-semibold">Moderator's note:</span> {riddle.reviewNotes}
                </p>
              ) : null}
              <p className="mt-2 text-xs text-slate-700">
                Published {momentText(riddle.publishedAt)} ·{" "}
                {solveCountText(riddle.correctGuesses, riddle.totalGuesses)} ·{" "}
                {riddle.averageRating === null
                  ? "Not rated yet"
                  : `rated ${riddle.averageRating.toFixed(1)} ★ on average`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
