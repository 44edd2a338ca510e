import { Redis } from "ioredis";
import { BusClosedError, type EventBus } from "./bus";
import { HandlerSet, stampedJson } from "./handler-set";

interface RedisBusOptions {
  /** Prepended to every channel name in Redis, so several deployments or tests can share a server. */
  prefix?: string;
  onHandlerError?: (error: unknown, channel: string) => void;
}

/**
 * The Redis EventBus for several instances. Uses two connections: one publishes, one is in subscriber
 * mode. A Redis channel is subscribed while at least one local handler listens on it.
 *
 * When the subscriber connection comes back after losing Redis, ioredis subscribes its channels
 * again; once Redis has confirmed them, the `onReconnect` listeners run (docs/reliability.md F6).
 */
export function createRedisBus(url: string, options: RedisBusOptions = {}): EventBus {
  const prefix = options.prefix ?? "rb:";
  const pub = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  // No ready check (an INFO) on the subscriber: a SUBSCRIBE sent between the TCP connect and that
  // check puts the connection in subscriber mode, where ioredis then refuses its own INFO and drops
  // the connection ("Connection in subscriber mode"). Subscribing needs no loaded dataset anyway.
  const sub = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false, enableReadyCheck: false });
  // ioredis emits "error" on connection trouble; without a listener Node would crash.
  pub.on("error", () => {});
  sub.on("error", () => {});
  const handlers = new HandlerSet(options.onHandlerError ?? (() => {}));
  const live = new Map<string, Promise<unknown>>();
  const reconnectListeners = new Set<() => void>();
  let closed = false;
  let connectedBefore = false;

  sub.on("ready", () => {
    if (!connectedBefore) {
      connectedBefore = true;
      return;
    }
    if (!closed) void afterReconnect();
  });

  async function afterReconnect(): Promise<void> {
    // ioredis sent its own SUBSCRIBE for every channel before "ready" reached us. Subscribing to the
    // same channels again changes nothing in Redis, and its answer comes after that one's: once it
    // resolves, every channel is live, so nothing published from now on is missed.
    const channels = [...live.keys()].map((name) => prefix + name);
    try {
      if (channels.length > 0) await sub.subscribe(...channels);
    } catch {
      // Lost again before the confirmation: the next "ready" tries again.
      return;
    }
    if (closed) return;
    for (const listener of [...reconnectListeners]) {
      try {
        listener();
      } catch (error) {
        options.onHandlerError?.(error, "reconnect");
      }
    }
  }

  sub.on("message", (redisChannel: string, raw: string) => {
    if (!redisChannel.startsWith(prefix)) return;
    handlers.dispatch(redisChannel.slice(prefix.length), raw);
  });

  return {
    async publish(channel, message) {
      if (closed) throw new BusClosedError();
      await pub.publish(prefix + channel.name, stampedJson(message, Date.now()));
    },
    async subscribe(channel, handler) {
      if (closed) throw new BusClosedError();
      const name = channel.name;
      const { delivery, first } = handlers.add(channel, handler);
      if (first) live.set(name, sub.subscribe(prefix + name));
      try {
        // A second subscriber on the same channel also waits for Redis to confirm the subscription.
        await live.get(name);
      } catch (error) {
        if (handlers.remove(name, delivery)) live.delete(name);
        throw error;
      }
      let done = false;
      return async () => {
        if (done) return;
        done = true;
        if (handlers.remove(name, delivery)) {
          live.delete(name);
          if (!closed) await sub.unsubscribe(prefix + name);
        }
      };
    },
    onLag(listener) {
      return handlers.onLag(listener);
    },
    onReconnect(listener) {
      const own = () => listener();
      reconnectListeners.add(own);
      return () => {
        reconnectListeners.delete(own);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      handlers.clear();
      reconnectListeners.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
