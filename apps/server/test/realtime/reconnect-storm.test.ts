// Two hundred clients reconnecting at the same moment (docs/reliability.md F11, ADR 017). The clients
// follow the web client's schedule (`reconnectBackoff` from the protocol package): capped exponential
// backoff with full jitter, so a server restart does not bring them all back in one instant.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  RECONNECT_BASE_MS,
  reconnectBackoff,
  reconnectDelayMs,
  USER_SOCKET_PATH,
  WS_CLOSE,
} from "@riddlebook/protocol";
import { createSeededRng } from "@riddlebook/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import type { RunningServer } from "../../src/server";
import { api, type LiveUser, signUpLive } from "../support/live-server";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { waitFor } from "../support/wait-for";
import { startServerWith } from "./session-socket-helpers";

const USERS = 100;
/** docs/reliability.md F11: every client is back within ten seconds. */
const BACK_WITHIN_MS = 10_000;

/** Close codes after which the web client gives up (it reconnects after any other). */
const FINAL = new Set<number>([
  WS_CLOSE.normal,
  WS_CLOSE.unauthorized,
  WS_CLOSE.forbidden,
  WS_CLOSE.notFound,
  WS_CLOSE.sessionEnded,
]);

/**
 * A socket that reconnects as the web client does. It is "back" once usable: a game socket when its
 * snapshot arrives, a user socket when it opens. Refused upgrades are recorded by HTTP status.
 */
class ReconnectingClient {
  private readonly backoff = reconnectBackoff();
  private readonly random: () => number;
  private ws: WebSocket | null = null;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  /** Times the client became usable. */
  backs = 0;
  lastBackAt = 0;
  /** Each delay waited before an attempt, with the attempt number it was drawn for. */
  readonly waits: { attempt: number; delay: number; at: number }[] = [];
  /** HTTP statuses of refused upgrades. */
  readonly refusals: number[] = [];
  /** Attempts that never reached HTTP (connection refused or reset while the server was away). */
  unreachable = 0;

  constructor(
    private readonly url: string,
    private readonly cookie: string,
    private readonly kind: "game" | "user",
    seed: number,
  ) {
    this.random = createSeededRng(seed);
  }

  connect(): void {
    if (this.stopped) return;
    const ws = new WebSocket(this.url, { headers: { cookie: this.cookie } });
    this.ws = ws;
    ws.on("open", () => {
      this.backoff.opened(Date.now());
      if (this.kind === "user") this.markBack();
    });
    ws.on("message", (data) => {
      if (this.kind === "game" && (JSON.parse(data.toString()) as { type: string }).type === "snapshot")
        this.markBack();
    });
    ws.on("error", (error) => {
      const refused = /Unexpected server response: (\d+)/.exec(error.message);
      if (refused) this.refusals.push(Number(refused[1]));
      else this.unreachable += 1;
    });
    ws.on("close", (code) => {
      if (this.stopped || FINAL.has(code)) return;
      const attempt = this.backoff.attempt;
      const delay = this.backoff.nextDelay(Date.now(), this.random());
      this.waits.push({ attempt, delay, at: Date.now() });
      this.timer = setTimeout(() => this.connect(), delay);
    });
  }

  private markBack(): void {
    this.backs += 1;
    this.lastBackAt = Date.now();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.ws?.terminate();
  }
}

describe("two hundred clients whose sockets drop at the same moment (F11)", () => {
  let server: RunningServer;
  let proxy: TcpProxy;
  const clients: ReconnectingClient[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "rb-storm-"));

  beforeAll(async () => {
    server = await startServerWith({ dataDir });
    // The clients reach the server through a proxy: cutting it drops all their sockets at once.
    proxy = await startTcpProxy({ host: "127.0.0.1", port: server.port });
  });
  afterAll(async () => {
    for (const client of clients) client.stop();
    proxy?.restore();
    await server?.close();
    await proxy?.close();
  });

  it("are all back within 10 s of the restarted server listening, with no 5xx and no refused upgrade, spread by the shared jittered backoff", async () => {
    const viaProxy = `ws://127.0.0.1:${proxy.port}`;
    // Each user hosts a game and has its game socket and its user socket open: 200 clients.
    const hosts: { user: LiveUser; gameId: string; playerId: string }[] = [];
    // Ten sign-ups at a time: password hashing queues only so many (ADR 004).
    for (let batch = 0; batch < USERS; batch += 10) {
      const signedUp = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const user = await signUpLive(server.url);
          const created = await api(server.url, user, "POST", "/api/games", { playerName: `P${batch + i}` });
          expect(created.status).toBe(201);
          return { user, gameId: created.body.game.id as string, playerId: created.body.player.id as string };
        }),
      );
      hosts.push(...signedUp);
    }
    for (const [i, { user, gameId, playerId }] of hosts.entries()) {
      const query = new URLSearchParams({ gameId, playerId });
      clients.push(
        new ReconnectingClient(`${viaProxy}/ws?${query}`, user.cookie, "game", 2 * i + 1),
        new ReconnectingClient(`${viaProxy}${USER_SOCKET_PATH}`, user.cookie, "user", 2 * i + 2),
      );
    }
    for (const client of clients) client.connect();
    await waitFor(() => clients.every((c) => c.backs === 1), 30_000, "every client connected");

    // The restart: every socket drops at once, the server stops and starts again on the same
    // database and port while clients already knock (and are refused at the TCP level).
    const droppedAt = Date.now();
    proxy.cut();
    const { port } = server;
    await server.close();
    server = await startServerWith({ dataDir, port });
    proxy.restore();
    const reachableAt = Date.now();

    // The clock starts when the server can answer again: how long a restart takes is not the clients' doing.
    await waitFor(() => clients.every((c) => c.backs === 2), BACK_WITHIN_MS, "every client back");
    expect(Math.max(...clients.map((c) => c.lastBackAt)) - reachableAt).toBeLessThan(BACK_WITHIN_MS);
    // Nothing was refused over HTTP: no 5xx, no 429, no 401.
    expect(clients.flatMap((c) => c.refusals)).toEqual([]);

    // Every wait followed the shared schedule: the first after the drop within the first window,
    // each later one drawn for the next attempt.
    const afterDrop = clients.map((c) => c.waits.filter((w) => w.at >= droppedAt));
    for (const waits of afterDrop) {
      expect(waits.map((w) => w.attempt)).toEqual(waits.map((_, i) => i));
      for (const w of waits) expect(w.delay).toBeLessThanOrEqual(reconnectDelayMs(w.attempt, 1));
    }
    // Jitter: the first reconnects are spread over the window, not stacked on one moment.
    const firsts = afterDrop.map((waits) => waits[0]!.delay);
    expect(new Set(firsts).size).toBeGreaterThan(clients.length / 2);
    expect(Math.max(...firsts) - Math.min(...firsts)).toBeGreaterThan(RECONNECT_BASE_MS / 2);
  });
});
