import type { UserStats } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { Card } from "../components/ui";
import { USER_STATS_KEY } from "../lib/account-api";
import { isUnauthorizedError } from "../lib/api";

/** The counters shown here; the battle record has its own card (battle-record-card.tsx). */
type StatKey = Exclude<keyof UserStats, "battle">;

const STAT_ROWS: readonly { key: StatKey; label: string }[] = [
  { key: "gamesPlayed", label: "Games Played" },
  { key: "gamesWon", label: "Games Won" },
  { key: "riddlesCreated", label: "Riddles Created" },
  { key: "totalScore", label: "Total Score" },
  { key: "currentWinStreak", label: "Current Win Streak" },
];

/** The player's game stats; zeros while they load or when they cannot be read. */
export function StatsCard() {
  const stats = useQuery<UserStats>({ queryKey: USER_STATS_KEY });
  const value = (key: StatKey) => stats.data?.[key] ?? 0;
  return (
    <Card aria-labelledby="stats-title">
      <h2 id="stats-title" className="text-xl font-bold text-slate-900">
        Game Stats
      </h2>
      {stats.isError && !isUnauthorizedError(stats.error) ? (
        <p className="mt-2 text-sm text-red-700">Could not load your stats. Showing zeros for now.</p>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-3" aria-busy={stats.isLoading || undefined}>
        {STAT_ROWS.map((row) => (
          <div key={row.key} className="rounded-lg bg-violet-50 p-3">
            <dt className="text-sm font-semibold text-slate-700">{row.label}</dt>
            <dd className="text-2xl font-bold text-brand-dark">{value(row.key)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
