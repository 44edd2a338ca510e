import type { ReportGroupsPage, ReportReason, ReportTargetType } from "@riddlebook/protocol";
import {
  actionsFor,
  findPlayer,
  findPlayerByUser,
  gameRiddleReportRefusal,
  isRoundScored,
  moderationScopeRefusal,
  type ReportRefusal,
  type Role,
  reportRefusal,
} from "@riddlebook/rules";
import { findUserById } from "../../db/repos/users";
import type { Db } from "../../db/schema";
import type { Clock, IdGenerator } from "../../deps";
import type { GameService } from "../../game/game-service";
import { DomainError } from "../../lib/domain-error";
import { insertReport, listReportGroups, ReportCursorError } from "./repository";
import {
  findGameRiddleTarget,
  findPublishedRiddleTarget,
  type ReportTarget,
  subjectsOf,
  targetKey,
  tournamentCreator,
} from "./target-repository";

/**
 * Reports (docs/decisions/021-community-riddles-moderation.md), the one authority over them: any
 * signed-in player reports a game riddle, an approved published riddle, a player's name or a
 * tournament (issue 29 finding 11), once per target (a repeat stores nothing); moderators read the
 * queue grouped per target, without the reports about themselves or on their own riddles and
 * tournaments, which go to another moderator (issue 29, docs/reliability.md A45). What may be
 * reported is decided in packages/rules/src/reports.ts, who may act on whom in roles.ts.
 */

const NOT_FOUND: Record<ReportTargetType, string> = {
  riddle: "That riddle doesn't exist.",
  published_riddle: "That riddle doesn't exist.",
  user: "That player doesn't exist.",
  tournament: "That tournament doesn't exist.",
};
const OWN: Record<ReportTargetType, string> = {
  riddle: "You can't report your own riddle.",
  published_riddle: "You can't report your own riddle.",
  user: "You can't report yourself.",
  tournament: "You can't report your own tournament.",
};

/** Answers a refusal of the rules with its error. */
function refuse(refusal: ReportRefusal | null, type: ReportTargetType): void {
  if (refusal === null) return;
  if (refusal === "unknown") throw new DomainError("not_found", NOT_FOUND[type]);
  if (refusal === "own") throw new DomainError("invalid_request", OWN[type]);
  throw new DomainError("invalid_request", "You can report a riddle once its round is scored.");
}

/** Refuses (404 / 400) a target the reporter may not report. */
async function checkReportable(db: Db, games: GameService, userId: string, target: ReportTarget) {
  switch (target.type) {
    case "riddle": {
      const found = await findGameRiddleTarget(db, target.id);
      const state = found ? await games.load(found.gameId) : null;
      const round = state?.rounds.find((r) => r.riddles.some((riddle) => riddle.id === target.id));
      const riddle = round?.riddles.find((r) => r.id === target.id);
      if (!state || !round || !riddle) return refuse("unknown", target.type);
      return refuse(
        gameRiddleReportRefusal({
          seated: findPlayerByUser(state, userId) !== undefined,
          kicked: state.kickedUserIds?.includes(userId) ?? false,
          isPublic: state.isPublic,
          ownRiddle: findPlayer(state, riddle.playerId)?.userId === userId,
          roundScored: isRoundScored(round),
        }),
        target.type,
      );
    }
    case "published_riddle": {
      const published = await findPublishedRiddleTarget(db, target.id);
      // Only riddles players can meet (in the Vault or as the daily riddle) can be reported.
      const visible = published?.status === "approved" && !published.hidden;
      return refuse(reportRefusal({ visible, ownerId: published?.userId ?? null }, userId), target.type);
    }
    case "user": {
      const visible = (await findUserById(db, target.id)) !== null;
      return refuse(reportRefusal({ visible, ownerId: target.id }, userId), target.type);
    }
    case "tournament": {
      const tournament = await tournamentCreator(db, target.id);
      const facts = { visible: tournament !== null, ownerId: tournament?.creatorId ?? null };
      return refuse(reportRefusal(facts, userId), target.type);
    }
  }
}

/** Stores a report once its target is checked; a repeat of the same reporter and target stores nothing. */
export async function report(
  deps: { db: Db; games: GameService; clock: Clock; ids: IdGenerator },
  reporterId: string,
  input: { target: ReportTarget; reason: ReportReason; details: string | null },
): Promise<void> {
  const { db, games, clock, ids } = deps;
  await checkReportable(db, games, reporterId, input.target);
  await insertReport(db, {
    id: ids.newId(),
    reporterId,
    target: input.target,
    reason: input.reason,
    details: input.details,
    createdAt: clock.now(),
  });
}

/**
 * A moderator's page of the queue: the reports about them left out, and each group with the actions
 * they may take (none once closed, nor on a moderator or an admin but as an admin on a moderator).
 */
export async function reportQueue(
  db: Db,
  moderator: { id: string; role: Role },
  query: { status: "open" | "closed"; cursor?: string | undefined },
): Promise<ReportGroupsPage> {
  let page: Awaited<ReturnType<typeof listReportGroups>>;
  try {
    page = await listReportGroups(db, { ...query, exceptAbout: moderator.id });
  } catch (error) {
    if (error instanceof ReportCursorError) {
      throw new DomainError("invalid_request", "That page of reports no longer exists. Start from the top.");
    }
    throw error;
  }
  const subjects = await subjectsOf(
    db,
    page.groups.map((group) => ({ type: group.targetType, id: group.targetId })),
  );
  const groups = page.groups.map((group) => {
    const subject = subjects.get(targetKey(group.targetType, group.targetId)) ?? null;
    const mayAct = group.status === "open" && moderationScopeRefusal(moderator, subject) === null;
    const published = group.targetType === "published_riddle" || group.publishedRiddleId !== null;
    return { ...group, actions: mayAct ? actionsFor({ type: group.targetType, published }) : [] };
  });
  return { groups, nextCursor: page.nextCursor };
}
