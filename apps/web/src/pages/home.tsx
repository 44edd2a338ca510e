import { PLAYER_LIMITS, SCORING_RULE_TEXT } from "@riddlebook/rules";
import { Link } from "wouter";
import { TurnAlertsToggle } from "../alerts/turn-alerts-toggle";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { buttonClass, Card } from "../components/ui";
import { GameTabs } from "../home/game-tabs";
import { useAuth } from "../hooks/use-auth";
import { useServerTimings } from "../hooks/use-server-timings";
import { durationText } from "../lib/format";
import { welcomeName } from "../lib/player-name";

/** The feature cards, with the writing time this server's games use (no game exists yet here). */
const features = (writingTime: string) => [
  { title: "Wordbook", text: "Every round starts from a shared wordbook page full of secret words." },
  { title: "Timed Writing", text: `You have ${writingTime} to write a riddle in verse.` },
  {
    title: "Multiplayer",
    text: `Best with ${PLAYER_LIMITS.recommendedMin}-${PLAYER_LIMITS.recommendedMax} players, friends or bots.`,
  },
  { title: "Scoring", text: "Points for correct guesses, and for riddles the others can solve." },
];

export default function Home() {
  const { user } = useAuth();
  const WRITING_TIME = durationText(useServerTimings().writingMs);
  const FEATURES = features(WRITING_TIME);

  return (
    <>
      <AppHeader />
      <PageMain>
        <h1 className="text-3xl font-bold break-words text-slate-900">Welcome, {welcomeName(user)}!</h1>
        <p className="mt-1 text-slate-700">Ready to turn words into puzzles?</p>

        {/* The play panel comes first, so a phone shows it without scrolling. */}
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <GameTabs />
          </div>
          <Card aria-labelledby="how-to-play-title">
            <h2 id="how-to-play-title" className="text-xl font-bold text-slate-900">
              How to Play
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
              <li>Choose a secret word from the wordbook page.</li>
              <li>Write a poetic riddle for it in {WRITING_TIME}, without using the word.</li>
              <li>Guess the words behind the other players' riddles.</li>
            </ol>
            <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-slate-800">{SCORING_RULE_TEXT}</p>
          </Card>
        </div>
        <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Game features">
          {FEATURES.map((f) => (
            <li key={f.title} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <h2 className="font-semibold text-brand-dark">{f.title}</h2>
              <p className="mt-1 text-sm text-slate-700">{f.text}</p>
            </li>
          ))}
        </ul>

        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link href="/friends" className={buttonClass("outline", "md")}>
            Friends &amp; Challenges
          </Link>
          <Link href="/advanced-modes" className={buttonClass("outline", "md")}>
            Advanced Modes
          </Link>
          <TurnAlertsToggle className="sm:ml-auto" />
        </div>
      </PageMain>
    </>
  );
}
