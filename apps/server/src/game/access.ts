import {
  findPlayer,
  findPlayerByUser,
  type GameState,
  type GameView,
  type Player,
  publicView,
  viewFor,
} from "@riddlebook/rules";
import { HttpError } from "../http/errors";

export const notAPlayer = () => new HttpError(404, "player_not_found", "You are not a player in this game.");
export const notYourSeat = () => new HttpError(403, "forbidden", "That player is not you.");

/** The caller's seat in the game, if they have one. */
export function seatOf(state: GameState, userId: string): Player | undefined {
  return findPlayerByUser(state, userId);
}

/** The caller's seat; 404 when they have none. */
export function requireSeat(state: GameState, userId: string): Player {
  const seat = seatOf(state, userId);
  if (!seat) throw notAPlayer();
  return seat;
}

/** The named seat, which must be the caller's: 404 when it is not in the game, 403 when it is someone else's. */
export function requireOwnSeat(state: GameState, playerId: string, userId: string): Player {
  const player = findPlayer(state, playerId);
  if (!player) throw notAPlayer();
  if (player.userId !== userId) throw notYourSeat();
  return player;
}

/** What the caller may see: their seat's view, or the public view when they have no seat. */
export function viewForUser(state: GameState, userId: string, now: number): GameView {
  const seat = seatOf(state, userId);
  return seat ? viewFor(state, seat.id, now) : publicView(state, now);
}
