/**
 * What a report may do (docs/decisions/021-community-riddles-moderation.md; issue 29): what can be
 * reported and by whom, and which moderation action applies to which target. Pure decisions: the
 * reports and moderation features (apps/server/src/features/) look the facts up and ask these.
 */

/**
 * `riddle`: a riddle in a game (by riddle id); `published_riddle`: a Vault or daily riddle; `user`: a
 * player's name; `tournament`: a tournament's name and description (issue 29 finding 11).
 */
export const REPORT_TARGET_TYPES = ["riddle", "published_riddle", "user", "tournament"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const MODERATION_ACTIONS = [
  "hide_riddle",
  "reject_riddle",
  "reset_username",
  "dismiss_reports",
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Which target types each action applies to. */
const ACTION_TARGETS: Record<ModerationAction, readonly ReportTargetType[]> = {
  hide_riddle: ["riddle", "published_riddle"],
  reject_riddle: ["riddle", "published_riddle"],
  reset_username: ["user"],
  dismiss_reports: ["riddle", "published_riddle", "user", "tournament"],
};

/** Whether `action` applies to a target of `type` at all. */
export const actionApplies = (action: ModerationAction, type: ReportTargetType): boolean =>
  ACTION_TARGETS[action].includes(type);

/** Why an action that applies to the target's type still cannot be taken on it. */
export type ActionRefusal = "wrong_target" | "never_published";

/**
 * Whether `action` can be taken on a target of `type`, `published` saying whether its riddle was
 * published (a game riddle that never was has nothing to hide or reject). Null when it can.
 */
export function actionRefusal(
  action: ModerationAction,
  target: { type: ReportTargetType; published: boolean },
): ActionRefusal | null {
  if (!actionApplies(action, target.type)) return "wrong_target";
  if ((action === "hide_riddle" || action === "reject_riddle") && !target.published) return "never_published";
  return null;
}

/** The actions that can be taken on a target, in the order a moderator is offered them. */
export const actionsFor = (target: { type: ReportTargetType; published: boolean }): ModerationAction[] =>
  MODERATION_ACTIONS.filter((action) => actionRefusal(action, target) === null);

/** Why a report is refused: the reporter may not know the target, it is theirs, or it is too early. */
export type ReportRefusal = "unknown" | "own" | "not_scored";

/**
 * Whether a player may report a riddle of a game: only a riddle of a game they could watch (a seat,
 * or any public game they were not kicked from), not their own, and only once its round is scored
 * (before that its word is secret). Null when they may.
 */
export function gameRiddleReportRefusal(facts: {
  seated: boolean;
  kicked: boolean;
  isPublic: boolean;
  ownRiddle: boolean;
  roundScored: boolean;
}): ReportRefusal | null {
  if (!facts.seated && (facts.kicked || !facts.isPublic)) return "unknown";
  if (facts.ownRiddle) return "own";
  return facts.roundScored ? null : "not_scored";
}

/**
 * Whether a player may report a published riddle, a player or a tournament: it must be one players
 * meet (an approved published riddle not hidden; any player; any tournament), and not their own
 * (their riddle, themselves, a tournament they created). Null when they may.
 */
export function reportRefusal(facts: { visible: boolean; ownerId: string | null }, reporterId: string) {
  if (!facts.visible) return "unknown" as const;
  return facts.ownerId === reporterId ? ("own" as const) : null;
}
