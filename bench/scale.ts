/**
 * bench:scale (docs/reliability.md L2) — L1's games (bench:game's scripted players of full games of 6,
 * over real HTTP and WebSocket) played through nginx against 1, 2 and 3 identical built instances on
 * one PostgreSQL and one Redis, run by scripts/cluster.mjs with deploy/nginx/riddlebook.conf.template
 * (docs/deploy.md, "Several instances"). Every instance count gets a fresh cluster and a fresh
 * database (a throwaway one on the PostgreSQL server, dropped after). nginx spreads the players'
 * sockets and requests over the instances, so most events reach a player from another instance than
 * the one that committed them, through Redis. The load generator runs in this process. Prints a
 * table; asserts nothing.
 *
 * With BENCH_KILL=1 (the default) one instance of the last run is killed with SIGKILL about halfway
 * through play: its players' sockets drop and reconnect through nginx with the web client's backoff
 * (ADR 017). Reported: how long until every one of them receives events again, and the errors the
 * clients saw. The table's latency and error columns for that run count the play before the kill.
 *
 * CPU over the play, from /proc: each instance, nginx (master and workers), Redis (every redis-server
 * process) and PostgreSQL (every postgres process, backends that ended meanwhile included). Redis and
 * PostgreSQL are the machine's own: anything else using them meanwhile is counted too.
 *
 * Environment: DATABASE_URL (or BENCH_DATABASE_URL, TEST_DATABASE_URL: a PostgreSQL server on which
 * a throwaway database may be created), REDIS_URL (or BENCH_REDIS_URL, TEST_REDIS_URL),
 * BENCH_SCALE_INSTANCES ("1,2,3"), BENCH_KILL (1), BENCH_KILL_INSTANCE (the last instance),
 * BENCH_KILL_AT_SECONDS (about halfway through play), NGINX_PATH (/usr/sbin/nginx), BENCH_SERVER_LOG
 * (a file the instances' standard output is appended to), and bench:game's BENCH_PLAYERS (5000),
 * BENCH_ROUNDS, BENCH_WRITING_SECONDS, BENCH_READING_SECONDS, BENCH_SCORING_SECONDS,
 * BENCH_START_SPREAD_SECONDS, BENCH_MAX_SECONDS (each instance count's run is cut off after this),
 * BENCH_RATE_LIMIT_SCALE and BENCH_SPREAD_ADDRESSES.
 */
import { appendFileSync } from "node:fs";
import { createTempPostgresDatabase } from "../apps/server/test/support/postgres";
import { type Cluster, clusterPrerequisites, startCluster } from "../scripts/cluster.mjs";
import type { Game, Seat } from "./lib/game-players";
import { pageWords } from "./lib/game-players";
import { GameRun } from "./lib/game-run";
import { gameServerEnv } from "./lib/game-server";
import { formatCounts, runMain, sleepUntil } from "./lib/report";
import { type Drop, type Outcome, printKill, printTable } from "./lib/scale-report";
import { describeGames, gameSettings, numberSetting } from "./lib/settings";
import { cpuSecondsOf, cpuSecondsOfCommand, withChildren } from "./support/proc-stats";

const env = process.env;
const settings = gameSettings();
const PG_URL = (env.DATABASE_URL ?? env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL)?.trim() || undefined;
const REDIS_URL = (env.REDIS_URL ?? env.BENCH_REDIS_URL ?? env.TEST_REDIS_URL)?.trim() || undefined;
const COUNTS = (env.BENCH_SCALE_INSTANCES ?? "1,2,3")
  .split(",")
  .map((n) => Number(n.trim()))
  .filter((n) => Number.isInteger(n) && n >= 1);
const LAST = COUNTS[COUNTS.length - 1] ?? 1;
const KILL = numberSetting("BENCH_KILL", 1) === 1 && LAST >= 2;
const KILL_INSTANCE = numberSetting("BENCH_KILL_INSTANCE", LAST);
/**
 * About halfway through play: the scripted players are done writing at about 0.6 of the writing time
 * and guessing at about 0.45 of the reading time, so the last game to start ends near spread + rounds
 * × (0.6 w + 0.45 r + s).
 */
const KILL_AT_SECONDS = numberSetting(
  "BENCH_KILL_AT_SECONDS",
  Math.round(
    (settings.startSpreadSeconds +
      settings.rounds *
        (0.6 * settings.writingSeconds + 0.45 * settings.readingSeconds + settings.scoringSeconds)) /
      2,
  ),
);

// ---------------------------------------------------------------------------------------------

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Counts of `after` minus those of `before`, those that grew only. */
function countsSince(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, n] of Object.entries(after)) if (n > (before[key] ?? 0)) out[key] = n - (before[key] ?? 0);
  return out;
}

/** Follows the killed instance's players: when their sockets drop, reopen, and hear the first events. */
function watchDrops(run: GameRun, since: () => number | undefined): Map<Seat, Drop> {
  const drops = new Map<Seat, Drop>();
  run.players.onDrop = (_game: Game, seat: Seat) => {
    if (since() === undefined || drops.has(seat)) return;
    drops.set(seat, { droppedAt: Date.now() });
  };
  run.players.onReopen = (_game, seat) => {
    const drop = drops.get(seat);
    if (drop && drop.reopenedAt === undefined) drop.reopenedAt = Date.now();
  };
  run.players.onReceive = (_game, seat, type) => {
    const drop = drops.get(seat);
    if (!drop?.reopenedAt) return;
    if (drop.firstMessageAt === undefined) drop.firstMessageAt = Date.now();
    else if (drop.liveAt === undefined && type !== "snapshot") drop.liveAt = Date.now();
  };
  return drops;
}

async function runCount(instances: number, words: string[], kill: boolean): Promise<Outcome> {
  const deadline = Date.now() + settings.maxSeconds * 1000;
  console.log(
    `\n${instances} instance(s)${kill ? `, instance ${KILL_INSTANCE} killed at ${KILL_AT_SECONDS} s` : ""}`,
  );
  const temp = await createTempPostgresDatabase(PG_URL ?? "");
  let cluster: Cluster | undefined;
  try {
    cluster = await startCluster({
      instances,
      env: { ...gameServerEnv(settings), DATABASE_URL: temp.url, REDIS_URL: REDIS_URL ?? "" },
      // Every bench player comes from 127.0.0.0/8: nginx's per-client caps would take them for one.
      unlimitedClients: ["127.0.0.0/8"],
      onOutput: (source, line, stream) => {
        if (stream === "stderr") console.log(`  [${source}] ${line}`);
        else if (env.BENCH_SERVER_LOG) appendFileSync(env.BENCH_SERVER_LOG, `[${source}] ${line}\n`);
      },
    });
    const live = cluster;
    const target = {
      baseUrl: live.url,
      get pids() {
        return live.instances.filter((i) => i.alive).map((i) => i.pid);
      },
      stop: () => live.stop(),
    };
    const run = GameRun.on(target, settings, words);
    run.players.reconnect = true;
    let killedAt: number | undefined;
    const drops = watchDrops(run, () => killedAt);
    await run.setUpAll(deadline);

    // CPU: each instance sampled every second, so a killed one keeps its last figure.
    const pids = live.instances.map((i) => i.pid);
    const cpuStart = pids.map(cpuSecondsOf);
    const cpuLast = [...cpuStart];
    const sampler = setInterval(() => {
      pids.forEach((pid, i) => {
        const now = cpuSecondsOf(pid);
        if (Number.isFinite(now)) cpuLast[i] = now;
      });
    }, 1000);
    const nginxPids = withChildren(live.nginxPid);
    const nginxStart = sum(nginxPids.map(cpuSecondsOf));
    const redisStart = cpuSecondsOfCommand("redis-server");
    const postgresStart = cpuSecondsOfCommand("postgres");
    const loadStart = process.cpuUsage();

    run.startPlay();
    let before: { events: number; http: number; httpErrors: number; wsErrors: number; patchMisses: number } =
      { events: 0, http: 0, httpErrors: 0, wsErrors: 0, patchMisses: 0 };
    let statusesAtKill: Record<string, number> = {};
    let killing: Promise<void> = Promise.resolve();
    if (kill) {
      killing = sleepUntil(run.playStartedAt + KILL_AT_SECONDS * 1000).then(async () => {
        if (run.players.completed >= run.games.length) return;
        before = {
          events: run.stats.latencies.length,
          http: run.playHttp.latencies.length,
          httpErrors: run.playHttp.errors,
          wsErrors: run.stats.wsErrors,
          patchMisses: run.stats.patchMisses,
        };
        statusesAtKill = { ...run.playHttp.errorStatuses };
        killedAt = Date.now();
        await live.killInstance(KILL_INSTANCE, "SIGKILL");
        console.log(
          `  instance ${KILL_INSTANCE} killed (SIGKILL) after ${run.playSeconds.toFixed(1)} s of play`,
        );
      });
    }
    await run.waitForGames(deadline);
    await killing;
    const playSeconds = run.playSeconds;
    clearInterval(sampler);
    pids.forEach((pid, i) => {
      const now = cpuSecondsOf(pid);
      if (Number.isFinite(now)) cpuLast[i] = now;
    });
    const loadUsage = process.cpuUsage(loadStart);
    const outcome: Outcome = {
      instances,
      maxOpen: run.stats.maxOpen,
      gamesCompleted: run.players.completed,
      gamesStarted: run.games.length,
      playSeconds,
      events: killedAt ? run.stats.latencies.slice(0, before.events) : run.stats.latencies,
      http: killedAt ? run.playHttp.latencies.slice(0, before.http) : run.playHttp.latencies,
      httpErrors: killedAt ? before.httpErrors : run.playHttp.errors,
      wsErrors: killedAt ? before.wsErrors : run.stats.wsErrors,
      patchMisses: killedAt ? before.patchMisses : run.stats.patchMisses,
      instanceCpu: cpuLast.map((last, i) => last - (cpuStart[i] ?? 0)),
      nginxCpu: sum(nginxPids.map(cpuSecondsOf)) - nginxStart,
      redisCpu: cpuSecondsOfCommand("redis-server") - redisStart,
      postgresCpu: cpuSecondsOfCommand("postgres") - postgresStart,
      loadCpu: (loadUsage.user + loadUsage.system) / 1e6,
    };
    if (killedAt !== undefined) {
      outcome.kill = {
        instance: KILL_INSTANCE,
        atSecond: (killedAt - run.playStartedAt) / 1000,
        killedAt,
        drops,
        httpErrors: run.playHttp.errors - before.httpErrors,
        httpStatuses: countsSince(statusesAtKill, run.playHttp.errorStatuses),
        wsErrors: run.stats.wsErrors - before.wsErrors,
        patchMisses: run.stats.patchMisses - before.patchMisses,
        events: run.stats.latencies.slice(before.events),
        gamesCompleted: run.players.completed,
        gamesStarted: run.games.length,
      };
    }
    console.log(
      `  ${outcome.gamesCompleted} / ${outcome.gamesStarted} games completed in ${playSeconds.toFixed(1)} s of play`,
    );
    if (run.playHttp.errors > 0) {
      console.log(`  HTTP errors during play: ${formatCounts(run.playHttp.errorStatuses)} (0: no answer)`);
      for (const sample of run.playHttp.errorSamples.slice(0, 3)) console.log(`    ${sample}`);
    }
    await run.close();
    cluster = undefined;
    return outcome;
  } finally {
    await cluster?.stop();
    await temp.drop();
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const missing = clusterPrerequisites();
  if (!PG_URL) missing.push("DATABASE_URL (or BENCH_DATABASE_URL / TEST_DATABASE_URL) is not set");
  if (!REDIS_URL) missing.push("REDIS_URL (or BENCH_REDIS_URL / TEST_REDIS_URL) is not set");
  if (COUNTS.length === 0) missing.push(`BENCH_SCALE_INSTANCES names no instance count`);
  if (missing.length > 0) throw new Error(`bench:scale cannot run: ${missing.join("; ")}`);
  const words = await pageWords();
  console.log(`bench:scale — ${describeGames(settings)}`);
  console.log(
    `instances: ${COUNTS.join(", ")} behind nginx, PostgreSQL and Redis; kill: ${KILL ? `instance ${KILL_INSTANCE} of ${LAST} at ${KILL_AT_SECONDS} s of play` : "off"}`,
  );
  const outcomes: Outcome[] = [];
  for (const count of COUNTS) {
    outcomes.push(await runCount(count, words, KILL && count === LAST));
  }
  printTable(outcomes);
  const kill = outcomes.find((o) => o.kill)?.kill;
  if (kill) printKill(kill);
  else if (KILL) console.log("\nkill: every game had ended before the moment of the kill");
}

runMain(main);
