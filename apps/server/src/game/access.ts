import {
  findPlayerByUser,
  type GameState,
  type GameView,
  isJoinCode,
  normalizeJoinCode,
  type Player,
  publicView,
  REJECTIONS,
  viewFor,
} from "@riddlebook/rules";
import { DomainError } from "../lib/domain-error";
import { enforce, type SlidingWindowLimiter } from "../lib/rate-limit";

/**
 * Who may see a game, and what. A player (a user with a seat, even one they left) sees their seat's
 * view. Anyone else is a spectator and sees the rules' public view (`viewerId` null: no secret word,
 * no guess text, no hand before scoring): of any public game, and of a private game only with its
 * invite, the join code (a `?invite=` on the call, or the code the caller looked the game up by).
 */

/** The user's seat at the table, when they hold one they have not left. */
export function activeSeatOf(state: GameState, userId: string): Player | undefined {
  const seat = findPlayerByUser(state, userId);
  return seat && !seat.hasLeft ? seat : undefined;
}

/** Whether `invite` (a join code as typed, any case) is this game's join code. */
export function inviteOpens(state: GameState, invite: string | undefined): boolean {
  if (invite === undefined || invite.length > 20 || !isJoinCode(invite)) return false;
  return normalizeJoinCode(invite) === state.joinCode;
}

/**
 * Refuses (403) a user without a seat who may not watch: a player the host removed, on any game, and
 * anyone on a private game without its invite. Public games and the right invite pass.
 */
export function assertMayWatch(state: GameState, userId: string, invite: string | undefined): void {
  // A removed player is told so rather than shown a game that no longer seats them.
  if (state.kickedUserIds?.includes(userId)) throw new DomainError("kicked", REJECTIONS.kicked.message);
  if (state.isPublic || inviteOpens(state, invite)) return;
  throw new DomainError(
    "forbidden",
    "This game is private. Ask a player for its invite link or join code to watch it.",
  );
}

/** Limits on invites tried on private games: each wrong one is a join-code guess (docs/reliability.md A22). */
export interface InviteGuessLimits {
  perUser: SlidingWindowLimiter;
  perIp: SlidingWindowLimiter;
}

/**
 * Counts an invite presented to a private game by a user without a seat: refused with 429 once the
 * user or address has made too many wrong guesses (checked before the invite is compared, so a
 * refused guesser cannot tell a right code from a wrong one), and counted when wrong. A right invite
 * is never counted, so a spectator reloading the page is never limited.
 */
export function limitInviteGuess(
  limits: InviteGuessLimits,
  state: GameState,
  caller: { userId: string; ip: string },
  invite: string | undefined,
): void {
  if (invite === undefined || state.isPublic || findPlayerByUser(state, caller.userId)) return;
  enforce(limits.perUser.check(caller.userId), limits.perIp.check(caller.ip));
  if (inviteOpens(state, invite)) return;
  limits.perUser.hit(caller.userId);
  limits.perIp.hit(caller.ip);
}

/**
 * What a signed-in user may see of a game: their seat's view; without a seat, the public view, of a
 * private game only with its invite (403 otherwise).
 */
export function viewForUser(state: GameState, userId: string, now: number, invite?: string): GameView {
  const seat = findPlayerByUser(state, userId);
  if (seat) return viewFor(state, seat.id, now);
  assertMayWatch(state, userId, invite);
  return publicView(state, now);
}
