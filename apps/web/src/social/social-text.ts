import type { Challenge, FriendActivity, LeaderboardMetric, PresenceStatus } from "@riddlebook/protocol";
import { modeLabel } from "../lib/game-logic";

/** The words of the friends screens: pure functions, no React. */

const STATUS_LABELS: Record<PresenceStatus, string> = {
  online: "Online",
  away: "Away",
  offline: "Offline",
};

/** "Online", "Away", "Offline", or what the friend is doing: "In a game: Friday Fun". */
export function presenceLabel(status: PresenceStatus, activity: FriendActivity | null): string {
  if (activity?.kind === "in_game" && status !== "offline") {
    return activity.gameName ? `In a game: ${activity.gameName}` : "In a game";
  }
  return STATUS_LABELS[status];
}

/** "Speed Round, 3 rounds". */
export function challengeSummary(challenge: Pick<Challenge, "gameMode" | "roundCount">): string {
  return `${modeLabel(challenge.gameMode)}, ${challenge.roundCount} rounds`;
}

/** The other side of a challenge, seen by `me`. */
export function opponentName(challenge: Challenge, me: string | undefined): string {
  return challenge.challengerId === me ? challenge.challengedName : challenge.challengerName;
}

/** "You won", "Bo won" or "Draw"; null before the challenge's game is over. */
export function challengeResultText(challenge: Challenge, me: string | undefined): string | null {
  const result = challenge.result;
  if (!result) return null;
  if (result.winnerId === null) return "Draw";
  if (result.winnerId === me) return "You won";
  return `${result.winnerName ?? opponentName(challenge, me)} won`;
}

/** The scores of a finished challenge, yours first: "You 12 – Bo 8". */
export function challengeScoreText(challenge: Challenge, me: string | undefined): string | null {
  const result = challenge.result;
  if (!result) return null;
  const mine = challenge.challengerId === me ? result.challengerScore : result.challengedScore;
  const theirs = challenge.challengerId === me ? result.challengedScore : result.challengerScore;
  return `You ${mine} – ${opponentName(challenge, me)} ${theirs}`;
}

/** The challenge as a text to share (docs/product.md §18): the invitation, or how it ended. */
export function challengeShareText(challenge: Challenge, me: string | undefined): string {
  const other = opponentName(challenge, me);
  const what = challengeSummary(challenge);
  const result = challenge.result;
  if (challenge.status === "completed" && result) {
    const mine = challenge.challengerId === me ? result.challengerScore : result.challengedScore;
    const theirs = challenge.challengerId === me ? result.challengedScore : result.challengerScore;
    const outcome =
      result.winnerId === null
        ? `We drew ${mine} to ${theirs}.`
        : result.winnerId === me
          ? `I won ${mine} to ${theirs}!`
          : `${other} won ${theirs} to ${mine}.`;
    return `I played a Riddlebook challenge against ${other} (${what}). ${outcome} Think you can write a riddle nobody can guess?`;
  }
  const who = challenge.challengerId === me ? `I challenged ${other}` : `${other} challenged me`;
  return `${who} to a Riddlebook duel (${what}). Think you can write a riddle nobody can guess?`;
}

export const METRIC_LABELS: Record<LeaderboardMetric, string> = {
  score: "Total score",
  wins: "Wins",
  win_rate: "Win rate",
  solve_rate: "Riddle solve rate",
};

/** A board's value as shown: points and wins as numbers, rates as whole percents. */
export function metricValueText(metric: LeaderboardMetric, value: number): string {
  return metric === "win_rate" || metric === "solve_rate" ? percent(value) : String(value);
}

/** 0.625 → "63%". */
export function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}
