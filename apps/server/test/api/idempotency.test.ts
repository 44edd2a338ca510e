// Idempotency-Key on the calls that create something (docs/decisions/016-idempotency-keys.md).
// Ids in test names such as (F9) are rows of docs/reliability.md.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PasswordHasher } from "../../src/auth/passwords";
import { migrateToLatest } from "../../src/db/migrate";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyKey,
} from "../../src/db/repos/idempotency";
import type { Db } from "../../src/db/schema";
import { IDEMPOTENCY_ABANDONED_MS, IDEMPOTENCY_KEY_TTL_MS } from "../../src/http/idempotency";
import { dbTargets } from "../support/db-targets";
import { type Caller, createGame, newCaller } from "../support/game-helpers";
import {
  createTestApp,
  errorBodyOf,
  fastPasswords,
  newSignup,
  sessionCookieOf,
  type TestApp,
} from "../support/test-app";
import { waitFor } from "../support/wait-for";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

let keySeq = 0;
/** A fresh client-chosen key, shaped like the web client's. */
const newKey = () => `key-${++keySeq}-${"x".repeat(24)}`;

/** A call as `caller` (or signed out) with an Idempotency-Key. */
function keyed(
  app: FastifyInstance,
  caller: Caller | null,
  method: "POST" | "PATCH",
  url: string,
  key: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...(caller?.headers ?? {}), "idempotency-key": key },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function count(db: Db, table: "games" | "users" | "game_players" | "idempotency_keys") {
  const result = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(result.rows[0]?.n);
}

const seatsOf = async (gameId: string) =>
  (
    await sql<{
      name: string;
    }>`select name from game_players where game_id = ${gameId} order by joined_at`.execute(t.db)
  ).rows.map((row) => row.name);

describe("Idempotency-Key on POST /api/games", () => {
  it("answers a retried create with the original game and stores one game (F9)", async () => {
    const host = await newCaller(t.app);
    const key = newKey();
    const body = { playerName: "Hana", totalRounds: 2 };
    const first = await keyed(t.app, host, "POST", "/api/games", key, body);
    expect(first.statusCode).toBe(201);
    const retry = await keyed(t.app, host, "POST", "/api/games", key, body);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers["idempotency-replayed"]).toBe("true");
    expect(first.headers["idempotency-replayed"]).toBeUndefined();
    expect(await count(t.db, "games")).toBe(1);
  });

  it("creates again without a key, as before", async () => {
    const host = await newCaller(t.app);
    await createGame(t.app, host);
    await createGame(t.app, host);
    expect(await count(t.db, "games")).toBe(2);
  });

  it("refuses the same key with a different body with 422 idempotency_key_reused and changes nothing (F9)", async () => {
    const host = await newCaller(t.app);
    const key = newKey();
    expect((await keyed(t.app, host, "POST", "/api/games", key, { playerName: "Hana" })).statusCode).toBe(
      201,
    );
    const other = await keyed(t.app, host, "POST", "/api/games", key, { playerName: "Hana", isPublic: true });
    expect(other.statusCode).toBe(422);
    expect(errorBodyOf(other)).toEqual({
      code: "idempotency_key_reused",
      message:
        "This Idempotency-Key was already used for a different request. Send a new key for a new action.",
    });
    expect(await count(t.db, "games")).toBe(1);
  });

  it("refuses the same key on another route with 422", async () => {
    const host = await newCaller(t.app);
    const key = newKey();
    const { gameId } = await createGame(t.app, host);
    expect((await keyed(t.app, host, "POST", "/api/games", key, { playerName: "Hana" })).statusCode).toBe(
      201,
    );
    const bot = await keyed(t.app, host, "POST", `/api/games/${gameId}/add-bot`, key, { botType: "auntie" });
    expect(bot.statusCode).toBe(422);
    expect(errorBodyOf(bot).code).toBe("idempotency_key_reused");
  });

  it("treats the same body with its fields in another order as the same request", async () => {
    const host = await newCaller(t.app);
    const key = newKey();
    const first = await t.app.inject({
      method: "POST",
      url: "/api/games",
      headers: { ...host.headers, "idempotency-key": key, "content-type": "application/json" },
      payload: '{"playerName":"Hana","isPublic":true}',
    });
    const retry = await t.app.inject({
      method: "POST",
      url: "/api/games",
      headers: { ...host.headers, "idempotency-key": key, "content-type": "application/json" },
      payload: '{"isPublic":true,"playerName":"Hana"}',
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await count(t.db, "games")).toBe(1);
  });

  it.each([
    ["too short", "abc"],
    ["too long", "k".repeat(129)],
    ["with a space", "has a space in it"],
    ["with punctuation", "key/../../etc"],
  ])("refuses a key that is %s with 400 invalid_idempotency_key", async (_, key) => {
    const host = await newCaller(t.app);
    const res = await keyed(t.app, host, "POST", "/api/games", key, { playerName: "Hana" });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res)).toEqual({
      code: "invalid_idempotency_key",
      message: "The Idempotency-Key header must be 8 to 128 letters, digits, hyphens or underscores.",
    });
    expect(await count(t.db, "games")).toBe(0);
  });

  it("keeps keys apart per caller: two users with one key each get their own game", async () => {
    const ann = await newCaller(t.app);
    const bo = await newCaller(t.app);
    const key = newKey();
    const a = await keyed(t.app, ann, "POST", "/api/games", key, { playerName: "Ann" });
    const b = await keyed(t.app, bo, "POST", "/api/games", key, { playerName: "Ann" });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().game.id).not.toBe(a.json().game.id);
    expect(await count(t.db, "games")).toBe(2);
  });

  it("gives a key up when its request fails, so the corrected retry runs", async () => {
    const host = await newCaller(t.app);
    const key = newKey();
    const bad = await keyed(t.app, host, "POST", "/api/games", key, { playerName: "  " });
    expect(bad.statusCode).toBe(400);
    const good = await keyed(t.app, host, "POST", "/api/games", key, { playerName: "Hana" });
    expect(good.statusCode).toBe(201);
    expect(good.headers["idempotency-replayed"]).toBeUndefined();
    expect(await count(t.db, "games")).toBe(1);
  });

  it("produces one game from two requests with one key sent at once (F9)", async () => {
    const host = await newCaller(t.app);
    const key = newKey();
    const body = { playerName: "Hana" };
    const answers = await Promise.all([
      keyed(t.app, host, "POST", "/api/games", key, body),
      keyed(t.app, host, "POST", "/api/games", key, body),
      keyed(t.app, host, "POST", "/api/games", key, body),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(await count(t.db, "games")).toBe(1);
  });

  it("forgets a key after a day and deletes it from the table", async () => {
    const host = await newCaller(t.app);
    const key = newKey();
    const body = { playerName: "Hana" };
    const first = await keyed(t.app, host, "POST", "/api/games", key, body);
    expect(await findIdempotencyKey(t.db, `user:${host.userId}`, key)).not.toBeNull();
    t.clock.advance(IDEMPOTENCY_KEY_TTL_MS + 1);
    // A request with another key sweeps the expired ones.
    await keyed(t.app, host, "POST", "/api/games", newKey(), body);
    await waitFor(async () => (await findIdempotencyKey(t.db, `user:${host.userId}`, key)) === null);
    const again = await keyed(t.app, host, "POST", "/api/games", key, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().game.id).not.toBe(first.json().game.id);
    expect(await count(t.db, "games")).toBe(3);
  });

  it("runs a request whose key was left pending by a stopped instance once that claim is abandoned", async () => {
    const host = await newCaller(t.app);
    const key = newKey();
    const body = { playerName: "Hana" };
    // The same request's claim, as an instance that died mid-request left it (no answer stored).
    const scope = `user:${host.userId}`;
    const probe = await keyed(t.app, host, "POST", "/api/games", key, body);
    const stored = await findIdempotencyKey(t.db, scope, key);
    await sql`delete from idempotency_keys where idempotency_key = ${key}`.execute(t.db);
    await claimIdempotencyKey(t.db, {
      scope,
      key,
      route: stored?.route ?? "",
      fingerprint: stored?.fingerprint ?? "",
      now: t.clock.now(),
    });
    t.clock.advance(IDEMPOTENCY_ABANDONED_MS + 1);
    const retry = await keyed(t.app, host, "POST", "/api/games", key, body);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().game.id).not.toBe(probe.json().game.id);
    expect((await findIdempotencyKey(t.db, scope, key))?.statusCode).toBe(201);
  });
});

describe("Idempotency-Key on seats and bots", () => {
  it("answers a retried add-bot with the original bot and seats one bot (F9)", async () => {
    const host = await newCaller(t.app);
    const { gameId } = await createGame(t.app, host);
    const key = newKey();
    const first = await keyed(t.app, host, "POST", `/api/games/${gameId}/add-bot`, key, {
      botType: "auntie",
    });
    expect(first.statusCode).toBe(201);
    const retry = await keyed(t.app, host, "POST", `/api/games/${gameId}/add-bot`, key, {
      botType: "auntie",
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await seatsOf(gameId)).toEqual(["Hana", first.json().bot.name]);
  });

  it("answers a retried add-bot for another game as a different request (the game id is part of it)", async () => {
    const host = await newCaller(t.app);
    const one = await createGame(t.app, host);
    const two = await createGame(t.app, host);
    const key = newKey();
    await keyed(t.app, host, "POST", `/api/games/${one.gameId}/add-bot`, key, { botType: "auntie" });
    const other = await keyed(t.app, host, "POST", `/api/games/${two.gameId}/add-bot`, key, {
      botType: "auntie",
    });
    expect(other.statusCode).toBe(422);
    expect(await seatsOf(two.gameId)).toEqual(["Hana"]);
  });

  it("answers a retried join with the original 201 and one seat (F9)", async () => {
    const host = await newCaller(t.app);
    const { gameId } = await createGame(t.app, host);
    const guest = await newCaller(t.app);
    const key = newKey();
    const first = await keyed(t.app, guest, "POST", "/api/players", key, { gameId, name: "Bo" });
    const retry = await keyed(t.app, guest, "POST", "/api/players", key, { gameId, name: "Bo" });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json()).toEqual(first.json());
    expect(await seatsOf(gameId)).toEqual(["Hana", "Bo"]);
  });
});

describe("Idempotency-Key on sign-up and guest play", () => {
  const signup = (key: string, body: Record<string, unknown>, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "idempotency-key": key, ...(cookie ? { cookie: `rb_session=${cookie}` } : {}) },
      payload: body,
    });

  it("answers a retried sign-up with 201, the original body and a working session (F9)", async () => {
    const body = newSignup();
    const key = newKey();
    const first = await signup(key, body);
    expect(first.statusCode).toBe(201);
    // The first answer (and its cookie) never arrived; the client sends the same request again.
    const retry = await signup(key, body);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const cookie = sessionCookieOf(retry);
    expect(cookie).toBeTruthy();
    expect(cookie).not.toBe(sessionCookieOf(first));
    const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie: `rb_session=${cookie}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(first.json().id);
    expect(await count(t.db, "users")).toBe(1);
  });

  it("never stores the password or a session token with the key", async () => {
    const body = newSignup({ password: "a very particular secret" });
    const key = newKey();
    const first = await signup(key, body);
    const rows = await sql<Record<string, unknown>>`select * from idempotency_keys`.execute(t.db);
    expect(rows.rows).toHaveLength(1);
    const stored = JSON.stringify(rows.rows);
    expect(stored).not.toContain("a very particular secret");
    expect(stored).not.toContain(sessionCookieOf(first) ?? "no cookie");
  });

  it("refuses a retried sign-up with another password with 422 and no session", async () => {
    const body = newSignup();
    const key = newKey();
    expect((await signup(key, body)).statusCode).toBe(201);
    const retry = await signup(key, { ...body, password: "a different password" });
    expect(retry.statusCode).toBe(422);
    expect(errorBodyOf(retry).code).toBe("idempotency_key_reused");
    expect(sessionCookieOf(retry)).toBeUndefined();
  });

  it("still answers a sign-up retried without a key with 409, as before", async () => {
    const body = newSignup();
    expect((await t.app.inject({ method: "POST", url: "/api/auth/signup", payload: body })).statusCode).toBe(
      201,
    );
    const again = await t.app.inject({ method: "POST", url: "/api/auth/signup", payload: body });
    expect(again.statusCode).toBe(409);
  });

  it("answers a retried guest start with the same guest, signed in, and one account (F9)", async () => {
    const key = newKey();
    const start = () =>
      t.app.inject({ method: "POST", url: "/api/dev-auto-login", headers: { "idempotency-key": key } });
    const first = await start();
    const retry = await start();
    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.json()).toEqual(first.json());
    const me = await t.app.inject({
      url: "/api/auth/user",
      headers: { cookie: `rb_session=${sessionCookieOf(retry)}` },
    });
    expect(me.json().id).toBe(first.json().id);
    expect(await count(t.db, "users")).toBe(1);
  });

  it("does not sign a retried guest start in to a guest account claimed since", async () => {
    const key = newKey();
    const start = () =>
      t.app.inject({ method: "POST", url: "/api/dev-auto-login", headers: { "idempotency-key": key } });
    const first = await start();
    const claimed = await t.app.inject({
      method: "POST",
      url: "/api/user/claim",
      headers: { cookie: `rb_session=${sessionCookieOf(first)}` },
      payload: { email: "claimed@example.com", password: "correct horse battery" },
    });
    expect(claimed.statusCode).toBe(200);
    const retry = await start();
    expect(retry.statusCode).toBe(409);
    expect(sessionCookieOf(retry)).toBeUndefined();
  });
});

describe("Idempotency-Key across instances", () => {
  it("makes a retry that reaches another instance mid-request wait for the original's answer (F9)", async () => {
    // Instance A's sign-up is held inside its password hashing, after it claimed the key.
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const gated: PasswordHasher = {
      ...fastPasswords,
      hash: async (password, signal) => {
        await gate;
        return fastPasswords.hash(password, signal);
      },
    };
    const logs: string[] = [];
    const stream = { write: (line: string) => void logs.push(line) };
    const a = await createTestApp({ passwords: gated });
    const b = await createTestApp({ db: a.db, logger: { level: "debug", stream } });
    try {
      const key = newKey();
      const body = newSignup();
      const send = (app: FastifyInstance) =>
        app.inject({
          method: "POST",
          url: "/api/auth/signup",
          headers: { "idempotency-key": key },
          payload: body,
        });
      const first = send(a.app);
      await waitFor(async () => (await count(a.db, "idempotency_keys")) === 1, 5000, "A's claim");
      const retry = send(b.app);
      await waitFor(
        () => logs.some((line) => line.includes("idempotency key pending elsewhere")),
        5000,
        "B waiting",
      );
      open();
      const [original, repeated] = await Promise.all([first, retry]);
      expect([original.statusCode, repeated.statusCode]).toEqual([201, 201]);
      expect(repeated.json()).toEqual(original.json());
      expect(repeated.headers["idempotency-replayed"]).toBe("true");
      const me = await b.app.inject({
        url: "/api/auth/user",
        headers: { cookie: `rb_session=${sessionCookieOf(repeated)}` },
      });
      expect(me.json().id).toBe(original.json().id);
      expect(await count(a.db, "users")).toBe(1);
    } finally {
      open();
      await b.close();
      await a.close();
    }
  });
});

const stores = dbTargets({ pgPoolSize: 8 });

for (const store of stores) {
  describe.skipIf(!store.available)(`idempotency keys on ${store.name}`, () => {
    it("lets exactly one of many simultaneous claims of one key win, and stores its answer (F9)", async () => {
      const { db, close } = await store.open();
      try {
        await migrateToLatest(db);
        const claim = {
          scope: "user:u1",
          key: "k".repeat(16),
          route: "POST /api/games",
          fingerprint: "f",
          now: 1,
        };
        const wins = await Promise.all(Array.from({ length: 8 }, () => claimIdempotencyKey(db, claim)));
        expect(wins.filter(Boolean)).toHaveLength(1);
        await completeIdempotencyKey(db, { ...claim, statusCode: 201, responseBody: '{"ok":true}', now: 2 });
        expect(await findIdempotencyKey(db, claim.scope, claim.key)).toEqual({
          scope: claim.scope,
          key: claim.key,
          route: claim.route,
          fingerprint: "f",
          statusCode: 201,
          responseBody: '{"ok":true}',
          createdAt: 1,
          completedAt: 2,
        });
        // Another caller's identical key is a different row.
        expect(await claimIdempotencyKey(db, { ...claim, scope: "user:u2" })).toBe(true);
      } finally {
        await close();
      }
    });
  });
}
