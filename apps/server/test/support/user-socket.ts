import { WebSocket } from "ws";

// biome-ignore lint/suspicious/noExplicitAny: test messages are checked field by field
type UserSocketMessage = Record<string, any>;

/**
 * A real `ws` client on `/ws/user` for tests of the user-level pushes (friends, presence). Every
 * message is kept; `next` returns the first not-yet-returned message of a type (and predicate),
 * waiting up to a timeout: never a fixed sleep.
 */
export class UserSocket {
  readonly messages: UserSocketMessage[] = [];
  readonly closed: Promise<{ code: number }>;
  private readonly consumed = new Set<UserSocketMessage>();
  private readonly waiters = new Set<() => void>();

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      this.messages.push(JSON.parse(data.toString()) as UserSocketMessage);
      for (const wake of [...this.waiters]) wake();
    });
    this.closed = new Promise((resolve) => ws.on("close", (code) => resolve({ code })));
  }

  /** Opens `/ws/user` with the user's session cookie; rejects when the upgrade is refused. */
  static open(baseUrl: string, cookie: string): Promise<UserSocket> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/ws/user`, { headers: { cookie } });
    const socket = new UserSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once("open", () => resolve(socket));
      ws.once("unexpected-response", (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
      ws.once("error", reject);
    });
  }

  /** Sends a presence frame. */
  report(state: "active" | "hidden" | "idle", gameId?: string): void {
    this.ws.send(JSON.stringify({ type: "presence", state, ...(gameId ? { gameId } : {}) }));
  }

  /** The first not-yet-returned message of `type` matching `predicate`, waiting up to `timeoutMs`. */
  next(
    type: string,
    predicate: (message: UserSocketMessage) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<UserSocketMessage> {
    const find = () => {
      const found = this.messages.find((m) => !this.consumed.has(m) && m.type === type && predicate(m));
      if (found) this.consumed.add(found);
      return found;
    };
    const now = find();
    if (now) return Promise.resolve(now);
    return new Promise((resolve, reject) => {
      const wake = () => {
        const found = find();
        if (!found) return;
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve(found);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        reject(new Error(`timed out after ${timeoutMs} ms waiting for a "${type}" message`));
      }, timeoutMs);
      this.waiters.add(wake);
    });
  }

  /** The not-yet-returned messages of `type` so far. */
  pending(type: string): UserSocketMessage[] {
    return this.messages.filter((m) => !this.consumed.has(m) && m.type === type);
  }

  /** Closes the socket and resolves once it is closed. */
  async close(): Promise<void> {
    if (this.ws.readyState !== WebSocket.CLOSED) this.ws.close();
    await this.closed;
  }
}
