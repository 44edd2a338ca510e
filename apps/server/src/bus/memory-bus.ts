import { BusClosedError, type EventBus } from "./bus";
import { HandlerSet, stampedJson } from "./handler-set";

/** The in-process EventBus for a single instance. Messages are JSON copies, delivered on a later tick. */
export function createMemoryBus(
  options: { onHandlerError?: (error: unknown, channel: string) => void } = {},
): EventBus {
  const handlers = new HandlerSet(options.onHandlerError ?? (() => {}));
  let closed = false;

  return {
    async publish(channel, message) {
      if (closed) throw new BusClosedError();
      const raw = stampedJson(message, Date.now());
      setImmediate(() => {
        if (!closed) handlers.dispatch(channel.name, raw);
      });
    },
    async subscribe(channel, handler) {
      if (closed) throw new BusClosedError();
      const { delivery } = handlers.add(channel, handler);
      return async () => {
        handlers.remove(channel.name, delivery);
      };
    },
    onLag(listener) {
      return handlers.onLag(listener);
    },
    onReconnect() {
      // One process: there is no connection to lose.
      return () => {};
    },
    async close() {
      closed = true;
      handlers.clear();
    },
  };
}
