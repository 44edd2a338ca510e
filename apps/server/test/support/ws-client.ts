import { WebSocket } from "ws";

// biome-ignore lint/suspicious/noExplicitAny: test messages are checked field by field
export type AnyMessage = Record<string, any>;

interface Waiter {
  predicate: (message: AnyMessage) => boolean;
  resolve: (message: AnyMessage) => void;
}

/**
 * A real `ws` client for tests. Every received message is kept (`messages`, `raw`); `next` waits for
 * the first message of a type (and predicate) not yet returned by `next`, with a timeout: never a
 * fixed sleep.
 */
export class TestSocket {
  readonly messages: AnyMessage[] = [];
  readonly raw: string[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly consumed = new Set<AnyMessage>();
  private waiters: Waiter[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      const text = data.toString();
      this.raw.push(text);
      const message = JSON.parse(text) as AnyMessage;
      this.messages.push(message);
      for (const waiter of [...this.waiters]) {
        if (!this.consumed.has(message) && waiter.predicate(message)) {
          this.consumed.add(message);
          this.waiters = this.waiters.filter((w) => w !== waiter);
          waiter.resolve(message);
        }
      }
    });
    this.closed = new Promise((resolve) =>
      ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** Opens a socket; rejects with "Unexpected server response: NNN" when the upgrade is refused. */
  static open(
    baseUrl: string,
    query: { gameId: string; playerId: string },
    options: { cookie?: string; origin?: string; autoPong?: boolean } = {},
  ): Promise<TestSocket> {
    const url = `${baseUrl.replace(/^http/, "ws")}/ws?gameId=${encodeURIComponent(query.gameId)}&playerId=${encodeURIComponent(query.playerId)}`;
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    const ws = new WebSocket(url, {
      headers,
      ...(options.origin ? { origin: options.origin } : {}),
      autoPong: options.autoPong ?? true,
    });
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once("open", () => resolve(socket));
      ws.once("error", reject);
    });
  }

  /** The first not-yet-returned message of `type` matching `predicate`, waiting up to `timeoutMs`. */
  next(
    type: string,
    predicate: (message: AnyMessage) => boolean = () => true,
    timeoutMs = 8000,
  ): Promise<AnyMessage> {
    const match = (m: AnyMessage) => m.type === type && predicate(m);
    const found = this.messages.find((m) => !this.consumed.has(m) && match(m));
    if (found) {
      this.consumed.add(found);
      return Promise.resolve(found);
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        predicate: match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`timed out after ${timeoutMs} ms waiting for a "${type}" message`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Waits until the latest view (from a snapshot or event) satisfies `predicate`. */
  async view(predicate: (view: AnyMessage) => boolean, timeoutMs = 8000): Promise<AnyMessage> {
    const latest = [...this.messages].reverse().find((m) => m.view);
    if (latest && predicate(latest.view)) return latest.view;
    const message = await this.nextAny((m) => m.view !== undefined && predicate(m.view), timeoutMs);
    return message.view;
  }

  private nextAny(predicate: (m: AnyMessage) => boolean, timeoutMs: number): Promise<AnyMessage> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        predicate,
        resolve: (m) => {
          clearTimeout(timer);
          this.consumed.delete(m);
          resolve(m);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`timed out after ${timeoutMs} ms waiting for a view`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  close(): Promise<{ code: number; reason: string }> {
    this.ws.close(1000);
    return this.closed;
  }
}
