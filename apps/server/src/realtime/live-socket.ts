import type { WS_CLOSE } from "@riddlebook/protocol";
import type { WebSocket } from "ws";

/** A close code the server sends; always one of `WS_CLOSE`. */
type WsCloseCode = (typeof WS_CLOSE)[keyof typeof WS_CLOSE];

/** Who a socket belongs to: the signed-in user and the session it was opened with. */
export interface SessionIdentity {
  userId: string;
  tokenHash: string;
}

/** One open socket of a signed-in user. Sending to or closing a socket that is no longer open is a no-op. */
export class LiveSocket<I extends SessionIdentity = SessionIdentity> {
  constructor(
    readonly socket: WebSocket,
    readonly identity: I,
  ) {}

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  send(text: string): void {
    if (this.open) this.socket.send(text);
  }

  close(code: WsCloseCode, reason: string): void {
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) {
      this.socket.close(code, reason);
    }
  }
}
