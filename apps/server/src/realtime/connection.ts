import type { GameView } from "@riddlebook/rules";
import type { GameCommittedMessage } from "../game/game-channel";
import { LiveSocket, type SessionIdentity } from "./live-socket";

/** Who a game socket belongs to, established before the upgrade. */
export interface SocketIdentity extends SessionIdentity {
  gameId: string;
  playerId: string;
}

/**
 * One open game socket and what it has been sent. Commits that arrive on the bus before its snapshot
 * is sent wait in `pending`.
 */
export class Connection extends LiveSocket<SocketIdentity> {
  /** The version of the last snapshot or event sent; older commits are skipped. */
  version = -1;
  /** True once the snapshot is sent: commits are delivered, not queued. */
  ready = false;
  /** The last view this socket was sent (snapshot, whole view or patch): the base of the next patch. */
  sentView: GameView | null = null;
  readonly pending: GameCommittedMessage[] = [];
}
