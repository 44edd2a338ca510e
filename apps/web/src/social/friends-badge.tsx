import type { ChallengesResponse, FriendsResponse } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { useContext } from "react";
import { socialPushText } from "../i18n/en/social-push";
import { CHALLENGES_KEY, FRIENDS_KEY } from "./social-api";
import { SocialContext } from "./social-context";

/** What waits for the user's answer: friend requests to them and challenges to them still pending. */
function pendingCount(friends: FriendsResponse | undefined, challenges: ChallengesResponse | undefined) {
  const requests = friends?.incoming.filter((r) => r.status === "pending").length ?? 0;
  const challenged = challenges?.incoming.filter((c) => c.status === "pending").length ?? 0;
  return requests + challenged;
}

/**
 * The count on the header's Friends link, kept live by the user socket's pushes; nothing outside
 * `UserSocketProvider` or while nothing waits. The link then reads "Friends, 2 waiting".
 */
export function FriendsBadge() {
  const t = socialPushText.useT();
  const live = useContext(SocialContext);
  const friends = useQuery<FriendsResponse>({ queryKey: FRIENDS_KEY, enabled: live });
  const challenges = useQuery<ChallengesResponse>({ queryKey: CHALLENGES_KEY, enabled: live });
  const count = live ? pendingCount(friends.data, challenges.data) : 0;
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="friends-badge"
        className="absolute top-0.5 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-none font-bold text-white"
      >
        {count > 99 ? "99+" : count}
      </span>
      <span className="sr-only">{t("waiting", { count })}</span>
    </>
  );
}
