import { userSchema } from "@riddlebook/protocol";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getStats, setStats } from "../../src/db/repos/stats";
import { findUserById } from "../../src/db/repos/users";
import { createTestApp, errorBodyOf, sessionCookieOf, signUp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ config: { adminEmails: ["guestboss@example.com"] } });
});
afterEach(async () => {
  await t.close();
});

async function quickStart(ip = "127.0.0.1") {
  const res = await t.app.inject({ method: "POST", url: "/api/dev-auto-login", remoteAddress: ip });
  const cookie = sessionCookieOf(res);
  return { res, cookie, headers: { cookie: `rb_session=${cookie}` } };
}

const claim = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/user/claim", headers, payload: payload as object });

describe("guest play", () => {
  it("POST /api/dev-auto-login with no body creates a signed-in guest with a generated username", async () => {
    const { res, headers } = await quickStart();
    expect(res.statusCode).toBe(200);
    const user = userSchema.strict().parse(res.json());
    expect(user).toMatchObject({
      isGuest: true,
      email: null,
      firstName: null,
      role: "player",
      skillLevel: "beginner",
    });
    expect(user.username).toMatch(/^Guest_[a-z0-9]{6}$/);
    const me = await t.app.inject({ url: "/api/auth/user", headers });
    expect(me.json()).toEqual(user);
    const stats = await t.app.inject({ url: "/api/user/stats", headers });
    expect(stats.json()).toEqual({
      gamesPlayed: 0,
      gamesWon: 0,
      riddlesCreated: 0,
      totalScore: 0,
      currentWinStreak: 0,
      battle: { wins: 0, losses: 0, draws: 0, rating: 1200, ratedBattles: 0 },
    });
  });

  it("also accepts an empty JSON body", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/dev-auto-login",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(res.statusCode).toBe(200);
  });

  it("gives every guest a different account", async () => {
    const a = (await quickStart()).res.json();
    const b = (await quickStart()).res.json();
    expect(a.id).not.toBe(b.id);
    expect(a.username).not.toBe(b.username);
  });

  it("limits guest creation per IP with 429 and Retry-After", async () => {
    for (let i = 0; i < 30; i++) expect((await quickStart("192.0.2.50")).res.statusCode).toBe(200);
    const limited = (await quickStart("192.0.2.50")).res;
    expect(limited.statusCode).toBe(429);
    expect(errorBodyOf(limited).code).toBe("rate_limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("lets a guest claim the account with an e-mail and password, keeping id and stats", async () => {
    const { res, headers, cookie } = await quickStart();
    const guest = res.json();
    await setStats(t.db, guest.id, {
      gamesPlayed: 3,
      gamesWon: 1,
      riddlesCreated: 3,
      totalScore: 21,
      currentWinStreak: 1,
    });
    const claimed = await claim(headers, {
      email: "Keeper@Example.com",
      password: "my new password",
      firstName: "Kim",
      lastName: "Keeper",
    });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({
      id: guest.id,
      username: guest.username,
      email: "keeper@example.com",
      firstName: "Kim",
      lastName: "Keeper",
      isGuest: false,
    });
    expect((await getStats(t.db, guest.id)).totalScore).toBe(21);
    // The session was rotated.
    const newCookie = sessionCookieOf(claimed);
    expect(newCookie).toBeDefined();
    expect(newCookie).not.toBe(cookie);
    expect((await t.app.inject({ url: "/api/auth/user", headers })).statusCode).toBe(401);
    // And the new credentials work.
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "keeper@example.com", password: "my new password" },
    });
    expect(login.json().id).toBe(guest.id);
  });

  it("does not make a claimed account admin when its e-mail is in ADMIN_EMAILS", async () => {
    const { headers } = await quickStart();
    const claimed = await claim(headers, { email: "guestboss@example.com", password: "password123" });
    expect(claimed.json().role).toBe("player");
  });

  it("refuses a claim with an e-mail another account has: 409 and the guest is unchanged", async () => {
    await signUp(t.app, { email: "owner@example.com" });
    const { res, headers } = await quickStart();
    const claimed = await claim(headers, { email: "owner@example.com", password: "password123" });
    expect(claimed.statusCode).toBe(409);
    expect(errorBodyOf(claimed)).toEqual({
      message: "An account with that e-mail already exists.",
      code: "email_taken",
    });
    expect(await findUserById(t.db, res.json().id)).toMatchObject({ isGuest: true, email: null });
  });

  it("refuses a claim by an account that is not a guest with 409", async () => {
    const { headers, user } = await signUp(t.app);
    const claimed = await claim(headers, { email: "other@example.com", password: "password123" });
    expect(claimed.statusCode).toBe(409);
    expect(errorBodyOf(claimed).code).toBe("not_guest");
    expect((await findUserById(t.db, user.id))?.email).toBe(user.email);
  });

  it("refuses a claim without a session (401) or with a bad body (400)", async () => {
    expect((await claim({}, { email: "a@example.com", password: "password123" })).statusCode).toBe(401);
    const { headers } = await quickStart();
    const bad = await claim(headers, { email: "a@example.com", password: "short" });
    expect(bad.statusCode).toBe(400);
    expect(errorBodyOf(bad).code).toBe("invalid_request");
    const extra = await claim(headers, { email: "a@example.com", password: "password123", role: "admin" });
    expect(extra.statusCode).toBe(400);
  });
});
