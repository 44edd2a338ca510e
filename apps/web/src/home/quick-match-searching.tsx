import type { MatchmakingPreferences } from "@riddlebook/protocol";
import { Button } from "../components/ui";
import { homeText } from "../i18n/en/home";
import { formatClock, modeLabel } from "../lib/game-logic";
import { secondsSearching } from "../lib/matchmaking-api";
import { skillLabel } from "./match-preferences";

/** The searching view: time searching, the preferences, the bot offer once it is made, Leave Queue. */
export function QuickMatchSearching({
  since,
  now,
  shown,
  botOffer,
  onPlayWithBot,
  botPending,
  onLeave,
  leavePending,
}: {
  since: number;
  now: number;
  shown: MatchmakingPreferences | undefined;
  botOffer: boolean;
  onPlayWithBot: () => void;
  botPending: boolean;
  onLeave: () => void;
  leavePending: boolean;
}) {
  const t = homeText.useT();
  return (
    <section aria-labelledby="searching-title" className="grid gap-4">
      <div className="flex items-center gap-3">
        <span className="h-4 w-4 animate-pulse rounded-full bg-brand" aria-hidden="true" />
        <h3 id="searching-title" className="text-lg font-semibold text-slate-900">
          {t("quickMatch.searching")}
        </h3>
      </div>
      <p className="text-slate-700">
        {t("quickMatch.timeSearching")}{" "}
        <span
          role="timer"
          aria-label={t("quickMatch.timeSearchingLabel")}
          className="font-mono font-semibold"
        >
          {formatClock(secondsSearching(since, Math.max(now, since)))}
        </span>
      </p>
      {shown ? (
        <p className="text-sm text-slate-600">
          {t("quickMatch.shown", {
            mode: modeLabel(shown.gameMode),
            rounds: t("rounds", { count: shown.preferredRounds }),
            skill: skillLabel(shown.skillLevel),
          })}
        </p>
      ) : null}
      {botOffer ? (
        <div className="grid gap-2 rounded-lg bg-amber-50 p-3">
          <p className="text-sm text-slate-800">{t("quickMatch.noOne")}</p>
          <Button variant="secondary" disabled={botPending} onClick={onPlayWithBot}>
            {botPending ? t("quickMatch.starting") : t("quickMatch.playWithBot")}
          </Button>
        </div>
      ) : null}
      <Button variant="outline" disabled={leavePending} onClick={onLeave}>
        {t("quickMatch.leave")}
      </Button>
    </section>
  );
}
