// Prometheus metrics (docs/deploy.md, "Metrics"): who may read /metrics, on which port, and that each
// metric exists and moves when the server works.
import { afterEach, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server";
import { type Caller, call, newCaller, PAGE } from "../support/game-helpers";
import { api, type LiveUser, signUpLive, startLiveServer } from "../support/live-server";
import { createTempPostgresDatabase } from "../support/postgres";
import { optionalServiceUrl } from "../support/services";
import { createTestApp, errorBodyOf, signUp, type TestApp } from "../support/test-app";
import { UserSocket } from "../support/user-socket";
import { waitFor } from "../support/wait-for";
import { TestSocket } from "../support/ws-client";

const TOKEN = "a-metrics-token-for-tests-0123456789";
const BEARER = { authorization: `Bearer ${TOKEN}` };

const apps: TestApp[] = [];
const servers: RunningServer[] = [];
const sockets: { ws: { terminate(): void } }[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.ws.terminate();
  for (const t of apps.splice(0)) await t.close();
  for (const s of servers.splice(0)) await s.close();
  for (const clean of cleanups.splice(0)) await clean();
});

async function testApp(config: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp(config);
  apps.push(t);
  return t;
}

async function liveServer(overrides: Parameters<typeof startLiveServer>[0] = {}): Promise<RunningServer> {
  const server = await startLiveServer(overrides);
  servers.push(server);
  return server;
}

/** One sample of the text exposition format. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key as string] = value as string;
    }
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The metrics as scraped: every sample, and the value of one series (0 when it is absent). */
class Scrape {
  readonly samples: Sample[];

  constructor(readonly text: string) {
    this.samples = parseSamples(text);
  }

  /** Whether the metric is declared (`# TYPE`), with or without samples. */
  declares(name: string): boolean {
    return new RegExp(`^# TYPE ${name} `, "m").test(this.text);
  }

  /** The sum of the samples of `name` whose labels include `labels`; undefined when there is none. */
  find(name: string, labels: Record<string, string> = {}): number | undefined {
    const found = this.samples.filter(
      (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
    );
    return found.length === 0 ? undefined : found.reduce((sum, s) => sum + s.value, 0);
  }

  value(name: string, labels: Record<string, string> = {}): number {
    return this.find(name, labels) ?? 0;
  }
}

async function scrapeApp(t: TestApp): Promise<Scrape> {
  const res = await t.app.inject({ method: "GET", url: "/metrics", headers: BEARER });
  expect(res.statusCode, res.body).toBe(200);
  return new Scrape(res.body);
}

async function scrapeUrl(url: string, headers: Record<string, string> = BEARER): Promise<Scrape> {
  const res = await fetch(`${url}/metrics`, { headers });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return new Scrape(text);
}

/** Every metric the server defines (the database gauges depend on the dialect), and some of Node's. */
const APP_METRICS = [
  "riddlebook_live_games",
  "riddlebook_sockets",
  "riddlebook_game_commits_total",
  "riddlebook_game_commit_duration_seconds",
  "riddlebook_fanout_duration_seconds",
  "riddlebook_bus_publish_failures_total",
  "riddlebook_bus_lag_seconds",
  "riddlebook_db_query_duration_seconds",
  "riddlebook_rate_limit_refusals_total",
  "riddlebook_bot_actions_total",
  "riddlebook_matchmaking_queue_length",
  "riddlebook_matchmaking_wait_seconds",
];
const PROCESS_METRICS = [
  "process_cpu_user_seconds_total",
  "process_resident_memory_bytes",
  "nodejs_eventloop_lag_seconds",
];

describe("who may read /metrics", () => {
  it("is an unknown route (404) when neither METRICS_TOKEN nor METRICS_PORT is set", async () => {
    const t = await testApp();
    const metrics = await t.app.inject({ method: "GET", url: "/metrics" });
    const unknown = await t.app.inject({ method: "GET", url: "/no-such-page" });
    expect(metrics.statusCode).toBe(404);
    expect(metrics.body).toBe(unknown.body);
    expect(metrics.headers["content-type"]).toBe(unknown.headers["content-type"]);
    // Even with the right-looking header.
    expect((await t.app.inject({ method: "GET", url: "/metrics", headers: BEARER })).statusCode).toBe(404);
  });

  it("with METRICS_TOKEN, answers 401 in the error shape without the bearer token or with a wrong one, and the metrics with it", async () => {
    const t = await testApp({ config: { metricsToken: TOKEN } });
    for (const authorization of [
      undefined,
      "Bearer not-the-metrics-token-at-all-00",
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString("base64")}`,
      TOKEN,
      "Bearer",
    ]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(errorBodyOf(res).code).toBe("unauthorized");
      expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(res.body).not.toContain("riddlebook_");
    }
    const ok = await t.app.inject({ method: "GET", url: "/metrics", headers: BEARER });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers["cache-control"]).toBe("no-store");
    const lower = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(lower.statusCode).toBe(200);
  });

  it("with METRICS_PORT alone, serves /metrics on that port without a token, and nothing on the main port", async () => {
    const server = await liveServer({ metricsPort: 0 });
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const scrape = await scrapeUrl(server.metricsUrl ?? "", {});
    expect(scrape.declares("riddlebook_live_games")).toBe(true);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    const other = await fetch(`${server.metricsUrl}/api/health`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: "Not found", code: "not_found" });
    expect((await fetch(`${server.metricsUrl}/metrics`, { method: "POST" })).status).toBe(404);

    // It stops with the server.
    servers.splice(servers.indexOf(server), 1);
    const metricsUrl = server.metricsUrl;
    await server.close();
    await expect(fetch(`${metricsUrl}/metrics`)).rejects.toThrow();
  });

  it("with METRICS_PORT and METRICS_TOKEN, both ports want the token", async () => {
    const server = await liveServer({ metricsPort: 0, metricsToken: TOKEN });
    for (const base of [server.url, server.metricsUrl ?? ""]) {
      const refused = await fetch(`${base}/metrics`, { headers: { authorization: "Bearer wrong" } });
      expect(refused.status, base).toBe(401);
      expect(await refused.json()).toEqual({
        code: "unauthorized",
        message: expect.stringMatching(/Bearer/),
      });
      expect((await scrapeUrl(base)).declares("riddlebook_sockets")).toBe(true);
    }
  });

  it("refuses to start when the metrics port is taken, leaving nothing listening", async () => {
    const first = await liveServer({ metricsPort: 0 });
    const taken = Number(new URL(first.metricsUrl ?? "").port);
    await expect(startLiveServer({ metricsPort: taken })).rejects.toThrow(/EADDRINUSE/);
  });
});

describe("what /metrics tells", () => {
  it("declares every metric, Node's process metrics included", async () => {
    const t = await testApp({ config: { metricsToken: TOKEN } });
    const scrape = await scrapeApp(t);
    for (const name of [...APP_METRICS, ...PROCESS_METRICS, "riddlebook_db_sqlite_queue_depth"]) {
      expect(scrape.declares(name), name).toBe(true);
    }
    // Labelled gauges read at scrape time have their series even at zero.
    for (const phase of ["setup", "writing", "reading", "scoring"]) {
      expect(scrape.find("riddlebook_live_games", { phase }), phase).toBe(0);
    }
    expect(scrape.find("riddlebook_live_games", { phase: "complete" })).toBeUndefined();
    expect(scrape.find("riddlebook_sockets", { channel: "game" })).toBe(0);
    expect(scrape.find("riddlebook_sockets", { channel: "user" })).toBe(0);
    expect(scrape.find("riddlebook_matchmaking_queue_length")).toBe(0);
    expect(scrape.find("riddlebook_db_sqlite_queue_depth")).toBe(0);
    // SQLite has no pool.
    expect(scrape.declares("riddlebook_db_pool_connections")).toBe(false);
  });

  it("counts commits, their durations, games by phase, sockets, fan-outs, database queries and bot actions as a game is played", async () => {
    const server = await liveServer({ metricsToken: TOKEN, botSpeed: 1000 });
    const before = await scrapeUrl(server.url);
    expect(before.value("riddlebook_live_games", { phase: "setup" })).toBe(0);

    const user: LiveUser = await signUpLive(server.url);
    const created = await api(server.url, user, "POST", "/api/games", { playerName: "Hana", totalRounds: 1 });
    expect(created.status).toBe(201);
    const gameId: string = created.body.game.id;
    const playerId: string = created.body.player.id;
    const inSetup = await scrapeUrl(server.url);
    expect(inSetup.value("riddlebook_live_games", { phase: "setup" })).toBe(1);
    expect(inSetup.value("riddlebook_game_commits_total", { source: "new_game" })).toBe(1);

    const added = await api(server.url, user, "POST", `/api/games/${gameId}/add-bot`, { botType: "random" });
    expect(added.status).toBe(201);
    const socket = await TestSocket.open(server.url, { gameId, playerId }, { cookie: user.cookie });
    sockets.push(socket);
    await socket.next("snapshot");
    const userSocket = await UserSocket.open(server.url, user.cookie);
    sockets.push(userSocket);
    await waitFor(
      async () => (await scrapeUrl(server.url)).value("riddlebook_sockets", { channel: "user" }) === 1,
    );
    const connected = await scrapeUrl(server.url);
    expect(connected.value("riddlebook_sockets", { channel: "game" })).toBe(1);

    expect(
      (await api(server.url, user, "PATCH", `/api/games/${gameId}`, { currentPageNumber: PAGE })).status,
    ).toBe(200);
    expect((await api(server.url, user, "PATCH", `/api/players/${playerId}`, { isReady: true })).status).toBe(
      200,
    );
    await socket.next("phase_changed", (m) => m.event.phase === "writing");
    // The bot chooses its word and writes its riddle at once (BOT_SPEED 1000).
    await waitFor(
      async () =>
        (await scrapeUrl(server.url)).value("riddlebook_bot_actions_total", {
          action: "submitRiddle",
          outcome: "applied",
        }) === 1,
      20_000,
      "the bot's riddle",
    );
    const playing = await scrapeUrl(server.url);
    expect(playing.value("riddlebook_live_games", { phase: "setup" })).toBe(0);
    expect(playing.value("riddlebook_live_games", { phase: "writing" })).toBe(1);
    // The bot was added, the page chosen and the host readied by the user; the bot's word and riddle by the bot.
    expect(playing.value("riddlebook_game_commits_total", { source: "user" })).toBeGreaterThanOrEqual(3);
    expect(playing.value("riddlebook_game_commits_total", { source: "bot" })).toBe(
      playing.value("riddlebook_bot_actions_total", { outcome: "applied" }),
    );
    const commits =
      playing.value("riddlebook_game_commits_total", { source: "user" }) +
      playing.value("riddlebook_game_commits_total", { source: "bot" }) +
      playing.value("riddlebook_game_commits_total", { source: "system" });
    expect(playing.value("riddlebook_game_commit_duration_seconds_count")).toBe(commits);
    expect(playing.value("riddlebook_game_commit_duration_seconds_bucket", { le: "+Inf" })).toBe(commits);
    // Every commit since the socket opened reached it: at least the page, the ready and the bot's riddle.
    expect(playing.value("riddlebook_fanout_duration_seconds_count")).toBeGreaterThanOrEqual(3);
    expect(playing.value("riddlebook_fanout_duration_seconds_count")).toBeGreaterThan(
      connected.value("riddlebook_fanout_duration_seconds_count"),
    );
    expect(playing.value("riddlebook_db_query_duration_seconds_count")).toBeGreaterThan(
      before.value("riddlebook_db_query_duration_seconds_count"),
    );
    // The file database runs on its worker thread, whose queue the gauge shows.
    expect(playing.find("riddlebook_db_sqlite_queue_depth")).toBeGreaterThanOrEqual(0);

    socket.ws.terminate();
    userSocket.ws.terminate();
    await waitFor(async () => {
      const after = await scrapeUrl(server.url);
      return (
        after.value("riddlebook_sockets", { channel: "game" }) === 0 &&
        after.value("riddlebook_sockets", { channel: "user" }) === 0
      );
    });
  });

  it("measures quick match: the queue's length and each seeker's time to match, with a player or a bot", async () => {
    const t = await testApp({
      config: { metricsToken: TOKEN, rateLimitScale: 100, matchStaleSeconds: 10, matchBotOfferSeconds: 15 },
    });
    const join = (caller: Caller) =>
      call(t.app, caller, "POST", "/api/matchmaking/join", {
        gameMode: "standard",
        preferredRounds: 7,
        skillLevel: "any",
      });
    const [ann, bo, cy] = [await newCaller(t.app), await newCaller(t.app), await newCaller(t.app)];
    expect((await join(ann)).json().matched).toBe(false);
    expect((await scrapeApp(t)).value("riddlebook_matchmaking_queue_length")).toBe(1);
    // Not seen for longer than MATCH_STALE_SECONDS: no longer in the queue.
    t.clock.advance(11_000);
    expect((await scrapeApp(t)).value("riddlebook_matchmaking_queue_length")).toBe(0);
    expect((await join(ann)).json().matched).toBe(false);
    expect((await scrapeApp(t)).value("riddlebook_matchmaking_queue_length")).toBe(1);
    t.clock.advance(4000);
    expect((await join(bo)).json().matched).toBe(true);
    const paired = await scrapeApp(t);
    expect(paired.value("riddlebook_matchmaking_queue_length")).toBe(0);
    expect(paired.value("riddlebook_matchmaking_wait_seconds_count", { opponent: "player" })).toBe(2);
    // Ann waited 4 s, Bo not at all.
    expect(paired.value("riddlebook_matchmaking_wait_seconds_sum", { opponent: "player" })).toBe(4);
    expect(paired.value("riddlebook_matchmaking_wait_seconds_bucket", { opponent: "player", le: "3" })).toBe(
      1,
    );
    expect(paired.value("riddlebook_matchmaking_wait_seconds_bucket", { opponent: "player", le: "5" })).toBe(
      2,
    );
    expect(paired.value("riddlebook_live_games", { phase: "writing" })).toBe(1);
    expect(paired.value("riddlebook_game_commits_total", { source: "new_game" })).toBe(1);

    expect((await join(cy)).json().matched).toBe(false);
    t.clock.advance(8000);
    expect((await join(cy)).json().matched).toBe(false);
    t.clock.advance(8000);
    expect((await call(t.app, cy, "POST", "/api/matchmaking/play-with-bot")).statusCode).toBe(200);
    const withBot = await scrapeApp(t);
    expect(withBot.value("riddlebook_matchmaking_wait_seconds_count", { opponent: "bot" })).toBe(1);
    expect(withBot.value("riddlebook_matchmaking_wait_seconds_sum", { opponent: "bot" })).toBe(16);
    expect(withBot.value("riddlebook_matchmaking_wait_seconds_count", { opponent: "player" })).toBe(2);
    expect(withBot.value("riddlebook_matchmaking_queue_length")).toBe(0);
  });

  it("counts rate-limit refusals by limit", async () => {
    // RATE_LIMIT_SCALE 0.05: 1 /api request a second (bursts of 5) and 2 sign-ins per 15 minutes.
    const t = await testApp({ config: { metricsToken: TOKEN, rateLimitScale: 0.05 } });
    // A different e-mail each time: only the per-address limit applies.
    const login = (n: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `nobody${n}@example.com`, password: "not the password" },
      });
    expect((await login(1)).statusCode).toBe(401);
    expect((await login(2)).statusCode).toBe(401);
    expect((await login(3)).statusCode).toBe(429);
    const afterLogin = await scrapeApp(t);
    expect(afterLogin.value("riddlebook_rate_limit_refusals_total", { limit: "login_per_ip" })).toBe(1);
    expect(afterLogin.value("riddlebook_rate_limit_refusals_total", { limit: "http" })).toBe(0);

    let refused = 0;
    for (let i = 0; i < 4; i++) {
      if ((await t.app.inject({ method: "GET", url: "/api/auth/user" })).statusCode === 429) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    const scrape = await scrapeApp(t);
    expect(scrape.value("riddlebook_rate_limit_refusals_total", { limit: "http" })).toBe(refused);
    expect(scrape.value("riddlebook_rate_limit_refusals_total", { limit: "login_per_ip" })).toBe(1);
  });

  it("counts the game intents a user is refused, and the frames a flooding socket is refused", async () => {
    // RATE_LIMIT_SCALE 0.01: one game intent a minute (and one /api request a second, bursts of 5);
    // the connection cap scales too, so it is raised to stay out of the way.
    const server = await liveServer({
      metricsToken: TOKEN,
      wsMessagesPerSecond: 1,
      rateLimitScale: 0.01,
      maxConnectionsPerIp: 10_000,
    });
    const user = await signUpLive(server.url);
    const created = await api(server.url, user, "POST", "/api/games", { playerName: "Hana" });
    const gameId: string = created.body.game.id;
    const choose = (page: number) =>
      api(server.url, user, "PATCH", `/api/games/${gameId}`, { currentPageNumber: page });
    expect((await choose(PAGE)).status).toBe(200);
    expect((await choose(PAGE + 1)).status).toBe(429);
    const intents = await scrapeUrl(server.url);
    expect(intents.value("riddlebook_rate_limit_refusals_total", { limit: "intents_per_user" })).toBe(1);
    expect(intents.value("riddlebook_rate_limit_refusals_total", { limit: "http" })).toBe(0);

    const socket = await TestSocket.open(
      server.url,
      { gameId, playerId: created.body.player.id },
      { cookie: user.cookie },
    );
    sockets.push(socket);
    await socket.next("snapshot");
    // One frame a second, bursts of two: the third is refused, and the socket closed for flooding.
    for (let i = 0; i < 6; i++) socket.ws.send(JSON.stringify({ type: "ping" }));
    expect((await socket.closed).code).toBe(4429);
    const scrape = await scrapeUrl(server.url);
    expect(scrape.value("riddlebook_rate_limit_refusals_total", { limit: "ws_game" })).toBeGreaterThanOrEqual(
      1,
    );
    expect(scrape.value("riddlebook_rate_limit_refusals_total", { limit: "ws_user" })).toBe(0);
  });

  it("counts failed bus publishes and measures the bus lag of delivered messages", async () => {
    const t = await testApp({ config: { metricsToken: TOKEN } });
    const first = await signUp(t.app);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: first.headers })).statusCode,
    ).toBe(204);
    // The sockets' registries follow session revocations: the message arrives here, and its lag is measured.
    await waitFor(
      async () => (await scrapeApp(t)).value("riddlebook_bus_lag_seconds_count", { channel: "sessions" }) > 0,
    );
    expect((await scrapeApp(t)).value("riddlebook_bus_publish_failures_total")).toBe(0);

    const second = await signUp(t.app);
    await t.bus.close();
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: second.headers })).statusCode,
    ).toBe(204);
    await waitFor(
      async () =>
        (await scrapeApp(t)).value("riddlebook_bus_publish_failures_total", { channel: "sessions" }) === 1,
    );
  });
});

const SERVICES = "Metrics on PostgreSQL and Redis";
const PG = optionalServiceUrl("TEST_DATABASE_URL", SERVICES);
const REDIS = optionalServiceUrl("TEST_REDIS_URL", SERVICES);

describe.skipIf(PG === undefined || REDIS === undefined)(SERVICES, () => {
  it("shows the PostgreSQL pool and the lag of game commits that came through Redis", async () => {
    const temp = await createTempPostgresDatabase(PG ?? "");
    cleanups.push(() => temp.drop());
    const server = await liveServer({ databaseUrl: temp.url, redisUrl: REDIS, metricsPort: 0 });
    const metricsUrl = server.metricsUrl ?? "";
    const user = await signUpLive(server.url);
    const created = await api(server.url, user, "POST", "/api/games", { playerName: "Hana" });
    const gameId: string = created.body.game.id;
    const socket = await TestSocket.open(
      server.url,
      { gameId, playerId: created.body.player.id },
      { cookie: user.cookie },
    );
    sockets.push(socket);
    await socket.next("snapshot");
    expect(
      (await api(server.url, user, "PATCH", `/api/games/${gameId}`, { currentPageNumber: PAGE })).status,
    ).toBe(200);
    // With Redis, this instance's commits also come back over the bus: their lag is measured.
    await waitFor(
      async () =>
        (await scrapeUrl(metricsUrl, {})).value("riddlebook_bus_lag_seconds_count", { channel: "game" }) > 0,
    );
    const scrape = await scrapeUrl(metricsUrl, {});
    expect(scrape.declares("riddlebook_db_sqlite_queue_depth")).toBe(false);
    const idle = scrape.find("riddlebook_db_pool_connections", { state: "idle" });
    const busy = scrape.find("riddlebook_db_pool_connections", { state: "busy" });
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(busy).toBeGreaterThanOrEqual(0);
    expect((idle ?? 0) + (busy ?? 0)).toBeGreaterThan(0);
    // The scrape's own counts may be waiting for a connection while the pool is read.
    expect(scrape.find("riddlebook_db_pool_waiting")).toBeGreaterThanOrEqual(0);
    expect(scrape.value("riddlebook_db_query_duration_seconds_count")).toBeGreaterThan(0);
    expect(scrape.value("riddlebook_live_games", { phase: "setup" })).toBe(1);
  });
});
