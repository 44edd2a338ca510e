import type { Challenge, FriendsResponse, SocialMessage } from "@riddlebook/protocol";
import type { QueryClient } from "@tanstack/react-query";
import { socialPushText } from "../i18n/en/social-push";
import { modeLabel } from "../lib/game-logic";
import { toast } from "../toast/toast-store";
import { FRIENDS_KEY, LEADERBOARD_KEY, storeChallenge } from "./social-api";

/**
 * "Speed Round, 3 rounds". Here rather than in social-text.ts: the pushes run in the app shell, and
 * social-text.ts brings the friends page's whole catalogue.
 */
export function challengeSummary(challenge: Pick<Challenge, "gameMode" | "roundCount">): string {
  return socialPushText.t("challengeSummary", {
    mode: modeLabel(challenge.gameMode),
    count: challenge.roundCount,
  });
}

/** What a push may touch: the cache, the signed-in user, the router and the page shown. */
export interface PushContext {
  queryClient: QueryClient;
  /** The signed-in user's id. */
  me: string | undefined;
  navigate: (to: string) => void;
  /** The game the page shows, if any. */
  gameId: string | undefined;
  /** Accepted challenges already offered with "Go to game", so each is offered once. */
  offered: Set<string>;
}

/**
 * Tells the challenger that their challenge was accepted, with a "Go to game" button, unless they
 * are already in that game or were told before.
 */
export function offerAcceptedChallenge(challenge: Challenge, ctx: PushContext): void {
  const { gameId } = challenge;
  if (!gameId || challenge.status !== "accepted" || challenge.challengerId !== ctx.me) return;
  if (gameId === ctx.gameId || ctx.offered.has(challenge.id)) return;
  ctx.offered.add(challenge.id);
  const { t } = socialPushText;
  toast({
    title: t("challengeAcceptedTitle"),
    description: t("challengeAcceptedText", {
      name: challenge.challengedName,
      summary: challengeSummary(challenge),
    }),
    action: {
      label: t("goToGame"),
      onClick: () => ctx.navigate(`/game/${gameId}`),
      target: `/game/${gameId}`,
    },
  });
}

/** Applies one push: updates the cached friends, challenges and boards, and tells the user. */
export function handleSocialPush(message: SocialMessage, ctx: PushContext): void {
  const { queryClient } = ctx;
  const { t } = socialPushText;
  switch (message.type) {
    case "friend_request":
      void queryClient.invalidateQueries({ queryKey: FRIENDS_KEY });
      toast({
        title: t("friendRequestTitle"),
        description: t("friendRequestText", { name: message.request.name ?? t("someone") }),
        action: { label: t("view"), onClick: () => ctx.navigate("/friends"), target: "/friends" },
      });
      return;
    case "friend_request_answered":
      void queryClient.invalidateQueries({ queryKey: FRIENDS_KEY });
      if (message.status === "accepted") {
        toast({ title: t("requestAcceptedTitle"), description: t("requestAcceptedText") });
      }
      return;
    case "friends_changed":
      void queryClient.invalidateQueries({ queryKey: FRIENDS_KEY });
      void queryClient.invalidateQueries({ queryKey: [...LEADERBOARD_KEY, "friends"] });
      return;
    case "friend_presence":
      queryClient.setQueryData<FriendsResponse>(FRIENDS_KEY, (old) =>
        old
          ? {
              ...old,
              friends: old.friends.map((f) =>
                f.id === message.userId ? { ...f, status: message.status, activity: message.activity } : f,
              ),
            }
          : old,
      );
      return;
    case "challenge_received":
      storeChallenge(queryClient, message.challenge, ctx.me);
      toast({
        title: t("newChallengeTitle"),
        description: t("newChallengeText", {
          name: message.challenge.challengerName,
          summary: challengeSummary(message.challenge),
        }),
        action: {
          label: t("view"),
          onClick: () => ctx.navigate("/friends?tab=challenges"),
          target: "/friends?tab=challenges",
        },
      });
      return;
    case "challenge_updated": {
      const challenge = message.challenge;
      storeChallenge(queryClient, challenge, ctx.me);
      if (challenge.status === "accepted") offerAcceptedChallenge(challenge, ctx);
      else if (challenge.status === "declined" && challenge.challengerId === ctx.me) {
        toast({
          title: t("challengeDeclinedTitle"),
          description: t("challengeDeclinedText", { name: challenge.challengedName }),
        });
      } else if (challenge.status === "completed") {
        void queryClient.invalidateQueries({ queryKey: LEADERBOARD_KEY });
      }
      return;
    }
    case "game_invite": {
      const { gameId } = message;
      if (gameId === ctx.gameId) return;
      toast({
        title: t("gameInviteTitle"),
        description: t("gameInviteText", { name: message.fromName, game: message.gameName }),
        action: {
          label: t("openGame"),
          onClick: () => ctx.navigate(`/game/${gameId}`),
          target: `/game/${gameId}`,
        },
      });
      return;
    }
  }
}
