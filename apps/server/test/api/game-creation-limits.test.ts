// Ids in test names such as (A36) or (F14) are rows of docs/reliability.md; ADR 013.
import type { AddressInfo } from "node:net";
import { joinCodeSpaceSize } from "@riddlebook/rules";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { insertGame, listLiveJoinCodes, loadGame } from "../../src/db/repos/games";
import { SYSTEM } from "../../src/game/game-service";
import { statusOf } from "../../src/http/error-status";
import { DomainError } from "../../src/lib/domain-error";
import { type Caller, call, createGame, gameInWriting, joinGame, newCaller } from "../support/game-helpers";
import { createTestApp, errorBodyOf, sessionCookieOf, type TestApp } from "../support/test-app";
import { waitFor } from "../support/wait-for";
import { TestSocket } from "../support/ws-client";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Long enough that the periodic sweep never runs by itself in a test that sweeps by hand. */
const NO_PERIODIC_SWEEP = { setupSweepMs: 3_600_000 };

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function testApp(config: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp(config);
  apps.push(t);
  return t;
}

const createAs = (t: TestApp, caller: Caller, ip = "127.0.0.1", body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/games",
    headers: caller.headers,
    remoteAddress: ip,
    payload: { playerName: "Hana", totalRounds: 2, ...body },
  });

/** A guest started from `ip`, as the "Play as guest" button does. */
async function guestFrom(t: TestApp, ip: string): Promise<Caller> {
  const res = await t.app.inject({ method: "POST", url: "/api/dev-auto-login", remoteAddress: ip });
  expect(res.statusCode, res.body).toBe(200);
  return { userId: res.json().id, headers: { cookie: `rb_session=${sessionCookieOf(res)}` } };
}

function expectCreateRateLimited(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(429);
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  const body = errorBodyOf(res);
  expect(body.code).toBe("rate_limited");
  expect(body.message).toMatch(/creating games too quickly/);
}

const phaseOf = async (t: TestApp, gameId: string) => (await loadGame(t.db, gameId))?.state.phase;

describe("creating games is limited (A36)", () => {
  it("refuses 1,000 creates from one user long before the join codes run low, and another user can still create (A36)", async () => {
    const t = await testApp();
    const spammer = await newCaller(t.app);
    const statuses = new Map<number, number>();
    let firstRefusal: LightMyRequestResponse | undefined;
    for (let i = 0; i < 1000; i++) {
      const res = await createAs(t, spammer);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode === 429) firstRefusal ??= res;
    }
    // At most 10 creates per user per 10 minutes; only 3 of them can be games in setup at once.
    expect(statuses.get(201)).toBe(3);
    expect(statuses.get(409)).toBe(7);
    expect(statuses.get(429)).toBe(990);
    expect([...statuses.keys()].sort()).toEqual([201, 409, 429]);
    expectCreateRateLimited(firstRefusal as LightMyRequestResponse);
    const live = await listLiveJoinCodes(t.db);
    expect(live.size).toBe(3);
    expect(live.size).toBeLessThan(joinCodeSpaceSize("standard") / 1000);

    const other = await newCaller(t.app);
    expect((await createAs(t, other)).statusCode).toBe(201);
    const battle = await createAs(t, await newCaller(t.app), "127.0.0.1", { gameMode: "head_to_head" });
    expect(battle.statusCode, battle.body).toBe(201);
  });

  it("counts create-and-leave cycles too: the 11th create within 10 minutes waits, and the window passes (A36)", async () => {
    const t = await testApp();
    const host = await newCaller(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await createAs(t, host);
      expect(res.statusCode, res.body).toBe(201);
      // Leaving a game in setup alone ends it, so the setup cap never stops this host.
      const left = await call(t.app, host, "POST", `/api/games/${res.json().game.id}/leave`);
      expect(left.statusCode, left.body).toBe(200);
    }
    const refused = await createAs(t, host);
    expectCreateRateLimited(refused);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(600);
    expect((await listLiveJoinCodes(t.db)).size).toBe(0);

    t.clock.advance(10 * MINUTE + 1000);
    expect((await createAs(t, host)).statusCode).toBe(201);
  });

  it("holds the per-IP limit across several guest accounts from one IP, and other IPs are not affected (A36)", async () => {
    const t = await testApp();
    const ip = "198.51.100.7";
    // 30 creates per IP per 10 minutes: ten guests reach it with three games each.
    for (let g = 0; g < 10; g++) {
      const guest = await guestFrom(t, ip);
      for (let i = 0; i < 3; i++) {
        const res = await createAs(t, guest, ip);
        expect(res.statusCode, res.body).toBe(201);
      }
    }
    const fresh = await guestFrom(t, ip);
    expectCreateRateLimited(await createAs(t, fresh, ip));
    const another = await guestFrom(t, ip);
    expectCreateRateLimited(await createAs(t, another, ip));
    expect((await listLiveJoinCodes(t.db)).size).toBe(30);

    // The same fresh guest on another network, and a guest from elsewhere, still create.
    expect((await createAs(t, fresh, "203.0.113.9")).statusCode).toBe(201);
    expect((await createAs(t, await guestFrom(t, "203.0.113.10"), "203.0.113.10")).statusCode).toBe(201);
  });
});

describe("every route that makes a game shares the creation limits (A36)", () => {
  it("counts battles, story chapters and POST /api/games together, and each refuses alike once they are used up", async () => {
    const t = await testApp();
    const ann = await newCaller(t.app);
    const battle = () =>
      call(t.app, ann, "POST", "/api/battles", { opponent: { kind: "bot", difficulty: "easy" } });
    const chapter = () => call(t.app, ann, "POST", "/api/story/chapters/attic/play");
    // Ten games made three ways: the creates one user has in 10 minutes.
    for (const make of [battle, battle, battle, battle, chapter, chapter, chapter, chapter]) {
      const res = await make();
      expect(res.statusCode, res.body).toBe(201);
    }
    for (let i = 0; i < 2; i++) expect((await createAs(t, ann)).statusCode).toBe(201);
    // The 11th is refused on every route, with the same answer.
    expectCreateRateLimited(await createAs(t, ann));
    expectCreateRateLimited(await battle());
    expectCreateRateLimited(await chapter());
    // Refused creates are not counted: once the window passes, each route makes a game again.
    t.clock.advance(10 * MINUTE + 1000);
    expect((await battle()).statusCode).toBe(201);
    expect((await chapter()).statusCode).toBe(201);
  });
});

describe("a host has at most 3 games in setup (A36)", () => {
  it("refuses a 4th game in setup with 409 and a clear message, and allows one again after leaving one", async () => {
    const t = await testApp();
    const host = await newCaller(t.app);
    const games = [];
    for (let i = 0; i < 3; i++) games.push(await createGame(t.app, host));
    const fourth = await createAs(t, host);
    expect(fourth.statusCode, fourth.body).toBe(409);
    const body = errorBodyOf(fourth);
    expect(body.code).toBe("too_many_setup_games");
    expect(body.message).toBe(
      "You already host 3 games that have not started. Start or leave one of them before creating another.",
    );
    expect((await listLiveJoinCodes(t.db)).size).toBe(3);

    // Leaving one (even when someone else takes over as host) frees a place.
    const friend = await newCaller(t.app);
    await joinGame(t.app, friend, games[0]!.gameId, "Ben");
    expect((await call(t.app, host, "POST", `/api/games/${games[0]!.gameId}/leave`)).statusCode).toBe(200);
    expect((await createAs(t, host)).statusCode).toBe(201);
    expect((await createAs(t, host)).statusCode).toBe(409);
  });

  it("does not count started games or seats in other hosts' games", async () => {
    const t = await testApp();
    const { seats } = await gameInWriting(t.app, 2);
    const host = seats[0]!;
    const guestSeat = seats[1]!;
    const elsewhere = await createGame(t.app, await newCaller(t.app));
    await joinGame(t.app, host, elsewhere.gameId, "Ivy");
    for (let i = 0; i < 3; i++) expect((await createAs(t, host)).statusCode).toBe(201);
    expect((await createAs(t, host)).statusCode).toBe(409);
    // The other player of the started game hosts nothing in setup.
    expect((await createAs(t, guestSeat)).statusCode).toBe(201);
  });

  it("holds when one user sends many creates at once", async () => {
    const t = await testApp();
    const host = await newCaller(t.app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => createAs(t, host)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect((await listLiveJoinCodes(t.db)).size).toBe(3);
  });
});

describe("games idle in setup expire (F14)", () => {
  it("ends a setup game idle for an hour, tells its open sockets, and frees its code, while a game with recent activity stays (F14)", async () => {
    const t = await testApp({ config: NO_PERIODIC_SWEEP });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    const idleHost = await newCaller(t.app);
    const idle = await createGame(t.app, idleHost);
    const socket = await TestSocket.open(
      url,
      { gameId: idle.gameId, playerId: idle.playerId },
      { cookie: idleHost.headers.cookie },
    );
    // The socket's presence is a commit too: wait for it, so the game's last commit is now.
    await socket.view((v) => v.players.some((p: { id: string; connected: boolean }) => p.connected));

    const busyHost = await newCaller(t.app);
    const busy = await createGame(t.app, busyHost);

    t.clock.advance(59 * MINUTE);
    expect(await t.app.setupExpiry.sweep()).toBe(0);
    // Someone joins the busy game: a commit, so its hour starts again.
    await joinGame(t.app, await newCaller(t.app), busy.gameId, "Ben");
    t.clock.advance(2 * MINUTE);

    expect(await t.app.setupExpiry.sweep()).toBe(1);
    const done = await socket.next("game_complete");
    expect(done.view.game.currentPhase).toBe("complete");
    expect(await phaseOf(t, idle.gameId)).toBe("complete");
    expect(await phaseOf(t, busy.gameId)).toBe("setup");

    // The code is free: nobody finds the old game by it, and a new game may take it.
    const lookup = await call(t.app, busyHost, "GET", `/api/games/by-code/${idle.joinCode.toLowerCase()}`);
    expect(lookup.statusCode).toBe(404);
    expect((await listLiveJoinCodes(t.db)).has(idle.joinCode)).toBe(false);
    const reuse = t.app.games.prepare(
      { id: "reuse-1", joinCode: idle.joinCode },
      { playerId: "reuse-host", userId: idleHost.userId, name: "Hana" },
    );
    await insertGame(t.db, reuse.state, t.clock.now());
    // The busy game's own hour runs from the join.
    t.clock.advance(58 * MINUTE);
    expect(await t.app.setupExpiry.sweep()).toBe(0);
    t.clock.advance(1 * MINUTE);
    expect(await t.app.setupExpiry.sweep()).toBe(1);
    expect(await phaseOf(t, busy.gameId)).toBe("complete");
    await socket.close();
  });

  it("leaves started games alone, however long since their last commit (F14)", async () => {
    const t = await testApp({ config: { ...NO_PERIODIC_SWEEP, writingSeconds: 3 * 3600 } });
    const { gameId } = await gameInWriting(t.app, 2);
    t.clock.advance(2 * HOUR);
    expect(await t.app.setupExpiry.sweep()).toBe(0);
    expect(await phaseOf(t, gameId)).toBe("writing");
  });

  it("runs by itself on every instance, on the configured period (F14)", async () => {
    const t = await testApp({ config: { setupSweepMs: 50, setupIdleMs: 10 * MINUTE } });
    const host = await newCaller(t.app);
    const { gameId } = await createGame(t.app, host);
    t.clock.advance(10 * MINUTE + 1);
    await waitFor(async () => (await phaseOf(t, gameId)) === "complete", 10_000, "the idle game to expire");
  });

  it("ends each idle game exactly once when two instances sweep one database (F14)", async () => {
    const first = await testApp({ config: NO_PERIODIC_SWEEP });
    const second = await testApp({ config: NO_PERIODIC_SWEEP, db: first.db });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await createGame(first.app, await newCaller(first.app))).gameId);
    for (const t of [first, second]) t.clock.advance(HOUR + 1);
    const [a, b] = await Promise.all([first.app.setupExpiry.sweep(), second.app.setupExpiry.sweep()]);
    expect(a + b).toBe(6);
    for (const id of ids) {
      const stored = await loadGame(first.db, id);
      expect(stored?.state.phase).toBe("complete");
      // Created at version 0 (plus nothing), then exactly one expire.
      expect(stored?.state.version).toBe(1);
    }
  });

  it("lets only the server send expire: a player asking for it is refused (F14)", async () => {
    const t = await testApp({ config: NO_PERIODIC_SWEEP });
    const host = await newCaller(t.app);
    const { gameId } = await createGame(t.app, host);
    const refused = await t.app.games
      .act({ kind: "user", userId: host.userId }, gameId, () => ({ type: "expire" }))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: "forbidden", message: "Only the server keeps the clock." });
    expect(statusOf((refused as DomainError).code)).toBe(403);
    expect(await phaseOf(t, gameId)).toBe("setup");
    const ended = await t.app.games.act(SYSTEM, gameId, () => ({ type: "expire" }));
    expect(ended.state.phase).toBe("complete");
  });
});
