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
 * BENCH_MAX_SECONDS (600: the whole run is cut off after this), BENCH_SKIP_BASELINE=1,
 * BENCH_RATE_LIMIT_SCALE (10000), BENCH_SPREAD_ADDRESSES (0; 1: each game's players from their own
 * loopback address).
 */
import { join } from "node:path";
import type { WebSocket } from "ws";
import { newStats, openSocket, pageWords, pool, type Stats } from "./lib/game-players";
import { GameRun } from "./lib/game-run";
import { latencyLine, maxOf, megabytes, runMain } from "./lib/report";
import { describeGames, GAME_SIZE, gameSettings } from "./lib/settings";
import { HttpClient } from "./support/http-client";
import { percentiles } from "./support/load";
import { cpuSecondsOf, rssOf } from "./support/proc-stats";
import { repoRoot, startScript } from "./support/processes";

const settings = gameSettings();
const env = process.env;
const SETUP_CONCURRENCY = 24;

const runDeadline = Date.now() + settings.maxSeconds * 1000;

// ---------------------------------------------------------------------------------------------
// Riddlebook

interface Recorded {
  stats: Stats;
  http: HttpClient;
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
  const run = await GameRun.open(settings, words);
  const rssBefore = rssOf(run.pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssOf(run.pid));
  }, 500);
  const actions: { at: number; game: number }[] = [];
  run.players.onIntent = (game) => {
    if (run.players.recording) actions.push({ at: Date.now() - run.playStartedAt, game: game.index });
  };
  await run.setUpAll(runDeadline);

  const cpuBefore = cpuSecondsOf(run.pid);
  const clientCpuBefore = process.cpuUsage();
  run.startPlay();
  await run.waitForGames(runDeadline);
  const playSeconds = run.playSeconds;
  const serverCpuSeconds = cpuSecondsOf(run.pid) - cpuBefore;
  const clientUsage = process.cpuUsage(clientCpuBefore);
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, rssOf(run.pid));
  await run.close();
  return {
    stats: run.stats,
    http: run.playHttp,
    playSeconds,
    actions,
    gamesCompleted: run.players.completed,
    gamesStarted: run.games.length,
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
      const ws = await openSocket(`${wsBase}/ws?room=${room}`, { headers: {} }, stats, (text) => {
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
    runDeadline,
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
  const words = await pageWords();
  console.log(`bench:game — ${describeGames(settings)}`);
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
    `  event latency server→client (ms): p50 ${lat.p50}  p95 ${lat.p95}  p99 ${lat.p99}  max ${maxOf(rb.stats.latencies)}  (${rb.stats.latencies.length} messages, avg ${Math.round(rb.stats.bytes / Math.max(1, rb.stats.messages))} B)`,
  );
  console.log(`    of which timer_update: ${latencyLine(rb.stats.timerLatencies)}`);
  console.log(
    `  HTTP during play: ${rb.http.latencies.length} calls, p50 ${httpP.p50} ms, p99 ${httpP.p99} ms`,
  );
  console.log(
    `  errors during play: HTTP ${rb.http.errors}, WebSocket ${rb.stats.wsErrors}, view patches that did not fit ${rb.stats.patchMisses}`,
  );
  for (const sample of rb.http.errorSamples) console.log(`    ${sample}`);
  console.log(
    `  server RSS: ${megabytes(rb.rssBefore)} MB idle → ${megabytes(rb.rssPeak)} MB peak; ${((rb.rssPeak - rb.rssBefore) / 1024 / Math.max(1, players)).toFixed(1)} kB per player`,
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

runMain(main);
