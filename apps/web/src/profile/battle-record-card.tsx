import type { UserStats } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { Card } from "../components/ui";
import { USER_STATS_KEY } from "../lib/account-api";

/**
 * The player's battle record (head-to-head games): wins, losses, draws and the battle rating, an
 * Elo rating from 1200 that only battles against people move (packages/rules/src/battle.ts).
 */
export function BattleRecordCard() {
  const stats = useQuery<UserStats>({ queryKey: USER_STATS_KEY });
  const record = stats.data?.battle;
  const rows = [
    { label: "Battles Won", value: record?.wins ?? 0, testId: "battle-wins" },
    { label: "Battles Lost", value: record?.losses ?? 0, testId: "battle-losses" },
    { label: "Battles Drawn", value: record?.draws ?? 0, testId: "battle-draws" },
    { label: "Battle Rating", value: record?.rating ?? 1200, testId: "battle-rating" },
  ];
  return (
    <Card aria-labelledby="battle-record-title">
      <h2 id="battle-record-title" className="text-xl font-bold text-slate-900">
        Battle Record
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3" aria-busy={stats.isLoading || undefined}>
        {rows.map((row) => (
          <div key={row.label} className="rounded-lg bg-violet-50 p-3">
            <dt className="text-sm font-semibold text-slate-700">{row.label}</dt>
            <dd className="text-2xl font-bold text-brand-dark" data-testid={row.testId}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        The rating moves only in battles against people; battles against bots count in the record only.{" "}
        <Link href="/advanced-modes" className="font-semibold text-brand-dark underline">
          Start a battle
        </Link>
      </p>
    </Card>
  );
}
