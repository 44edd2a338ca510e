// Ids in test names such as (A34) are rows of docs/reliability.md. The per-client limit over all /api
// requests: ADR 014.
import { afterEach, describe, expect, it } from "vitest";
import { HTTP_BURST_SECONDS } from "../../src/http/client-rate-limit";
import { createTestApp, errorBodyOf, signUp, type TestApp } from "../support/test-app";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Requests a client may send at once with the default 20 per second and RATE_LIMIT_SCALE 1. */
const BURST = 20 * HTTP_BURST_SECONDS;

describe("per-client HTTP rate limit", () => {
  it("answers a flooding user 429 with Retry-After while another user is still served (A34)", async () => {
    t = await createTestApp();
    const flooder = await signUp(t.app);
    const other = await signUp(t.app);
    const me = (headers: Record<string, string>) => t?.app.inject({ url: "/api/auth/user", headers });

    for (let i = 0; i < BURST; i++) expect((await me(flooder.headers))?.statusCode).toBe(200);
    const limited = await me(flooder.headers);
    expect(limited?.statusCode).toBe(429);
    if (!limited) throw new Error("no answer");
    expect(errorBodyOf(limited)).toEqual({
      message: "Too many requests. Please wait a moment and try again.",
      code: "rate_limited",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);

    // The other player, from the same address, is untouched.
    for (let i = 0; i < 10; i++) expect((await me(other.headers))?.statusCode).toBe(200);

    // The bucket refills at the sustained rate.
    t.clock.advance(1000);
    expect((await me(flooder.headers))?.statusCode).toBe(200);
  });

  it("counts clients without a session by address, made-up session cookies included (A34)", async () => {
    t = await createTestApp();
    const anonymous = (ip: string, cookie?: string) =>
      t?.app.inject({
        url: "/api/wordbook",
        remoteAddress: ip,
        headers: cookie ? { cookie: `rb_session=${cookie}` } : {},
      });
    for (let i = 0; i < BURST; i++) {
      // A fresh made-up token every time: none of them finds a session, so none gets its own bucket.
      const fake = `${String(i).padStart(4, "0")}${"x".repeat(39)}`;
      expect((await anonymous("198.51.100.1", fake))?.statusCode).toBe(200);
    }
    expect((await anonymous("198.51.100.1"))?.statusCode).toBe(429);
    expect((await anonymous("198.51.100.2"))?.statusCode).toBe(200);
  });

  it("never counts /healthz or the web app, and still answers them to a limited client (A34)", async () => {
    t = await createTestApp();
    for (let i = 0; i <= BURST; i++)
      await t.app.inject({ url: "/api/wordbook", remoteAddress: "198.51.100.3" });
    expect((await t.app.inject({ url: "/api/wordbook", remoteAddress: "198.51.100.3" })).statusCode).toBe(
      429,
    );
    expect((await t.app.inject({ url: "/healthz", remoteAddress: "198.51.100.3" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/profile", remoteAddress: "198.51.100.3" })).statusCode).toBe(404);
  });

  it("is multiplied by RATE_LIMIT_SCALE, like the other limits", async () => {
    t = await createTestApp({ config: { rateLimitScale: 2 } });
    for (let i = 0; i < 2 * BURST; i++) {
      expect((await t.app.inject({ url: "/api/wordbook", remoteAddress: "198.51.100.4" })).statusCode).toBe(
        200,
      );
    }
    expect((await t.app.inject({ url: "/api/wordbook", remoteAddress: "198.51.100.4" })).statusCode).toBe(
      429,
    );
  });
});
