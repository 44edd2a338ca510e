import type { TournamentDetail, TournamentStatus } from "@riddlebook/protocol";
import { PRIZE_BOARD_QUORUM } from "@riddlebook/rules";
import { Badge, Card } from "../components/ui";
import { tournamentText } from "../i18n/en/tournament";
import { formatDateTime } from "../i18n/format";
import { entrantName, prizeSplit } from "./tournament-view";

const STATUS_TONE: Record<TournamentStatus, "brand" | "green" | "amber"> = {
  registering: "green",
  running: "brand",
  complete: "brand",
  cancelled: "amber",
};

/** A tournament's status as a badge. */
export function StatusBadge({ status }: { status: TournamentStatus }) {
  const t = tournamentText.useT();
  return (
    <span data-testid="tournament-status">
      <Badge tone={STATUS_TONE[status]}>{t(`status.${status}`)}</Badge>
    </span>
  );
}

/** One fact of the details list. */
function Fact({ term, children }: { term: string; children: string | undefined }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt className="font-semibold text-slate-800">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The tournament's facts: format, size, rounds per match, the registration deadline and start (in the
 * viewer's local time), when it started or ended, and its prizes (fixed by the size, ADR 046).
 */
export function DetailsCard({ detail }: { detail: TournamentDetail }) {
  const t = tournamentText.useT();
  const split = prizeSplit(detail.format, detail.size);
  const prize = t(split.jointThirds ? "page.prizeSplitJoint" : "page.prizeSplit", {
    pool: detail.prizePool,
    first: split.first,
    second: split.second,
    third: split.third,
  });
  return (
    <Card aria-labelledby="details-title">
      <h2 id="details-title" className="text-lg font-bold text-slate-900">
        {t("page.details")}
      </h2>
      <dl className="mt-2 grid gap-1 text-sm">
        <Fact term={t("page.format")}>{t(`format.${detail.format}`)}</Fact>
        <Fact term={t("page.size")}>{t("page.sizeValue", { size: detail.size })}</Fact>
        <Fact term={t("page.rounds")}>{t("page.roundsValue", { rounds: detail.roundsPerMatch })}</Fact>
        <Fact term={t("page.deadline")}>{formatDateTime(detail.registrationDeadline)}</Fact>
        {detail.startedAt === null ? (
          <Fact term={t("page.startsAt")}>{formatDateTime(detail.startsAt)}</Fact>
        ) : (
          <Fact term={t("page.startedAt")}>{formatDateTime(detail.startedAt)}</Fact>
        )}
        {detail.completedAt !== null ? (
          <Fact term={t("page.completedAt")}>{formatDateTime(detail.completedAt)}</Fact>
        ) : null}
        {detail.cancelledAt !== null ? (
          <Fact term={t("page.cancelledAt")}>{formatDateTime(detail.cancelledAt)}</Fact>
        ) : null}
        <Fact term={t("page.prizePool")}>{prize}</Fact>
      </dl>
    </Card>
  );
}

/** The champion and the final places with the prize points each person won (bots win none). */
export function ChampionCard({ detail }: { detail: TournamentDetail }) {
  const t = tournamentText.useT();
  const champion = entrantName(detail, detail.championId) ?? detail.championName;
  if (!champion) return null;
  return (
    <section
      aria-labelledby="champion-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 shadow-sm"
      data-testid="champion"
    >
      <h2 id="champion-title" className="text-xl font-bold text-amber-900">
        <span aria-hidden="true">🏆 </span>
        {t("page.champion")}
      </h2>
      <p className="mt-1 text-lg font-semibold text-slate-900" data-testid="champion-name">
        {t("page.championText", { name: champion })}
      </p>
      {detail.placements.length > 0 ? (
        <>
          <h3 className="mt-3 font-bold text-slate-900">{t("page.placements")}</h3>
          <ol aria-label={t("page.placements")} className="mt-1 grid gap-1">
            {detail.placements.map((placement) => {
              const entrant = detail.entrants.find((e) => e.id === placement.entrantId);
              return (
                <li
                  key={placement.entrantId}
                  className="flex flex-wrap justify-between gap-x-3 text-slate-900"
                >
                  <span>
                    <span className="mr-2 font-bold">{t("page.place", { place: placement.place })}</span>
                    {entrant?.name}
                  </span>
                  <span className="text-sm text-slate-700">
                    {entrant?.isBot ? t("page.botPrize") : t("page.prize", { count: placement.prize })}
                  </span>
                </li>
              );
            })}
          </ol>
          {detail.placements.some((p) => p.prize > 0 && !p.onBoards) ? (
            <p className="mt-2 text-sm text-slate-700" data-testid="prizes-kept">
              {t("page.prizesKept", { quorum: PRIZE_BOARD_QUORUM })}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
