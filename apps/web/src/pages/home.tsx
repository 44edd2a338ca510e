import * as Tabs from "@radix-ui/react-tabs";
import { PLAYER_NAME_MAX_LENGTH, SCORING_RULE_TEXT } from "@riddlebook/rules";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { buttonClass, Card, inputClass } from "../components/ui";
import { useAuth } from "../hooks/use-auth";
import { USER_GAMES_KEY, type UserGamesResponse } from "../lib/game-api";
import { MATCHMAKING_STATUS_KEY, type MatchmakingStatusResponse } from "../lib/matchmaking-api";
import { defaultPlayerName, welcomeName } from "../lib/player-name";
import { toast } from "../toast/toast-store";

const FEATURES = [
  { title: "Wordbook", text: "Every round starts from a shared wordbook page full of secret words." },
  { title: "Timed Writing", text: "You have 3 minutes to write a riddle in verse." },
  { title: "Multiplayer", text: "Best with 3-6 players, friends or bots." },
  { title: "Scoring", text: "Points for correct guesses, and for riddles the others can solve." },
] as const;

const CreateTab = lazy(() => import("../home/create-tab"));
const QuickMatchTab = lazy(() => import("../home/quick-match-tab"));
const JoinCodeTab = lazy(() => import("../home/join-code-tab"));
const BrowseTab = lazy(() => import("../home/browse-tab"));
const RejoinTab = lazy(() => import("../home/rejoin-tab"));

const tabTriggerClass =
  "min-h-11 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-dark data-[state=active]:shadow";

function TabFallback() {
  return (
    <p role="status" className="text-slate-700">
      Loading...
    </p>
  );
}

/**
 * The tabbed panel (spec 2). Each tab's form is its own chunk and mounts only while its tab is
 * active, so Browse fetches the public list only then. Rejoin shows only when the user has games.
 */
function GameTabs() {
  const { user } = useAuth();
  const [playerName, setPlayerName] = useState(() => defaultPlayerName(user));
  const [nameError, setNameError] = useState<string | undefined>();
  const [tab, setTab] = useState("create");
  const nameRef = useRef<HTMLInputElement>(null);
  const userGames = useQuery<UserGamesResponse>({ queryKey: USER_GAMES_KEY, refetchOnMount: "always" });
  const activeGames = userGames.data ?? [];
  const matchStatus = useQuery<MatchmakingStatusResponse>({
    queryKey: MATCHMAKING_STATUS_KEY,
    refetchOnMount: "always",
  });
  const searchingForMatch = matchStatus.data?.status === "waiting";

  // A quick-match search still running (after a reload, say) brings its tab forward.
  useEffect(() => {
    if (searchingForMatch) setTab("quick-match");
  }, [searchingForMatch]);

  const requireName = useCallback((): string | null => {
    const name = playerName.trim();
    if (name) return name;
    setNameError("Please enter your name");
    toast({ title: "Error", description: "Please enter your name", variant: "destructive" });
    nameRef.current?.focus();
    return null;
  }, [playerName]);

  const current = tab === "rejoin" && activeGames.length === 0 ? "create" : tab;

  return (
    <Card aria-labelledby="play-title">
      <h2 id="play-title" className="text-xl font-bold text-slate-900">
        Play
      </h2>
      <div className="mt-4 grid gap-1">
        <label htmlFor="player-name" className="text-sm font-semibold text-slate-800">
          Your name
        </label>
        <input
          ref={nameRef}
          id="player-name"
          name="playerName"
          autoComplete="nickname"
          value={playerName}
          onChange={(e) => {
            setPlayerName(e.target.value);
            if (nameError) setNameError(undefined);
          }}
          maxLength={PLAYER_NAME_MAX_LENGTH}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? "player-name-error" : undefined}
          className={inputClass}
        />
        {nameError ? (
          <p id="player-name-error" className="text-sm font-medium text-red-700">
            {nameError}
          </p>
        ) : null}
      </div>
      <Tabs.Root value={current} onValueChange={setTab} className="mt-4">
        <Tabs.List
          aria-label="Ways to play"
          className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:grid-cols-5"
        >
          <Tabs.Trigger value="create" className={tabTriggerClass}>
            Create
          </Tabs.Trigger>
          <Tabs.Trigger value="quick-match" className={tabTriggerClass}>
            Quick Match
          </Tabs.Trigger>
          <Tabs.Trigger value="join-code" className={tabTriggerClass}>
            Join Code
          </Tabs.Trigger>
          <Tabs.Trigger value="browse" className={tabTriggerClass}>
            Browse
          </Tabs.Trigger>
          {activeGames.length > 0 ? (
            <Tabs.Trigger value="rejoin" className={tabTriggerClass}>
              Rejoin ({activeGames.length})
            </Tabs.Trigger>
          ) : null}
        </Tabs.List>
        <Suspense fallback={<TabFallback />}>
          <Tabs.Content value="create" className="mt-4 rounded-lg">
            <CreateTab requireName={requireName} />
          </Tabs.Content>
          <Tabs.Content value="quick-match" className="mt-4 rounded-lg">
            <QuickMatchTab requireName={requireName} />
          </Tabs.Content>
          <Tabs.Content value="join-code" className="mt-4 rounded-lg">
            <JoinCodeTab requireName={requireName} />
          </Tabs.Content>
          <Tabs.Content value="browse" className="mt-4 rounded-lg">
            <BrowseTab requireName={requireName} />
          </Tabs.Content>
          {activeGames.length > 0 ? (
            <Tabs.Content value="rejoin" className="mt-4 rounded-lg">
              <RejoinTab games={activeGames} />
            </Tabs.Content>
          ) : null}
        </Suspense>
      </Tabs.Root>
    </Card>
  );
}

export default function Home() {
  const { user } = useAuth();

  return (
    <>
      <AppHeader links={["friends", "advanced-modes", "profile"]} />
      <PageMain>
        <h1 className="text-3xl font-bold break-words text-slate-900">Welcome, {welcomeName(user)}!</h1>
        <p className="mt-1 text-slate-700">Ready to turn words into puzzles?</p>

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
        </div>

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
              <li>Write a poetic riddle for it in 3 minutes, without using the word.</li>
              <li>Guess the words behind the other players' riddles.</li>
            </ol>
            <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-slate-800">{SCORING_RULE_TEXT}</p>
          </Card>
        </div>
      </PageMain>
    </>
  );
}
