import { findPlayer } from "@riddlebook/rules";
import type { FastifyBaseLogger } from "fastify";
import { type GameService, SYSTEM } from "../game/game-service";
import type { Connection, GameConnection } from "./connection";

interface PresenceOptions {
  games: GameService;
  log: FastifyBaseLogger;
  /** True while the server shuts down: sockets closing then do not mark their players disconnected. */
  isClosing(): boolean;
}

/**
 * Records whether each player has a socket open (`setConnected`): connected when a socket of theirs
 * got its snapshot, disconnected when their last socket on the game closes. Presence is informational:
 * nothing is written when it does not change or the game is over, and a failed write is only logged.
 * Spectators' sockets hold no seat and are not recorded.
 */
export class Presence {
  constructor(private readonly o: PresenceOptions) {}

  connected(conn: Connection): void {
    this.record(conn.identity.gameId, conn.identity.playerId, true);
  }

  /** `conn` closed; `others` are the sockets still open on its game here. */
  disconnected(conn: Connection, others: Iterable<GameConnection>): void {
    const { gameId, playerId } = conn.identity;
    for (const other of others) if (other.identity.playerId === playerId) return;
    this.record(gameId, playerId, false);
  }

  private record(gameId: string, playerId: string, connected: boolean): void {
    if (this.o.isClosing()) return;
    // The server records presence itself (SYSTEM): it is no request of the player's, and not rate limited.
    this.o.games
      .act(SYSTEM, gameId, (_seat, state) => {
        const player = findPlayer(state, playerId);
        if (!player || player.connected === connected || state.phase === "complete") return null;
        return { type: "setConnected", playerId, connected };
      })
      .catch((error) => this.o.log.debug({ err: error, gameId }, "presence not recorded"));
  }
}
