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
import { fetchLeaderboard, LEADERBOARD_KEY } from "./social-api";
import { METRIC_LABELS, metricValueText } from "./social-text";
import { SelectField } from "./social-ui";

const PERIOD_LABELS: Record<LeaderboardPeriod, string> = { week: "This week", all: "All time" };

const scopeTriggerClass =
  "min-h-11 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-dark data-[state=active]:shadow";

/** Who a rate ranks: only players with enough games (win rate) or riddles (solve rate). */
function metricHint(metric: LeaderboardMetric, period: LeaderboardPeriod): string {
  const when = period === "week" ? "this week" : "in all";
  if (metric === "win_rate") {
    return `Win rate ranks players with at least ${LEADERBOARD_MIN_GAMES} games ${when}.`;
  }
  if (metric === "solve_rate") {
    return `Riddle solve rate is the share of your riddles that someone guessed; it ranks players with at least ${LEADERBOARD_MIN_RIDDLES} riddles ${when}.`;
  }
  return metric === "wins" ? "Games won." : "Points scored in finished games.";
}

function Row({ entry, metric, mine }: { entry: LeaderboardEntry; metric: LeaderboardMetric; mine: boolean }) {
  return (
    <tr
      className={mine ? "bg-violet-100 font-semibold" : "even:bg-slate-50"}
      aria-current={mine ? "true" : undefined}
      data-testid={mine ? "my-row" : undefined}
    >
      <td className="px-2 py-2 text-right tabular-nums">{entry.rank}</td>
      <td className="px-2 py-2 break-words">
        {entry.name}
        {mine ? <span className="text-brand-dark"> (you)</span> : null}
        {entry.isGuest ? (
          <span className="ml-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
            guest
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
        Loading the leaderboard...
      </p>
    );
  }
  if (!board.data) {
    return (
      <p role="alert" className="text-red-700">
        Could not load the leaderboard. Please try again later.
      </p>
    );
  }
  const entries = board.data.pages.flatMap((p) => p.entries);
  const me = board.data.pages[0]?.me ?? null;
  const mineShown = me !== null && entries.some((e) => e.userId === me.userId);
  const myId = me?.userId ?? user?.id;
  const caption = `${scope === "friends" ? "Friends" : "Global"} leaderboard, ${PERIOD_LABELS[period].toLowerCase()}, by ${METRIC_LABELS[metric].toLowerCase()}`;
  if (entries.length === 0) {
    return <p className="text-slate-700">No one is ranked on this board yet. Finish a game to get on it.</p>;
  }
  return (
    <div className="grid gap-3">
      <table className="w-full table-fixed border-collapse text-left text-sm text-slate-900">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="w-14 px-2 py-2 text-right">
              Rank
            </th>
            <th scope="col" className="px-2 py-2">
              Player
            </th>
            <th scope="col" className="w-24 px-2 py-2 text-right">
              {METRIC_LABELS[metric]}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <Row key={e.userId} entry={e} metric={metric} mine={e.userId === myId} />
          ))}
        </tbody>
        {me && !mineShown ? (
          <tbody aria-label="Your rank" className="border-t-2 border-dashed border-slate-300">
            <Row entry={me} metric={metric} mine />
          </tbody>
        ) : null}
      </table>
      {me === null ? <p className="text-sm text-slate-700">You are not ranked on this board yet.</p> : null}
      {board.hasNextPage ? (
        <div>
          <Button
            variant="outline"
            onClick={() => void board.fetchNextPage()}
            disabled={board.isFetchingNextPage}
          >
            {board.isFetchingNextPage ? "Loading..." : "Load more"}
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
  return (
    <Card aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title" className="text-xl font-bold text-slate-900">
        Leaderboard
      </h2>
      <Tabs.Root value={scope} onValueChange={(v) => setScope(v as LeaderboardScope)} className="mt-3">
        <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
          <Tabs.List aria-label="Whose board" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
            <Tabs.Trigger value="global" className={scopeTriggerClass}>
              Global
            </Tabs.Trigger>
            <Tabs.Trigger value="friends" className={scopeTriggerClass}>
              Friends
            </Tabs.Trigger>
          </Tabs.List>
          <SelectField
            id="board-period"
            label="Period"
            value={period}
            onChange={(v) => setPeriod(v as LeaderboardPeriod)}
            options={LEADERBOARD_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
          />
          <SelectField
            id="board-metric"
            label="Rank by"
            value={metric}
            onChange={(v) => setMetric(v as LeaderboardMetric)}
            describedBy="board-metric-hint"
            options={LEADERBOARD_METRICS.map((m) => ({ value: m, label: METRIC_LABELS[m] }))}
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
