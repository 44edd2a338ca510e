// Redis going down and coming back (docs/reliability.md F6, ADR 017): commits do not need the bus,
// and when the bus reconnects every instance resyncs its sockets with a snapshot at the current
// version, so a client on another instance does not stay on a stale view until the next commit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisBus } from "../../src/bus/redis-bus";
import type { RunningServer } from "../../src/server";
import { api, signUpLive } from "../support/live-server";
import { createTempPostgresDatabase, type TempPostgresDatabase } from "../support/postgres";
import { optionalServiceUrl } from "../support/services";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import type { TestSocket } from "../support/ws-client";
import { hostGameWithSocket, openGameSocket, startServerWith } from "./session-socket-helpers";

const SUITE = "Redis outage with two instances on PostgreSQL + Redis";
const PG = optionalServiceUrl("TEST_DATABASE_URL", SUITE);
const REDIS = optionalServiceUrl("TEST_REDIS_URL", SUITE);

/** Generous: the bus reconnects within a few seconds of Redis coming back, even on a loaded machine. */
const RESYNC_WITHIN_MS = 30_000;

describe.skipIf(PG === undefined || REDIS === undefined)(SUITE, () => {
  let temp: TempPostgresDatabase;
  let proxy: TcpProxy;
  let a: RunningServer;
  let b: RunningServer;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    temp = await createTempPostgresDatabase(PG ?? "");
    const redis = new URL(REDIS ?? "");
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    const redisUrl = proxy.urlFor(REDIS ?? "");
    const prefix = `rb:test-${temp.name}:`;
    const shared = { databaseUrl: temp.url, redisUrl };
    a = await startServerWith(shared, { bus: createRedisBus(redisUrl, { prefix }) });
    b = await startServerWith(shared, { bus: createRedisBus(redisUrl, { prefix }) });
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    proxy?.restore();
    await a?.close();
    await b?.close();
    await proxy?.close();
    await temp?.drop();
  });

  it("keeps committing while Redis is down, and resyncs a client on the other instance to the current version once it is back, without a new commit (F6)", async () => {
    const ann = await signUpLive(a.url);
    const bo = await signUpLive(b.url);
    const { gameId, socket: annOnA } = await hostGameWithSocket(a.url, ann);
    const boSeat = (await api(b.url, bo, "POST", "/api/players", { gameId, name: "Bo" })).body.id as string;
    const boOnB = await openGameSocket(b.url, bo, gameId, boSeat);
    sockets.push(annOnA, boOnB);
    const version = async () =>
      (await api(a.url, ann, "GET", `/api/games/${gameId}`)).body.game.version as number;
    const before = await version();

    proxy.cut();
    // Two commits on A while the bus is down: both stand.
    expect((await api(a.url, ann, "PATCH", `/api/games/${gameId}`, { currentPageNumber: 4 })).status).toBe(
      200,
    );
    expect((await api(a.url, bo, "PATCH", `/api/players/${boSeat}`, { isReady: true })).status).toBe(200);
    const current = await version();
    expect(current).toBe(before + 2);
    // A's own sockets get A's commits straight away, bus or not.
    await annOnA.view((view) => view.game.version === current);

    proxy.restore();
    // B missed both commits on the bus; once the bus is back, B sends Bo a snapshot at the current version.
    const resync = await boOnB.next("snapshot", (m) => m.version === current, RESYNC_WITHIN_MS);
    expect(resync.view.game.version).toBe(current);
    expect(resync.view.game.currentPageNumber).toBe(4);
    // No commit brought it: the game is still at that version.
    expect(await version()).toBe(current);
  });
});
