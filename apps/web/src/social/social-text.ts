import type { Challenge, FriendActivity, LeaderboardMetric, PresenceStatus } from "@riddlebook/protocol";
import { socialText } from "../i18n/en/social";
import { formatNumber } from "../i18n/format";
import { challengeSummary } from "./social-pushes";

/** The words of the friends screens: pure functions, no React. */

/**
 * "Online", "Away", "Offline", or what the friend is doing: "In a game: Friday Fun", and "Away, in
 * a game: Friday Fun" when they are away from it (the dot's colour is never the only sign).
 */
export function presenceLabel(status: PresenceStatus, activity: FriendActivity | null): string {
  const { t } = socialText;
  if (activity?.kind === "in_game" && status !== "offline") {
    const game = activity.gameName;
    if (status === "away") {
      return game ? t("presence.awayInNamedGame", { game }) : t("presence.awayInGame");
    }
    return game ? t("presence.inNamedGame", { game }) : t("presence.inGame");
  }
  return t(`presence.${status}`);
}

/** The other side of a challenge, seen by `me`. */
export function opponentName(challenge: Challenge, me: string | undefined): string {
  return challenge.challengerId === me ? challenge.challengedName : challenge.challengerName;
}

/** "You won", "Bo won" or "Draw"; null before the challenge's game is over. */
export function challengeResultText(challenge: Challenge, me: string | undefined): string | null {
  const result = challenge.result;
  if (!result) return null;
  const { t } = socialText;
  if (result.winnerId === null) return t("challenge.draw");
  if (result.winnerId === me) return t("challenge.youWon");
  return t("challenge.theyWon", { name: result.winnerName ?? opponentName(challenge, me) });
}

/** The scores of a finished challenge, yours first: "You 12 – Bo 8". */
export function challengeScoreText(challenge: Challenge, me: string | undefined): string | null {
  const result = challenge.result;
  if (!result) return null;
  const mine = challenge.challengerId === me ? result.challengerScore : result.challengedScore;
  const theirs = challenge.challengerId === me ? result.challengedScore : result.challengerScore;
  return socialText.t("challenge.scores", { mine, name: opponentName(challenge, me), theirs });
}

/** The challenge as a text to share (docs/product.md §18): the invitation, or how it ended. */
export function challengeShareText(challenge: Challenge, me: string | undefined): string {
  const { t } = socialText;
  const name = opponentName(challenge, me);
  const summary = challengeSummary(challenge);
  const result = challenge.result;
  if (challenge.status === "completed" && result) {
    const mine = challenge.challengerId === me ? result.challengerScore : result.challengedScore;
    const theirs = challenge.challengerId === me ? result.challengedScore : result.challengerScore;
    const outcome =
      result.winnerId === null
        ? t("shareText.drew", { mine, theirs })
        : result.winnerId === me
          ? t("shareText.iWon", { mine, theirs })
          : t("shareText.theyWon", { name, mine, theirs });
    return t("shareText.played", { name, summary, outcome });
  }
  return challenge.challengerId === me
    ? t("shareText.iChallenged", { name, summary })
    : t("shareText.theyChallenged", { name, summary });
}

/** "Total score", "Wins", "Win rate", "Riddle solve rate". */
export function metricLabel(metric: LeaderboardMetric): string {
  return socialText.t(`leaderboard.metrics.${metric}`);
}

/** A board's value as shown: points and wins as numbers, rates as whole percents. */
export function metricValueText(metric: LeaderboardMetric, value: number): string {
  return metric === "win_rate" || metric === "solve_rate" ? percent(value) : formatNumber(value);
}

/** 0.625 → "63%". */
export function percent(rate: number): string {
  return formatNumber(rate, { style: "percent", maximumFractionDigits: 0 });
}
