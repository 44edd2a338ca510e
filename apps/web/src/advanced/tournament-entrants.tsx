import type { TournamentDetail } from "@riddlebook/protocol";
import { Card } from "../components/ui";
import { tournamentText } from "../i18n/en/tournament";

/**
 * The entrants with their battle ratings: in seed order once the tournament has started, in the
 * order they joined before. Bots show their difficulty; the viewer's own line says "you".
 */
export function EntrantsCard({ detail, me }: { detail: TournamentDetail; me: string | undefined }) {
  const t = tournamentText.useT();
  const entrants = [...detail.entrants].sort(
    (a, b) => (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER),
  );
  return (
    <Card aria-labelledby="entrants-title">
      <h2 id="entrants-title" className="text-lg font-bold text-slate-900">
        {t("entrants.title", { taken: detail.entrantCount, size: detail.size })}
      </h2>
      {entrants.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("entrants.none")}</p>
      ) : (
        <ol aria-label={t("entrants.listLabel")} className="mt-2 grid gap-1" data-testid="entrants">
          {entrants.map((entrant) => (
            <li
              key={entrant.id}
              className={`flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 rounded px-2 py-1 ${
                entrant.id === me ? "bg-violet-50" : ""
              }`}
            >
              <span className="min-w-0 font-semibold break-words text-slate-900">
                {entrant.seed !== null ? (
                  <span className="mr-1 text-sm font-normal text-slate-600">
                    {t("entrants.seed", { seed: entrant.seed })}
                  </span>
                ) : null}
                {entrant.name}
                {entrant.id === me ? (
                  <span className="ml-1 text-sm font-normal text-slate-700">{t("entrants.you")}</span>
                ) : null}
              </span>
              <span className="text-sm text-slate-700">
                {entrant.isBot && entrant.difficulty
                  ? t("entrants.botRating", {
                      difficulty: t(`difficulty.${entrant.difficulty}`),
                      rating: entrant.rating,
                    })
                  : t("entrants.rating", { rating: entrant.rating })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
