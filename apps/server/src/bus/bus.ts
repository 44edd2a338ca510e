/** A JSON-serialisable event. Every event names itself with `type` (past tense, snake_case on the wire). */
export type BusMessage = { type: string } & Record<string, unknown>;

export type BusHandler = (message: BusMessage) => void;

/**
 * Fans events out between server instances (and within one).
 *
 * Contract, identical for every implementation (tested by one shared contract suite):
 * - `subscribe` resolves once the subscription is live: every message published on that channel
 *   after it resolves reaches the handler, from this instance or any other sharing the bus.
 * - Delivery is asynchronous (never inside `publish`), at most once, in publish order per publisher.
 * - Handlers receive a copy (the message went through JSON), so they cannot mutate the publisher's object.
 * - A handler that throws does not stop other handlers and is not reported to the publisher.
 * - Calling the returned unsubscribe function stops delivery to that handler; it is idempotent.
 * - `publish` with no subscribers is fine. After `close`, publish and subscribe reject.
 */
export interface EventBus {
  publish(channel: string, message: BusMessage): Promise<void>;
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Channel for session events; the realtime layer closes sockets of revoked sessions. */
export const SESSIONS_CHANNEL = "sessions";

/** Published when a session ends (sign-out or rotation at sign-in). */
export interface SessionRevokedEvent extends BusMessage {
  type: "session_revoked";
  userId: string;
  tokenHash: string;
}

export class BusClosedError extends Error {
  override name = "BusClosedError";
  constructor() {
    super("The event bus is closed");
  }
}
