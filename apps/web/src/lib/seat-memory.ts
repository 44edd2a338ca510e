/**
 * The player id and name are stored locally after joining a game. Nothing reads them
 * back to decide anything: the server's view says which seat is ours.
 */
export function rememberSeat(gameId: string, seat: { id: string; name: string }): void {
  try {
    localStorage.setItem(`riddlebook.player.${gameId}`, JSON.stringify({ id: seat.id, name: seat.name }));
  } catch {
    // Storage may be unavailable (private mode); nothing depends on it.
  }
}
