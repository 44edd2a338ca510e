// GET /api/auth/session: the web app's "who is signed in" read (204 for a visitor, not 401).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe("GET /api/auth/session", () => {
  it("answers a visitor 204 with no body, never stored", async () => {
    const res = await t.app.inject({ url: "/api/auth/session" });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(res.headers["cache-control"]).toBe("no-store");
    const stale = await t.app.inject({
      url: "/api/auth/session",
      headers: { cookie: "rb_session=not-a-session" },
    });
    expect(stale.statusCode).toBe(204);
  });

  it("answers the signed-in user like GET /api/auth/user, and 204 after sign-out", async () => {
    const { headers } = await signUp(t.app);
    const session = await t.app.inject({ url: "/api/auth/session", headers });
    const user = await t.app.inject({ url: "/api/auth/user", headers });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual(user.json());
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    expect((await t.app.inject({ url: "/api/auth/session", headers })).statusCode).toBe(204);
  });
});
