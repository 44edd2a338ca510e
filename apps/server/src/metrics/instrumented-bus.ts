import type { EventBus } from "../bus/bus";
import type { Metrics } from "./metrics";

/**
 * `bus` as the app uses it, recording in `metrics` every failed publish and the lag of every message
 * delivered here (docs/deploy.md, "Metrics"). `stop` stops recording the lag; the bus itself is
 * closed by whoever opened it.
 */
export function instrumentedBus(bus: EventBus, metrics: Metrics): { bus: EventBus; stop(): void } {
  const stop = bus.onLag((channel, lagMs) => metrics.busDelivered(channel, lagMs));
  return {
    stop,
    bus: {
      publish(channel, message) {
        return bus.publish(channel, message).catch((error: unknown) => {
          metrics.busPublishFailed(channel.name);
          throw error;
        });
      },
      subscribe: (channel, handler) => bus.subscribe(channel, handler),
      onLag: (listener) => bus.onLag(listener),
      onReconnect: (listener) => bus.onReconnect(listener),
      close: () => bus.close(),
    },
  };
}
