import { applyJsonPatch, type PatchOp } from "@riddlebook/protocol";
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
 *
 * Like the web client, it keeps the latest view: a message with a `patch` is applied to the view it
 * was built on, and the result is set as that parsed message's `view`, as it is for the later
 * messages of the same commit (the text as sent stays in `raw`). A patch whose base is not the view held is a protocol error that fails every later wait.
 */
export class TestSocket {
  readonly messages: AnyMessage[] = [];
  readonly raw: string[] = [];
  /** Patches that could not be applied; `next` and `view` reject once there is one. */
  readonly protocolErrors: string[] = [];
  private currentView: AnyMessage | null = null;
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly consumed = new Set<AnyMessage>();
  private waiters: Waiter[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      const text = data.toString();
      this.raw.push(text);
      const message = JSON.parse(text) as AnyMessage;
      this.trackView(message);
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

  private trackView(message: AnyMessage): void {
    if (message.view !== undefined) {
      this.currentView = message.view;
      return;
    }
    if (message.patch === undefined) {
      // A later message of the same commit: its view is the one the commit's first message brought.
      if (
        message.version !== undefined &&
        message.version === this.currentView?.game?.version &&
        message.event
      )
        message.view = this.currentView;
      return;
    }
    const { base, ops } = message.patch as { base: number; ops: PatchOp[] };
    const held = this.currentView?.game?.version;
    if (held !== base) {
      this.protocolErrors.push(
        `a ${message.type} patch for version ${message.version} has base ${base}, but the view held is at ${held}`,
      );
      return;
    }
    try {
      this.currentView = applyJsonPatch(this.currentView, ops);
      message.view = this.currentView;
    } catch (error) {
      this.protocolErrors.push(`a ${message.type} patch did not apply: ${String(error)}`);
    }
  }

  private failIfBroken(): void {
    if (this.protocolErrors.length > 0)
      throw new Error(`view protocol error: ${this.protocolErrors.join("; ")}`);
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
    this.failIfBroken();
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
    this.failIfBroken();
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
