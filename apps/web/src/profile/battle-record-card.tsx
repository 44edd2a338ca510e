import type { UserStats } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { Card } from "../components/ui";
import { profileText } from "../i18n/en/profile";
import { formatNumber } from "../i18n/format";
import { USER_STATS_KEY } from "../lib/account-api";

/**
 * The player's battle record (head-to-head games): wins, losses, draws and the battle rating, an
 * Elo rating from 1200 that only battles against people move (packages/rules/src/battle.ts).
 */
export function BattleRecordCard() {
  const t = profileText.useT();
  const stats = useQuery<UserStats>({ queryKey: USER_STATS_KEY });
  const record = stats.data?.battle;
  const rows = [
    { label: t("battleRecord.won"), value: record?.wins ?? 0, testId: "battle-wins" },
    { label: t("battleRecord.lost"), value: record?.losses ?? 0, testId: "battle-losses" },
    { label: t("battleRecord.drawn"), value: record?.draws ?? 0, testId: "battle-draws" },
    { label: t("battleRecord.rating"), value: record?.rating ?? 1200, testId: "battle-rating" },
  ];
  return (
    <Card aria-labelledby="battle-record-title">
      <h2 id="battle-record-title" className="text-xl font-bold text-slate-900">
        {t("battleRecord.title")}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3" aria-busy={stats.isLoading || undefined}>
        {rows.map((row) => (
          <div key={row.testId} className="rounded-lg bg-violet-50 p-3">
            <dt className="text-sm font-semibold text-slate-700">{row.label}</dt>
            <dd className="text-2xl font-bold text-brand-dark" data-testid={row.testId}>
              {formatNumber(row.value, { useGrouping: false })}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {t("battleRecord.ratingNote")}{" "}
        <Link href="/advanced-modes" className="font-semibold text-brand-dark underline">
          {t("battleRecord.startBattle")}
        </Link>
      </p>
    </Card>
  );
}
