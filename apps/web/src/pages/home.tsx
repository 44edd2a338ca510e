import { PLAYER_LIMITS } from "@riddlebook/rules";
import { Link } from "wouter";
import { TurnAlertsToggle } from "../alerts/turn-alerts-toggle";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { buttonClass, Card } from "../components/ui";
import { GameTabs } from "../home/game-tabs";
import { useAuth } from "../hooks/use-auth";
import { useServerTimings } from "../hooks/use-server-timings";
import { homeText } from "../i18n/en/home";
import { durationText } from "../lib/format";
import { scoringRuleText } from "../lib/game-logic";
import { welcomeName } from "../lib/player-name";

/** The feature cards, with the writing time this server's games use (no game exists yet here). */
function features(time: string) {
  const { t } = homeText;
  return [
    { title: t("page.features.wordbook.title"), text: t("page.features.wordbook.text") },
    { title: t("page.features.timedWriting.title"), text: t("page.features.timedWriting.text", { time }) },
    {
      title: t("page.features.multiplayer.title"),
      text: t("page.features.multiplayer.text", {
        min: PLAYER_LIMITS.recommendedMin,
        max: PLAYER_LIMITS.recommendedMax,
      }),
    },
    { title: t("page.features.scoring.title"), text: t("page.features.scoring.text") },
  ];
}

export default function Home() {
  const t = homeText.useT();
  const { user } = useAuth();
  const WRITING_TIME = durationText(useServerTimings().writingMs);
  const FEATURES = features(WRITING_TIME);

  return (
    <>
      <AppHeader />
      <PageMain>
        <h1 className="text-3xl font-bold break-words text-slate-900">
          {t("page.welcome", { name: welcomeName(user) })}
        </h1>
        <p className="mt-1 text-slate-700">{t("page.tagline")}</p>

        {/* The play panel comes first, so a phone shows it without scrolling. */}
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <GameTabs />
          </div>
          <Card aria-labelledby="how-to-play-title">
            <h2 id="how-to-play-title" className="text-xl font-bold text-slate-900">
              {t("page.howToPlay")}
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
              <li>{t("page.step1")}</li>
              <li>{t("page.step2", { time: WRITING_TIME })}</li>
              <li>{t("page.step3")}</li>
            </ol>
            <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-slate-800">{scoringRuleText()}</p>
          </Card>
        </div>
        <ul
          className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
          aria-label={t("page.featuresLabel")}
        >
          {FEATURES.map((f) => (
            <li key={f.title} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <h2 className="font-semibold text-brand-dark">{f.title}</h2>
              <p className="mt-1 text-sm text-slate-700">{f.text}</p>
            </li>
          ))}
        </ul>

        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link href="/friends" className={buttonClass("outline", "md")}>
            {t("page.friends")}
          </Link>
          <Link href="/advanced-modes" className={buttonClass("outline", "md")}>
            {t("page.advancedModes")}
          </Link>
          <TurnAlertsToggle className="sm:ml-auto" />
        </div>
      </PageMain>
    </>
  );
}
