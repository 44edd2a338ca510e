import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../src/config";
import type { RunningServer } from "../../src/server";
import { ChildServer, stopAllChildServers } from "../support/child-server";
import { api, type LiveUser, startLiveServer } from "../support/live-server";
import { createTempPostgresDatabase, type TempPostgresDatabase } from "../support/postgres";
import { optionalServiceUrl } from "../support/services";
import { UserSocket } from "../support/user-socket";

const SUITE = "friends and presence across instances on PostgreSQL + Redis";
const PG = optionalServiceUrl("TEST_DATABASE_URL", SUITE);
const REDIS = optionalServiceUrl("TEST_REDIS_URL", SUITE);

/** Short presence timings, the same on every instance: rows go stale 1.5 s after their last stamp. */
const TIMINGS = { presenceRefreshMs: 250, presenceStaleMs: 1500, presenceSweepMs: 250 };

describe.skipIf(PG === undefined || REDIS === undefined)(SUITE, () => {
  let temp: TempPostgresDatabase;
  /** In-process instances, and one real child process (B) that can be killed outright. */
  let a: RunningServer;
  let c: RunningServer | undefined;
  let b: ChildServer;
  const sockets: UserSocket[] = [];

  beforeAll(async () => {
    temp = await createTempPostgresDatabase(PG ?? "");
    const shared: Partial<Config> = {
      databaseUrl: temp.url,
      redisUrl: REDIS,
      rateLimitScale: 100,
      ...TIMINGS,
    };
    a = await startLiveServer(shared);
    b = await ChildServer.start({
      name: "B",
      env: {
        DATABASE_URL: temp.url,
        REDIS_URL: REDIS ?? "",
        PRESENCE_REFRESH_MS: String(TIMINGS.presenceRefreshMs),
        PRESENCE_STALE_MS: String(TIMINGS.presenceStaleMs),
        PRESENCE_SWEEP_MS: String(TIMINGS.presenceSweepMs),
      },
    });
    c = await startLiveServer(shared);
  }, 90_000);
  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await a?.close();
    await c?.close();
    await stopAllChildServers();
    await temp?.drop();
  });

  let counter = 0;
  async function person(url: string): Promise<LiveUser & { email: string }> {
    const n = `${process.pid}_${++counter}`;
    const email = `multi${n}@example.com`;
    const res = await fetch(`${url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email,
        firstName: "Mu",
        lastName: "Lti",
        username: `multi_${n}`,
        password: "correct horse battery",
      }),
    });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const cookie =
      res.headers
        .getSetCookie()
        .find((x) => x.startsWith("rb_session="))
        ?.split(";")[0] ?? "";
    return { userId: ((await res.json()) as { id: string }).id, cookie, email };
  }
  async function open(url: string, user: LiveUser): Promise<UserSocket> {
    const socket = await UserSocket.open(url, user.cookie);
    sockets.push(socket);
    return socket;
  }

  it("carries a friend request, its acceptance and presence between instances; a killed instance's user goes offline after the sweep", async () => {
    const ann = await person(a.url);
    const bo = await person(b.url);
    const annSocket = await open(a.url, ann);
    const boSocket = await open(b.url, bo);

    // Ann asks on A; Bo's socket on B receives it, and his acceptance on B reaches Ann on A.
    expect((await api(a.url, ann, "POST", "/api/friends/request", { friendEmail: bo.email })).status).toBe(
      200,
    );
    const request = (await boSocket.next("friend_request")).request;
    expect(request.userId).toBe(ann.userId);
    expect((await api(b.url, bo, "POST", `/api/friends/requests/${request.id}/accept`)).status).toBe(200);
    expect((await annSocket.next("friend_request_answered")).status).toBe("accepted");
    await annSocket.next("friends_changed");

    // Bo's page on B reports hidden, then active: Ann on A is told each change.
    const boSeen = (status: string) =>
      annSocket.next("friend_presence", (m) => m.userId === bo.userId && m.status === status);
    boSocket.report("hidden");
    await boSeen("away");
    boSocket.report("active");
    await boSeen("online");
    const listed = await api(a.url, ann, "GET", "/api/friends");
    expect(listed.body.friends).toMatchObject([{ id: bo.userId, status: "online" }]);

    // B dies without a word: its row goes stale, a sweep (here A's or C's) deletes it and Ann is told.
    await b.kill("SIGKILL");
    await boSeen("offline");
    expect(
      await a.db.selectFrom("user_presence").select("instance_id").where("user_id", "=", bo.userId).execute(),
    ).toEqual([]);
    const after = await api(a.url, ann, "GET", "/api/friends");
    expect(after.body.friends).toMatchObject([{ id: bo.userId, status: "offline" }]);
  }, 60_000);

  it("takes a gracefully stopped instance's users offline for their friends at once", async () => {
    const ann = await person(a.url);
    const cy = await person(a.url);
    expect((await api(a.url, ann, "POST", "/api/friends/request", { friendEmail: cy.email })).status).toBe(
      200,
    );
    const incoming = await api(a.url, cy, "GET", "/api/friends");
    expect(
      (await api(a.url, cy, "POST", `/api/friends/requests/${incoming.body.incoming[0].id}/accept`)).status,
    ).toBe(200);
    const annSocket = await open(a.url, ann);
    await open(c?.url ?? "", cy);
    await annSocket.next("friend_presence", (m) => m.userId === cy.userId && m.status === "online");
    const rowsOfCy = () =>
      a.db.selectFrom("user_presence").select("instance_id").where("user_id", "=", cy.userId).execute();
    expect(await rowsOfCy()).toHaveLength(1);
    await c?.close();
    c = undefined;
    // C's shutdown deleted its row itself (it was fresh: no sweep would have) and told Ann.
    expect(await rowsOfCy()).toEqual([]);
    const offline = await annSocket.next(
      "friend_presence",
      (m) => m.userId === cy.userId && m.status === "offline",
    );
    expect(offline.activity).toBeNull();
  }, 60_000);
});
