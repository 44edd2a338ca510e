// docs/reliability.md A38: GET /api/logout from another site never signs anyone out; it answers a
// page that asks to confirm, whose button signs out from our own page.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const me = (cookie: string) =>
  t.app.inject({ url: "/api/auth/user", headers: { cookie: `rb_session=${cookie}` } });

const logout = (cookie: string, headers: Record<string, string>) =>
  t.app.inject({
    url: "/api/logout",
    headers: { host: "riddlebook.test", cookie: `rb_session=${cookie}`, ...headers },
  });

describe("GET /api/logout from another site (A38)", () => {
  it.each([
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["a foreign Referer", { referer: "https://evil.example/page.html" }],
    ["an Origin of null", { origin: "null" }],
  ])("with %s: a confirm page, and the player stays signed in", async (_name, headers) => {
    const { cookie } = await signUp(t.app);
    const res = await logout(cookie, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.body).toContain("Sign out of Riddlebook?");
    expect(res.body).toMatch(
      /<form method="get" action="\/api\/logout"><button type="submit">Sign out<\/button>/,
    );
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it("signs out when the confirm page's button sends it (same-origin), or from our own pages", async () => {
    for (const headers of <Record<string, string>[]>[
      { "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "none" },
      { referer: "http://riddlebook.test/profile" },
      {},
    ]) {
      const { cookie } = await signUp(t.app);
      const res = await logout(cookie, headers);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/");
      expect((await me(cookie)).statusCode).toBe(401);
    }
  });
});
