// @vitest-environment jsdom
import { diffJson, RECONNECT_BASE_MS, RECONNECT_STABLE_MS, WS_CLOSE } from "@riddlebook/protocol";
import type { GameView } from "@riddlebook/rules";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  expectNoMoreSockets,
  FakeSocket,
  recordedCloses,
  start,
  track,
  withFakeLiveSockets,
} from "../test-support/fake-live-socket";
import { GameFixture } from "../test-support/game-fixture";
import { openGameLiveSocket } from "./game-live-socket";
import { type createLiveSocket, DEAD_SOCKET_CODE, LIVE_SOCKET_HEARTBEAT } from "./live-socket";

withFakeLiveSockets();

describe("createLiveSocket: connect", () => {
  it("opens the URL at once, reports connecting then open, and hands parsed messages to the session", () => {
    const { statuses, received, opened } = start();
    expect(FakeSocket.all.map((s) => s.url)).toEqual(["ws://test/ws/user"]);
    expect(statuses).toEqual(["connecting"]);
    FakeSocket.last.open();
    expect(statuses).toEqual(["connecting", "open"]);
    expect(opened()).toBe(1);
    FakeSocket.last.receive({ type: "hello", n: 1 });
    FakeSocket.last.onmessage?.({ data: "not json" });
    FakeSocket.last.onmessage?.({ data: "[1,2]" });
    FakeSocket.last.receive({ notype: true });
    expect(received).toEqual([{ connection: 1, message: { type: "hello", n: 1 } }]);
  });

  it("sends only while open, and says whether it did", () => {
    const { live } = start();
    expect(live.send({ type: "early" })).toBe(false);
    expect(live.isOpen()).toBe(false);
    FakeSocket.last.open();
    expect(live.isOpen()).toBe(true);
    expect(live.send({ type: "presence" })).toBe(true);
    expect(FakeSocket.last.sent).toEqual([{ type: "presence" }]);
  });

  it("stops for good when the browser refuses to make the socket", () => {
    class Refused extends FakeSocket {
      constructor(url: string) {
        super(url);
        throw new DOMException("blocked port", "SecurityError");
      }
    }
    const { statuses } = start({ WebSocket: Refused });
    expect(statuses).toEqual(["connecting", "stopped"]);
    expectNoMoreSockets();
  });
});

describe("createLiveSocket: reconnect with backoff (docs/reliability.md F11)", () => {
  it("waits a jittered delay from a window that doubles with each failed attempt", () => {
    // random 0.5: half of each window, 500 ms · 2^attempt (protocol reconnect.ts).
    const { statuses } = start();
    FakeSocket.last.open();
    FakeSocket.last.drop(1006);
    expect(statuses.at(-1)).toBe("closed");
    for (const [attempt, delay] of [250, 500, 1000, 2000].entries()) {
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.all).toHaveLength(attempt + 1);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all).toHaveLength(attempt + 2);
      expect(statuses.at(-1)).toBe("connecting");
      // It never opens: the next attempt waits longer.
      FakeSocket.last.drop(1006);
    }
  });

  it("spreads clients by the random draw, and starts again from the first window after a stable connection", () => {
    const { statuses } = start({}, 0.9);
    FakeSocket.last.drop(1006);
    vi.advanceTimersByTime(449);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    FakeSocket.last.drop(1006);
    vi.advanceTimersByTime(900);
    expect(FakeSocket.all).toHaveLength(3);
    FakeSocket.last.open();
    FakeSocket.last.receive({ type: "keep-alive" });
    vi.advanceTimersByTime(RECONNECT_STABLE_MS);
    FakeSocket.last.drop(WS_CLOSE.goingAway);
    vi.advanceTimersByTime(450);
    expect(FakeSocket.all).toHaveLength(4);
    expect(statuses.filter((s) => s === "open")).toHaveLength(1);
  });

  it("gives each connection a session of its own", () => {
    const { received, links } = start();
    FakeSocket.last.open();
    FakeSocket.last.receive({ type: "a" });
    FakeSocket.last.drop(1006);
    vi.advanceTimersByTime(250);
    FakeSocket.last.open();
    FakeSocket.last.receive({ type: "b" });
    expect(links).toHaveLength(2);
    expect(received.map((r) => [r.connection, r.message.type])).toEqual([
      [1, "a"],
      [2, "b"],
    ]);
  });

  it("reconnects at once when the browser comes back online", () => {
    start();
    FakeSocket.last.drop(1006);
    expect(FakeSocket.all).toHaveLength(1);
    window.dispatchEvent(new Event("online"));
    expect(FakeSocket.all).toHaveLength(2);
    // The pending retry was cancelled, not run as well.
    expectNoMoreSockets(2);
  });
});

describe("createLiveSocket: close codes (docs/product.md §13)", () => {
  const final = [
    WS_CLOSE.normal,
    WS_CLOSE.unauthorized,
    WS_CLOSE.forbidden,
    WS_CLOSE.notFound,
    WS_CLOSE.sessionEnded,
  ];
  const retried = [
    WS_CLOSE.goingAway,
    1006,
    WS_CLOSE.policy,
    WS_CLOSE.tooBig,
    WS_CLOSE.internalError,
    WS_CLOSE.rateLimited,
  ];

  it.each([
    ...final.map((code) => [code, "stopped", 1] as const),
    ...retried.map((code) => [code, "closed", 2] as const),
  ])("after %i: %s, %i socket(s) in all", (code, status, sockets) => {
    const { statuses } = start();
    FakeSocket.last.open();
    FakeSocket.last.drop(code);
    expect(statuses.at(-1)).toBe(status);
    expectNoMoreSockets(sockets);
  });

  it("lets the owner decide, with the code", () => {
    const { codes, onClose } = recordedCloses((code) => (code === 1006 ? "stop" : "reconnect"));
    const { statuses } = start({ onClose });
    FakeSocket.last.drop(WS_CLOSE.unauthorized);
    vi.advanceTimersByTime(250);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.last.drop(1006);
    expectNoMoreSockets(2);
    expect(codes).toEqual([WS_CLOSE.unauthorized, 1006]);
    expect(statuses.at(-1)).toBe("stopped");
  });

  it("does nothing more when deciding disposed of it (a seat gone leaves the game screen)", () => {
    let live: ReturnType<typeof createLiveSocket> | undefined;
    const { statuses, live: created } = start({
      onClose: () => {
        live?.dispose();
        return "reconnect";
      },
    });
    live = created;
    FakeSocket.last.drop(1006);
    expectNoMoreSockets();
    expect(statuses).toEqual(["connecting"]);
  });
});

describe("createLiveSocket: heartbeat", () => {
  const { intervalMs, timeoutMs } = LIVE_SOCKET_HEARTBEAT;

  it("pings a quiet socket, and keeps one that answers", () => {
    start();
    const socket = FakeSocket.last;
    socket.open();
    vi.advanceTimersByTime(intervalMs - 1);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual([{ type: "ping" }]);
    socket.receive({ type: "pong" });
    vi.advanceTimersByTime(timeoutMs + intervalMs);
    expect(socket.closedWith).toBeNull();
    expect(socket.sent).toEqual([{ type: "ping" }, { type: "ping" }]);
  });

  it("does not ping a socket that hears from the server anyway", () => {
    start();
    const socket = FakeSocket.last;
    socket.open();
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(intervalMs / 2);
      socket.receive({ type: "timer_update" });
    }
    expect(socket.sent).toEqual([]);
  });

  it("takes a socket that does not answer for dead: closes it and reconnects, without waiting for its close event", () => {
    const { codes, onClose } = recordedCloses(() => "reconnect");
    const { statuses } = start({ onClose });
    const socket = FakeSocket.last;
    socket.open();
    vi.advanceTimersByTime(intervalMs + timeoutMs - 1);
    expect(socket.closedWith).toBeNull();
    vi.advanceTimersByTime(1);
    expect(socket.closedWith).toEqual({ code: WS_CLOSE.normal, reason: "no answer to ping" });
    expect(codes).toEqual([DEAD_SOCKET_CODE]);
    expect(statuses.at(-1)).toBe("closed");
    // Its handlers are gone: a late close event changes nothing.
    expect(socket.onclose).toBeNull();
    vi.advanceTimersByTime(250);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it("probes an open socket when the tab comes back and when the browser comes online", () => {
    start();
    const socket = FakeSocket.last;
    socket.open();
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
    document.dispatchEvent(new Event("visibilitychange"));
    expect(socket.sent).toEqual([{ type: "ping" }]);
    // One probe at a time.
    window.dispatchEvent(new Event("online"));
    expect(socket.sent).toEqual([{ type: "ping" }]);
    vi.advanceTimersByTime(timeoutMs);
    expect(socket.closedWith).not.toBeNull();
  });

  it("can be turned off", () => {
    start({ heartbeat: false });
    FakeSocket.last.open();
    vi.advanceTimersByTime(10 * intervalMs);
    expect(FakeSocket.last.sent).toEqual([]);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe("createLiveSocket: dispose", () => {
  it("closes an open socket normally with the reason, and nothing runs afterwards", () => {
    const { live, statuses } = start();
    const socket = FakeSocket.last;
    socket.open();
    live.dispose("leaving the game screen");
    expect(socket.closedWith).toEqual({ code: WS_CLOSE.normal, reason: "leaving the game screen" });
    expect(socket.onopen).toBeNull();
    expect(socket.onmessage).toBeNull();
    expect(socket.onclose).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    window.dispatchEvent(new Event("online"));
    document.dispatchEvent(new Event("visibilitychange"));
    expectNoMoreSockets();
    expect(socket.sent).toEqual([]);
    expect(statuses).toEqual(["connecting", "open"]);
    expect(live.send({ type: "late" })).toBe(false);
  });

  it("cancels a pending reconnect and leaves an already closed socket alone", () => {
    const { live } = start();
    const socket = FakeSocket.last;
    socket.drop(1006);
    live.dispose();
    expect(socket.closedWith).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    expectNoMoreSockets();
  });

  it("closes a socket still connecting", () => {
    const { live } = start();
    live.dispose("stopped watching");
    expect(FakeSocket.last.closedWith).toEqual({ code: WS_CLOSE.normal, reason: "stopped watching" });
  });
});

describe("a game socket's version resync on the live socket (docs/decisions/009-view-patches-on-the-game-socket.md)", () => {
  /** Mia's views over three commits of one game. */
  function threeVersions() {
    const game = GameFixture.writing();
    const first = game.view();
    game.apply({ type: "chooseWord", playerId: "me", word: "clock" });
    const second = game.view();
    game.apply({ type: "chooseWord", playerId: "me", word: "lamp" });
    return { first, second, third: game.view() };
  }
  const base = (view: GameView) => ({ gameId: "g1", version: view.game.version, serverTime: Date.now() });
  const snapshot = (view: GameView) => ({ type: "snapshot", ...base(view), view, draft: null });
  const patched = (from: GameView, to: GameView) => ({
    type: "game_updated",
    ...base(to),
    event: { type: "game_updated", gameId: "g1", version: to.game.version },
    patch: { base: from.game.version, ops: diffJson(from, to) },
  });

  const expectOffered = (offered: GameView[], views: GameView[]) =>
    expect(offered.map((view) => view.game.version)).toEqual(views.map((view) => view.game.version));

  function game() {
    const offered: GameView[] = [];
    const live = track(
      openGameLiveSocket({
        url: () => "ws://test/ws?gameId=g1&playerId=me",
        offer: (view) => offered.push(view),
        onClock: () => {},
        onClose: () => "reconnect",
        onStatus: () => {},
      }),
    );
    return { live, offered };
  }

  beforeEach(() => {
    vi.stubGlobal("WebSocket", FakeSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks its own connection once for a snapshot when a patch does not fit, and applies patches again after it", () => {
    const { first, second, third } = threeVersions();
    const { offered } = game();
    const socket = FakeSocket.last;
    socket.open();
    socket.receive(snapshot(first));
    // The patch to `third` is built on `second`, which this socket never got.
    socket.receive(patched(second, third));
    socket.receive(patched(second, third));
    expect(socket.sent).toEqual([{ type: "resync" }]);
    socket.receive(snapshot(second));
    socket.receive(patched(second, third));
    expectOffered(offered, [first, second, third]);
    expect(socket.sent).toEqual([{ type: "resync" }]);
  });

  it("asks for a snapshot when a timer_update names a newer view than the socket holds", () => {
    const { first, second } = threeVersions();
    game();
    const socket = FakeSocket.last;
    socket.open();
    socket.receive(snapshot(first));
    socket.receive({ type: "timer_update", ...base(first), deadline: null, timeRemaining: null });
    expect(socket.sent).toEqual([]);
    socket.receive({ type: "timer_update", ...base(second), deadline: null, timeRemaining: null });
    expect(socket.sent).toEqual([{ type: "resync" }]);
  });

  it("starts every connection from the server's snapshot: a patch on the new socket does not apply to the old one's view", () => {
    const { first, second, third } = threeVersions();
    const { offered } = game();
    FakeSocket.last.open();
    FakeSocket.last.receive(snapshot(first));
    FakeSocket.last.receive(patched(first, second));
    FakeSocket.last.drop(1006);
    // The first retry comes within RECONNECT_BASE_MS (its jitter is Math.random here).
    vi.advanceTimersByTime(RECONNECT_BASE_MS);
    expect(FakeSocket.all).toHaveLength(2);
    const again = FakeSocket.last;
    again.open();
    // Before its snapshot, the new connection holds no view: a patch asks for one.
    again.receive(patched(second, third));
    expect(again.sent).toEqual([{ type: "resync" }]);
    again.receive(snapshot(third));
    expectOffered(offered, [first, second, third]);
    expect(FakeSocket.all[0]?.sent).toEqual([]);
  });
});
