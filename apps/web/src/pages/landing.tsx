import { PLAYER_LIMITS } from "@riddlebook/rules";
import { useLocation } from "wouter";
import { Wordmark } from "../components/logo";
import { PageMain } from "../components/page";
import { Button, Card } from "../components/ui";
import { useGuestLogin } from "../hooks/use-guest-login";
import { useServerTimings } from "../hooks/use-server-timings";
import { landingText } from "../i18n/en/landing";
import { durationText } from "../lib/format";
import { ThemeToggle } from "../lib/theme";

const FEATURES = ["writing", "multiplayer", "scoring", "friends", "advanced", "community"] as const;
const STEPS = ["choose", "write", "guess", "win"] as const;

export default function Landing() {
  const t = landingText.useT();
  const time = durationText(useServerTimings().writingMs);
  const players = { min: PLAYER_LIMITS.recommendedMin, max: PLAYER_LIMITS.recommendedMax };
  const [, navigate] = useLocation();
  const guestLogin = useGuestLogin();
  const goToLogin = () => navigate("/login");

  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
          <Wordmark />
          <ThemeToggle />
        </div>
      </header>

      <PageMain>
        <section className="py-6 text-center sm:py-12" aria-labelledby="hero-title">
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            {t("hero.title")}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{t("hero.text")}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Button
              variant="secondary"
              size="lg"
              onClick={() => guestLogin.mutate()}
              disabled={guestLogin.isPending}
              aria-describedby="quick-start-note"
            >
              {t("hero.quickStart")}
            </Button>
            <Button size="lg" onClick={goToLogin}>
              {t("hero.login")}
            </Button>
          </div>
          <p id="quick-start-note" className="mt-3 text-sm text-slate-600">
            {t("hero.quickStartNote")}
          </p>
        </section>

        <section aria-labelledby="features-title" className="py-8">
          <h2 id="features-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            {t("featuresTitle")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((f) => (
              <li key={f}>
                <Card className="h-full">
                  <h3 className="text-lg font-semibold text-brand-dark">{t(`features.${f}.title`)}</h3>
                  <p className="mt-2 text-slate-700">
                    {f === "multiplayer" ? t("features.multiplayer.text", players) : t(`features.${f}.text`)}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how-title" className="py-8">
          <h2 id="how-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            {t("howTitle")}
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((s, i) => (
              <li key={s} className="rounded-xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
                <span
                  aria-hidden="true"
                  className="mx-auto flex h-10 w-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
                >
                  {i + 1}
                </span>
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{t(`steps.${s}.title`)}</h3>
                <p className="mt-1 text-slate-700">
                  {s === "write" ? t("steps.write.text", { time }) : t(`steps.${s}.text`)}
                </p>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="cta-title"
          className="my-8 rounded-2xl bg-brand-dark px-6 py-10 text-center text-white"
        >
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
            {t("cta.title")}
          </h2>
          <p className="mt-2 text-violet-100">{t("cta.text")}</p>
          <Button variant="secondary" size="lg" className="mt-6" onClick={goToLogin}>
            {t("cta.button")}
          </Button>
        </section>
      </PageMain>

      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-col items-center justify-between gap-1 px-4 py-4 text-sm text-slate-700 sm:flex-row">
          <p>{t("footer.tagline")}</p>
          <p>{t("footer.patent")}</p>
        </div>
      </footer>
    </div>
  );
}
