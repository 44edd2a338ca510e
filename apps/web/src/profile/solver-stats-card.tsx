import type { SolverStats } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { SOLVER_STATS_KEY } from "../community/community-api";
import { percentText, solveCountText } from "../community/community-text";
import { Card } from "../components/ui";
import { profileText } from "../i18n/en/profile";

/** Solving in the Vault and the daily riddle, and (as an author) how often one's riddles were solved. */
export function SolverStatsCard() {
  const t = profileText.useT();
  const stats = useQuery<SolverStats>({ queryKey: SOLVER_STATS_KEY, refetchOnMount: "always" });
  const s = stats.data;
  const rows: { label: string; value: string | number }[] = [
    { label: t("solverStats.solved"), value: s?.riddlesSolved ?? 0 },
    { label: t("solverStats.solveRate"), value: percentText(s?.solveRate ?? null) },
    { label: t("solverStats.dailyStreak"), value: s?.currentDailyStreak ?? 0 },
    { label: t("solverStats.longestDailyStreak"), value: s?.longestDailyStreak ?? 0 },
  ];
  return (
    <Card aria-labelledby="solver-stats-title">
      <h2 id="solver-stats-title" className="text-xl font-bold text-slate-900">
        {t("solverStats.title")}
      </h2>
      {stats.isError ? <p className="mt-2 text-sm text-red-700">{t("solverStats.loadFailed")}</p> : null}
      <dl className="mt-4 grid grid-cols-2 gap-3" aria-busy={stats.isPending || undefined}>
        {rows.map((row) => (
          <div key={row.label} className="rounded-lg bg-violet-50 p-3">
            <dt className="text-sm font-semibold text-slate-700">{row.label}</dt>
            <dd className="text-2xl font-bold text-brand-dark">{row.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 font-semibold text-slate-900">{t("solverStats.asAuthor")}</h3>
      <p className="mt-1 text-sm text-slate-800" data-testid="authored-stats">
        {s
          ? t("solverStats.authored", {
              published: s.authored.published,
              approved: s.authored.approved,
              solves: solveCountText(s.authored.correctGuesses, s.authored.totalGuesses),
            })
          : t("solverStats.noneAuthored")}
      </p>
    </Card>
  );
}
