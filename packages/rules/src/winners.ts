import type { GameMode } from "./constants";
import type { Player } from "./game-state";

/** A battle: a head-to-head game of two seats (docs/product.md §21). */
export function isBattle(game: {
  readonly gameMode: GameMode;
  readonly players: readonly unknown[];
}): boolean {
  return game.gameMode === "head_to_head" && game.players.length === 2;
}

/**
 * The winners of a finished game: every player with the top score (ties all win), provided the top
 * score is above 0. A game in which nobody scored (0–0) has no winner (docs/product.md §3,
 * "Complete"). A player the host removed (`removed`) never wins: the top score is read among the
 * others. The final results, the podium, the spectator's screen, the album, the result card,
 * the `game_complete` event and (through `recordedWinnersOf`, which makes a drawn battle nobody's
 * win) the players' stats and game history all use this one answer.
 */
export function winnersOf(players: readonly WinnerCandidate[]): string[] {
  const standing = players.filter((player) => !player.removed);
  const top = Math.max(0, ...standing.map((player) => player.score));
  if (top === 0) return [];
  return standing.filter((player) => player.score === top).map((player) => player.id);
}

/** What `winnersOf` reads of a player: a stored `Player` or a viewed `PlayerInfo`. */
type WinnerCandidate = Pick<Player, "id" | "score"> & { readonly removed?: boolean | undefined };

/**
 * Who won a finished game for the players' records (stats, win streak, game history, album): the
 * `winnersOf`, except that a battle (a head-to-head game of two seats) on equal scores is a draw,
 * which nobody wins, as the battle record counts it ("Drawn").
 */
export function recordedWinnersOf(game: {
  readonly gameMode: GameMode;
  readonly players: readonly WinnerCandidate[];
}): string[] {
  const winners = winnersOf(game.players);
  return isBattle(game) && winners.length > 1 ? [] : winners;
}

/** One line of the standings: the entry, and its place (1 is first). */
export interface Placing<T> {
  readonly player: T;
  readonly place: number;
}

/**
 * The standings: best score first, equal scores in the order given (seat order, or whatever order
 * the caller sorted them in), and each at the place of 1 + the number of higher scores, so equal
 * scores share a place and the next score skips the shared ones: 9, 5, 5, 2 is 1st, 2nd, 2nd, 4th.
 * The podium, the scoreboard, the spectator's standings, the album and the cards all use it.
 */
export function standingsOf<T extends { readonly score: number }>(players: readonly T[]): Placing<T>[] {
  const sorted = players
    .map((player, order) => ({ player, order }))
    .sort((a, b) => b.player.score - a.player.score || a.order - b.order);
  const standings: Placing<T>[] = [];
  sorted.forEach(({ player }, index) => {
    const previous = standings.at(-1);
    const place = previous && previous.player.score === player.score ? previous.place : index + 1;
    standings.push({ player, place });
  });
  return standings;
}
