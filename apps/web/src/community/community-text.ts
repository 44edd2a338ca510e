import type { AuditKind, ReportReason, ReportTargetType, ReviewStatus } from "@riddlebook/protocol";
import { communityText } from "../i18n/en/community";
import { formatDateTime, formatNumber } from "../i18n/format";

/** The words of the community screens: pure functions, no React. */

/** "Offensive", "Spoiler", "Spam", "Other". */
export function reasonLabel(reason: ReportReason): string {
  return communityText.t(`reasons.${reason}`);
}

/** "Pending Review", "Approved", "Rejected". */
export function statusLabel(status: ReviewStatus): string {
  return communityText.t(`reviewStatuses.${status}`);
}

/** "Riddle in a game", "Vault riddle", "Player name". */
export function targetLabel(target: ReportTargetType): string {
  return communityText.t(`targets.${target}`);
}

/** "Role change", "Riddle hidden", ... */
export function auditLabel(kind: AuditKind): string {
  return communityText.t(`auditKinds.${kind}`);
}

/** "4.2 ★ (5 ratings)", or "Not rated yet". */
export function ratingText(average: number | null, count: number): string {
  if (average === null || count === 0) return communityText.t("notRated");
  const shown = formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return communityText.t("rating", { average: shown, count });
}

/** "3 of 7 guesses right", or "No guesses yet". */
export function solveCountText(correct: number, total: number): string {
  if (total === 0) return communityText.t("noGuesses");
  return communityText.t("solveCount", { correct, count: total });
}

/** 0.425 → "43%"; null → "–". */
export function percentText(rate: number | null): string {
  return rate === null ? "–" : formatNumber(rate, { style: "percent", maximumFractionDigits: 0 });
}

/** An epoch-ms moment as a readable date and time. */
export function momentText(ms: number): string {
  return formatDateTime(ms) ?? "";
}

/** "1 report", "3 reports". */
export function reportsText(n: number): string {
  return communityText.t("reports", { count: n });
}
