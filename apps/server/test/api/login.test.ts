// Ids in test names such as (A17) or (F9) are rows of docs/reliability.md.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PasswordHasher } from "../../src/auth/passwords";
import { seedTestUsers } from "../../src/auth/test-users";
import { findUserById } from "../../src/db/repos/users";
import {
  createTestApp,
  errorBodyOf,
  fastPasswords,
  sessionCookieOf,
  signUp,
  type TestApp,
} from "../support/test-app";

let t: TestApp;
let dummyVerifications = 0;
const countingPasswords: PasswordHasher = {
  hash: (p) => fastPasswords.hash(p),
  verify: (p, s) => fastPasswords.verify(p, s),
  verifyDummy: async (p) => {
    dummyVerifications++;
    await fastPasswords.verifyDummy(p);
  },
};

beforeEach(async () => {
  dummyVerifications = 0;
  t = await createTestApp({ config: { adminEmails: ["chief@example.com"] }, passwords: countingPasswords });
});
afterEach(async () => {
  await t.close();
});

const login = (payload: unknown, options: { ip?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: payload as object,
    remoteAddress: options.ip ?? "127.0.0.1",
    headers: options.cookie ? { cookie: `rb_session=${options.cookie}` } : {},
  });

const INVALID = { message: "Invalid e-mail or password.", code: "invalid_credentials" };

describe("POST /api/auth/login", () => {
  it("signs in with the right e-mail (any case) and password, returning the user and a new cookie", async () => {
    const { body, user } = await signUp(t.app);
    t.clock.advance(60_000);
    const res = await login({ email: body.email.toUpperCase(), password: body.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...user, lastLoginAt: new Date(t.clock.now()).toISOString() });
    const cookie = sessionCookieOf(res);
    const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie: `rb_session=${cookie}` } });
    expect(me.json().id).toBe(user.id);
  });

  it("refuses a sign-in with the e-mail only: 400 and no session cookie (A1)", async () => {
    const { body } = await signUp(t.app);
    const res = await login({ email: body.email });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res)).toEqual({ message: "Password is required.", code: "invalid_request" });
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("gives a wrong password and an unknown e-mail the same 401 body", async () => {
    const { body } = await signUp(t.app);
    const wrong = await login({ email: body.email, password: "not the password" });
    const unknown = await login({ email: "ghost@example.com", password: body.password });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorBodyOf(wrong)).toEqual(INVALID);
    expect(errorBodyOf(unknown)).toEqual(INVALID);
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("spends a dummy hash verification on an unknown e-mail so timing matches", async () => {
    await login({ email: "ghost@example.com", password: "whatever1" });
    expect(dummyVerifications).toBe(1);
  });

  it("refuses accounts without a password (guests, test users) with the same 401", async () => {
    await seedTestUsers(t.db, t.clock);
    const res = await login({ email: "alice@test.riddlebook.local", password: "anything-at-all" });
    expect(res.statusCode).toBe(401);
    expect(errorBodyOf(res)).toEqual(INVALID);
  });

  it("locks an account for an address after 10 failures from it with 429 and Retry-After, even for the right password, until the window passes (A2)", async () => {
    const { body } = await signUp(t.app);
    const other = await signUp(t.app);
    const ip = "198.51.100.9";
    for (let i = 0; i < 10; i++) {
      const res = await login({ email: body.email, password: `wrong-${i}-pass` }, { ip });
      expect(errorBodyOf(res)).toEqual(INVALID);
    }
    t.clock.advance(60_000);
    const locked = await login({ email: body.email, password: body.password }, { ip });
    expect(locked.statusCode).toBe(429);
    expect(errorBodyOf(locked)).toEqual({
      message: "Too many attempts. Please wait a moment and try again.",
      code: "rate_limited",
    });
    expect(Number(locked.headers["retry-after"])).toBe(14 * 60);
    expect(locked.headers["set-cookie"]).toBeUndefined();
    // Other accounts from the same IP are unaffected.
    expect((await login({ email: other.body.email, password: other.body.password }, { ip })).statusCode).toBe(
      200,
    );
    t.clock.advance(14 * 60_000);
    expect((await login({ email: body.email, password: body.password }, { ip })).statusCode).toBe(200);
  });

  it("never locks the owner out for strangers' failures from other addresses (A40)", async () => {
    const { body } = await signUp(t.app);
    // Ten wrong passwords from each of five addresses: each of them is locked out of this account...
    for (let a = 0; a < 5; a++) {
      for (let i = 0; i < 10; i++)
        await login({ email: body.email, password: `wrong-${i}-pass` }, { ip: `198.51.100.${a}` });
      expect(
        (await login({ email: body.email, password: body.password }, { ip: `198.51.100.${a}` })).statusCode,
      ).toBe(429);
    }
    // ...and the owner, at home, signs in at once, again and again.
    for (let i = 0; i < 3; i++) {
      const res = await login({ email: body.email, password: body.password }, { ip: "203.0.113.50" });
      expect(res.statusCode).toBe(200);
    }
  });

  it("counts unknown e-mails per account and address too, so the limit reveals nothing", async () => {
    for (let i = 0; i < 10; i++)
      await login({ email: "nobody@example.com", password: "wrong-password" }, { ip: "192.0.2.7" });
    const res = await login({ email: "nobody@example.com", password: "wrong-password" }, { ip: "192.0.2.7" });
    expect(res.statusCode).toBe(429);
  });

  it("limits sign-in attempts per IP across accounts (A2)", async () => {
    const victim = await signUp(t.app);
    const ip = "198.51.100.200";
    for (let i = 0; i < 30; i++) {
      expect(
        (await login({ email: `user${i}@example.com`, password: "wrong-password" }, { ip })).statusCode,
      ).toBe(401);
    }
    const limited = await login({ email: victim.body.email, password: victim.body.password }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(
      (await login({ email: victim.body.email, password: victim.body.password }, { ip: "198.51.100.201" }))
        .statusCode,
    ).toBe(200);
  });

  it("issues a new session at sign-in and kills the one the request carried (fixation, A3)", async () => {
    const { body, cookie: before } = await signUp(t.app);
    const res = await login({ email: body.email, password: body.password }, { cookie: before });
    const after = sessionCookieOf(res);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const old = await t.app.inject({ url: "/api/auth/user", headers: { cookie: `rb_session=${before}` } });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({ url: "/api/auth/user", headers: { cookie: `rb_session=${after}` } });
    expect(fresh.statusCode).toBe(200);
  });

  it("ignores an attacker-chosen session id and issues its own", async () => {
    const { body } = await signUp(t.app);
    const planted = "A".repeat(43);
    const res = await login({ email: body.email, password: body.password }, { cookie: planted });
    expect(sessionCookieOf(res)).not.toBe(planted);
    const planted401 = await t.app.inject({
      url: "/api/auth/user",
      headers: { cookie: `rb_session=${planted}` },
    });
    expect(planted401.statusCode).toBe(401);
  });

  it.each([
    "' OR '1'='1",
    "admin'--@example.com",
    'x@example.com"; DROP TABLE users; --',
    "%' UNION SELECT password_hash FROM users --@x.com",
  ])(
    "answers SQL metacharacters in the e-mail %j with 400 or 401, never 500, and changes nothing (A21)",
    async (email) => {
      const { user } = await signUp(t.app);
      const res = await login({ email, password: "whatever-pass" });
      expect([400, 401]).toContain(res.statusCode);
      errorBodyOf(res);
      expect(await findUserById(t.db, user.id)).toMatchObject({ id: user.id, role: "player" });
      expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    },
  );

  it("does not promote an account listed in ADMIN_EMAILS at sign-in", async () => {
    const app2 = await createTestApp({ db: t.db, config: {} });
    const { body } = await signUp(app2.app, { email: "chief@example.com" });
    await app2.close();
    const res = await login({ email: body.email, password: body.password });
    expect(res.json().role).toBe("player");
  });
});
