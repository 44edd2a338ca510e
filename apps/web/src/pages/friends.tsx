import * as Tabs from "@radix-ui/react-tabs";
import type { ChallengesResponse, FriendsResponse } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { CHALLENGES_KEY, FRIENDS_KEY } from "../social/social-api";

const FriendsTab = lazy(() => import("../social/friends-tab"));
const ChallengesTab = lazy(() => import("../social/challenges-tab"));
const LeaderboardTab = lazy(() => import("../social/leaderboard-tab"));

const TABS = ["friends", "challenges", "leaderboard"] as const;
type Tab = (typeof TABS)[number];

const tabTriggerClass =
  "min-h-11 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-dark data-[state=active]:shadow";

function TabFallback() {
  return (
    <p role="status" className="text-slate-700">
      Loading...
    </p>
  );
}

/** " (2)" when something waits for an answer, else nothing. */
const waiting = (n: number) => (n > 0 ? ` (${n})` : "");

/**
 * Friends & Challenges (docs/product.md §18): tabs Friends, Challenges and Leaderboard; the tab is
 * in the address (`?tab=challenges`), so a toast's "View" can open it. "Challenge" on a friend opens
 * the Challenges tab with that friend chosen.
 */
export default function Friends() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get("tab");
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : "friends";
  const [challengeFriend, setChallengeFriend] = useState<string | undefined>();
  const friends = useQuery<FriendsResponse>({ queryKey: FRIENDS_KEY });
  const challenges = useQuery<ChallengesResponse>({ queryKey: CHALLENGES_KEY });
  const requests = friends.data?.incoming.filter((r) => r.status === "pending").length ?? 0;
  const challenged = challenges.data?.incoming.filter((c) => c.status === "pending").length ?? 0;

  const show = (next: string) =>
    navigate(next === "friends" ? "/friends" : `/friends?tab=${next}`, { replace: true });

  return (
    <>
      <AppHeader links={["dashboard", "advanced-modes", "profile"]} />
      <PageMain>
        <h1 className="text-3xl font-bold text-slate-900">Friends &amp; Challenges</h1>
        <Tabs.Root value={tab} onValueChange={show} className="mt-6">
          <Tabs.List
            aria-label="Friends, challenges and leaderboard"
            className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1 sm:max-w-xl"
          >
            <Tabs.Trigger value="friends" className={tabTriggerClass}>
              Friends{waiting(requests)}
            </Tabs.Trigger>
            <Tabs.Trigger value="challenges" className={tabTriggerClass}>
              Challenges{waiting(challenged)}
            </Tabs.Trigger>
            <Tabs.Trigger value="leaderboard" className={tabTriggerClass}>
              Leaderboard
            </Tabs.Trigger>
          </Tabs.List>
          <Suspense fallback={<TabFallback />}>
            <Tabs.Content value="friends" className="mt-6 rounded-lg">
              <FriendsTab
                onChallenge={(friendId) => {
                  setChallengeFriend(friendId);
                  show("challenges");
                }}
              />
            </Tabs.Content>
            <Tabs.Content value="challenges" className="mt-6 rounded-lg">
              <ChallengesTab initialFriendId={challengeFriend} />
            </Tabs.Content>
            <Tabs.Content value="leaderboard" className="mt-6 rounded-lg">
              <LeaderboardTab />
            </Tabs.Content>
          </Suspense>
        </Tabs.Root>
      </PageMain>
    </>
  );
}
