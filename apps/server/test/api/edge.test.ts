// Ids in test names such as (A24) are rows of docs/reliability.md. The HTTP edge: timeouts, the
// per-address connection cap, the one error shape before routing and while draining, client aborts,
// and no-store on API answers (ADR 014).

import { mkdtempSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { type Config, ConfigError, parseConfig } from "../../src/config";
import { type RunningServer, startServer } from "../../src/server";
import { startLiveServer } from "../support/live-server";
import {
  createTestApp,
  errorBodyOf,
  fastPasswords,
  signUp,
  type TestApp,
  testConfig,
} from "../support/test-app";
import { waitFor } from "../support/wait-for";

let live: RunningServer | undefined;
let t: TestApp | undefined;
const sockets: Socket[] = [];
const timers: NodeJS.Timeout[] = [];
afterEach(async () => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  for (const socket of sockets.splice(0)) socket.destroy();
  await live?.close();
  live = undefined;
  await t?.close();
  t = undefined;
});

/** A raw TCP connection to the live server that records what it receives and when it closes. */
function rawSocket(port: number, localAddress = "127.0.0.1") {
  const socket = connect({ host: "127.0.0.1", port, localAddress });
  sockets.push(socket);
  const state = { received: "", closed: false, connected: false };
  socket.on("connect", () => {
    state.connected = true;
  });
  socket.on("data", (chunk) => {
    state.received += chunk.toString("latin1");
  });
  socket.on("error", () => {});
  socket.on("close", () => {
    state.closed = true;
  });
  return { socket, state };
}

/** Sends one byte of `text` every `everyMs`, as a slow-loris client does, until the socket closes. */
function trickle(socket: Socket, text: string, everyMs: number) {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) return clearInterval(timer);
    socket.write(text[at++] ?? "");
  }, everyMs);
  timers.push(timer);
}

/** Splits raw HTTP/1.1 responses into status and JSON body (bodies here are small and unchunked). */
function responses(raw: string): { status: number; headers: string; body: unknown }[] {
  return raw
    .split(/(?=HTTP\/1\.1 \d{3} )/)
    .filter((r) => r.length > 0)
    .map((r) => {
      const [head = "", body = ""] = r.split("\r\n\r\n");
      return {
        status: Number(head.slice(9, 12)),
        headers: head.toLowerCase(),
        body: body.trim().startsWith("{") ? JSON.parse(body) : body,
      };
    });
}

function get(port: number, path: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, localAddress, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

/** A live server whose JSON log lines are collected. */
async function liveWithLogs(overrides: Partial<Config> = {}) {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split("\n")) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  const server = await startServer(
    testConfig({
      host: "127.0.0.1",
      port: 0,
      dataDir: mkdtempSync(join(tmpdir(), "rb-edge-")),
      ...overrides,
    }),
    { passwords: fastPasswords, logger: { level: "info", stream } },
  );
  live = server;
  return { server, lines };
}

describe("timeouts", () => {
  it("cuts off a body trickled one byte at a time with 408 once the request timeout passes (A24)", async () => {
    live = await startLiveServer({ requestTimeoutMs: 1500, headersTimeoutMs: 1500, idleTimeoutMs: 60_000 });
    const { socket, state } = rawSocket(live.port);
    socket.write(
      "POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n",
    );
    trickle(socket, `{"email":"${"a".repeat(9990)}`, 100);
    await waitFor(() => state.closed, 30_000, "the trickling connection to be closed");
    const [answer] = responses(state.received);
    expect(answer?.status).toBe(408);
    expect(answer?.body).toEqual({ message: "The request took too long to arrive.", code: "bad_request" });
    expect((await fetch(`${live.url}/healthz`)).status).toBe(200);
  }, 60_000);

  it("cuts off headers trickled one byte at a time once the headers timeout passes (A24)", async () => {
    live = await startLiveServer({ requestTimeoutMs: 30_000, headersTimeoutMs: 1500, idleTimeoutMs: 60_000 });
    const { socket, state } = rawSocket(live.port);
    socket.write("GET /api/auth/user HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    trickle(socket, `X-Slow: ${"b".repeat(5000)}\r\n\r\n`, 100);
    await waitFor(() => state.closed, 30_000, "the trickling connection to be closed");
    expect(responses(state.received)[0]?.status).toBe(408);
  }, 60_000);

  it("answers malformed HTTP in the one error shape and closes the connection (A35)", async () => {
    live = await startLiveServer();
    const { socket, state } = rawSocket(live.port);
    socket.write("THIS IS NOT HTTP\r\n\r\n");
    await waitFor(() => state.closed, 30_000, "the connection to be closed");
    const [answer] = responses(state.received);
    expect(answer?.status).toBe(400);
    expect(answer?.body).toEqual({ message: "Bad request.", code: "bad_request" });
  }, 60_000);
});

describe("connections per client address", () => {
  it("closes connections beyond the cap from one address while another address is served (A32)", async () => {
    live = await startLiveServer({ maxConnectionsPerIp: 3, headersTimeoutMs: 30_000 });
    const server = live.app.server;
    const openCount = () =>
      new Promise<number>((resolve, reject) =>
        server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    const held = [rawSocket(live.port), rawSocket(live.port), rawSocket(live.port)];
    await waitFor(async () => (await openCount()) === 3, 30_000, "3 connections accepted");

    const extra = rawSocket(live.port);
    extra.socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await waitFor(() => extra.state.closed, 30_000, "the fourth connection to be closed");
    expect(extra.state.received).toBe("");

    // Linux routes all of 127.0.0.0/8 to the loopback interface: 127.0.0.2 is another client.
    expect(await get(live.port, "/healthz", "127.0.0.2")).toBe(200);

    held[0]?.socket.destroy();
    await waitFor(async () => (await openCount()) === 2, 30_000, "the closed connection to be released");
    expect(await get(live.port, "/healthz", "127.0.0.1")).toBe(200);
    expect(held.slice(1).every((h) => !h.state.closed)).toBe(true);
  }, 60_000);
});

describe("client aborts", () => {
  it("logs a body the client abandoned below error level, not as the service being unavailable (A35)", async () => {
    const { server, lines } = await liveWithLogs();
    const { socket } = rawSocket(server.port);
    socket.write(
      "POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    await waitFor(
      () => lines.some((l) => l.msg === "incoming request"),
      30_000,
      "the request to reach the server",
    );
    socket.destroy();
    await waitFor(
      () => lines.some((l) => l.level >= 50 || l.msg === "client went away before the answer"),
      30_000,
      "the abort to be handled",
    );
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.some((l) => l.msg === "service unavailable")).toBe(false);
  }, 60_000);
});

describe("the one error shape {message, code}", () => {
  it.each(["/api/%zz", "/api/games/%E0%A4%A", "/%zz"])(
    "answers the malformed URL %s with 400 bad_request, without echoing it",
    async (url) => {
      t = await createTestApp();
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(errorBodyOf(res)).toEqual({ message: "The address is not a valid URL.", code: "bad_request" });
      expect(res.body).not.toContain("%");
    },
  );

  it("answers an over-long path segment with 414 in the same shape (A35)", async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: `/api/games/${"x".repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(errorBodyOf(res)).toEqual({ message: "The address is too long.", code: "bad_request" });
  });

  it.each(["PROPFIND", "TRACE", "PUT", "OPTIONS"])(
    "answers %s on an API path that has no such method with the 404 body",
    async (method) => {
      t = await createTestApp();
      const res = await t.app.inject({ method: method as "PUT", url: "/api/auth/user" });
      expect(res.statusCode).toBe(404);
      expect(errorBodyOf(res)).toEqual({ message: "Not found", code: "not_found" });
    },
  );

  it("answers a plain GET on a socket path with the 404 body, not an empty answer (A35)", async () => {
    t = await createTestApp();
    const { headers } = await signUp(t.app);
    const res = await t.app.inject({ url: "/ws/user", headers });
    expect(res.statusCode).toBe(404);
    expect(errorBodyOf(res)).toEqual({ message: "Not found", code: "not_found" });
  });

  it("answers a request that arrives while the server drains with 503 unavailable and Retry-After (F3)", async () => {
    const { server, lines } = await liveWithLogs();
    const { socket, state } = rawSocket(server.port);
    // A request in flight keeps its connection open through the drain; a second one follows on it.
    socket.write(
      "POST /api/auth/logout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{",
    );
    await waitFor(
      () => lines.some((l) => l.msg === "incoming request"),
      30_000,
      "the first request to reach the server",
    );
    const closing = server.close();
    await waitFor(() => !server.app.server.listening, 30_000, "the server to start draining");
    socket.write("}GET /api/auth/user HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await waitFor(() => state.closed, 30_000, "the connection to be closed");
    await closing;
    live = undefined;

    const [first, second] = responses(state.received);
    expect(first?.status).toBe(204);
    expect(second?.status).toBe(503);
    expect(second?.body).toEqual({
      message: "The server is restarting. Please try again in a moment.",
      code: "unavailable",
    });
    expect(second?.headers).toMatch(/\r\nretry-after: \d+/);
    expect(second?.headers).toContain("connection: close");
  }, 60_000);
});

describe("Cache-Control on API answers", () => {
  it("marks every /api JSON answer no-store, signed-in answers and errors alike", async () => {
    t = await createTestApp();
    const { headers } = await signUp(t.app);
    for (const res of [
      await t.app.inject({ url: "/api/auth/user", headers }),
      await t.app.inject({ url: "/api/games", headers }),
      await t.app.inject({ url: "/api/auth/user" }),
      await t.app.inject({ url: "/api/nope", headers }),
      await t.app.inject({ method: "POST", url: "/api/auth/login", payload: {} }),
    ]) {
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });
});

describe("edge settings", () => {
  it("default to the values docs/deploy.md gives, and read the environment", () => {
    expect(parseConfig({})).toMatchObject({
      trustProxy: { kind: "none" },
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 15_000,
      keepAliveTimeoutMs: 72_000,
      idleTimeoutMs: 60_000,
      maxConnectionsPerIp: 64,
      httpRequestsPerSecond: 20,
      passwordHashConcurrency: 2,
      passwordHashQueue: 64,
    });
    expect(
      parseConfig({
        TRUST_PROXY: "10.0.0.0/8",
        REQUEST_TIMEOUT_MS: "20000",
        HEADERS_TIMEOUT_MS: "5000",
        MAX_CONNECTIONS_PER_IP: "0",
        HTTP_REQUESTS_PER_SECOND: "50",
        PASSWORD_HASH_QUEUE: "10",
      }),
    ).toMatchObject({
      trustProxy: { kind: "addresses", addresses: ["10.0.0.0/8"] },
      requestTimeoutMs: 20_000,
      headersTimeoutMs: 5_000,
      maxConnectionsPerIp: 0,
      httpRequestsPerSecond: 50,
      passwordHashQueue: 10,
    });
  });

  it("refuses a headers timeout longer than the request timeout", () => {
    const attempt = () => parseConfig({ REQUEST_TIMEOUT_MS: "1000", HEADERS_TIMEOUT_MS: "2000" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/HEADERS_TIMEOUT_MS/);
  });
});
