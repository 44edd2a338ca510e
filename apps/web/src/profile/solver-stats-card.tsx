import type { SolverStats } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { SOLVER_STATS_KEY } from "../community/community-api";
import { percentText, solveCountText } from "../community/community-text";
import { Card } from "../components/ui";

/** Solving in the Vault and the daily riddle, and (as an author) how often one's riddles were solved. */
export function SolverStatsCard() {
  const stats = useQuery<SolverStats>({ queryKey: SOLVER_STATS_KEY, refetchOnMount: "always" });
  const s = stats.data;
  const rows: { label: string; value: string | number }[] = [
    { label: "Riddles Solved", value: s?.riddlesSolved ?? 0 },
    { label: "Solve Rate", value: percentText(s?.solveRate ?? null) },
    { label: "Daily Streak", value: s?.currentDailyStreak ?? 0 },
    { label: "Longest Daily Streak", value: s?.longestDailyStreak ?? 0 },
  ];
  return (
    <Card aria-labelledby="solver-stats-title">
      <h2 id="solver-stats-title" className="text-xl font-bold text-slate-900">
        Riddle Solving
      </h2>
      {stats.isError ? (
        <p className="mt-2 text-sm text-red-700">Could not load your solving stats. Showing zeros for now.</p>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-3" aria-busy={stats.isPending || undefined}>
        {rows.map((row) => (
          <div key={row.label} className="rounded-lg bg-violet-50 p-3">
            <dt className="text-sm font-semibold text-slate-700">{row.label}</dt>
            <dd className="text-2xl font-bold text-brand-dark">{row.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 font-semibold text-slate-900">As an author</h3>
      <p className="mt-1 text-sm text-slate-800" data-testid="authored-stats">
        {s
          ? `${s.authored.published} published, ${s.authored.approved} approved · ${solveCountText(
              s.authored.correctGuesses,
              s.authored.totalGuesses,
            )}`
          : "No published riddles yet."}
      </p>
    </Card>
  );
}
