import { TOURNAMENT_STATUSES, type TournamentStatus, type TournamentSummary } from "@riddlebook/protocol";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "wouter";
import { Button, CheckboxField, inputClass } from "../components/ui";
import { tournamentText } from "../i18n/en/tournament";
import { formatDateTime } from "../i18n/format";
import { listTournaments, type TournamentFilter, tournamentListKey } from "./tournament-api";
import { StatusBadge } from "./tournament-summary";

/**
 * How the start time reads before it starts, by status: `startsAt` is the time set. Once started, the
 * row shows `startedAt` instead, the time it actually started (earlier when started early).
 */
const START_TEXT = {
  registering: "list.startsAt",
  running: "list.plannedStart",
  complete: "list.plannedStart",
  cancelled: "list.wasToStart",
} as const;

/** The row's start: when it started once it has, else when it is (or was) set to start. */
function startText(tournament: TournamentSummary, t: ReturnType<typeof tournamentText.useT>): string {
  if (tournament.startedAt !== null) {
    return t("list.startedAt", { time: formatDateTime(tournament.startedAt) ?? "" });
  }
  return t(START_TEXT[tournament.status], { time: formatDateTime(tournament.startsAt) ?? "" });
}

/** One tournament of the list: its name (a link to its page), status, format, fill and start. */
function TournamentRow({ tournament }: { tournament: TournamentSummary }) {
  const t = tournamentText.useT();
  return (
    <li
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="tournament-row"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          href={`/tournaments/${encodeURIComponent(tournament.id)}`}
          className="min-w-0 text-lg font-bold break-words text-brand-dark underline"
        >
          {tournament.name}
        </Link>
        <StatusBadge status={tournament.status} />
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
        <div>
          <dt className="sr-only">{t("page.format")}</dt>
          <dd>{t(`format.${tournament.format}`)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{t("list.players")} </dt>
          <dd className="inline" data-testid="tournament-fill">
            {t("list.fill", { taken: tournament.entrantCount, size: tournament.size })}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t(tournament.startedAt === null ? "page.startsAt" : "page.startedAt")}</dt>
          <dd data-testid="tournament-start">{startText(tournament, t)}</dd>
        </div>
        {tournament.prizePool > 0 ? (
          <div>
            <dt className="sr-only">{t("page.prizePool")}</dt>
            <dd>{t("list.prize", { count: tournament.prizePool })}</dd>
          </div>
        ) : null}
        {tournament.championName ? (
          <div>
            <dt className="sr-only">{t("page.champion")}</dt>
            <dd className="font-semibold">
              <span aria-hidden="true">🏆 </span>
              {t("list.champion", { name: tournament.championName })}
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/**
 * The tournaments, soonest first while open or running (the server's order), filtered by status or
 * to the viewer's own, a page at a time with Show More.
 */
export function TournamentList() {
  const t = tournamentText.useT();
  const statusId = useId();
  const [filter, setFilter] = useState<TournamentFilter>({ status: "all", mine: false });
  const list = useInfiniteQuery({
    queryKey: tournamentListKey(filter),
    queryFn: ({ pageParam }) => listTournaments(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: "always",
  });
  const tournaments = list.data?.pages.flatMap((page) => page.tournaments) ?? [];
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <div className="grid gap-1">
          <label htmlFor={statusId} className="text-sm font-semibold text-slate-800">
            {t("list.filterStatus")}
          </label>
          <select
            id={statusId}
            className={inputClass}
            value={filter.status}
            onChange={(e) => setFilter({ ...filter, status: e.target.value as TournamentStatus | "all" })}
          >
            <option value="all">{t("list.all")}</option>
            {TOURNAMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <CheckboxField checked={filter.mine} onChange={(mine) => setFilter({ ...filter, mine })}>
          {t("list.mine")}
        </CheckboxField>
      </div>
      {list.isPending ? (
        <p role="status" className="text-slate-700">
          {t("list.loading")}
        </p>
      ) : list.isError ? (
        <p role="alert" className="text-red-700">
          {t("list.failed")}
        </p>
      ) : tournaments.length === 0 ? (
        <p className="text-slate-700">{t("list.empty")}</p>
      ) : (
        <ul aria-label={t("list.label")} className="grid gap-3">
          {tournaments.map((tournament) => (
            <TournamentRow key={tournament.id} tournament={tournament} />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button
          variant="outline"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t("list.loadingMore") : t("list.more")}
        </Button>
      ) : null}
    </div>
  );
}
