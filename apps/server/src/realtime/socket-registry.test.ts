import { EventEmitter } from "node:events";
import { WS_CLOSE } from "@riddlebook/protocol";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WebSocket } from "ws";
import { type EventBus, SESSIONS_CHANNEL } from "../bus/bus";
import { createMemoryBus } from "../bus/memory-bus";
import { LiveSocket } from "./live-socket";
import { FLOOD_COOLDOWN_MS, SocketRegistry } from "./socket-registry";

/** A socket that records how it was closed and then emits "close", as ws does. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readonly CONNECTING = 0;
  readyState = 1;
  closedWith: number | undefined;
  send(): void {}
  close(code: number): void {
    this.closedWith = code;
    this.readyState = 3;
    this.emit("close");
  }
}

function socketOf(userId: string, tokenHash = `${userId}-token`) {
  const fake = new FakeSocket();
  return { fake, conn: new LiveSocket(fake as unknown as WebSocket, { userId, tokenHash }) };
}

let bus: EventBus;
afterEach(() => bus.close());

let now = 0;

function registry(maxSocketsPerUser = 2) {
  bus = createMemoryBus();
  now = 0;
  return new SocketRegistry<LiveSocket>({
    bus,
    clock: { now: () => now },
    heartbeatMs: 60_000,
    maxSocketsPerUser,
    messagesPerSecond: 10,
    refusalsBeforeClose: 1,
    notices: false,
  });
}

describe("SocketRegistry", () => {
  it("admits up to the per-user cap, refuses the next with 1008, and frees a place when a socket closes", () => {
    const sockets = registry(2);
    const [a, b, c] = [socketOf("ann"), socketOf("ann"), socketOf("ann")];
    expect(sockets.admit(a.conn, { frame: () => {} })).toBe(true);
    expect(sockets.admit(b.conn, { frame: () => {} })).toBe(true);
    expect(sockets.admit(c.conn, { frame: () => {} })).toBe(false);
    expect(c.fake.closedWith).toBe(WS_CLOSE.policy);
    expect(sockets.admit(socketOf("bo").conn, { frame: () => {} })).toBe(true);
    expect([sockets.socketsOf("ann"), sockets.size]).toEqual([2, 3]);
    a.fake.close(WS_CLOSE.normal);
    expect([sockets.socketsOf("ann"), sockets.size]).toEqual([1, 2]);
  });

  it("closes with 4440 only the sockets of a revoked session", async () => {
    const sockets = registry(3);
    await sockets.start();
    const revoked = socketOf("ann", "old");
    const other = socketOf("ann", "new");
    let closedSeen = 0;
    sockets.admit(revoked.conn, { frame: () => {}, closed: () => closedSeen++ });
    sockets.admit(other.conn, { frame: () => {} });
    await bus.publish(SESSIONS_CHANNEL, { type: "session_revoked", userId: "ann", tokenHash: "old" });
    await vi.waitFor(() => expect(revoked.fake.closedWith).toBe(WS_CLOSE.sessionEnded), { timeout: 2000 });
    expect([other.fake.closedWith, closedSeen, sockets.socketsOf("ann")]).toEqual([undefined, 1, 1]);
    await sockets.shutdown();
  });

  it("on shutdown runs the last work first, closes every socket with 1001, then admits none", async () => {
    const sockets = registry();
    await sockets.start();
    const open = socketOf("ann");
    sockets.admit(open.conn, { frame: () => {} });
    const order: string[] = [];
    await sockets.shutdown(async () => {
      order.push(`before close: ${open.fake.closedWith ?? "open"}`);
    });
    expect(order).toEqual(["before close: open"]);
    expect(open.fake.closedWith).toBe(WS_CLOSE.goingAway);
    const late = socketOf("bo");
    expect(sockets.isClosing).toBe(true);
    expect(sockets.admit(late.conn, { frame: () => {} })).toBe(false);
    expect(late.fake.closedWith).toBe(WS_CLOSE.policy);
  });

  it("hands frames through until the rate limit closes the socket", () => {
    const sockets = registry();
    const { fake, conn } = socketOf("ann");
    const frames: string[] = [];
    sockets.admit(conn, { frame: (data) => frames.push(String(data)) });
    for (let i = 0; i < 25; i++) fake.emit("message", Buffer.from(String(i)), false);
    // A burst of twice the rate (20) passes; the clock stands still, so the 21st closes the socket.
    expect(frames).toHaveLength(20);
    expect(fake.closedWith).toBe(WS_CLOSE.rateLimited);
  });

  it("cools a user closed for flooding down before they may connect again, and no one else (L5)", () => {
    const sockets = registry();
    const { fake, conn } = socketOf("ann");
    sockets.admit(conn, { frame: () => {} });
    sockets.admit(socketOf("bo").conn, { frame: () => {} });
    for (let i = 0; i < 25; i++) fake.emit("message", Buffer.from("x"), false);
    expect(fake.closedWith).toBe(WS_CLOSE.rateLimited);
    expect(sockets.floodCooldownSeconds("ann")).toBe(FLOOD_COOLDOWN_MS / 1000);
    expect(sockets.floodCooldownSeconds("bo")).toBe(0);
    now = FLOOD_COOLDOWN_MS - 1;
    expect(sockets.floodCooldownSeconds("ann")).toBe(1);
    now = FLOOD_COOLDOWN_MS;
    expect(sockets.floodCooldownSeconds("ann")).toBe(0);
  });
});
