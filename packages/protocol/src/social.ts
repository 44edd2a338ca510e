/**
 * Friends, presence, challenges and leaderboards (docs/product.md §18; docs/decisions/020-friends-presence-challenges-leaderboards.md): HTTP answers and the
 * user-socket pushes. Types and constants only: the request bodies' zod schemas are in
 * `social-schema.ts`, so a page that needs a constant does not load zod.
 *
 * Calls (all need a signed-in user):
 * - `POST /api/friends/request {friendEmail}` → `FriendRequestSentResponse`. The same answer whether
 *   or not the e-mail has an account; 400 for yourself or a malformed e-mail, 409 when already
 *   friends, 429 (Retry-After) over the per-user rate or within the cool-down after a declined or
 *   cancelled request to the same person.
 * - `GET /api/friends` → `FriendsResponse`.
 * - `POST /api/friends/requests/{id}/accept` → `FriendsResponse`; `…/decline` → `FriendsResponse`;
 *   `DELETE /api/friends/requests/{id}` (the sender cancels) → `FriendsResponse`.
 * - `DELETE /api/friends/{userId}` → `FriendsResponse` (remove a friend).
 * - `POST /api/friends/blocks {userId}` → `FriendsResponse`; `DELETE /api/friends/blocks/{userId}`
 *   → `FriendsResponse`.
 * - `POST /api/games/{id}/invite {friendId}` → `{success, message}`: the host invites an online friend.
 * - `POST /api/challenges {friendId, gameMode, roundCount, message?}` → `Challenge`.
 * - `GET /api/challenges` → `ChallengesResponse`.
 * - `POST /api/challenges/{id}/accept` → `ChallengeAcceptedResponse`; 409 once answered or expired.
 * - `POST /api/challenges/{id}/decline` → `Challenge`.
 * - `GET /api/leaderboard?scope&period&metric&cursor&limit` → `LeaderboardResponse`.
 *
 * Socket `/ws/user` (see `matchmaking.ts`): the client may send `ping` and `PresenceFrame`; the
 * server pushes `SocialMessage`s (and `match_found`).
 */
import { CHALLENGE_ROUND_OPTIONS } from "@riddlebook/rules";

/** A user's presence as their friends see it. */
export const PRESENCE_STATUSES = ["online", "away", "offline"] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

/** What an open page reports about its tab: visible and used, hidden, or idle for 5 minutes. */
export const PAGE_STATES = ["active", "hidden", "idle"] as const;
export type PageState = (typeof PAGE_STATES)[number];

/** A page idle this long reports `idle` (the user shows as away). */
export const PRESENCE_IDLE_MS = 5 * 60 * 1000;

/**
 * Client → server on `/ws/user`: the state of this page, and the game it shows, if any. Sent on
 * open, on every change, and at least every `PRESENCE_REFRESH_MS`.
 */
export interface PresenceFrame {
  type: "presence";
  state: PageState;
  gameId?: string;
}

/** How often an open page re-sends its presence; the server forgets a page silent for 3 times this. */
export const PRESENCE_REFRESH_MS = 20_000;

/** What a friend is doing, beside their status. */
export interface FriendActivity {
  kind: "in_game";
  /** Only when the game is public. */
  gameId: string | null;
  gameName: string | null;
}

/** One friend, with the spec's fields computed from their real stats. */
export interface Friend {
  /** The friend's user id. */
  id: string;
  name: string;
  /** Visible because they are your friend; null for a guest without one. */
  email: string | null;
  status: PresenceStatus;
  activity: FriendActivity | null;
  gamesPlayed: number;
  /** Wins / games played, 0–1. */
  winRate: number;
  /** Total score / games played, rounded to one decimal. */
  averageScore: number;
  currentStreak: number;
  /** When you became friends (epoch ms). */
  since: number;
}

export const FRIEND_REQUEST_STATUSES = ["pending", "accepted", "declined", "cancelled"] as const;
export type FriendRequestStatus = (typeof FRIEND_REQUEST_STATUSES)[number];

/**
 * A friend request as one side sees it. Incoming requests name the sender (never their e-mail);
 * outgoing ones show the e-mail you typed, and the name only once it was accepted.
 */
export interface FriendRequest {
  id: string;
  direction: "incoming" | "outgoing";
  /** The other person: the sender for incoming; for outgoing, null until accepted. */
  userId: string | null;
  name: string | null;
  /** Outgoing only: the e-mail you sent it to. */
  email: string | null;
  status: FriendRequestStatus;
  createdAt: number;
}

export interface BlockedUser {
  id: string;
  name: string;
  blockedAt: number;
}

export interface FriendsResponse {
  friends: Friend[];
  /** Pending requests to you. */
  incoming: FriendRequest[];
  /** Your requests of the last 30 days, any status but cancelled. */
  outgoing: FriendRequest[];
  blocked: BlockedUser[];
}

/** `POST /api/friends/request`; the same for every e-mail that is not yours or a friend's. */
export interface FriendRequestSentResponse {
  success: true;
  message: string;
}

/** The challenge modes (docs/product.md §18), and a head-to-head battle (the Battle tab's "a friend"). */
export const CHALLENGE_GAME_MODES = [
  "standard",
  "style_challenge",
  "character_voice",
  "speed_round",
  "head_to_head",
] as const;
export type ChallengeGameMode = (typeof CHALLENGE_GAME_MODES)[number];
export const CHALLENGE_ROUNDS = CHALLENGE_ROUND_OPTIONS;
export const CHALLENGE_MESSAGE_MAX = 140;

export const CHALLENGE_STATUSES = ["pending", "accepted", "declined", "expired", "completed"] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

/** The finished game's result, recorded on the challenge. */
export interface ChallengeResult {
  /** Null for a draw. */
  winnerId: string | null;
  winnerName: string | null;
  challengerScore: number;
  challengedScore: number;
}

export interface Challenge {
  id: string;
  challengerId: string;
  challengerName: string;
  challengedId: string;
  challengedName: string;
  gameMode: ChallengeGameMode;
  roundCount: number;
  message: string | null;
  status: ChallengeStatus;
  createdAt: number;
  expiresAt: number;
  /** The game made on acceptance. */
  gameId: string | null;
  result: ChallengeResult | null;
}

export interface ChallengesResponse {
  incoming: Challenge[];
  outgoing: Challenge[];
}

export interface ChallengeAcceptedResponse {
  challenge: Challenge;
  gameId: string;
}

export const LEADERBOARD_SCOPES = ["global", "friends"] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];
export const LEADERBOARD_PERIODS = ["week", "all"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_METRICS = ["score", "wins", "win_rate", "solve_rate"] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];
/** Win rate ranks only players with at least this many games in the period. */
export const LEADERBOARD_MIN_GAMES = 5;
/** Riddle solve rate ranks only players with at least this many riddles in the period. */
export const LEADERBOARD_MIN_RIDDLES = 5;
export const LEADERBOARD_PAGE_SIZE = 25;

export interface LeaderboardEntry {
  /** Competition ranking: players with the same value share a rank ("1, 2, 2, 4"). */
  rank: number;
  userId: string;
  name: string;
  isGuest: boolean;
  /** The ranked metric: points, wins, or a rate 0–1. */
  value: number;
  gamesPlayed: number;
  wins: number;
  totalScore: number;
}

export interface LeaderboardResponse {
  scope: LeaderboardScope;
  period: LeaderboardPeriod;
  metric: LeaderboardMetric;
  entries: LeaderboardEntry[];
  /** Your own row, wherever it is; null when you are not ranked on this board. */
  me: LeaderboardEntry | null;
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** Server → client on `/ws/user`. */
export type SocialMessage =
  /** To the recipient: a new request. */
  | { type: "friend_request"; request: FriendRequest }
  /** To the other side: a request was accepted, declined or cancelled. */
  | { type: "friend_request_answered"; requestId: string; status: FriendRequestStatus }
  /** To both: the friends list changed (a friendship made or removed, a block). */
  | { type: "friends_changed" }
  /** To a user's friends: their status or activity changed. */
  | { type: "friend_presence"; userId: string; status: PresenceStatus; activity: FriendActivity | null }
  /** To the challenged: a new challenge. */
  | { type: "challenge_received"; challenge: Challenge }
  /** To both: a challenge was accepted (with its game), declined, expired or completed. */
  | { type: "challenge_updated"; challenge: Challenge }
  /** To a friend the host invited into a game in setup. */
  | {
      type: "game_invite";
      gameId: string;
      gameName: string;
      fromUserId: string;
      fromName: string;
      /** The game's join code: opens a private game to the invited friend (`/game/{id}?invite=`). */
      joinCode?: string;
    };
