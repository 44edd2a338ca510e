import type { BusHandler, BusMessage } from "./bus";

/** Local handlers per channel, shared by every bus implementation. */
export class HandlerSet {
  private readonly byChannel = new Map<string, Set<BusHandler>>();

  constructor(private readonly onHandlerError: (error: unknown, channel: string) => void) {}

  /** Adds a handler; returns true when it is the channel's first. */
  add(channel: string, handler: BusHandler): boolean {
    let set = this.byChannel.get(channel);
    const first = set === undefined;
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    set.add(handler);
    return first;
  }

  /** Removes a handler; returns true when the channel has none left. */
  remove(channel: string, handler: BusHandler): boolean {
    const set = this.byChannel.get(channel);
    if (!set?.delete(handler)) return false;
    if (set.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  has(channel: string): boolean {
    return this.byChannel.has(channel);
  }

  dispatch(channel: string, raw: string): void {
    const set = this.byChannel.get(channel);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        handler(JSON.parse(raw) as BusMessage);
      } catch (error) {
        this.onHandlerError(error, channel);
      }
    }
  }

  clear(): void {
    this.byChannel.clear();
  }
}
