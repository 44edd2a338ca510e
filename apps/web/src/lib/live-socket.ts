import { type ClientMessage, reconnectBackoff, WS_CLOSE } from "@riddlebook/protocol";
import { shouldReconnect } from "./game-socket-logic";

/**
 * The web client's one WebSocket loop (issue 28, "one client live socket"). The game socket, the
 * spectator's socket, the user socket and a tournament's socket all run through `createLiveSocket`;
 * no other module in `apps/web/src` constructs a WebSocket (`live-socket.guard.test.ts`).
 *
 * It owns, for every socket alike:
 * - **Connect**, and giving up at once when the browser refuses to construct the socket (a blocked
 *   port, a bad URL): retrying cannot help, and the page still shows what HTTP read. The game and
 *   spectator loops used to let that exception escape their effect; the stricter handling is kept.
 * - **Reconnect with backoff**: after an unclean close, a delay drawn from the protocol's jittered,
 *   growing window (`reconnectBackoff`, docs/reliability.md F11, docs/decisions/017-session-revocation-and-socket-healing.md).
 * - **Close codes** (protocol `WS_CLOSE`, docs/product.md §13): `onClose` decides; by default a normal
 *   close (1000) and the sign-in and seat refusals (4401, 4403, 4404, 4440) are final and every other
 *   code (1001 restarting, 1006 dropped, 1008, 1009, 1011, 4429 flooding) reconnects after the backoff.
 *   The server refuses a flooder's new sockets with 429 for a while (4429), which the backoff rides out.
 * - **Version resync**: each connection gets a session of its own (`session`), made afresh on every
 *   connect, so per-connection state such as the view a game socket's patches apply to
 *   (`createViewFeed`, docs/decisions/009-view-patches-on-the-game-socket.md) never outlives its
 *   socket: the server's snapshot on connect catches the client up after a gap, and a `resync` a
 *   session asks for (`link.resync()`) goes to its own socket only, never to a later one.
 * - **Heartbeat**: a socket that has heard nothing for `heartbeat.intervalMs` sends `{"type":"ping"}`
 *   (every server socket answers `pong`), and one that then hears nothing for `heartbeat.timeoutMs`
 *   is taken for dead and reconnected. The server drops dead sockets on its side with protocol pings
 *   (`WS_HEARTBEAT_MS`), which a browser cannot see or answer by script; without this, a half-open
 *   connection (a laptop waking from sleep, a changed network) left the page waiting for pushes that
 *   would never come until the browser's TCP timeout.
 * - **Online and visibility**: going offline (the browser's `offline` event) drops the socket at
 *   once, so the page says "Reconnecting" at once instead of after a heartbeat's silence (issue 31
 *   item 7). Coming back online reconnects at once instead of waiting out the backoff, and coming
 *   online or back to the tab probes an open socket with a ping, the two moments a connection is
 *   most likely to have died silently. (The user socket's presence reports on visibility stay its
 *   own: `social/user-socket.tsx`.)
 * - **Refusals**: the server refuses a socket it will not serve before the upgrade, with a plain
 *   HTTP status (docs/product.md §13), which a browser reports only as a close (1006) of a socket
 *   that never opened. An owner that gives `whyRefused` is asked after such a close; a reason stops
 *   the loop for good and goes to `onRefused`, so a refused socket is not retried every few seconds
 *   behind a "Reconnecting" that never ends (issue 31 item 6).
 * - **Disposal**: stops every timer and listener, closes the socket normally (1000) if it is still
 *   connecting or open, and no handler of it runs afterwards.
 */

/** The part of the browser's WebSocket the loop uses; tests inject a fake class with the same shape. */
export interface SocketLike {
  readonly readyState: number;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketConstructor = new (url: string) => SocketLike;

/** `WebSocket.readyState` of an open socket (the spec's number: fakes need not define the constants). */
const OPEN = 1;

/**
 * The code a connection is closed with when the heartbeat finds it dead. The browser reports no close
 * for a half-open connection, so the loop treats it as the abnormal closure (1006) it is.
 */
export const DEAD_SOCKET_CODE = 1006;

/** How often a quiet socket pings, and how long it waits for any answer before giving it up. */
export const LIVE_SOCKET_HEARTBEAT = { intervalMs: 25_000, timeoutMs: 10_000 } as const;

/** `connecting` (opening), `open`, `closed` (dropped; a reconnect is due), `stopped` (for good). */
export type LiveSocketStatus = "connecting" | "open" | "closed" | "stopped";

/** What a connection's session may do with its own socket. */
export interface LiveLink<Out> {
  /** Sends `message` if this connection is open; answers whether it was sent. */
  send(message: Out): boolean;
  /** Asks the server for a fresh snapshot (`{"type":"resync"}`) on this connection. */
  resync(): void;
}

/** One connection's handlers, made afresh for every connection by `LiveSocketOptions.session`. */
export interface LiveSession<In> {
  /** The socket opened. */
  opened?(): void;
  /** A parsed message arrived. */
  message?(message: In): void;
}

export interface LiveSocketOptions<In, Out> {
  /** The address, read at every connect. */
  url: () => string;
  /** Makes one connection's session; `link` reaches that connection's socket only. */
  session: (link: LiveLink<Out>) => LiveSession<In>;
  /**
   * What a close with `code` means, asked only for a socket the page did not dispose of: reconnect
   * after the backoff, or stop for good. Default: `shouldReconnect` (game-socket-logic.ts).
   */
  onClose?: (code: number) => "reconnect" | "stop";
  /** Told of every status change. */
  onStatus?: (status: LiveSocketStatus) => void;
  /**
   * Asked after a socket closed without ever opening (a refused upgrade looks like that): the reason
   * the server refuses this socket, or null when it would not (the network, a restart). Its HTTP
   * read shares the refusal's checks. A rejection counts as null.
   */
  whyRefused?: () => Promise<string | null>;
  /** Told the reason when `whyRefused` found the socket refused; the loop has stopped for good. */
  onRefused?: (reason: string) => void;
  /** Turns a frame into a message, or null to ignore it. Default: a JSON object with a string `type`. */
  parse?: (data: unknown) => In | null;
  /** The ping schedule; `false` turns the heartbeat off. Default `LIVE_SOCKET_HEARTBEAT`. */
  heartbeat?: { intervalMs: number; timeoutMs: number } | false;
  /** The socket class. Default: the browser's `WebSocket`, read at every connect. */
  WebSocket?: SocketConstructor;
  /** A uniform number in [0, 1) for the backoff's jitter. Default `Math.random`. */
  random?: () => number;
}

/** A running live socket, as its owner holds it. */
export interface LiveSocket<Out> {
  /** Sends `message` if the current connection is open; answers whether it was sent. */
  send(message: Out): boolean;
  /** Whether the current connection is open. */
  isOpen(): boolean;
  /** Stops for good: no reconnect, no timers, no listeners; closes an open socket with 1000 and `reason`. */
  dispose(reason?: string): void;
}

/** A frame as a typed message: a JSON object with a string `type`, else null. */
export function parseTypedFrame<T extends { type: string }>(data: unknown): T | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(data));
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== "object") return null;
  return typeof (parsed as { type?: unknown }).type === "string" ? (parsed as T) : null;
}

const PING = JSON.stringify({ type: "ping" } satisfies ClientMessage);
const RESYNC = JSON.stringify({ type: "resync" } satisfies ClientMessage);

/** Opens a live socket at once and keeps it open until `dispose` (see the module comment). */
export function createLiveSocket<In extends { type: string }, Out = ClientMessage>(
  options: LiveSocketOptions<In, Out>,
): LiveSocket<Out> {
  const parse = options.parse ?? ((data: unknown) => parseTypedFrame<In>(data));
  const decide = options.onClose ?? ((code: number) => (shouldReconnect(code) ? "reconnect" : "stop"));
  const heartbeat = options.heartbeat ?? LIVE_SOCKET_HEARTBEAT;
  const random = options.random ?? Math.random;
  const backoff = reconnectBackoff();
  let socket: SocketLike | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let beat: ReturnType<typeof setTimeout> | undefined;
  /** Something arrived since the last ping (or since the socket opened). */
  let heard = false;
  /** A ping is out and its answer not yet in. */
  let probing = false;
  let disposed = false;

  const status = (next: LiveSocketStatus) => options.onStatus?.(next);
  const isOpen = () => socket !== null && socket.readyState === OPEN;
  const sendText = (target: SocketLike, text: string): boolean => {
    if (target.readyState !== OPEN) return false;
    target.send(text);
    return true;
  };

  const stopBeat = () => {
    clearTimeout(beat);
    beat = undefined;
    probing = false;
  };
  /** Pings now and gives the socket `timeoutMs` to answer with anything. */
  const probe = () => {
    if (!heartbeat || !socket || probing || socket.readyState !== OPEN) return;
    clearTimeout(beat);
    heard = false;
    probing = true;
    // An answer may come before `send` returns (a test's fake server does that).
    socket.send(PING);
    beat = setTimeout(() => {
      probing = false;
      if (heard) armBeat();
      else dropDead();
    }, heartbeat.timeoutMs);
  };
  /** Pings after `intervalMs` unless something arrives first. */
  const armBeat = () => {
    if (!heartbeat) return;
    clearTimeout(beat);
    heard = false;
    beat = setTimeout(() => {
      if (heard) armBeat();
      else probe();
    }, heartbeat.intervalMs);
  };

  /** Lets go of the current socket: no handler of it runs again. */
  const release = (): SocketLike | null => {
    const old = socket;
    socket = null;
    stopBeat();
    if (old) {
      old.onopen = null;
      old.onmessage = null;
      old.onclose = null;
    }
    return old;
  };

  const closed = (code: number, everOpened = true) => {
    release();
    if (disposed) return;
    if (!everOpened && options.whyRefused) {
      status("closed");
      void askWhy(options.whyRefused, code);
      return;
    }
    schedule(code);
  };

  /** After a socket that never opened: stops for good with the server's reason, else goes on as `schedule`. */
  const askWhy = async (whyRefused: () => Promise<string | null>, code: number) => {
    const reason = await whyRefused().catch(() => null);
    if (disposed || socket !== null || retry !== undefined) return;
    if (reason === null) {
      schedule(code);
      return;
    }
    status("stopped");
    options.onRefused?.(reason);
  };

  /** What the owner decides on a close: a reconnect after the backoff, or a stop. */
  const schedule = (code: number) => {
    const verdict = decide(code);
    // Deciding may have left the page (a seat gone navigates home), which disposes of this socket.
    if (disposed) return;
    if (verdict === "reconnect") {
      status("closed");
      retry = setTimeout(connect, backoff.nextDelay(Date.now(), random()));
    } else status("stopped");
  };

  /**
   * No answer to a ping, or the browser offline: closes the socket without waiting for a close the
   * browser may never report.
   */
  function dropDead() {
    const dead = release();
    if (dead && dead.readyState <= OPEN) dead.close(WS_CLOSE.normal, "no answer to ping");
    closed(DEAD_SOCKET_CODE);
  }

  function connect() {
    retry = undefined;
    if (disposed) return;
    status("connecting");
    const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as SocketConstructor | undefined);
    let created: SocketLike;
    try {
      if (!Socket) throw new Error("no WebSocket here");
      created = new Socket(options.url());
    } catch {
      // No socket can be made here: what HTTP read stays on screen, only live updates are missing.
      status("stopped");
      return;
    }
    const current = created;
    socket = current;
    const session = options.session({
      send: (message) => sendText(current, JSON.stringify(message)),
      resync: () => void sendText(current, RESYNC),
    });
    let everOpened = false;
    current.onopen = () => {
      everOpened = true;
      backoff.opened(Date.now());
      armBeat();
      status("open");
      session.opened?.();
    };
    current.onmessage = (event) => {
      heard = true;
      const message = parse(event.data);
      if (message) session.message?.(message);
    };
    current.onclose = (event) => closed(event.code, everOpened);
  }

  // Back online: a pending reconnect goes now, and an open socket proves it still lives.
  const onOnline = () => {
    if (retry !== undefined) {
      clearTimeout(retry);
      connect();
    } else probe();
  };
  // Offline: the socket cannot be alive whatever it says; drop it now, and come back with `online`.
  const onOffline = () => {
    if (socket !== null) dropDead();
  };
  // Back to the tab: timers may have been throttled or the machine asleep; an open socket proves it lives.
  const onVisibility = () => {
    if (document.visibilityState === "visible") probe();
  };
  const hasWindow = typeof window !== "undefined" && typeof document !== "undefined";
  if (hasWindow) {
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    document.addEventListener("visibilitychange", onVisibility);
  }

  connect();

  return {
    send: (message) => (socket ? sendText(socket, JSON.stringify(message)) : false),
    isOpen,
    dispose(reason) {
      if (disposed) return;
      disposed = true;
      clearTimeout(retry);
      retry = undefined;
      if (hasWindow) {
        window.removeEventListener("online", onOnline);
        window.removeEventListener("offline", onOffline);
        document.removeEventListener("visibilitychange", onVisibility);
      }
      const last = release();
      if (last && last.readyState <= OPEN) last.close(WS_CLOSE.normal, reason);
    },
  };
}
