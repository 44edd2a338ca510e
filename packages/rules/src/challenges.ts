/**
 * Challenges between friends (docs/product.md §18.2; docs/decisions/020-friends-presence-challenges-leaderboards.md):
 * who may challenge whom, when a challenge expires, who may still answer it, and who won its game.
 * The server's challenges service reads the facts, asks these, and writes what they decide.
 */

/** An unanswered challenge expires after this long. */
export const CHALLENGE_TTL_MS = 24 * 60 * 60 * 1000;

/** A challenge's status, as stored. */
export type ChallengeState = "pending" | "accepted" | "declined" | "expired" | "completed";

/** When a challenge made at `createdAt` expires unanswered. */
export const challengeExpiresAt = (createdAt: number): number => createdAt + CHALLENGE_TTL_MS;

/** A pending challenge is overdue from its expiry on: it may no longer be accepted or declined. */
export const isChallengeOverdue = (challenge: { expiresAt: number }, now: number): boolean =>
  challenge.expiresAt <= now;

/**
 * Who may challenge whom: a friend, never oneself. A block either way refuses like "not friends",
 * so a block is never revealed. Null when the challenge may be sent.
 */
export function challengeRefusal(facts: {
  self: boolean;
  friends: boolean;
  blocked: boolean;
}): "self" | "not_friends" | null {
  if (facts.self) return "self";
  if (!facts.friends || facts.blocked) return "not_friends";
  return null;
}

/** Why a challenge may no longer be answered: expired, or answered already. Null while pending. */
export function challengeAnswerRefusal(challenge: { status: ChallengeState }): "expired" | "answered" | null {
  if (challenge.status === "expired") return "expired";
  return challenge.status === "pending" ? null : "answered";
}

/**
 * The side that won a challenge's game: the higher score. With two seats the top score is shared only
 * in a draw (0–0 included), which has no winner, as `winnersOf` (winners.ts) says of any game.
 */
export function challengeWinnerSide(scores: {
  challenger: number;
  challenged: number;
}): "challenger" | "challenged" | null {
  if (scores.challenger > scores.challenged) return "challenger";
  if (scores.challenged > scores.challenger) return "challenged";
  return null;
}
