// Ids in test names such as (A17) or (F9) are rows of docs/reliability.md.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { createMemoryBus } from "../../src/bus/memory-bus";
import { openSqlite } from "../../src/db/connect";
import { migrateToLatest } from "../../src/db/migrate";
import { findUserById } from "../../src/db/repos/users";
import {
  createTestApp,
  errorBodyOf,
  fastPasswords,
  newSignup,
  signUp,
  type TestApp,
  testConfig,
} from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const healthy = async () => (await t.app.inject({ url: "/healthz" })).statusCode === 200;

describe("error shape", () => {
  it.each(["/api/nope", "/api", "/api/auth/nothing?x=1"])(
    "answers unknown API path %s with 404 JSON",
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(errorBodyOf(res)).toEqual({ message: "Not found", code: "not_found" });
    },
  );

  it("answers an unknown API path with 404 JSON for unsafe methods too", async () => {
    const res = await t.app.inject({ method: "DELETE", url: "/api/users/1" });
    expect(res.statusCode).toBe(404);
    expect(errorBodyOf(res).code).toBe("not_found");
  });

  it.each([
    ["text/plain", JSON.stringify(newSignup())],
    ["application/x-www-form-urlencoded", "email=a%40b.com&password=12345678"],
    [
      "multipart/form-data; boundary=xyz",
      '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.com\r\n--xyz--',
    ],
  ])("refuses a %s body with 415 and creates nothing (A11)", async (contentType, payload) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "content-type": contentType },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(errorBodyOf(res)).toEqual({
      message: "Send the request body as JSON (Content-Type: application/json).",
      code: "unsupported_media_type",
    });
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses a body sent without any content type with 415 (A11)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: Buffer.from('{"email":"a@b.c"}'),
    });
    expect(res.statusCode).toBe(415);
  });

  it("answers malformed JSON with 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.c",',
    });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res)).toEqual({
      message: "The request body is not valid JSON.",
      code: "invalid_json",
    });
  });

  it("answers a missing JSON body on a call that needs one with 400", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/signup" });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res)).toEqual({
      message: "A JSON request body is required.",
      code: "invalid_request",
    });
  });

  it.each([
    '{"__proto__": {"role": "admin", "polluted": true}, "bio": "x"}',
    '{"constructor": {"prototype": {"polluted": true}}, "bio": "x"}',
    '{"bio": "x", "nested": {"__proto__": {"polluted": true}}}',
  ])("refuses prototype-poisoning body %s with 400 and pollutes nothing (A23)", async (payload) => {
    const { headers, user } = await signUp(t.app);
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/user/profile",
      headers: { ...headers, "content-type": "application/json" },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).code).toBe("invalid_json");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(await findUserById(t.db, user.id)).toMatchObject({ role: "player", bio: null });
    expect(await healthy()).toBe(true);
  });

  it("refuses a body over 64 KiB with 413 and keeps serving (A24)", async () => {
    const { headers, user } = await signUp(t.app);
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/user/profile",
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify({ bio: "x".repeat(70 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(errorBodyOf(res)).toEqual({
      message: "The request body is too large.",
      code: "payload_too_large",
    });
    expect((await findUserById(t.db, user.id))?.bio).toBeNull();
    expect(await healthy()).toBe(true);
  });

  it("answers a fault inside a route with a generic 500 and no stack", async () => {
    const db = openSqlite(":memory:");
    await migrateToLatest(db);
    const bus = createMemoryBus();
    const app = buildApp({
      config: testConfig(),
      db,
      clock: { now: () => 0 },
      ids: { newId: () => "x" },
      bus,
      logger: false,
      passwords: fastPasswords,
    });
    app.get("/api/boom", async () => {
      throw new Error("secret internal detail at /srv/app.ts:12:3");
    });
    try {
      const res = await app.inject({ url: "/api/boom" });
      expect(res.statusCode).toBe(500);
      expect(errorBodyOf(res)).toEqual({
        message: "Something went wrong on our side.",
        code: "internal_error",
      });
      expect(res.body).not.toContain("secret");
    } finally {
      await app.close();
      await bus.close();
      await db.destroy();
    }
  });
});

describe("the web app", () => {
  function fakeDist() {
    const dir = mkdtempSync(join(tmpdir(), "rb-web-"));
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>Riddlebook</title><div id=root></div>");
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets", "index-abc123.js"), "console.log('hi')");
    return dir;
  }

  it("serves index.html for every other unknown GET path, with the CSP header", async () => {
    const web = await createTestApp({ config: { webDistDir: fakeDist() } });
    try {
      for (const url of ["/", "/profile", "/no/such/page", "/test-users"]) {
        const res = await web.app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toMatch(/^text\/html/);
        expect(res.body).toContain("<div id=root>");
        expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      }
      const asset = await web.app.inject({ url: "/assets/index-abc123.js" });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers["cache-control"]).toContain("immutable");
      // Another build's asset (a rolling deploy): 404, never index.html, so the proxy asks another instance.
      for (const url of ["/assets/index-zzz999.js", "/assets/nested/missing.css"]) {
        const missing = await web.app.inject({ url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.body).not.toContain("<div id=root>");
      }
      const api = await web.app.inject({ url: "/api/unknown" });
      expect(api.statusCode).toBe(404);
      expect(errorBodyOf(api).code).toBe("not_found");
    } finally {
      await web.close();
    }
  });

  it("says the web app is not built, with 404, when the dist folder is missing", async () => {
    const res = await t.app.inject({ url: "/profile" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("The web app is not built");
    expect(await healthy()).toBe(true);
  });
});
