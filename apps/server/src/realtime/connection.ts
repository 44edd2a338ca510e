import type { GameView } from "@riddlebook/rules";
import type { GameCommittedMessage } from "../game/game-channel";
import { LiveSocket, type SessionIdentity } from "./live-socket";

/** Who a player's game socket belongs to, established before the upgrade. */
export interface SocketIdentity extends SessionIdentity {
  gameId: string;
  playerId: string;
}

/**
 * Who a spectator's game socket belongs to: a signed-in user without a seat in the game. The
 * viewer is null: the socket is sent the public view and only the events meant for everyone.
 */
export interface SpectatorIdentity extends SessionIdentity {
  gameId: string;
  playerId: null;
}

/** Either kind of game socket's identity. */
export type GameSocketIdentity = SocketIdentity | SpectatorIdentity;

/**
 * One open game socket and what it has been sent. Commits that arrive on the bus before its snapshot
 * is sent wait in `pending`.
 */
export class GameConnection<I extends GameSocketIdentity = GameSocketIdentity> extends LiveSocket<I> {
  /** The version of the last snapshot or event sent; older commits are skipped. */
  version = -1;
  /** True once the snapshot is sent: commits are delivered, not queued. */
  ready = false;
  /** The last view this socket was sent (snapshot, whole view or patch): the base of the next patch. */
  sentView: GameView | null = null;
  readonly pending: GameCommittedMessage[] = [];
}

/** A player's game socket. */
export type Connection = GameConnection<SocketIdentity>;

/** A spectator's game socket. */
type SpectatorConnection = GameConnection<SpectatorIdentity>;

export function isSpectator(conn: GameConnection): conn is SpectatorConnection {
  return conn.identity.playerId === null;
}

export function isPlayer(conn: GameConnection): conn is Connection {
  return conn.identity.playerId !== null;
}
