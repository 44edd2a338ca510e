import * as Tabs from "@radix-ui/react-tabs";
import { PLAYER_NAME_MAX_LENGTH } from "@riddlebook/rules";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Card, inputClass } from "../components/ui";
import { useAuth } from "../hooks/use-auth";
import { homeText } from "../i18n/en/home";
import { USER_GAMES_KEY, type UserGamesResponse } from "../lib/game-api";
import { MATCHMAKING_STATUS_KEY, type MatchmakingStatusResponse } from "../lib/matchmaking-api";
import { defaultPlayerName } from "../lib/player-name";
import { toast } from "../toast/toast-store";
// The tab shown first is part of the page, so nothing below it moves when it arrives (layout shift).
import CreateTab from "./create-tab";

const QuickMatchTab = lazy(() => import("./quick-match-tab"));
const JoinCodeTab = lazy(() => import("./join-code-tab"));
const BrowseTab = lazy(() => import("./browse-tab"));
const RejoinTab = lazy(() => import("./rejoin-tab"));

const tabTriggerClass =
  "min-h-11 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-dark data-[state=active]:shadow";

function TabFallback() {
  const t = homeText.useT();
  return (
    <p role="status" className="text-slate-700">
      {t("loading")}
    </p>
  );
}

/**
 * The tabbed panel. Each tab's form but the first (Create) is its own chunk and mounts only while
 * its tab is active, so Browse fetches the public list only then. Rejoin shows only when the user has games.
 */
export function GameTabs() {
  const t = homeText.useT();
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
    setNameError(homeText.t("tabs.enterName"));
    toast({
      title: homeText.t("errorTitle"),
      description: homeText.t("tabs.enterName"),
      variant: "destructive",
    });
    nameRef.current?.focus();
    return null;
  }, [playerName]);

  const current = tab === "rejoin" && activeGames.length === 0 ? "create" : tab;

  return (
    <Card aria-labelledby="play-title">
      <h2 id="play-title" className="text-xl font-bold text-slate-900">
        {t("tabs.title")}
      </h2>
      <div className="mt-4 grid gap-1">
        <label htmlFor="player-name" className="text-sm font-semibold text-slate-800">
          {t("tabs.yourName")}
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
          aria-label={t("tabs.label")}
          className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:grid-cols-5"
        >
          <Tabs.Trigger value="create" className={tabTriggerClass}>
            {t("tabs.create")}
          </Tabs.Trigger>
          <Tabs.Trigger value="quick-match" className={tabTriggerClass}>
            {t("tabs.quickMatch")}
          </Tabs.Trigger>
          <Tabs.Trigger value="join-code" className={tabTriggerClass}>
            {t("tabs.joinCode")}
          </Tabs.Trigger>
          <Tabs.Trigger value="browse" className={tabTriggerClass}>
            {t("tabs.browse")}
          </Tabs.Trigger>
          {activeGames.length > 0 ? (
            <Tabs.Trigger value="rejoin" className={tabTriggerClass}>
              {t("tabs.rejoin", { n: activeGames.length })}
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
