// Ids in test names such as (A2) are rows of docs/reliability.md. Which peers may name the client in
// X-Forwarded-For: docs/deploy.md and ADR 014.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config";
import { createTestApp, errorBodyOf, type TestApp } from "../support/test-app";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A test app configured from the environment variable, with a route that echoes `request.ip`. */
async function appWithTrustProxy(value: string | undefined): Promise<TestApp> {
  t = await createTestApp({
    config: { trustProxy: parseConfig({ TRUST_PROXY: value }).trustProxy },
    routes: (app) => app.get("/api/test/ip", async (request) => ({ ip: request.ip })),
  });
  return t;
}

async function ipSeen(app: TestApp, peer: string, forwardedFor?: string): Promise<string> {
  const res = await app.app.inject({
    url: "/api/test/ip",
    remoteAddress: peer,
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  });
  return (res.json() as { ip: string }).ip;
}

const PROXY = "10.0.0.5";

describe("TRUST_PROXY=1: one proxy in front", () => {
  it("takes the address the proxy appended, not the left-most one the client wrote", async () => {
    const app = await appWithTrustProxy("1");
    expect(await ipSeen(app, PROXY, "203.0.113.7")).toBe("203.0.113.7");
    expect(await ipSeen(app, PROXY, "1.2.3.4, 203.0.113.7")).toBe("203.0.113.7");
    expect(await ipSeen(app, PROXY, "1.2.3.4, 5.6.7.8, 203.0.113.7")).toBe("203.0.113.7");
    expect(await ipSeen(app, PROXY)).toBe(PROXY);
  });

  it("still limits sign-ins per client when the client varies a spoofed X-Forwarded-For (A2)", async () => {
    const app = await appWithTrustProxy("1");
    let attempt = 0;
    const login = (spoofed: string, client: string) =>
      app.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: PROXY,
        // What nginx's $proxy_add_x_forwarded_for makes of a client that sent its own header.
        headers: { "x-forwarded-for": `${spoofed}, ${client}` },
        // A new e-mail each time, so only the per-client limit can refuse.
        payload: { email: `user${++attempt}@example.com`, password: "wrong-password" },
      });
    for (let i = 0; i < 30; i++) {
      const res = await login(`198.51.100.${i}`, "203.0.113.7");
      expect(res.statusCode).toBe(401);
    }
    const limited = await login("198.51.100.200", "203.0.113.7");
    expect(limited.statusCode).toBe(429);
    expect(errorBodyOf(limited).code).toBe("rate_limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another client behind the same proxy is a different client.
    expect((await login("198.51.100.201", "203.0.113.8")).statusCode).toBe(401);
  });

  it("still limits guest accounts per client when the client varies a spoofed X-Forwarded-For (A2)", async () => {
    const app = await appWithTrustProxy("1");
    const guest = (spoofed: string) =>
      app.app.inject({
        method: "POST",
        url: "/api/dev-auto-login",
        remoteAddress: PROXY,
        headers: { "x-forwarded-for": `${spoofed}, 203.0.113.9` },
      });
    for (let i = 0; i < 30; i++) expect((await guest(`198.51.100.${i}`)).statusCode).toBe(200);
    expect((await guest("198.51.100.250")).statusCode).toBe(429);
  });
});

describe("TRUST_PROXY unset: no proxy in front", () => {
  it("ignores X-Forwarded-For entirely and counts the socket peer", async () => {
    const app = await appWithTrustProxy(undefined);
    expect(await ipSeen(app, "203.0.113.50", "1.2.3.4")).toBe("203.0.113.50");
    for (let i = 0; i < 30; i++) {
      const res = await app.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: "203.0.113.50",
        headers: { "x-forwarded-for": `198.51.100.${i}` },
        payload: { email: `user${i}@example.com`, password: "wrong-password" },
      });
      expect(res.statusCode).toBe(401);
    }
    const limited = await app.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "203.0.113.50",
      headers: { "x-forwarded-for": "198.51.100.99" },
      payload: { email: "user99@example.com", password: "wrong-password" },
    });
    expect(limited.statusCode).toBe(429);
  });
});

describe("TRUST_PROXY as a list of proxy addresses", () => {
  it("believes X-Forwarded-For only from a listed proxy, and walks past every listed hop", async () => {
    const app = await appWithTrustProxy("10.0.0.0/8, 192.0.2.1");
    expect(await ipSeen(app, "10.1.2.3", "1.2.3.4, 203.0.113.7")).toBe("203.0.113.7");
    // A CDN (192.0.2.1) in front of our load balancer (10.1.2.3): both are ours.
    expect(await ipSeen(app, "10.1.2.3", "1.2.3.4, 203.0.113.7, 192.0.2.1")).toBe("203.0.113.7");
    // A client reaching the server directly cannot choose its address.
    expect(await ipSeen(app, "198.51.100.9", "203.0.113.7")).toBe("198.51.100.9");
  });
});

describe("TRUST_PROXY=true", () => {
  it("is refused at boot with a message naming the variable and what to set instead", async () => {
    const repoRoot = resolve(import.meta.dirname, "../../../..");
    const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: repoRoot,
      env: {
        ...process.env,
        TRUST_PROXY: "true",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: mkdtempSync(join(tmpdir(), "rb-trust-")),
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk.toString();
    });
    const exitCode = await new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
    expect(exitCode).toBe(1);
    expect(stderr).toContain("TRUST_PROXY");
    expect(stderr).toContain('"true" is refused');
    expect(stderr).toContain("docs/deploy.md");
  }, 120_000);
});
