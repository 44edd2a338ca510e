// Ids in test names such as (A17) or (F9) are rows of docs/reliability.md.
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SESSIONS_CHANNEL } from "../../src/bus/bus";
import { findSessionWithUser } from "../../src/db/repos/sessions";
import {
  createTestApp,
  errorBodyOf,
  sessionCookieOf,
  setCookieHeader,
  signUp,
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

const me = (cookie?: string) =>
  t.app.inject({ url: "/api/auth/user", headers: cookie ? { cookie: `rb_session=${cookie}` } : {} });
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const DAY = 24 * 60 * 60 * 1000;

describe("sessions", () => {
  it("answers GET /api/auth/user without a session with 401", async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(errorBodyOf(res)).toEqual({ message: "You are not signed in.", code: "unauthorized" });
  });

  it("answers a malformed or unknown cookie with 401", async () => {
    expect((await me("garbage")).statusCode).toBe(401);
    expect((await me("B".repeat(43))).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: "/api/auth/user", headers: { cookie: "rb_session=%%%; other=1" } }))
        .statusCode,
    ).toBe(401);
  });

  it("stores only the sha256 of the token", async () => {
    const { cookie, user } = await signUp(t.app);
    const found = await findSessionWithUser(t.db, sha256(cookie));
    expect(found?.user.id).toBe(user.id);
    expect(await findSessionWithUser(t.db, cookie)).toBeNull();
  });

  it("signs out with POST /api/auth/logout: 204, cookie cleared, the old cookie then 401, and a session_revoked event (A4)", async () => {
    const { cookie, user } = await signUp(t.app);
    const events: unknown[] = [];
    await t.bus.subscribe(SESSIONS_CHANNEL, (m) => events.push(m));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: `rb_session=${cookie}` },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(setCookieHeader(res)).toMatch(/^rb_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    expect((await me(cookie)).statusCode).toBe(401);
    await waitFor(() => events.length === 1);
    expect(events).toEqual([{ type: "session_revoked", userId: user.id, tokenHash: sha256(cookie) }]);
  });

  it("signs out with GET /api/logout: session destroyed, cookie cleared, redirect to /", async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ url: "/api/logout", headers: { cookie: `rb_session=${cookie}` } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    expect(setCookieHeader(res)).toMatch(/^rb_session=;/);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("lets a signed-out visitor sign out again harmlessly", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/logout" })).statusCode).toBe(302);
  });

  it("redirects GET /api/login to the /login page", async () => {
    const res = await t.app.inject({ url: "/api/login" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/login");
  });

  it("ends a session left idle for 7 days", async () => {
    const { cookie } = await signUp(t.app);
    t.clock.advance(7 * DAY - 1000);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(7 * DAY);
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await findSessionWithUser(t.db, sha256(cookie))).toBeNull();
  });

  it("ends a session 30 days after sign-in however busy it is", async () => {
    const { cookie } = await signUp(t.app);
    for (let day = 6; day < 30; day += 6) {
      t.clock.advance(6 * DAY);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    t.clock.advance(6 * DAY);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("refreshes last-seen at most once a minute", async () => {
    const { cookie } = await signUp(t.app);
    const start = t.clock.now();
    const lastSeen = async () => (await findSessionWithUser(t.db, sha256(cookie)))?.session.lastSeenAt;
    t.clock.advance(30_000);
    await me(cookie);
    expect(await lastSeen()).toBe(start);
    t.clock.advance(31_000);
    await me(cookie);
    expect(await lastSeen()).toBe(start + 61_000);
  });

  it("keeps sessions of one user independent (two devices)", async () => {
    const { body, cookie: first } = await signUp(t.app);
    const second = sessionCookieOf(
      await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: body.email, password: body.password },
      }),
    );
    await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: `rb_session=${first}` },
    });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it("marks the cookie Secure in production (A5)", async () => {
    const prod = await createTestApp({ config: { isProduction: true } });
    try {
      const { body } = await signUp(prod.app);
      const res = await prod.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: body.email, password: body.password },
      });
      const header = setCookieHeader(res);
      expect(header).toMatch(/; Secure/);
      expect(header).toMatch(/; HttpOnly/);
      expect(header).toMatch(/; SameSite=Lax/);
      expect(header).toMatch(/; Path=\//);
    } finally {
      await prod.close();
    }
  });
});
