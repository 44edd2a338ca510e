/**
 * Community riddles (docs/product.md §19; docs/decisions/021-community-riddles-moderation.md): review
 * with roles, the Riddle Vault, the riddle of the day, reports and the moderation audit. Types and
 * constants only: the bodies' zod schemas are in `community-schema.ts`.
 *
 * Calls (all need a signed-in user; "moderator" means moderator or admin):
 * - `GET /api/published-riddles?status=pending|approved|rejected&cursor` (moderator) →
 *   `PublishedRiddlesPage`; pending oldest first, the others newest reviewed first.
 * - `PATCH /api/published-riddles/{id} {isApproved, reviewNotes?}` (moderator) → `PublishedRiddle`;
 *   `reviewedBy` is always the caller's username, whatever the body says (a `reviewedBy` field is
 *   accepted for the spec's shape and ignored).
 * - `GET /api/user/published-riddles` → `MyPublishedRiddle[]`: the caller's own, with status and counts.
 * - `GET /api/admin/users?query` (admin) → `AdminUser[]`; `PATCH /api/admin/users/{id}/role {role}`
 *   (admin) → `AdminUser`: player ↔ moderator only (admins are granted by the operator, ADR 015).
 * - `GET /api/admin/audit?cursor` (admin) → `AuditPage`: role changes and moderation actions.
 * - `GET /api/vault/next?page&difficulty&unsolved` → `VaultRiddle | null` (204 when none is left).
 * - `GET /api/vault/{id}` → `VaultRiddle`; `POST /api/vault/{id}/guess {guess}` → `VaultRiddle`;
 *   `POST /api/vault/{id}/rating {rating}` → `VaultRiddle` (only once solved or revealed).
 * - `GET /api/daily` → `DailyRiddle`; `POST /api/daily/guess {guess}` → `DailyRiddle`.
 * - `GET /api/user/solver-stats` → `SolverStats`.
 * - `POST /api/reports {targetType, targetId, reason, details?}` → `{success, message}` (201).
 * - `GET /api/reports?status=open|closed&cursor` (moderator) → `ReportGroupsPage`, grouped per target.
 * - `POST /api/moderation/actions {targetType, targetId, action, note?}` (moderator) → `ModerationActionResult`.
 */
import type { ModerationAction, ReportTargetType, Role, VaultDifficulty } from "@riddlebook/rules";

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The spec's published riddle, as moderators see it. */
export interface PublishedRiddle {
  id: string;
  selectedWord: string;
  riddleText: string;
  playerName: string;
  /** The author's current username (the name under which they play may differ). */
  authorUsername: string;
  gameMode: string;
  difficulty: string;
  pageNumber: number | null;
  publishedAt: number;
  totalGuesses: number;
  correctGuesses: number;
  reviewNotes: string | null;
  reviewedBy: string | null;
  reviewedAt: number | null;
  status: ReviewStatus;
  /** Hidden by a moderator after reports: out of the Vault and the daily choice. */
  hidden: boolean;
  /** Open reports against this riddle. */
  reportCount: number;
  averageRating: number | null;
  ratingCount: number;
}

export interface PublishedRiddlesPage {
  riddles: PublishedRiddle[];
  nextCursor: string | null;
}

/** The author's view of their own published riddle (profile). */
export interface MyPublishedRiddle {
  id: string;
  selectedWord: string;
  riddleText: string;
  status: ReviewStatus;
  reviewNotes: string | null;
  publishedAt: number;
  totalGuesses: number;
  correctGuesses: number;
  averageRating: number | null;
}

export interface AdminUser {
  id: string;
  username: string;
  email: string | null;
  role: Role;
  isGuest: boolean;
  createdAt: number;
}

export const AUDIT_KINDS = [
  "role_change",
  "review",
  "hide_riddle",
  "reject_riddle",
  "reset_username",
  "dismiss_reports",
  "account_deleted",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export interface AuditEntry {
  id: string;
  kind: AuditKind;
  actorId: string;
  actorName: string;
  targetType: ReportTargetType | "user";
  targetId: string;
  /** What changed, in words ("player → moderator", "approved", "Scunthorpe1 → Player4821"). */
  detail: string;
  note: string | null;
  createdAt: number;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

/**
 * One Vault riddle for one solver. `answer` is present only once solved or out of tries; before
 * that no field holds the word.
 */
export interface VaultRiddle {
  id: string;
  riddleText: string;
  playerName: string;
  pageNumber: number;
  pageTitle: string;
  /** The page's words: the choices, as in a game. */
  choices: string[];
  difficulty: VaultDifficulty;
  solveRate: number | null;
  averageRating: number | null;
  ratingCount: number;
  /** This solver's guesses so far, oldest first. */
  guesses: { guess: string; correct: boolean }[];
  triesLeft: number;
  solved: boolean;
  /** The word, once solved or out of tries; otherwise null. */
  answer: string | null;
  /** This solver's rating, once given. */
  myRating: number | null;
}

export interface DailyRiddle {
  /** Riddlebook #N: days since the first daily riddle, from 1. */
  number: number;
  /** The UTC date, YYYY-MM-DD. */
  date: string;
  riddle: VaultRiddle;
  /**
   * Share text that gives nothing away, e.g. "Riddlebook #142 🟥🟩 2/3\nhttps://…/daily" ("X/3" when
   * failed); empty until the caller has solved it or used every try.
   */
  shareText: string;
  currentStreak: number;
  /**
   * True when the caller wrote today's riddle: it is shown without its answer, can't be guessed
   * (403), and the day neither breaks nor extends their streak.
   */
  ownRiddle: boolean;
}

export interface SolverStats {
  riddlesSolved: number;
  riddlesTried: number;
  /** Solved / tried, 0–1; null before any. */
  solveRate: number | null;
  currentDailyStreak: number;
  longestDailyStreak: number;
  /** As an author: published riddles and how often they were solved. */
  authored: { published: number; approved: number; totalGuesses: number; correctGuesses: number };
}

// What can be reported and what a moderator can do: decided in packages/rules/src/reports.ts.
export {
  MODERATION_ACTIONS,
  type ModerationAction,
  REPORT_TARGET_TYPES,
  type ReportTargetType,
} from "@riddlebook/rules";
export const REPORT_REASONS = ["offensive", "spoiler", "spam", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 300;

export interface ReportGroup {
  targetType: ReportTargetType;
  targetId: string;
  /** What is reported: the riddle text or the username, as it is now. */
  targetText: string;
  /** For riddles: the published riddle's id, if published. */
  publishedRiddleId: string | null;
  reportCount: number;
  reasons: Record<ReportReason, number>;
  details: string[];
  firstReportedAt: number;
  lastReportedAt: number;
  status: "open" | "closed";
  /**
   * What the caller may do about it, as the server would allow it: none once closed, nor on a
   * moderator or an admin (an admin may act on a moderator); the list leaves out reports about the
   * caller and their own riddles, which go to another moderator (issue 29).
   */
  actions: ModerationAction[];
}

export interface ReportGroupsPage {
  groups: ReportGroup[];
  nextCursor: string | null;
}

export interface ModerationActionResult {
  success: true;
  message: string;
}
