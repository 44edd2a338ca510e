import type { WebSocket } from "ws";

/** A socket the heartbeat watches: `alive` is set back to true by the socket's pong handler. */
export interface HeartbeatTarget {
  alive: boolean;
  socket: WebSocket;
}

/**
 * One heartbeat round over every open socket: a socket that has not answered the previous ping is
 * terminated (so a half-open connection is dropped within two intervals), the others are pinged.
 */
export function heartbeatRound(targets: Iterable<HeartbeatTarget>): void {
  for (const target of targets) {
    if (!target.alive) {
      target.socket.terminate();
      continue;
    }
    target.alive = false;
    try {
      target.socket.ping();
    } catch {
      target.socket.terminate();
    }
  }
}
