import type { GameView } from "@riddlebook/rules";
import type { WebSocket } from "ws";
import type { GameCommittedMessage } from "../game/game-channel";
import { TokenBucket } from "./token-bucket";

/** Who a socket belongs to, established before the upgrade. */
export interface SocketIdentity {
  userId: string;
  tokenHash: string;
  gameId: string;
  playerId: string;
}

/**
 * One open socket: who it is, the game version it has been sent, and its limits. Messages that
 * arrive on the bus before its snapshot is sent wait in `pending`.
 */
export class Connection {
  /** The version of the last snapshot or event sent; older commits are skipped. */
  version = -1;
  ready = false;
  /** The last view this socket was sent (snapshot, whole view or patch): the base of the next patch. */
  sentView: GameView | null = null;
  readonly pending: GameCommittedMessage[] = [];
  alive = true;
  invalidFrames = 0;
  /** Consecutive messages refused by the rate limit. */
  throttled = 0;
  draftText: string | null = null;
  draftTimer: NodeJS.Timeout | undefined;
  readonly bucket: TokenBucket;

  constructor(
    readonly socket: WebSocket,
    readonly identity: SocketIdentity,
    messagesPerSecond: number,
    now: number,
  ) {
    this.bucket = new TokenBucket(messagesPerSecond, messagesPerSecond * 2, now);
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  send(text: string): void {
    if (this.open) this.socket.send(text);
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) {
      this.socket.close(code, reason);
    }
  }
}
