/**
 * A player's own data (docs/decisions/023-account-export-and-deletion.md; docs/product.md §10):
 * - `GET /api/account/export` → `AccountExport`, sent as a JSON download (`Content-Disposition:
 *   attachment`). Any signed-in user, guests too. It holds the caller's data and nobody else's
 *   personal data: other players appear by their names only, never their e-mails or ids, and no
 *   other player's secret word or guess is in it.
 * - `DELETE /api/account {password}` (an account with a password) or `{confirm: true}` (a guest) →
 *   `AccountDeletedResponse`, signed out. 400 when the password or the confirmation is missing, 403
 *   `wrong_password`, 409 `in_active_game` while the player is seated in a game that is not over.
 *
 * Dates in the export are ISO strings.
 */
import { ACCOUNT_LIMITS } from "@riddlebook/rules";
import { z } from "zod";
import type { User, UserStats } from "./auth";

/** The name that replaces a deleted player's in finished games and on their published riddles. */
export const DELETED_PLAYER_NAME = "Deleted player";

/** DELETE /api/account. A password account sends its password; a guest (no password) confirms. */
export const deleteAccountBodySchema = z.strictObject({
  password: z
    .string({ error: "Password must be text." })
    .max(ACCOUNT_LIMITS.passwordMax, `Password must be at most ${ACCOUNT_LIMITS.passwordMax} characters.`)
    .optional(),
  confirm: z.literal(true, { error: "confirm must be true." }).optional(),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

export interface AccountDeletedResponse {
  success: true;
  message: string;
}

/** The account itself: who the player is and their settings. */
interface ExportedAccount {
  id: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: User["role"];
  isGuest: boolean;
  /** Whether the account signs in with a password (the hash itself is never exported). */
  hasPassword: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  settings: {
    bio: string | null;
    favoriteWordCategory: User["favoriteWordCategory"];
    skillLevel: User["skillLevel"];
    profileImageUrl: string | null;
  };
}

/** One round of a game, as far as it concerns the player: their riddle, their guesses, their points. */
interface ExportedRound {
  round: number;
  scored: boolean;
  /** Points the player earned in the round; null until it is scored. */
  points: number | null;
  /** The player's own riddle, with its secret word; null when they wrote none. */
  riddle: {
    id: string;
    word: string;
    text: string;
    prompt: string | null;
    submittedAt: string;
    /** Once scored: how many guessed it, how many got it, the points it earned. Null before. */
    guessCount: number | null;
    correctGuesses: number | null;
    authorPoints: number | null;
  } | null;
  /** The player's own guesses; `correct` is null until the round is scored. */
  guesses: { riddleId: string; guess: string; correct: boolean | null; submittedAt: string }[];
}

interface ExportedGame {
  id: string;
  name: string;
  gameMode: string;
  phase: string;
  createdAt: string;
  completedAt: string | null;
  totalRounds: number;
  /** The name the player played under, their score, and whether they won (null until the end). */
  seatName: string;
  score: number;
  won: boolean | null;
  leftGame: boolean;
  /** Everyone at the table by name and score, as every player of the game saw them. */
  players: { name: string; score: number; isBot: boolean; isYou: boolean }[];
  rounds: ExportedRound[];
  /** The player's unsent riddle text, if one is saved. */
  draft: { round: number; text: string; updatedAt: string } | null;
}

interface ExportedChallenge {
  direction: "sent" | "received";
  opponent: string;
  gameMode: string;
  roundCount: number;
  message: string | null;
  status: string;
  createdAt: string;
  expiresAt: string;
  answeredAt: string | null;
  gameId: string | null;
  /** Once the challenge's game is over. */
  result: { outcome: "won" | "lost" | "draw"; yourScore: number | null; opponentScore: number | null } | null;
  completedAt: string | null;
}

interface ExportedPublishedRiddle {
  id: string;
  riddleId: string;
  gameId: string;
  word: string;
  text: string;
  playerName: string;
  gameMode: string;
  difficulty: string;
  pageNumber: number | null;
  status: string;
  reviewNotes: string | null;
  reviewedAt: string | null;
  hidden: boolean;
  totalGuesses: number;
  correctGuesses: number;
  publishedAt: string;
}

/** Everything the database holds about the caller (GET /api/account/export). */
export interface AccountExport {
  format: "riddlebook-account-export";
  version: 1;
  exportedAt: string;
  account: ExportedAccount;
  stats: UserStats;
  games: ExportedGame[];
  /** Friends by name only. */
  friends: { name: string; since: string }[];
  /**
   * Friend requests both ways. The other side is named once known to the player (the sender of an
   * incoming request; the recipient of an accepted one); e-mail addresses are never exported.
   */
  friendRequests: {
    direction: "incoming" | "outgoing";
    name: string | null;
    status: string;
    createdAt: string;
    answeredAt: string | null;
  }[];
  /** The players this player blocked. */
  blocks: { name: string; blockedAt: string }[];
  challenges: ExportedChallenge[];
  /** Story mode: the best score, finished games and completion per chapter played. */
  story: { chapterId: string; bestScore: number; plays: number; completedAt: string | null }[];
  /**
   * Tournaments the player created or entered (ADR 033): their part in each, and their final place
   * and prize once it is complete.
   */
  tournaments: {
    tournamentId: string;
    name: string;
    format: string;
    size: number;
    status: string;
    created: boolean;
    /** When they entered; null for a tournament they created and left. */
    enteredAt: string | null;
    place: number | null;
    prize: number | null;
  }[];
  /** The player's rows on the leaderboards: `all`, and each ISO week they completed a game in. */
  leaderboard: {
    period: string;
    totalScore: number;
    wins: number;
    games: number;
    riddlesWritten: number;
    riddlesSolved: number;
    /** 0 to 1; null below the minimum number of games or riddles. */
    winRate: number | null;
    solveRate: number | null;
  }[];
  vault: {
    attempts: {
      publishedRiddleId: string;
      guesses: { guess: string; correct: boolean }[];
      triesUsed: number;
      solved: boolean;
      startedAt: string;
      finishedAt: string | null;
    }[];
    ratings: { publishedRiddleId: string; rating: number; ratedAt: string }[];
  };
  /** Reports the player filed. */
  reports: {
    targetType: string;
    targetId: string;
    reason: string;
    details: string | null;
    status: string;
    createdAt: string;
    closedAt: string | null;
  }[];
  publishedRiddles: ExportedPublishedRiddle[];
  /** Moderation of this account (a username reset, a role change), without the moderator's name. */
  moderation: { kind: string; detail: string; createdAt: string }[];
  /** The player's place in the quick-match queue, if they are in it. */
  matchmaking: {
    playerName: string;
    gameMode: string;
    preferredRounds: number;
    skillLevel: string;
    status: string;
    joinedAt: string;
  } | null;
  /** Signed-in sessions (devices), without their tokens. */
  sessions: { createdAt: string; lastSeenAt: string; expiresAt: string; current: boolean }[];
}
