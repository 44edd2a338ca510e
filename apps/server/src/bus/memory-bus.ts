import { BusClosedError, type BusHandler, type BusMessage, type EventBus } from "./bus";
import { HandlerSet } from "./handler-set";

/** The in-process EventBus for a single instance. Messages are JSON copies, delivered on a later tick. */
export function createMemoryBus(
  options: { onHandlerError?: (error: unknown, channel: string) => void } = {},
): EventBus {
  const handlers = new HandlerSet(options.onHandlerError ?? (() => {}));
  let closed = false;

  return {
    async publish(channel: string, message: BusMessage) {
      if (closed) throw new BusClosedError();
      const raw = JSON.stringify(message);
      setImmediate(() => {
        if (!closed) handlers.dispatch(channel, raw);
      });
    },
    async subscribe(channel: string, handler: BusHandler) {
      if (closed) throw new BusClosedError();
      // Wrap so the same function can be subscribed twice and removed independently.
      const entry: BusHandler = (m) => handler(m);
      handlers.add(channel, entry);
      return async () => {
        handlers.remove(channel, entry);
      };
    },
    async close() {
      closed = true;
      handlers.clear();
    },
  };
}
