// Ids in test names such as (A17) or (F9) are rows of docs/reliability.md.
import { userSchema } from "@riddlebook/protocol";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findUserCredentialsByEmail } from "../../src/db/repos/users";
import {
  createTestApp,
  errorBodyOf,
  newSignup,
  sessionCookieOf,
  setCookieHeader,
  signUp,
  type TestApp,
} from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ config: { adminEmails: ["boss@example.com"] } });
});
afterEach(async () => {
  await t.close();
});

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/signup", payload: payload as object, headers });

describe("POST /api/auth/signup", () => {
  it("creates the account, answers 201 with the user and signs the new user in", async () => {
    const body = newSignup({ email: "  New.Player@Example.COM ", username: "NewPlayer" });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const user = userSchema.strict().parse(res.json());
    expect(user).toMatchObject({
      username: "NewPlayer",
      email: "new.player@example.com",
      firstName: "Pat",
      lastName: "Player",
      role: "player",
      isGuest: false,
      skillLevel: "beginner",
      bio: null,
      createdAt: new Date(t.clock.now()).toISOString(),
    });
    expect(res.body).not.toContain(body.password);
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie: `rb_session=${cookie}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it("sets the session cookie HttpOnly, SameSite=Lax and Path=/, without Secure outside production", async () => {
    const res = await post(newSignup());
    const header = setCookieHeader(res);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/Secure/);
  });

  it("stores only a self-describing scrypt hash of the password", async () => {
    const body = newSignup();
    await post(body);
    const stored = await findUserCredentialsByEmail(t.db, body.email);
    expect(stored?.passwordHash).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored?.passwordHash).not.toContain(body.password);
  });

  it("starts every new account with zeroed stats", async () => {
    const { headers } = await signUp(t.app);
    const res = await t.app.inject({ url: "/api/user/stats", headers });
    expect(res.json()).toEqual({
      gamesPlayed: 0,
      gamesWon: 0,
      riddlesCreated: 0,
      totalScore: 0,
      currentWinStreak: 0,
      battle: { wins: 0, losses: 0, draws: 0, rating: 1200, ratedBattles: 0 },
    });
  });

  it.each([
    [{ email: "not-an-email" }, "Please enter a valid e-mail address."],
    [{ email: "" }, "E-mail is required."],
    [{ username: "ab" }, "Username must be at least 3 characters."],
    [{ username: "a".repeat(25) }, "Username must be at most 24 characters."],
    [{ username: "has space" }, "Username may contain only letters, digits and underscores."],
    [{ firstName: "" }, "First name is required."],
    [{ lastName: "x".repeat(51) }, "Last name must be at most 50 characters."],
    [{ password: "1234567" }, "Password must be at least 8 characters."],
    [{ password: "p".repeat(129) }, "Password must be at most 128 characters."],
    [{ password: undefined }, "Password is required."],
    [{ role: "admin" }, "Unknown field: role."],
  ])("refuses %j with 400, a readable message and no session", async (change, message) => {
    const res = await post({ ...newSignup(), ...change });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res)).toEqual({ message, code: "invalid_request" });
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("accepts the boundary lengths: 3 and 24 character usernames, 8 and 128 character passwords", async () => {
    expect((await post(newSignup({ username: "abc", password: "12345678" }))).statusCode).toBe(201);
    expect((await post(newSignup({ username: "b".repeat(24), password: "p".repeat(128) }))).statusCode).toBe(
      201,
    );
  });

  it("refuses a username taken in another case with 409", async () => {
    await signUp(t.app, { username: "RiddleKing" });
    const res = await post(newSignup({ username: "riddleking" }));
    expect(res.statusCode).toBe(409);
    expect(errorBodyOf(res)).toEqual({ message: "That username is taken.", code: "username_taken" });
  });

  it("refuses an e-mail that already has an account with 409, whatever its case", async () => {
    await signUp(t.app, { email: "taken@example.com" });
    const res = await post(newSignup({ email: "TAKEN@example.com" }));
    expect(res.statusCode).toBe(409);
    expect(errorBodyOf(res)).toEqual({
      message: "An account with that e-mail already exists.",
      code: "email_taken",
    });
  });

  it("answers 409, not 500, when two sign-ups race for the same username", async () => {
    const [a, b] = await Promise.all([
      post(newSignup({ username: "SameName" })),
      post(newSignup({ username: "samename" })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(errorBodyOf(loser).code).toBe("username_taken");
  });

  it("does not make an account whose e-mail is in ADMIN_EMAILS an admin: admins are granted on the server", async () => {
    const res = await post(newSignup({ email: "Boss@example.com" }));
    expect(res.json().role).toBe("player");
  });

  it("stores HTML in names verbatim and returns it as JSON text (A20)", async () => {
    const script = "<script>alert(1)</script>";
    const res = await post(newSignup({ firstName: script, lastName: `"><img src=x onerror=alert(1)>` }));
    expect(res.statusCode).toBe(201);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json().firstName).toBe(script);
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("limits sign-ups per IP with 429 and Retry-After, and lets them through again after the window", async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < 20; i++) {
      expect(
        (
          await t.app.inject({
            method: "POST",
            url: "/api/auth/signup",
            payload: newSignup(),
            remoteAddress: ip,
          })
        ).statusCode,
      ).toBe(201);
    }
    const limited = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: newSignup(),
      remoteAddress: ip,
    });
    expect(limited.statusCode).toBe(429);
    expect(errorBodyOf(limited).code).toBe("rate_limited");
    expect(Number(limited.headers["retry-after"])).toBe(3600);
    const otherIp = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: newSignup(),
      remoteAddress: "203.0.113.8",
    });
    expect(otherIp.statusCode).toBe(201);
    t.clock.advance(60 * 60 * 1000);
    const later = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: newSignup(),
      remoteAddress: ip,
    });
    expect(later.statusCode).toBe(201);
  });
});
