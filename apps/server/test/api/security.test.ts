// Ids in test names such as (A17) or (F9) are rows of docs/reliability.md.
import { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findUserById } from "../../src/db/repos/users";
import {
  createTestApp,
  errorBodyOf,
  newSignup,
  sessionCookieOf,
  signUp,
  type TestApp,
} from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "connect-src 'self';font-src 'self' data:;object-src 'none';base-uri 'self';frame-ancestors 'none';form-action 'self'";

describe("cross-site requests (A10)", () => {
  it.each([
    { origin: "https://evil.example" },
    { origin: "http://localhost:3001" },
    { origin: "null" },
    { "sec-fetch-site": "cross-site" },
  ])("refuses a sign-up with %j with 403 and creates nothing", async (headers) => {
    const body = newSignup();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { host: "localhost:3000", ...headers },
      payload: body,
    });
    expect(res.statusCode).toBe(403);
    expect(errorBodyOf(res)).toEqual({ message: "Cross-site requests are not allowed.", code: "cross_site" });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it("accepts same-origin requests from the app itself", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { host: "localhost:3000", origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
      payload: newSignup(),
    });
    expect(res.statusCode).toBe(201);
  });

  it("refuses a cross-site profile change and sign-out, leaving profile and session intact", async () => {
    const { headers, user } = await signUp(t.app);
    const evil = { ...headers, host: "localhost:3000", origin: "https://evil.example" };
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/user/profile",
      headers: evil,
      payload: { bio: "pwned" },
    });
    expect(res.statusCode).toBe(403);
    expect((await findUserById(t.db, user.id))?.bio).toBeNull();
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { ...headers, "sec-fetch-site": "cross-site" },
    });
    expect(logout.statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/auth/user", headers })).statusCode).toBe(200);
  });

  it("refuses a cross-site guest sign-in", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/dev-auto-login",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(403);
    expect(sessionCookieOf(res)).toBeUndefined();
  });
});

describe("security headers", () => {
  it("sends the Content-Security-Policy the built app needs, without upgrade-insecure-requests in development", async () => {
    const res = await t.app.inject({ url: "/healthz" });
    expect(res.headers["content-security-policy"]).toBe(CSP);
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("adds upgrade-insecure-requests and HSTS in production", async () => {
    const prod = await createTestApp({ config: { isProduction: true } });
    try {
      const res = await prod.app.inject({ url: "/healthz" });
      expect(res.headers["content-security-policy"]).toBe(`${CSP};upgrade-insecure-requests`);
      expect(res.headers["strict-transport-security"]).toContain("max-age=");
    } finally {
      await prod.close();
    }
  });
});

describe("request logs", () => {
  it("never contain passwords, session tokens or cookies", async () => {
    let logs = "";
    const stream = new Writable({
      write(chunk, _enc, done) {
        logs += chunk.toString();
        done();
      },
    });
    const logged = await createTestApp({ logger: { level: "trace", stream } });
    try {
      const { body, cookie, headers } = await signUp(logged.app);
      await logged.app.inject({
        url: "/api/auth/user",
        headers: { ...headers, authorization: "Bearer secret-bearer" },
      });
      const login = await logged.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: body.email, password: body.password },
      });
      await logged.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: body.email, password: "Wrong-Password-123" },
      });
      await logged.app.inject({ method: "POST", url: "/api/auth/logout", headers });
      expect(logs).toContain("/api/auth/login"); // the logs were captured at all
      for (const secret of [
        body.password,
        "Wrong-Password-123",
        cookie,
        sessionCookieOf(login) ?? "",
        "secret-bearer",
        "rb_session=",
      ]) {
        expect(logs).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });
});
