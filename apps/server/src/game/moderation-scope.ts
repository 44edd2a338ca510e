import { findPlayer, type GameState } from "@riddlebook/rules";
import { hasOpenReports, publishedRiddleAuthor, riddleSeat, roleOf } from "../db/repos/moderation-scope";
import type { ReportTarget } from "../db/repos/reports";
import type { Db } from "../db/schema";
import { DomainError } from "../lib/domain-error";

/**
 * Who a moderator may act on (issue 29 findings 6 and 13; docs/reliability.md A45):
 * - never on themselves: their own riddles and reports about them go to another moderator;
 * - never on a moderator or an admin, unless an admin acts on a moderator;
 * - only on what someone reported: an action needs an open report on its target.
 * A reviewer never reviews their own riddle.
 */

/** The user a report target is about: a riddle's author, or the player named. */
async function subjectOf(
  db: Db,
  loadGame: (id: string) => Promise<GameState | null>,
  target: ReportTarget,
): Promise<string | null> {
  switch (target.type) {
    case "user":
      return target.id;
    case "published_riddle":
      return publishedRiddleAuthor(db, target.id);
    case "riddle": {
      const seat = await riddleSeat(db, target.id);
      const state = seat ? await loadGame(seat.gameId) : null;
      return state && seat ? (findPlayer(state, seat.playerId)?.userId ?? null) : null;
    }
  }
}

const OWN = "Reports about you and your own riddles go to another moderator.";

/** Refuses (403 / 400) an action `actor` may not take on `addressed` (whose twins are `targets`). */
export async function assertMayModerate(
  db: Db,
  loadGame: (id: string) => Promise<GameState | null>,
  actor: { id: string; role: string },
  addressed: ReportTarget,
  targets: readonly ReportTarget[],
): Promise<void> {
  const subject = await subjectOf(db, loadGame, addressed);
  if (subject === actor.id) throw new DomainError("forbidden", OWN);
  const role = subject ? await roleOf(db, subject) : null;
  const adminOnModerator = actor.role === "admin" && role === "moderator";
  if ((role === "moderator" || role === "admin") && !adminOnModerator) {
    throw new DomainError("forbidden", "Moderators can't act on moderators or admins.");
  }
  if (!(await hasOpenReports(db, targets))) {
    throw new DomainError(
      "invalid_request",
      "Nobody has reported that: moderators act on open reports only.",
    );
  }
}

/** Refuses (403) a review of one's own published riddle. */
export async function assertNotOwnRiddle(db: Db, reviewerId: string, publishedId: string): Promise<void> {
  if ((await publishedRiddleAuthor(db, publishedId)) === reviewerId) {
    throw new DomainError("forbidden", "You can't review your own riddle: another moderator will.");
  }
}
