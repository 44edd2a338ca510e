import type { MyPublishedRiddle } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { MY_PUBLISHED_KEY } from "../community/community-api";
import { momentText, solveCountText } from "../community/community-text";
import { ReviewStatusBadge } from "../community/community-ui";
import { Card } from "../components/ui";
import { profileText } from "../i18n/en/profile";
import { formatNumber } from "../i18n/format";

/** The author's published riddles: review status, the moderator's notes, solve counts and rating. */
export function PublishedRiddlesCard() {
  const t = profileText.useT();
  const riddles = useQuery<MyPublishedRiddle[]>({ queryKey: MY_PUBLISHED_KEY, refetchOnMount: "always" });
  return (
    <Card aria-labelledby="published-title">
      <h2 id="published-title" className="text-xl font-bold text-slate-900">
        {t("published.title")}
      </h2>
      {riddles.isPending ? (
        <p role="status" className="mt-3 text-slate-700">
          {t("published.loading")}
        </p>
      ) : riddles.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t("published.loadFailed")}
        </p>
      ) : riddles.data.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("published.empty")}</p>
      ) : (
        <ul aria-label={t("published.title")} className="mt-3 grid gap-3">
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
                  <span className="font-semibold">{t("published.moderatorNote")}</span> {riddle.reviewNotes}
                </p>
              ) : null}
              <p className="mt-2 text-xs text-slate-700">
                {t("published.line", {
                  moment: momentText(riddle.publishedAt),
                  solves: solveCountText(riddle.correctGuesses, riddle.totalGuesses),
                  rating:
                    riddle.averageRating === null
                      ? t("published.notRated")
                      : t("published.rated", {
                          rating: formatNumber(riddle.averageRating, {
                            minimumFractionDigits: 1,
                            maximumFractionDigits: 1,
                          }),
                        }),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
