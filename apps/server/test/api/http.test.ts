import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSIONS_CHANNEL } from "../../src/bus/bus";
import type { Config } from "../../src/config";
import { type RunningServer, startServer } from "../../src/server";
import { createTempPostgresDatabase, type TempPostgresDatabase } from "../support/postgres";
import { postgresUrl, redisUrl } from "../support/services";
import { fastPasswords, newSignup, testConfig } from "../support/test-app";
import { waitFor } from "../support/wait-for";

const PG = postgresUrl();
const REDIS = redisUrl();

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by value below
const json = async (res: Response): Promise<any> => res.json();

function cookieFrom(res: Response): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith("rb_session="));
  return header ? (header.split(";")[0] ?? "") : "";
}

/** The same real-HTTP journey, run against whichever backing services are configured. */
function journey(
  name: string,
  available: boolean,
  makeConfig: () => Promise<{ config: Partial<Config>; cleanup(): Promise<void> }>,
) {
  describe.skipIf(!available)(`real HTTP on 127.0.0.1 (${name})`, () => {
    let server: RunningServer;
    let cleanup: () => Promise<void>;
    const url = (path: string) => `${server.url}${path}`;

    beforeAll(async () => {
      const made = await makeConfig();
      cleanup = made.cleanup;
      server = await startServer(testConfig({ host: "127.0.0.1", port: 0, testMode: true, ...made.config }), {
        logger: false,
        passwords: fastPasswords,
      });
    });
    afterAll(async () => {
      await server?.close();
      await cleanup?.();
    });

    it("listens on a free port and reports healthy", async () => {
      expect(server.port).toBeGreaterThan(0);
      const res = await fetch(url("/healthz"));
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ status: "ok", db: "ok" });
    });

    it("signs up, reads the user, signs out, and then refuses the old cookie", async () => {
      const body = newSignup();
      const signup = await fetch(url("/api/auth/signup"), {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify(body),
      });
      expect(signup.status).toBe(201);
      const cookie = cookieFrom(signup);
      expect(cookie).toMatch(/^rb_session=[A-Za-z0-9_-]{43}$/);
      const user = await json(signup);

      const me = await fetch(url("/api/auth/user"), { headers: { cookie } });
      expect(await json(me)).toEqual(user);

      const revoked: unknown[] = [];
      const stop = await server.bus.subscribe(SESSIONS_CHANNEL, (m) => revoked.push(m));
      const logout = await fetch(url("/api/logout"), { headers: { cookie }, redirect: "manual" });
      expect(logout.status).toBe(302);
      expect(logout.headers.get("location")).toBe("/");
      await waitFor(() => revoked.length === 1);
      await stop();
      const after = await fetch(url("/api/auth/user"), { headers: { cookie } });
      expect(after.status).toBe(401);
      expect(await json(after)).toEqual({ message: "You are not signed in.", code: "unauthorized" });

      const login = await fetch(url("/api/auth/login"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: body.email, password: body.password }),
      });
      expect(login.status).toBe(200);
      expect((await json(login)).id).toBe(user.id);
    });

    it("seeds the test users at start-up in test mode and switches between them", async () => {
      const list = await json(await fetch(url("/api/test-users")));
      expect(list.map((u: { username: string }) => u.username)).toEqual(["alice", "bob", "carol", "dave"]);
      const sw = await fetch(url("/api/switch-user/test-user-carol"));
      const me = await fetch(url("/api/auth/user"), { headers: { cookie: cookieFrom(sw) } });
      expect((await json(me)).username).toBe("carol");
    });

    it("plays as a guest with a bodiless POST", async () => {
      const res = await fetch(url("/api/dev-auto-login"), { method: "POST" });
      expect(res.status).toBe(200);
      expect((await json(res)).isGuest).toBe(true);
    });

    it("answers a NUL in a path id or an id in a body with 400, on every database (A31)", async () => {
      const guest = await fetch(url("/api/dev-auto-login"), { method: "POST" });
      const cookie = cookieFrom(guest);
      const game = await fetch(url("/api/games/a%00b"), { headers: { cookie } });
      expect(game.status).toBe(400);
      expect((await json(game)).code).toBe("invalid_request");
      const block = await fetch(url("/api/friends/blocks"), {
        method: "POST",
        headers: { cookie, "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ userId: "a\u0000b" }),
      });
      expect(block.status).toBe(400);
    });

    it("refuses text/plain with 415 and an oversize body with 413, then still answers /healthz (A11, A24)", async () => {
      const text = await fetch(url("/api/auth/login"), {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify({ email: "a@b.co", password: "12345678" }),
      });
      expect(text.status).toBe(415);
      expect((await json(text)).code).toBe("unsupported_media_type");
      const big = await fetch(url("/api/auth/signup"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...newSignup(), firstName: "x".repeat(200 * 1024) }),
      });
      expect(big.status).toBe(413);
      expect(await json(big)).toEqual({
        message: "The request body is too large.",
        code: "payload_too_large",
      });
      expect((await fetch(url("/healthz"))).status).toBe(200);
    });

    it("refuses a cross-site POST over the wire", async () => {
      const res = await fetch(url("/api/dev-auto-login"), {
        method: "POST",
        headers: { origin: "https://evil.example" },
      });
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
    });
  });
}

journey("SQLite file, in-process bus", true, async () => {
  const dir = mkdtempSync(join(tmpdir(), "rb-http-"));
  return { config: { dataDir: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
});

journey("PostgreSQL and Redis", PG !== undefined && REDIS !== undefined, async () => {
  const temp: TempPostgresDatabase = await createTempPostgresDatabase(PG ?? "");
  return { config: { databaseUrl: temp.url, redisUrl: REDIS }, cleanup: () => temp.drop() };
});
