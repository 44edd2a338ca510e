import { EventEmitter } from "node:events";
import { WS_CLOSE } from "@riddlebook/protocol";
import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import type { EventBus } from "../bus/bus";
import { createMemoryBus } from "../bus/memory-bus";
import { LiveSocket } from "./live-socket";
import { SessionSockets } from "./session-sockets";
import { SocketRegistry } from "./socket-registry";

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

const buses: EventBus[] = [];
afterEach(async () => {
  for (const bus of buses.splice(0)) await bus.close();
});

function registry(): SocketRegistry<LiveSocket> {
  const bus = createMemoryBus();
  buses.push(bus);
  return new SocketRegistry<LiveSocket>({
    bus,
    clock: { now: () => 0 },
    heartbeatMs: 60_000,
    maxSocketsPerUser: 10,
    messagesPerSecond: 10,
    refusalsBeforeClose: 1,
    notices: false,
  });
}

function admit(sockets: SocketRegistry<LiveSocket>, userId: string, tokenHash: string): FakeSocket {
  const fake = new FakeSocket();
  sockets.admit(new LiveSocket(fake as unknown as WebSocket, { userId, tokenHash }), { frame: () => {} });
  return fake;
}

const warnings: unknown[] = [];
const log = {
  warn: (...args: unknown[]) => warnings.push(args),
  info: () => {},
} as unknown as FastifyBaseLogger;

describe("SessionSockets (A4)", () => {
  it("asks once per check for every session behind both kinds of socket, and closes only the ended ones with 4440", async () => {
    const games = registry();
    const users = registry();
    const annGame = admit(games, "ann", "ann-1");
    const annUser = admit(users, "ann", "ann-1");
    const boGame = admit(games, "bo", "bo-1");
    const boUser = admit(users, "bo", "bo-1");
    const cyUser = admit(users, "cy", "cy-1");
    const asked: string[][] = [];
    const watch = new SessionSockets({
      sockets: [games, users],
      liveTokenHashes: async (hashes) => {
        asked.push([...hashes].sort());
        return new Set(["bo-1"]);
      },
      intervalMs: 60_000,
      bus: buses[0]!,
      log,
    });

    expect(await watch.checkNow()).toBe(3);
    expect(asked).toEqual([["ann-1", "bo-1", "cy-1"]]);
    expect([annGame.closedWith, annUser.closedWith, cyUser.closedWith]).toEqual([
      WS_CLOSE.sessionEnded,
      WS_CLOSE.sessionEnded,
      WS_CLOSE.sessionEnded,
    ]);
    expect([boGame.closedWith, boUser.closedWith]).toEqual([undefined, undefined]);
    expect([games.size, users.size]).toEqual([1, 1]);
  });

  it("closes a session's sockets of every kind at once when told it ended here, and no other session's", () => {
    const games = registry();
    const users = registry();
    const old = [admit(games, "ann", "old"), admit(users, "ann", "old")];
    const current = [admit(games, "ann", "new"), admit(users, "ann", "new")];
    const watch = new SessionSockets({
      sockets: [games, users],
      liveTokenHashes: async () => new Set(),
      intervalMs: 60_000,
      bus: buses[0]!,
      log,
    });
    watch.sessionEnded("ann", "old");
    expect(old.map((s) => s.closedWith)).toEqual([WS_CLOSE.sessionEnded, WS_CLOSE.sessionEnded]);
    expect(current.map((s) => s.closedWith)).toEqual([undefined, undefined]);
  });

  it("asks nothing when no socket is open, and survives a failed query, closing nothing", async () => {
    const games = registry();
    let calls = 0;
    const watch = new SessionSockets({
      sockets: [games],
      liveTokenHashes: async () => {
        calls += 1;
        throw new Error("database unreachable");
      },
      intervalMs: 60_000,
      bus: buses[0]!,
      log,
    });
    expect(await watch.checkNow()).toBe(0);
    expect(calls).toBe(0);
    const socket = admit(games, "ann", "ann-1");
    expect(await watch.checkNow()).toBe(0);
    expect([calls, socket.closedWith, warnings.length > 0]).toEqual([1, undefined, true]);
  });

  it("never runs two checks at once: the calls made during a check share one check right after it", async () => {
    const games = registry();
    admit(games, "ann", "ann-1");
    let running = 0;
    let most = 0;
    let calls = 0;
    const watch = new SessionSockets({
      sockets: [games],
      liveTokenHashes: async () => {
        calls += 1;
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
        return new Set(["ann-1"]);
      },
      intervalMs: 60_000,
      bus: buses[0]!,
      log,
    });
    await Promise.all([watch.checkNow(), watch.checkNow(), watch.checkNow()]);
    expect([calls, most]).toEqual([2, 1]);
  });
});
