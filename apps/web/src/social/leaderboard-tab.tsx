import * as Tabs from "@radix-ui/react-tabs";
import {
  LEADERBOARD_METRICS,
  LEADERBOARD_MIN_GAMES,
  LEADERBOARD_MIN_RIDDLES,
  LEADERBOARD_PERIODS,
  type LeaderboardEntry,
  type LeaderboardMetric,
  type LeaderboardPeriod,
  type LeaderboardScope,
} from "@riddlebook/protocol";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button, Card } from "../components/ui";
import { useAuth } from "../hooks/use-auth";
import { socialText } from "../i18n/en/social";
import { formatNumber } from "../i18n/format";
import { fetchLeaderboard, LEADERBOARD_KEY } from "./social-api";
import { metricLabel, metricValueText } from "./social-text";
import { SelectField } from "./social-ui";

const scopeTriggerClass =
  "min-h-11 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-dark data-[state=active]:shadow";

/** Who a rate ranks: only players with enough games (win rate) or riddles (solve rate). */
function metricHint(metric: LeaderboardMetric, period: LeaderboardPeriod): string {
  const { t } = socialText;
  if (metric === "win_rate") return t(`leaderboard.winRateHint.${period}`, { min: LEADERBOARD_MIN_GAMES });
  if (metric === "solve_rate")
    return t(`leaderboard.solveRateHint.${period}`, { min: LEADERBOARD_MIN_RIDDLES });
  return metric === "wins" ? t("leaderboard.winsHint") : t("leaderboard.scoreHint");
}

function Row({ entry, metric, mine }: { entry: LeaderboardEntry; metric: LeaderboardMetric; mine: boolean }) {
  const t = socialText.useT();
  return (
    <tr
      className={mine ? "bg-violet-100 font-semibold" : "even:bg-slate-50"}
      aria-current={mine ? "true" : undefined}
      data-testid={mine ? "my-row" : undefined}
    >
      <td className="px-2 py-2 text-right tabular-nums">{formatNumber(entry.rank)}</td>
      <td className="px-2 py-2 break-words">
        {entry.name}
        {mine ? <span className="text-brand-dark">{t("leaderboard.you")}</span> : null}
        {entry.isGuest ? (
          <span className="ml-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
            {t("leaderboard.guest")}
          </span>
        ) : null}
      </td>
      <td className="px-2 py-2 text-right tabular-nums">{metricValueText(metric, entry.value)}</td>
    </tr>
  );
}

/** One board: its pages, "Load more" while there are more, and your own row pinned when off the list. */
function Board({
  scope,
  period,
  metric,
}: {
  scope: LeaderboardScope;
  period: LeaderboardPeriod;
  metric: LeaderboardMetric;
}) {
  const t = socialText.useT();
  const { user } = useAuth();
  const board = useInfiniteQuery({
    queryKey: [...LEADERBOARD_KEY, scope, period, metric],
    queryFn: ({ pageParam }) => fetchLeaderboard({ scope, period, metric }, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: "always",
  });
  if (board.isLoading) {
    return (
      <p role="status" className="text-slate-700">
        {t("leaderboard.loading")}
      </p>
    );
  }
  if (!board.data) {
    return (
      <p role="alert" className="text-red-700">
        {t("leaderboard.loadFailed")}
      </p>
    );
  }
  const entries = board.data.pages.flatMap((p) => p.entries);
  const me = board.data.pages[0]?.me ?? null;
  const mineShown = me !== null && entries.some((e) => e.userId === me.userId);
  const myId = me?.userId ?? user?.id;
  const caption = t(`leaderboard.caption.${scope}`, {
    period: t(`leaderboard.captionPeriods.${period}`),
    metric: t(`leaderboard.captionMetrics.${metric}`),
  });
  if (entries.length === 0) {
    return <p className="text-slate-700">{t("leaderboard.empty")}</p>;
  }
  return (
    <div className="grid gap-3">
      <table className="w-full table-fixed border-collapse text-left text-sm text-slate-900">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="w-14 px-2 py-2 text-right">
              {t("leaderboard.rank")}
            </th>
            <th scope="col" className="px-2 py-2">
              {t("leaderboard.player")}
            </th>
            <th scope="col" className="w-24 px-2 py-2 text-right">
              {metricLabel(metric)}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <Row key={e.userId} entry={e} metric={metric} mine={e.userId === myId} />
          ))}
        </tbody>
        {me && !mineShown ? (
          <tbody aria-label={t("leaderboard.yourRank")} className="border-t-2 border-dashed border-slate-300">
            <Row entry={me} metric={metric} mine />
          </tbody>
        ) : null}
      </table>
      {me === null ? <p className="text-sm text-slate-700">{t("leaderboard.notRanked")}</p> : null}
      {board.hasNextPage ? (
        <div>
          <Button
            variant="outline"
            onClick={() => void board.fetchNextPage()}
            disabled={board.isFetchingNextPage}
          >
            {board.isFetchingNextPage ? t("leaderboard.loadingMore") : t("leaderboard.loadMore")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The Leaderboard tab: global or friends, this week or all time, by score, wins, win rate or solve rate. */
export default function LeaderboardTab() {
  const [scope, setScope] = useState<LeaderboardScope>("global");
  const [period, setPeriod] = useState<LeaderboardPeriod>("all");
  const [metric, setMetric] = useState<LeaderboardMetric>("score");
  const t = socialText.useT();
  return (
    <Card aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title" className="text-xl font-bold text-slate-900">
        {t("leaderboard.title")}
      </h2>
      <Tabs.Root value={scope} onValueChange={(v) => setScope(v as LeaderboardScope)} className="mt-3">
        <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
          <Tabs.List
            aria-label={t("leaderboard.scopeLabel")}
            className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
          >
            <Tabs.Trigger value="global" className={scopeTriggerClass}>
              {t("leaderboard.global")}
            </Tabs.Trigger>
            <Tabs.Trigger value="friends" className={scopeTriggerClass}>
              {t("leaderboard.friends")}
            </Tabs.Trigger>
          </Tabs.List>
          <SelectField
            id="board-period"
            label={t("leaderboard.period")}
            value={period}
            onChange={(v) => setPeriod(v as LeaderboardPeriod)}
            options={LEADERBOARD_PERIODS.map((p) => ({ value: p, label: t(`leaderboard.periods.${p}`) }))}
          />
          <SelectField
            id="board-metric"
            label={t("leaderboard.rankBy")}
            value={metric}
            onChange={(v) => setMetric(v as LeaderboardMetric)}
            describedBy="board-metric-hint"
            options={LEADERBOARD_METRICS.map((m) => ({ value: m, label: metricLabel(m) }))}
          />
        </div>
        <p id="board-metric-hint" className="mt-2 text-sm text-slate-600">
          {metricHint(metric, period)}
        </p>
        <Tabs.Content value="global" className="mt-4 rounded-lg">
          <Board scope="global" period={period} metric={metric} />
        </Tabs.Content>
        <Tabs.Content value="friends" className="mt-4 rounded-lg">
          <Board scope="friends" period={period} metric={metric} />
        </Tabs.Content>
      </Tabs.Root>
    </Card>
  );
}
