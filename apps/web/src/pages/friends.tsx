import * as Tabs from "@radix-ui/react-tabs";
import type { ChallengesResponse, FriendsResponse } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { lazy, useState } from "react";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { socialText } from "../i18n/en/social";
import { CHALLENGES_KEY, FRIENDS_KEY } from "../social/social-api";
import { PageTabs, useTabInAddress } from "./page-tabs";

const FriendsTab = lazy(() => import("../social/friends-tab"));
const ChallengesTab = lazy(() => import("../social/challenges-tab"));
const LeaderboardTab = lazy(() => import("../social/leaderboard-tab"));

const TABS = ["friends", "challenges", "leaderboard"] as const;

/** " (2)" when something waits for an answer, else nothing. */
const waiting = (n: number) => (n > 0 ? socialText.t("page.waiting", { n }) : "");

/**
 * Friends & Challenges (docs/product.md §18): tabs Friends, Challenges and Leaderboard; the tab is
 * in the address (`?tab=challenges`), so a toast's "View" can open it. "Challenge" on a friend opens
 * the Challenges tab with that friend chosen.
 */
export default function Friends() {
  const t = socialText.useT();
  const [tab, show] = useTabInAddress(TABS, "/friends");
  const [challengeFriend, setChallengeFriend] = useState<string | undefined>();
  const friends = useQuery<FriendsResponse>({ queryKey: FRIENDS_KEY });
  const challenges = useQuery<ChallengesResponse>({ queryKey: CHALLENGES_KEY });
  const requests = friends.data?.incoming.filter((r) => r.status === "pending").length ?? 0;
  const challenged = challenges.data?.incoming.filter((c) => c.status === "pending").length ?? 0;

  return (
    <>
      <AppHeader links={["dashboard", "advanced-modes", "profile"]} />
      <PageMain>
        <PageTabs
          title={t("page.title")}
          label={t("page.tabsLabel")}
          tabs={[
            { value: "friends", label: `${t("page.friendsTab")}${waiting(requests)}` },
            { value: "challenges", label: `${t("page.challengesTab")}${waiting(challenged)}` },
            { value: "leaderboard", label: t("page.leaderboardTab") },
          ]}
          value={tab}
          onChange={show}
        >
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
        </PageTabs>
      </PageMain>
    </>
  );
}
