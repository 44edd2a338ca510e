import type { AuditKind, ReportReason, ReportTargetType, ReviewStatus } from "@riddlebook/protocol";

/** The words of the community screens: pure functions, no React. */

export const REASON_LABELS: Record<ReportReason, string> = {
  offensive: "Offensive",
  spoiler: "Spoiler",
  spam: "Spam",
  other: "Other",
};

export const STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: "Pending Review",
  approved: "Approved",
  rejected: "Rejected",
};

export const TARGET_LABELS: Record<ReportTargetType, string> = {
  riddle: "Riddle in a game",
  published_riddle: "Vault riddle",
  user: "Player name",
};

export const AUDIT_LABELS: Record<AuditKind, string> = {
  role_change: "Role change",
  review: "Review",
  hide_riddle: "Riddle hidden",
  reject_riddle: "Riddle rejected",
  reset_username: "Username reset",
  dismiss_reports: "Reports dismissed",
  account_deleted: "Account deleted",
};

/** "4.2 ★ (5 ratings)", or "Not rated yet". */
export function ratingText(average: number | null, count: number): string {
  if (average === null || count === 0) return "Not rated yet";
  return `${average.toFixed(1)} ★ (${count} ${count === 1 ? "rating" : "ratings"})`;
}

/** "3 of 7 guesses right", or "No guesses yet". */
export function solveCountText(correct: number, total: number): string {
  if (total === 0) return "No guesses yet";
  return `${correct} of ${total} ${total === 1 ? "guess" : "guesses"} right`;
}

/** 0.425 → "43%"; null → "–". */
export function percentText(rate: number | null): string {
  return rate === null ? "–" : `${Math.round(rate * 100)}%`;
}

/** An epoch-ms moment as a readable date and time. */
export function momentText(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** "1 report", "3 reports". */
export function reportsText(n: number): string {
  return `${n} ${n === 1 ? "report" : "reports"}`;
}
