import type {
  AdminUser,
  AuditPage,
  DailyRiddle,
  ModerationAction,
  ModerationActionResult,
  PublishedRiddle,
  PublishedRiddlesPage,
  ReportGroupsPage,
  ReportReason,
  ReportTargetType,
  ReviewStatus,
  VaultDifficulty,
  VaultRiddle,
} from "@riddlebook/protocol";
import type { Role } from "@riddlebook/rules";
import { apiJson, apiRequest } from "../lib/api";

/**
 * The community calls (protocol `community.ts`): review, roles and audit, the Vault, the daily
 * riddle, reports and moderation, with their query keys.
 */

/** Every review list; one list is `[...PUBLISHED_RIDDLES_KEY, status]`. */
export const PUBLISHED_RIDDLES_KEY = ["/api/published-riddles"] as const;
/** Every report list; one list is `[...REPORTS_KEY, status]`. */
export const REPORTS_KEY = ["/api/reports"] as const;
/** Every user search; one search is `[...ADMIN_USERS_KEY, query]`. */
export const ADMIN_USERS_KEY = ["/api/admin/users"] as const;
export const AUDIT_KEY = ["/api/admin/audit"] as const;
/** Every Vault pick; one is `[...VAULT_KEY, filters]`. */
export const VAULT_KEY = ["/api/vault/next"] as const;
export const DAILY_KEY = ["/api/daily"] as const;
export const MY_PUBLISHED_KEY = ["/api/user/published-riddles"] as const;
export const SOLVER_STATS_KEY = ["/api/user/solver-stats"] as const;

/** `path?cursor=…`, or the path alone for the first page. */
function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** One page of a review list: `cursor` is the previous page's `nextCursor`. */
export const fetchPublishedRiddles = (status: ReviewStatus, cursor: string | null) =>
  apiJson<PublishedRiddlesPage>("GET", withQuery("/api/published-riddles", { status, cursor }));

/** Approves or rejects; the server records the reviewer. */
export const reviewRiddle = (id: string, isApproved: boolean, reviewNotes: string) =>
  apiJson<PublishedRiddle, { isApproved: boolean; reviewNotes: string | null }>(
    "PATCH",
    `/api/published-riddles/${encodeURIComponent(id)}`,
    { isApproved, reviewNotes: reviewNotes.trim() || null },
  );

export const fetchReportGroups = (status: "open" | "closed", cursor: string | null) =>
  apiJson<ReportGroupsPage>("GET", withQuery("/api/reports", { status, cursor }));

interface ModerationBody {
  targetType: ReportTargetType;
  targetId: string;
  action: ModerationAction;
  note?: string;
}

export const moderate = (body: ModerationBody) =>
  apiJson<ModerationActionResult, ModerationBody>("POST", "/api/moderation/actions", body);

export const searchUsers = (query: string) =>
  apiJson<AdminUser[]>("GET", withQuery("/api/admin/users", { query: query.trim() }));

export const changeRole = (userId: string, role: Exclude<Role, "admin">) =>
  apiJson<AdminUser, { role: Role }>("PATCH", `/api/admin/users/${encodeURIComponent(userId)}/role`, {
    role,
  });

export const fetchAudit = (cursor: string | null) =>
  apiJson<AuditPage>("GET", withQuery("/api/admin/audit", { cursor }));

/** The Vault's filters; an unset page or difficulty is left out of the call, `unsolved` always sent. */
export interface VaultFilters {
  page: number | null;
  difficulty: VaultDifficulty | null;
  unsolved: boolean;
}

/** The next Vault riddle for these filters, or null when the server answers 204 (none left). */
export async function fetchVaultNext(filters: VaultFilters): Promise<VaultRiddle | null> {
  const res = await apiRequest(
    "GET",
    withQuery("/api/vault/next", {
      page: filters.page === null ? null : String(filters.page),
      difficulty: filters.difficulty,
      unsolved: filters.unsolved ? "1" : "0",
    }),
  );
  if (res.status === 204) return null;
  return (await res.json()) as VaultRiddle;
}

export const guessVault = (id: string, guess: string) =>
  apiJson<VaultRiddle, { guess: string }>("POST", `/api/vault/${encodeURIComponent(id)}/guess`, { guess });

export const rateRiddle = (id: string, rating: number) =>
  apiJson<VaultRiddle, { rating: number }>("POST", `/api/vault/${encodeURIComponent(id)}/rating`, {
    rating,
  });

export const guessDaily = (guess: string) =>
  apiJson<DailyRiddle, { guess: string }>("POST", "/api/daily/guess", { guess });

interface ReportBody {
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details?: string;
}

export const sendReport = (body: ReportBody) =>
  apiJson<{ success: boolean; message: string }, ReportBody>("POST", "/api/reports", body);
