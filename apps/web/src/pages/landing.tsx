import { PLAYER_LIMITS } from "@riddlebook/rules";
import { useLocation } from "wouter";
import { Wordmark } from "../components/logo";
import { PageMain } from "../components/page";
import { Button, Card } from "../components/ui";
import { useGuestLogin } from "../hooks/use-guest-login";
import { useServerTimings } from "../hooks/use-server-timings";
import { durationText } from "../lib/format";
import { ThemeToggle } from "../lib/theme";

const FEATURES = [
  {
    title: "Creative Writing",
    text: "Write a short riddle in verse for a secret word — without ever using the word itself.",
  },
  {
    title: "Multiplayer Fun",
    text: `Play together in real time. Games work best with ${PLAYER_LIMITS.recommendedMin} to ${PLAYER_LIMITS.recommendedMax} players.`,
  },
  {
    title: "Competitive Scoring",
    text: "Earn points for every correct guess, and for riddles that others manage to solve.",
  },
  {
    title: "Friend Challenges",
    text: "Add friends, challenge them to a game and compare results on the leaderboard.",
  },
  {
    title: "Advanced Modes",
    text: "Head-to-head battles, a story mode and tournaments for seasoned riddlers.",
  },
  {
    title: "Community Sharing",
    text: "Share your favourite riddles and submit them for community review.",
  },
] as const;

const steps = (writingTime: string) => [
  { title: "Choose Words", text: "Pick a secret word from a shared wordbook page." },
  {
    title: "Write Riddles",
    text: `You have ${writingTime} to write a poetic riddle that never says the word.`,
  },
  { title: "Guess & Score", text: "Read the other players' riddles and guess the words behind them." },
  { title: "Win & Share", text: "The highest score wins. Share the riddles you are proud of." },
];

export default function Landing() {
  const STEPS = steps(durationText(useServerTimings().writingMs));
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
            Where Words Become Puzzles
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Riddlebook is a party game for word lovers. Pick a secret word, hide it in a riddle of your own
            making, and see who can guess what the others wrote about.
          </p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Button
              variant="secondary"
              size="lg"
              onClick={() => guestLogin.mutate()}
              disabled={guestLogin.isPending}
              aria-describedby="quick-start-note"
            >
              Quick Start (Test Mode)
            </Button>
            <Button size="lg" onClick={goToLogin}>
              Sign Up / Login
            </Button>
          </div>
          <p id="quick-start-note" className="mt-3 text-sm text-slate-600">
            Quick Start lets you play at once as a guest; you can claim the account later from your profile.
          </p>
        </section>

        <section aria-labelledby="features-title" className="py-8">
          <h2 id="features-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            Why players love Riddlebook
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((f) => (
              <li key={f.title}>
                <Card className="h-full">
                  <h3 className="text-lg font-semibold text-brand-dark">{f.title}</h3>
                  <p className="mt-2 text-slate-700">{f.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how-title" className="py-8">
          <h2 id="how-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            How it works
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((s, i) => (
              <li
                key={s.title}
                className="rounded-xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200"
              >
                <span
                  aria-hidden="true"
                  className="mx-auto flex h-10 w-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
                >
                  {i + 1}
                </span>
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{s.title}</h3>
                <p className="mt-1 text-slate-700">{s.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="cta-title"
          className="my-8 rounded-2xl bg-brand-dark px-6 py-10 text-center text-white"
        >
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
            Ready to write your first riddle?
          </h2>
          <p className="mt-2 text-violet-100">Create a free account and start a game with your friends.</p>
          <Button variant="secondary" size="lg" className="mt-6" onClick={goToLogin}>
            Get Started Now
          </Button>
        </section>
      </PageMain>

      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-col items-center justify-between gap-1 px-4 py-4 text-sm text-slate-700 sm:flex-row">
          <p>Riddlebook™ — a word-riddle party game</p>
          <p>Patent Pending</p>
        </div>
      </footer>
    </div>
  );
}
