import {
  dailyRoutes,
  type ModerationAction,
  moderationRoutes,
  type ReportReason,
  type ReportTargetType,
  type ReviewStatus,
  reportRoutes,
  reviewRoutes,
  vaultRoutes,
} from "@riddlebook/protocol";
import type { Role, VaultDifficulty } from "@riddlebook/rules";
import { api, apiKey } from "../lib/api-client";

/**
 * The community calls (protocol `community.ts`): review, roles and audit, the Vault, the daily
 * riddle, reports and moderation, with their query keys.
 */

/** Every review list; one list is `[...PUBLISHED_RIDDLES_KEY, status]`. */
export const PUBLISHED_RIDDLES_KEY = [reviewRoutes.list.path] as const;
/** Every report list; one list is `[...REPORTS_KEY, status]`. */
export const REPORTS_KEY = [reportRoutes.list.path] as const;
/** Every user search; one search is `[...ADMIN_USERS_KEY, query]`. */
export const ADMIN_USERS_KEY = [moderationRoutes.users.path] as const;
export const AUDIT_KEY = [moderationRoutes.audit.path] as const;
/** Every Vault pick; one is `[...VAULT_KEY, filters]`. */
export const VAULT_KEY = apiKey(vaultRoutes.next);
export const DAILY_KEY = apiKey(dailyRoutes.today);
export const MY_PUBLISHED_KEY = apiKey(reviewRoutes.mine);
export const SOLVER_STATS_KEY = apiKey(dailyRoutes.solverStats);

/** A cursor for the call: the first page has none. */
const cursorQuery = (cursor: string | null) => (cursor === null ? {} : { cursor });

/** One page of a review list: `cursor` is the previous page's `nextCursor`. */
export const fetchPublishedRiddles = (status: ReviewStatus, cursor: string | null) =>
  api(reviewRoutes.list, { query: { status, ...cursorQuery(cursor) } });

/** Approves or rejects; the server records the reviewer. */
export const reviewRiddle = (id: string, isApproved: boolean, reviewNotes: string) =>
  api(reviewRoutes.review, { params: { id }, body: { isApproved, reviewNotes: reviewNotes.trim() || null } });

export const fetchReportGroups = (status: "open" | "closed", cursor: string | null) =>
  api(reportRoutes.list, { query: { status, ...cursorQuery(cursor) } });

export const moderate = (body: {
  targetType: ReportTargetType;
  targetId: string;
  action: ModerationAction;
  note?: string;
}) => api(moderationRoutes.act, { body });

export const searchUsers = (query: string) =>
  api(moderationRoutes.users, { query: query.trim() ? { query: query.trim() } : {} });

export const changeRole = (userId: string, role: Exclude<Role, "admin">) =>
  api(moderationRoutes.changeRole, { params: { id: userId }, body: { role } });

export const fetchAudit = (cursor: string | null) =>
  api(moderationRoutes.audit, { query: cursorQuery(cursor) });

/** The Vault's filters; an unset page or difficulty is left out of the call, `unsolved` always sent. */
export interface VaultFilters {
  page: number | null;
  difficulty: VaultDifficulty | null;
  unsolved: boolean;
}

/** The next Vault riddle for these filters, or null when the server answers 204 (none left). */
export const fetchVaultNext = (filters: VaultFilters) =>
  api(vaultRoutes.next, {
    query: {
      page: filters.page ?? undefined,
      difficulty: filters.difficulty ?? undefined,
      unsolved: filters.unsolved ? "1" : "0",
    },
  });

export const guessVault = (id: string, guess: string) =>
  api(vaultRoutes.guess, { params: { id }, body: { guess } });

export const rateRiddle = (id: string, rating: number) =>
  api(vaultRoutes.rating, { params: { id }, body: { rating } });

export const guessDaily = (guess: string) => api(dailyRoutes.guess, { body: { guess } });

export const sendReport = (body: {
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details?: string;
}) => api(reportRoutes.send, { body });
