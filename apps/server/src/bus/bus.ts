/** A JSON-serialisable event. Every event names itself with `type` (past tense, snake_case on the wire). */
export interface BusMessage {
  type: string;
}

/** Ties a channel to its message type without any runtime field (see `BusChannel`). */
declare const messageType: unique symbol;

/**
 * A named bus channel that carries only messages of type `M`. The message type exists for the compiler
 * alone: publishing and subscribing through the same `BusChannel<M>` is what makes a subscriber's `M`
 * true. It is invariant in `M`, so a channel of one message type cannot stand in for another's.
 */
export interface BusChannel<M extends BusMessage> {
  readonly name: string;
  readonly [messageType]?: (message: M) => M;
}

/** Declares a channel; define it beside the message type it carries. */
export function busChannel<M extends BusMessage>(name: string): BusChannel<M> {
  return { name };
}

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
 * - Messages published while the connection to other instances is down are lost, not replayed.
 *   `onReconnect` listeners run once the connection is back and every subscription is live again,
 *   so the caller can resend what may have been missed (ADR 017). A bus that cannot lose its
 *   connection (the in-process one) never calls them.
 */
export interface EventBus {
  // NoInfer: the channel alone decides M; the message and handler are checked against it.
  publish<M extends BusMessage>(channel: BusChannel<M>, message: NoInfer<M>): Promise<void>;
  subscribe<M extends BusMessage>(
    channel: BusChannel<M>,
    handler: (message: NoInfer<M>) => void,
  ): Promise<() => Promise<void>>;
  /**
   * Calls `listener` with the channel name and the ms from publish to receipt of every message this
   * bus delivers here (for the bus-lag metric); answers a function that stops the calls.
   */
  onLag(listener: (channel: string, lagMs: number) => void): () => void;
  /** Calls `listener` after each reconnect (see above); answers a function that stops the calls. */
  onReconnect(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Published when a session ends (sign-out, rotation at sign-in, or found expired by a request). */
export interface SessionRevokedEvent extends BusMessage {
  type: "session_revoked";
  userId: string;
  tokenHash: string;
}

/** Channel for session events; the realtime layer closes sockets of revoked sessions. */
export const SESSIONS_CHANNEL = busChannel<SessionRevokedEvent>("sessions");

export class BusClosedError extends Error {
  override name = "BusClosedError";
  constructor() {
    super("The event bus is closed");
  }
}
