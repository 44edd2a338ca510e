import type { UserStats } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { profileText } from "../i18n/en/profile";
import { USER_STATS_KEY } from "../lib/account-api";

/** A banner for a running win streak; nothing without one. */
export function WinStreakBanner() {
  const t = profileText.useT();
  const stats = useQuery<UserStats>({ queryKey: USER_STATS_KEY });
  const streak = stats.data?.currentWinStreak ?? 0;
  if (streak <= 0) return null;
  return (
    <p className="mt-4 rounded-xl bg-amber-100 px-4 py-3 font-semibold text-amber-950 ring-1 ring-amber-300">
      <span aria-hidden="true">🔥 </span>
      {t("winStreak", { streak })}
    </p>
  );
}
