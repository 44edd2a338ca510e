import { findPlayerByUser, type GameState, type GameView, publicView, viewFor } from "@riddlebook/rules";

/** What a signed-in user may see of a game: their seat's view, or the public view without a seat. */
export function viewForUser(state: GameState, userId: string, now: number): GameView {
  const seat = findPlayerByUser(state, userId);
  return seat ? viewFor(state, seat.id, now) : publicView(state, now);
}
