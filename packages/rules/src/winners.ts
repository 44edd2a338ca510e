import type { Player } from "./game-state";

/**
 * The winners of a finished game: every player with the top score (ties all win), provided the top
 * score is above 0. A game in which nobody scored has no winner. The final results, the
 * `game_complete` event and the players' stats all use this one answer.
 */
export function winnersOf(players: readonly Pick<Player, "id" | "score">[]): string[] {
  const top = Math.max(0, ...players.map((player) => player.score));
  if (top === 0) return [];
  return players.filter((player) => player.score === top).map((player) => player.id);
}
