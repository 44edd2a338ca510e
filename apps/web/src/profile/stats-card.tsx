import type { UserStats } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { Card } from "../components/ui";
import { profileText } from "../i18n/en/profile";
import { formatNumber } from "../i18n/format";
import { USER_STATS_KEY } from "../lib/account-api";
import { isUnauthorizedError } from "../lib/api";

/** The counters shown here; the battle record has its own card (battle-record-card.tsx). */
type StatKey = Exclude<keyof UserStats, "battle">;

const STAT_ROWS: readonly StatKey[] = [
  "gamesPlayed",
  "gamesWon",
  "riddlesCreated",
  "totalScore",
  "currentWinStreak",
];

/** The player's game stats; zeros while they load or when they cannot be read. */
export function StatsCard() {
  const t = profileText.useT();
  const stats = useQuery<UserStats>({ queryKey: USER_STATS_KEY });
  const value = (key: StatKey) => stats.data?.[key] ?? 0;
  return (
    <Card aria-labelledby="stats-title">
      <h2 id="stats-title" className="text-xl font-bold text-slate-900">
        {t("stats.title")}
      </h2>
      {stats.isError && !isUnauthorizedError(stats.error) ? (
        <p className="mt-2 text-sm text-red-700">{t("stats.loadFailed")}</p>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-3" aria-busy={stats.isLoading || undefined}>
        {STAT_ROWS.map((key) => (
          <div key={key} className="rounded-lg bg-violet-50 p-3">
            <dt className="text-sm font-semibold text-slate-700">{t(`stats.${key}`)}</dt>
            <dd className="text-2xl font-bold text-brand-dark">{formatNumber(value(key))}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
