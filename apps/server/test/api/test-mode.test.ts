// Ids in test names such as (A17) or (F9) are rows of docs/reliability.md.
import { testUserSchema } from "@riddlebook/protocol";
import { afterEach, describe, expect, it } from "vitest";
import { seedTestUsers } from "../../src/auth/test-users";
import { createTestApp, errorBodyOf, sessionCookieOf, signUp, type TestApp } from "../support/test-app";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("test mode", () => {
  it("answers the test-user routes with the plain 404 when TEST_MODE is off (A6)", async () => {
    t = await createTestApp({ config: { testMode: false } });
    await seedTestUsers(t.db, t.clock);
    for (const url of ["/api/test-users", "/api/switch-user/test-user-alice"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(errorBodyOf(res)).toEqual({ message: "Not found", code: "not_found" });
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("lists the seeded test users", async () => {
    t = await createTestApp({ config: { testMode: true } });
    await seedTestUsers(t.db, t.clock);
    const res = await t.app.inject({ url: "/api/test-users" });
    expect(res.statusCode).toBe(200);
    const users = testUserSchema.strict().array().parse(res.json());
    expect(users.map((u) => u.username)).toEqual(["alice", "bob", "carol", "dave"]);
    expect(users[0]).toEqual({
      id: "test-user-alice",
      firstName: "Alice",
      lastName: "Archer",
      username: "alice",
      email: "alice@test.riddlebook.local",
    });
  });

  it("switches to a test user, rotating the session", async () => {
    t = await createTestApp({ config: { testMode: true } });
    await seedTestUsers(t.db, t.clock);
    const alice = await t.app.inject({ url: "/api/switch-user/test-user-alice" });
    expect(alice.statusCode).toBe(200);
    expect(alice.json()).toMatchObject({ id: "test-user-alice", username: "alice", isGuest: false });
    const aliceCookie = sessionCookieOf(alice);
    const bob = await t.app.inject({
      url: "/api/switch-user/test-user-bob",
      headers: { cookie: `rb_session=${aliceCookie}` },
    });
    const bobCookie = sessionCookieOf(bob);
    expect(bobCookie).not.toBe(aliceCookie);
    const asAlice = await t.app.inject({
      url: "/api/auth/user",
      headers: { cookie: `rb_session=${aliceCookie}` },
    });
    expect(asAlice.statusCode).toBe(401);
    const asBob = await t.app.inject({
      url: "/api/auth/user",
      headers: { cookie: `rb_session=${bobCookie}` },
    });
    expect(asBob.json().username).toBe("bob");
  });

  it("refuses to switch to a user who is not a test user with 404", async () => {
    t = await createTestApp({ config: { testMode: true } });
    const { user } = await signUp(t.app);
    for (const id of [user.id, "no-such-user", "' OR 1=1 --"]) {
      const res = await t.app.inject({ url: `/api/switch-user/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      errorBodyOf(res);
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });
});
