import type { BusChannel, BusMessage } from "./bus";

/** One subscribed handler as stored: it parses its own copy of each raw message. */
type Delivery = (raw: string) => void;

/**
 * Local handlers per channel, shared by every bus implementation. `add` returns the handle that
 * `remove` takes, so the same function subscribed twice is removed independently.
 */
export class HandlerSet {
  private readonly byChannel = new Map<string, Set<Delivery>>();

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

  dispatch(channelName: string, raw: string): void {
    const set = this.byChannel.get(channelName);
    if (!set) return;
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
