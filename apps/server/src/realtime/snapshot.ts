import { WS_CLOSE } from "@riddlebook/protocol";
import { findPlayer, type GameState, publicView, viewFor } from "@riddlebook/rules";
import { getDraft } from "../db/repos/games";
import type { Db } from "../db/schema";
import type { Clock } from "../deps";
import { activeSeatOf } from "../game/access";
import type { GameService } from "../game/game-service";
import type { GameConnection } from "./connection";
import { snapshotJson } from "./messages";

interface SnapshotDeps {
  db: Db;
  games: GameService;
  clock: Clock;
}

/**
 * Sends the socket a snapshot of its game: the player's view of the latest state and their saved
 * draft, or for a spectator the public view and no draft. `loaded` is that state when the caller just
 * loaded it (one load for all of a game's sockets); otherwise it is loaded here. Answers the state
 * sent, or null when nothing was sent: the socket closed meanwhile, the player is no longer in the
 * game (their socket is then closed with 4404), the game is gone (4404), or the spectator took a seat
 * (1000: they open the game as a player).
 */
export async function sendSnapshot(
  deps: SnapshotDeps,
  conn: GameConnection,
  loaded?: GameState | null,
): Promise<GameState | null> {
  const { gameId, playerId, userId } = conn.identity;
  const state = loaded === undefined ? await deps.games.load(gameId) : loaded;
  if (!conn.open) return null;
  if (playerId === null) {
    if (!state) {
      conn.close(WS_CLOSE.notFound, "Game not found");
      return null;
    }
    if (activeSeatOf(state, userId)) {
      conn.close(WS_CLOSE.normal, "You have a seat in this game now");
      return null;
    }
  } else if (!state || !findPlayer(state, playerId)) {
    conn.close(WS_CLOSE.notFound, "Not a player in this game");
    return null;
  }
  const draft = playerId === null ? null : await getDraft(deps.db, gameId, playerId, state.currentRound);
  if (!conn.open) return null;
  const now = deps.clock.now();
  const view = playerId === null ? publicView(state, now) : viewFor(state, playerId, now);
  conn.send(snapshotJson(view, draft, now));
  conn.sentView = view;
  conn.version = state.version;
  return state;
}
