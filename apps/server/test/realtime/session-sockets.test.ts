// A session's sockets end with the session (docs/reliability.md A4, ADR 017): sign-out closes them on
// the instance that handled it without a bus round trip, on other instances through the bus, and a
// periodic check on every instance closes the sockets of sessions that are gone or expired, which
// heals a lost bus message and catches the idle and absolute timeouts.
import { WS_CLOSE } from "@riddlebook/protocol";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRedisBus } from "../../src/bus/redis-bus";
import type { RunningServer } from "../../src/server";
import { api, type LiveUser, signUpLive } from "../support/live-server";
import { type ManualClock, manualClock } from "../support/manual-clock";
import { createTempPostgresDatabase, type TempPostgresDatabase } from "../support/postgres";
import { optionalServiceUrl } from "../support/services";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import type { TestSocket } from "../support/ws-client";
import {
  closeCodeOf,
  hostGameWithSocket,
  logout,
  openGameSocket,
  openUserSocket,
  pingGameSocket,
  startServerWith,
  type UserSocket,
} from "./session-socket-helpers";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Long enough for a sweep on a loaded machine, far shorter than the default interval (60 s). */
const CLOSE_WITHIN_MS = 15_000;

describe("the periodic check closes the sockets of expired sessions (A4)", () => {
  let server: RunningServer;
  let clock: ManualClock;
  const gameSockets: TestSocket[] = [];
  const userSockets: UserSocket[] = [];

  async function start(
    overrides: { sessionIdleMs?: number; sessionAbsoluteMs?: number; sessionSocketSweepMs?: number } = {},
  ) {
    clock = manualClock(Date.UTC(2030, 0, 1));
    server = await startServerWith(
      { sessionSocketSweepMs: 100, sessionIdleMs: 7 * DAY_MS, sessionAbsoluteMs: 30 * DAY_MS, ...overrides },
      { clock },
    );
  }
  const closeCode = (socket: Parameters<typeof closeCodeOf>[0]) =>
    closeCodeOf(socket, CLOSE_WITHIN_MS, "socket");

  /** A signed-up user with a game socket and a user socket open. */
  async function connected(): Promise<{ user: LiveUser; game: TestSocket; own: UserSocket }> {
    const user = await signUpLive(server.url);
    const { socket } = await hostGameWithSocket(server.url, user);
    gameSockets.push(socket);
    const own = await openUserSocket(server.url, user.cookie);
    userSockets.push(own);
    return { user, game: socket, own };
  }

  afterEach(async () => {
    for (const s of gameSockets.splice(0)) s.ws.terminate();
    for (const s of userSockets.splice(0)) s.ws.terminate();
    await server?.close();
  });

  it("closes both sockets of a session that reached its idle timeout with 4440, and leaves a used session's sockets open", async () => {
    await start();
    const idle = await connected();
    const used = await connected();
    clock.advance(4 * DAY_MS);
    // Any request is use: it refreshes the session's idle clock (ADR 004).
    expect((await api(server.url, used.user, "GET", "/api/auth/user")).status).toBe(200);
    clock.advance(3 * DAY_MS + 1);

    // No request comes from the idle user: only the periodic check can notice.
    expect(await closeCode(idle.game)).toBe(WS_CLOSE.sessionEnded);
    expect(await closeCode(idle.own)).toBe(WS_CLOSE.sessionEnded);
    // The same sweep looked at the used session: its sockets still answer.
    await pingGameSocket(used.game);
    await used.own.ping();
    expect((await api(server.url, idle.user, "GET", "/api/auth/user")).status).toBe(401);
  });

  it("closes the sockets of a session that reached its absolute timeout, however recently it was used", async () => {
    await start({ sessionAbsoluteMs: 10 * DAY_MS });
    const old = await connected();
    clock.advance(6 * DAY_MS);
    expect((await api(server.url, old.user, "GET", "/api/auth/user")).status).toBe(200);
    const fresh = await connected();
    clock.advance(4 * DAY_MS + 1);

    expect(await closeCode(old.game)).toBe(WS_CLOSE.sessionEnded);
    expect(await closeCode(old.own)).toBe(WS_CLOSE.sessionEnded);
    await pingGameSocket(fresh.game);
    await fresh.own.ping();
  });

  it("closes the sockets of a session that a request finds expired at once, without waiting for the check", async () => {
    // The periodic check is off in effect (an hour): only the request path can close the sockets.
    await start({ sessionSocketSweepMs: 3_600_000 });
    const idle = await connected();
    clock.advance(7 * DAY_MS);
    expect((await api(server.url, idle.user, "GET", "/api/auth/user")).status).toBe(401);
    expect(await closeCode(idle.game)).toBe(WS_CLOSE.sessionEnded);
    expect(await closeCode(idle.own)).toBe(WS_CLOSE.sessionEnded);
  });
});

const SUITE = "session sockets across two instances on PostgreSQL + Redis";
const PG = optionalServiceUrl("TEST_DATABASE_URL", SUITE);
const REDIS = optionalServiceUrl("TEST_REDIS_URL", SUITE);

describe.skipIf(PG === undefined || REDIS === undefined)(SUITE, () => {
  let temp: TempPostgresDatabase;
  let proxy: TcpProxy;
  let a: RunningServer;
  let b: RunningServer;
  const gameSockets: TestSocket[] = [];
  const userSockets: UserSocket[] = [];

  beforeAll(async () => {
    temp = await createTempPostgresDatabase(PG ?? "");
    const redis = new URL(REDIS ?? "");
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    // Both instances reach Redis through the proxy, on channels of their own (tests share one Redis).
    const redisUrl = proxy.urlFor(REDIS ?? "");
    const prefix = `rb:test-${temp.name}:`;
    const shared = { databaseUrl: temp.url, redisUrl };
    // A keeps the default interval (60 s): its sockets can only close through the sign-out itself.
    a = await startServerWith(shared, { bus: createRedisBus(redisUrl, { prefix }) });
    // B checks often: the periodic check is what reaches it while the bus is down.
    b = await startServerWith(
      { ...shared, sessionSocketSweepMs: 200 },
      { bus: createRedisBus(redisUrl, { prefix }) },
    );
  });
  afterAll(async () => {
    for (const s of gameSockets) s.ws.terminate();
    for (const s of userSockets) s.ws.terminate();
    proxy?.restore();
    await a?.close();
    await b?.close();
    await proxy?.close();
    await temp?.drop();
  });

  it("signing out while Redis is unreachable closes the session's sockets on this instance at once, and on the other within the check interval (A4)", async () => {
    const ann = await signUpLive(a.url);
    const bo = await signUpLive(b.url);
    const { gameId, playerId, socket: annOnA } = await hostGameWithSocket(a.url, ann);
    const boSeat = (await api(b.url, bo, "POST", "/api/players", { gameId, name: "Bo" })).body.id as string;
    const annOnB = await openGameSocket(b.url, ann, gameId, playerId);
    const boOnA = await openGameSocket(a.url, bo, gameId, boSeat);
    const boOnB = await openGameSocket(b.url, bo, gameId, boSeat);
    gameSockets.push(annOnA, annOnB, boOnA, boOnB);
    const annUserA = await openUserSocket(a.url, ann.cookie);
    const annUserB = await openUserSocket(b.url, ann.cookie);
    const boUserA = await openUserSocket(a.url, bo.cookie);
    userSockets.push(annUserA, annUserB, boUserA);

    proxy.cut();
    expect(await logout(a.url, ann)).toBe(204);

    // A handled the sign-out: it closes Ann's sockets itself (its own check would take a minute).
    expect(await closeCodeOf(annOnA, CLOSE_WITHIN_MS, "Ann's game socket on A")).toBe(WS_CLOSE.sessionEnded);
    expect(await closeCodeOf(annUserA, CLOSE_WITHIN_MS, "Ann's user socket on A")).toBe(
      WS_CLOSE.sessionEnded,
    );
    // B never heard of it (the bus is down): its periodic check finds the session gone.
    expect(await closeCodeOf(annOnB, CLOSE_WITHIN_MS, "Ann's game socket on B")).toBe(WS_CLOSE.sessionEnded);
    expect(await closeCodeOf(annUserB, CLOSE_WITHIN_MS, "Ann's user socket on B")).toBe(
      WS_CLOSE.sessionEnded,
    );
    // Bo's session is untouched on both instances.
    await pingGameSocket(boOnA);
    await pingGameSocket(boOnB);
    await boUserA.ping();
    proxy.restore();
  });
});
