/**
 * bench:game (docs/reliability.md L1) — scripted clients play full games of 6 over real HTTP and WebSocket
 * against one built instance (SQLite, in-process bus) with shortened timers, then replay the same
 * message pattern against a bare `ws` broadcast server, as a ratio. Prints figures; asserts nothing.
 *
 * Latency is server → client: each message carries the server's clock (`serverTime`, taken when it
 * is sent) and the client notes when it arrives, on the same machine. The load generator runs in
 * this process, so on a 2-core machine it shares the CPU with the server under test.
 *
 * Environment: BENCH_PLAYERS (5000), BENCH_ROUNDS (2), BENCH_WRITING_SECONDS (60),
 * BENCH_READING_SECONDS (60), BENCH_SCORING_SECONDS (5), BENCH_START_SPREAD_SECONDS (20),
 * BENCH_MAX_SECONDS (600: the whole run is cut off after this), BENCH_SKIP_BASELINE=1.
 */
import { join } from "node:path";
import { applyJsonPatch } from "@riddlebook/protocol";
import { WebSocket } from "ws";
import { HttpClient } from "./support/http-client";
import { percentiles } from "./support/load";
import { cpuSecondsOf, rssOf } from "./support/proc-stats";
import { repoRoot, startBuiltServer, startScript } from "./support/processes";

const env = process.env;
const PLAYERS = Number(env.BENCH_PLAYERS ?? 5000);
const GAME_SIZE = 6;
const ROUNDS = Number(env.BENCH_ROUNDS ?? 2);
const WRITING = Number(env.BENCH_WRITING_SECONDS ?? 60);
const READING = Number(env.BENCH_READING_SECONDS ?? 60);
const SCORING = Number(env.BENCH_SCORING_SECONDS ?? 5);
const START_SPREAD = Number(env.BENCH_START_SPREAD_SECONDS ?? 20);
const MAX_SECONDS = Number(env.BENCH_MAX_SECONDS ?? 600);
const SETUP_CONCURRENCY = 24;
const PAGE = 4;
const GAMES = Math.max(1, Math.floor(PLAYERS / GAME_SIZE));

const runDeadline = Date.now() + MAX_SECONDS * 1000;
const rand = (min: number, max: number) => min + Math.random() * (max - min);
const ms = (s: number) => Math.round(s * 1000);

interface Stats {
  /** Every server → client message but snapshots; `timerLatencies` holds the timer_update ones again. */
  latencies: number[];
  timerLatencies: number[];
  messages: number;
  bytes: number;
  wsErrors: number;
  /** Patches whose base was not the view held (each answered with a resync). */
  patchMisses: number;
  openSockets: number;
  maxOpen: number;
}

function newStats(): Stats {
  return {
    latencies: [],
    timerLatencies: [],
    messages: 0,
    bytes: 0,
    wsErrors: 0,
    patchMisses: 0,
    openSockets: 0,
    maxOpen: 0,
  };
}

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length && Date.now() < runDeadline) await work(items[next++] as T);
    }),
  );
}

function openSocket(
  url: string,
  headers: Record<string, string>,
  stats: Stats,
  onText: (text: string) => void,
) {
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url, { headers, perMessageDeflate: false });
    ws.on("message", (data) => onText(data.toString()));
    ws.once("open", () => {
      stats.openSockets++;
      stats.maxOpen = Math.max(stats.maxOpen, stats.openSockets);
      resolve(ws);
    });
    ws.on("close", () => stats.openSockets--);
    ws.on("error", (error) => {
      stats.wsErrors++;
      reject(error);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Riddlebook

interface Seat {
  cookie: string;
  playerId: string;
  index: number;
  ws?: WebSocket;
  /** The view this seat's socket holds, kept as the web client keeps it (whole views and patches). */
  view?: BenchView;
}

interface BenchView {
  game: { version: number };
  me?: { riddleIdsToGuess?: string[] } | null;
}

interface Game {
  index: number;
  id: string;
  seats: Seat[];
  done: boolean;
}

interface Recorded {
  stats: Stats;
  http: HttpClient;
  playStartedAt: number;
  playSeconds: number;
  actions: { at: number; game: number }[];
  gamesCompleted: number;
  gamesStarted: number;
  serverCpuSeconds: number;
  clientCpuSeconds: number;
  rssBefore: number;
  rssPeak: number;
}

async function runRiddlebook(words: string[]): Promise<Recorded> {
  const server = await startBuiltServer({
    WRITING_SECONDS: String(WRITING),
    READING_SECONDS: String(READING),
    SCORING_SECONDS: String(SCORING),
    SCRYPT_LOG_N: "10",
    RATE_LIMIT_SCALE: "10000",
    TIMER_UPDATE_MS: "5000",
    NODE_OPTIONS: `--require ${join(repoRoot, "bench/support/loop-monitor.cjs")} ${env.BENCH_SERVER_NODE_OPTIONS ?? ""}`,
  });
  const pid = server.child.pid ?? 0;
  const http = new HttpClient(server.baseUrl, 128);
  const stats = newStats();
  const wsBase = server.baseUrl.replace(/^http/, "ws");
  const rssBefore = rssOf(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssOf(pid));
  }, 500);
  let playing = false;
  let playStartedAt = 0;
  const actions: { at: number; game: number }[] = [];
  let completed = 0;

  const act = async (game: Game, method: string, path: string, seat: Seat, body?: unknown) => {
    if (playing) actions.push({ at: Date.now() - playStartedAt, game: game.index });
    await http.request(method, path, { body, cookie: seat.cookie, expect: [200, 201] });
  };

  const onMessage = (game: Game, seat: Seat, text: string) => {
    const received = Date.now();
    stats.messages++;
    stats.bytes += text.length;
    const head = text.slice(0, 200);
    const stamp = /"serverTime":(\d+)/.exec(head);
    const type = /^\{"type":"([a-z_]+)"/.exec(head)?.[1];
    if (playing && stamp && type !== "snapshot") {
      const latency = received - Number(stamp[1]);
      stats.latencies.push(latency);
      if (type === "timer_update") stats.timerLatencies.push(latency);
    }
    // Like the web client: parse every message and keep the view (whole, or patched; ADR 009).
    const message = JSON.parse(text);
    if (message.view) seat.view = message.view;
    else if (message.patch) {
      if (seat.view?.game.version !== message.patch.base) {
        stats.patchMisses++;
        seat.ws?.send(JSON.stringify({ type: "resync" }));
      } else seat.view = applyJsonPatch(seat.view, message.patch.ops);
    }
    if (type === "game_complete") {
      if (seat.index === 0 && !game.done) {
        game.done = true;
        completed++;
      }
      return;
    }
    if (type !== "phase_changed") return;
    const { phase, round } = message.event as { phase: string; round: number };
    if (phase === "writing") {
      const word = words[((round - 1) * GAME_SIZE + seat.index) % words.length];
      const chooseAt = rand(0.05, 0.35) * WRITING;
      const submitAt = chooseAt + rand(0.05, 0.3) * WRITING;
      setTimeout(
        () => void act(game, "POST", `/api/games/${game.id}/choose-word`, seat, { word }),
        ms(chooseAt),
      );
      setTimeout(
        () =>
          void act(game, "POST", "/api/riddles", seat, {
            gameId: game.id,
            playerId: seat.playerId,
            round,
            selectedWord: word,
            riddleText: `Riddle ${seat.index} of round ${round}: a creature you may meet someday, if you are lucky.`,
          }),
        ms(submitAt),
      );
    } else if (phase === "reading") {
      for (const riddleId of seat.view?.me?.riddleIdsToGuess ?? []) {
        const guess = words[Math.floor(Math.random() * words.length)];
        setTimeout(
          () => void act(game, "POST", "/api/guesses", seat, { riddleId, guesserId: seat.playerId, guess }),
          ms(rand(0.05, 0.5) * READING),
        );
      }
    }
  };

  // Setup: every player signs in as a guest, the host creates the game, the others join, and everyone
  // connects. No game starts until every player is connected.
  const games: Game[] = [];
  const setupStarted = Date.now();
  await pool(
    Array.from({ length: GAMES }, (_, i) => i),
    SETUP_CONCURRENCY,
    async (index) => {
      const seats: Seat[] = [];
      for (let i = 0; i < GAME_SIZE; i++) {
        const res = await http.request("POST", "/api/dev-auto-login");
        const cookie = res.setCookie.find((c) => c.startsWith("rb_session="))?.split(";")[0];
        if (!cookie) return;
        seats.push({ cookie, playerId: "", index: i });
      }
      const created = await http.request("POST", "/api/games", {
        body: { playerName: "Host", totalRounds: ROUNDS },
        cookie: seats[0]!.cookie,
      });
      if (created.status !== 201) return;
      const body = JSON.parse(created.text);
      const game: Game = { index, id: body.game.id, seats, done: false };
      seats[0]!.playerId = body.player.id;
      for (const seat of seats.slice(1)) {
        const joined = await http.request("POST", "/api/players", {
          body: { gameId: game.id, name: `Player ${seat.index + 1}` },
          cookie: seat.cookie,
        });
        if (joined.status !== 201) return;
        seat.playerId = JSON.parse(joined.text).id;
      }
      for (const seat of seats) {
        seat.ws = await openSocket(
          `${wsBase}/ws?gameId=${game.id}&playerId=${seat.playerId}`,
          { cookie: seat.cookie },
          stats,
          (text) => onMessage(game, seat, text),
        ).catch(() => undefined);
      }
      games.push(game);
    },
  );
  const setupSeconds = (Date.now() - setupStarted) / 1000;
  console.log(
    `  setup: ${games.length} games, ${stats.openSockets} sockets connected in ${setupSeconds.toFixed(1)} s (HTTP errors so far: ${http.errors})`,
  );

  // Play: each host picks the page and everyone marks ready at a random moment within the spread.
  const httpBeforePlay = http.latencies.length;
  const cpuBefore = cpuSecondsOf(pid);
  const clientCpuBefore = process.cpuUsage();
  playing = true;
  playStartedAt = Date.now();
  server.child.kill("SIGUSR2");
  for (const game of games) {
    const offset = rand(0, START_SPREAD);
    setTimeout(async () => {
      await act(game, "PATCH", `/api/games/${game.id}`, game.seats[0]!, { currentPageNumber: PAGE });
      for (const seat of game.seats) {
        setTimeout(
          () => void act(game, "PATCH", `/api/players/${seat.playerId}`, seat, { isReady: true }),
          ms(rand(0, 2)),
        );
      }
    }, ms(offset));
  }
  while (completed < games.length && Date.now() < runDeadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const playSeconds = (Date.now() - playStartedAt) / 1000;
  const serverCpuSeconds = cpuSecondsOf(pid) - cpuBefore;
  const clientUsage = process.cpuUsage(clientCpuBefore);
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, rssOf(pid));
  const playHttp = http.latencies.slice(httpBeforePlay);
  http.latencies.splice(0, http.latencies.length, ...playHttp);

  for (const game of games) for (const seat of game.seats) seat.ws?.terminate();
  http.close();
  await server.stop();
  return {
    stats,
    http,
    playStartedAt,
    playSeconds,
    actions,
    gamesCompleted: completed,
    gamesStarted: games.length,
    serverCpuSeconds,
    clientCpuSeconds: (clientUsage.user + clientUsage.system) / 1e6,
    rssBefore,
    rssPeak,
  };
}

// ---------------------------------------------------------------------------------------------
// Bare ws broadcast server, same pattern

async function runBaseline(pattern: Recorded) {
  const bare = await startScript(join(repoRoot, "bench/support/bare-ws.mjs"));
  const pid = bare.child.pid ?? 0;
  const http = new HttpClient(bare.baseUrl, 128);
  const stats = newStats();
  const wsBase = bare.baseUrl.replace(/^http/, "ws");
  const recipients = pattern.gamesStarted * GAME_SIZE;
  const perAction = Math.max(
    1,
    Math.round(pattern.stats.messages / Math.max(1, pattern.actions.length * GAME_SIZE)),
  );
  const bytes = Math.round(pattern.stats.bytes / Math.max(1, pattern.stats.messages));
  let playing = false;
  const sockets: WebSocket[] = [];
  await pool(
    Array.from({ length: recipients }, (_, i) => i),
    SETUP_CONCURRENCY * 4,
    async (i) => {
      const room = Math.floor(i / GAME_SIZE);
      const ws = await openSocket(`${wsBase}/ws?room=${room}`, {}, stats, (text) => {
        const received = Date.now();
        stats.messages++;
        stats.bytes += text.length;
        const stamp = /"serverTime":(\d+)/.exec(text.slice(0, 120));
        if (playing && stamp) stats.latencies.push(received - Number(stamp[1]));
        // Parsed like the game client's messages, so both load generators do the same work.
        JSON.parse(text);
      }).catch(() => undefined);
      if (ws) sockets.push(ws);
    },
  );
  const cpuBefore = cpuSecondsOf(pid);
  const started = Date.now();
  playing = true;
  await Promise.all(
    pattern.actions.map(
      (action) =>
        new Promise<void>((resolve) =>
          setTimeout(async () => {
            await http.request("POST", `/act?room=${action.game}&count=${perAction}&bytes=${bytes}`);
            resolve();
          }, action.at),
        ),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  const cpu = cpuSecondsOf(pid) - cpuBefore;
  for (const ws of sockets) ws.terminate();
  http.close();
  await bare.stop();
  return { stats, http, seconds, cpu, perAction, bytes };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const words: string[] = await (async () => {
    const { getPage } = await import("@riddlebook/words/wordbook");
    return [...(getPage(PAGE)?.words ?? [])];
  })();
  console.log(
    `bench:game — ${GAMES} games of ${GAME_SIZE} (${GAMES * GAME_SIZE} players), ${ROUNDS} rounds, writing ${WRITING} s, reading ${READING} s, scoring ${SCORING} s, node ${process.version}`,
  );
  const rb = await runRiddlebook(words);
  const lat = percentiles(rb.stats.latencies, [50, 95, 99]);
  const httpP = percentiles(rb.http.latencies, [50, 99]);
  const players = rb.gamesStarted * GAME_SIZE;
  console.log("");
  console.log("Riddlebook (one built instance, SQLite, in-process bus)");
  console.log(`  players held (max concurrently connected sockets): ${rb.stats.maxOpen}`);
  console.log(
    `  games completed: ${rb.gamesCompleted} / ${rb.gamesStarted} in ${rb.playSeconds.toFixed(1)} s of play`,
  );
  console.log(
    `  event latency server→client (ms): p50 ${lat.p50}  p95 ${lat.p95}  p99 ${lat.p99}  max ${rb.stats.latencies.reduce((a, b) => Math.max(a, b), 0)}  (${rb.stats.latencies.length} messages, avg ${Math.round(rb.stats.bytes / Math.max(1, rb.stats.messages))} B)`,
  );
  const timerLat = percentiles(rb.stats.timerLatencies, [50, 95, 99]);
  console.log(
    `    of which timer_update: p50 ${timerLat.p50}  p95 ${timerLat.p95}  p99 ${timerLat.p99}  (${rb.stats.timerLatencies.length} messages)`,
  );
  console.log(
    `  HTTP during play: ${rb.http.latencies.length} calls, p50 ${httpP.p50} ms, p99 ${httpP.p99} ms`,
  );
  console.log(
    `  errors: HTTP ${rb.http.errors}, WebSocket ${rb.stats.wsErrors}, view patches that did not fit ${rb.stats.patchMisses}`,
  );
  for (const sample of rb.http.errorSamples) console.log(`    ${sample}`);
  console.log(
    `  server RSS: ${(rb.rssBefore / 2 ** 20).toFixed(0)} MB idle → ${(rb.rssPeak / 2 ** 20).toFixed(0)} MB peak; ${((rb.rssPeak - rb.rssBefore) / 1024 / Math.max(1, players)).toFixed(1)} kB per player`,
  );
  console.log(
    `  CPU during play: server ${rb.serverCpuSeconds.toFixed(1)} s (${(rb.serverCpuSeconds / rb.playSeconds).toFixed(2)} cores), load generator ${rb.clientCpuSeconds.toFixed(1)} s (${(rb.clientCpuSeconds / rb.playSeconds).toFixed(2)} cores)`,
  );

  if (env.BENCH_SKIP_BASELINE === "1" || Date.now() > runDeadline) {
    console.log("\nbaseline skipped");
    return;
  }
  const base = await runBaseline(rb);
  const bl = percentiles(base.stats.latencies, [50, 95, 99]);
  console.log("");
  console.log(
    `Bare ws broadcast server, same pattern (${rb.actions.length} actions, ${base.perAction} message(s) of ${base.bytes} B to each of 6 per action)`,
  );
  console.log(`  sockets held: ${base.stats.maxOpen}`);
  console.log(
    `  event latency (ms): p50 ${bl.p50}  p95 ${bl.p95}  p99 ${bl.p99}  (${base.stats.latencies.length} messages)`,
  );
  console.log(`  errors: HTTP ${base.http.errors}, WebSocket ${base.stats.wsErrors}`);
  console.log(`  CPU: server ${base.cpu.toFixed(1)} s over ${base.seconds.toFixed(1)} s`);
  console.log("");
  console.log(
    `ratio Riddlebook / bare (latencies under 1 ms count as 1 ms): p50 ${(Math.max(1, lat.p50!) / Math.max(1, bl.p50!)).toFixed(1)}×, p99 ${(lat.p99! / Math.max(1, bl.p99!)).toFixed(1)}×, server CPU ${(rb.serverCpuSeconds / Math.max(0.01, base.cpu)).toFixed(1)}×`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
