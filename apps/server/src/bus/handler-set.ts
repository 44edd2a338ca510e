import type { BusChannel, BusMessage } from "./bus";

/** One subscribed handler as stored: it parses its own copy of each raw message. */
type Delivery = (raw: string) => void;

/** Told of each message received: its channel and the ms since it was published. */
type LagListener = (channel: string, lagMs: number) => void;

/**
 * A message's publish time travels as the first member of its JSON, put there by `stampedJson` and
 * taken off again before any handler parses it, so handlers never see it. A message without one (from
 * an instance that predates it) is delivered as it is; an older instance delivers a stamped message
 * with one more member, which no handler reads. The bus-lag metric is built on it (docs/deploy.md).
 */
const STAMP = '{"@sentAt":';

/** The message as JSON, stamped with its publish time (epoch ms). */
export function stampedJson(message: BusMessage, sentAt: number): string {
  const json = JSON.stringify(message);
  return json === "{}" ? `${STAMP}${sentAt}}` : `${STAMP}${sentAt},${json.slice(1)}`;
}

/**
 * Local handlers per channel, shared by every bus implementation. `add` returns the handle that
 * `remove` takes, so the same function subscribed twice is removed independently.
 */
export class HandlerSet {
  private readonly byChannel = new Map<string, Set<Delivery>>();
  private readonly lagListeners = new Set<LagListener>();

  constructor(private readonly onHandlerError: (error: unknown, channel: string) => void) {}

  /** Adds a handler; `first` is true when it is the channel's first. */
  add<M extends BusMessage>(
    channel: BusChannel<M>,
    handler: (message: M) => void,
  ): { delivery: Delivery; first: boolean } {
    // Every message on a channel was published through the same BusChannel<M>, so its JSON is an M.
    const delivery: Delivery = (raw) => handler(JSON.parse(raw) as M);
    let set = this.byChannel.get(channel.name);
    const first = set === undefined;
    if (!set) {
      set = new Set();
      this.byChannel.set(channel.name, set);
    }
    set.add(delivery);
    return { delivery, first };
  }

  /** Removes a handler; returns true when the channel has none left. */
  remove(channelName: string, delivery: Delivery): boolean {
    const set = this.byChannel.get(channelName);
    if (!set?.delete(delivery)) return false;
    if (set.size > 0) return false;
    this.byChannel.delete(channelName);
    return true;
  }

  /** Calls `listener` for each message dispatched with a publish time; answers a function that stops it. */
  onLag(listener: LagListener): () => void {
    const own: LagListener = (channel, lagMs) => listener(channel, lagMs);
    this.lagListeners.add(own);
    return () => {
      this.lagListeners.delete(own);
    };
  }

  dispatch(channelName: string, stamped: string): void {
    const set = this.byChannel.get(channelName);
    if (!set) return;
    let raw = stamped;
    if (stamped.startsWith(STAMP)) {
      let end = STAMP.length;
      while (end < stamped.length && stamped.charCodeAt(end) >= 48 && stamped.charCodeAt(end) <= 57) end++;
      const sentAt = Number(stamped.slice(STAMP.length, end));
      raw = stamped[end] === "," ? `{${stamped.slice(end + 1)}` : "{}";
      // Across hosts the lag includes their clocks' difference: never below 0.
      const lagMs = Math.max(0, Date.now() - sentAt);
      if (end > STAMP.length) for (const listener of this.lagListeners) listener(channelName, lagMs);
    }
    for (const delivery of [...set]) {
      try {
        delivery(raw);
      } catch (error) {
        this.onHandlerError(error, channelName);
      }
    }
  }

  clear(): void {
    this.byChannel.clear();
  }
}
