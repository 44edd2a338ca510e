import { WS_CLOSE } from "@riddlebook/protocol";
import { findPlayer, type GameState, viewFor } from "@riddlebook/rules";
import { getDraft } from "../db/repos/games";
import type { Db } from "../db/schema";
import type { Clock } from "../deps";
import type { GameService } from "../game/game-service";
import type { Connection } from "./connection";
import { snapshotJson } from "./messages";

export interface SnapshotDeps {
  db: Db;
  games: GameService;
  clock: Clock;
}

/**
 * Sends the socket a snapshot of its game: the player's view of the latest state and their saved draft.
 * Answers the state sent, or null when nothing was sent (the socket closed meanwhile, or the player is
 * no longer in the game, whose socket is then closed with 4404).
 */
export async function sendSnapshot(deps: SnapshotDeps, conn: Connection): Promise<GameState | null> {
  const { gameId, playerId } = conn.identity;
  const state = await deps.games.load(gameId);
  if (!conn.open) return null;
  if (!state || !findPlayer(state, playerId)) {
    conn.close(WS_CLOSE.notFound, "Not a player in this game");
    return null;
  }
  const draft = await getDraft(deps.db, gameId, playerId, state.currentRound);
  if (!conn.open) return null;
  const now = deps.clock.now();
  const view = viewFor(state, playerId, now);
  conn.send(snapshotJson(view, draft, now));
  conn.sentView = view;
  conn.version = state.version;
  return state;
}
