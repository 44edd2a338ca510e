/**
 * bench:soak (docs/reliability.md L4) — a long run at half of L1's load (2,500 players in games of 6 on
 * one built instance), with games arriving all the time: each game is set up (guests sign in, the host
 * creates it, the others join and connect), played to the end and left, and a new one arrives in its
 * place. Every sample period (a minute) it prints the server's memory, sockets, file descriptors,
 * timers, active handles, database connections and event-loop delay, beside the players' latencies;
 * at the end, whether each figure stayed flat after the warm-up. Prints figures; asserts nothing.
 *
 * The server's own figures come from bench/support/server-stats.cjs, preloaded into it; descriptors
 * are read from /proc from outside. With DATABASE_URL set the server uses PostgreSQL and the database
 * column shows the pool's clients (total/idle/waiting); on SQLite, the connections open on the file.
 *
 * Environment: BENCH_SOAK_MINUTES (30), BENCH_SOAK_SAMPLE_SECONDS (60), BENCH_SOAK_FLAT_PERCENT (10:
 * the most a figure may drift over the samples after the warm-up and still count as flat),
 * BENCH_PLAYERS (2500), and the game settings of bench:game (BENCH_ROUNDS, BENCH_WRITING_SECONDS,
 * BENCH_READING_SECONDS, BENCH_SCORING_SECONDS, BENCH_RATE_LIMIT_SCALE), BENCH_SPREAD_ADDRESSES (1).
 */
import { type Game, pageWords } from "./lib/game-players";
import { GameRun } from "./lib/game-run";
import { megabytes, p95, percentChange, runMain, sleep } from "./lib/report";
import { activeHandles, type ServerSample, serverStats } from "./lib/server-stats";
import { describeGames, GAME_SIZE, gameSettings, numberSetting } from "./lib/settings";
import { percentiles } from "./support/load";
import { fdsOf } from "./support/proc-stats";

const MINUTES = numberSetting("BENCH_SOAK_MINUTES", 30);
const SAMPLE_SECONDS = numberSetting("BENCH_SOAK_SAMPLE_SECONDS", 60);
const FLAT_PERCENT = numberSetting("BENCH_SOAK_FLAT_PERCENT", 10);
const settings = gameSettings({ players: 2500, spreadAddresses: true });

interface Row {
  minute: number;
  server: ServerSample;
  fds: ReturnType<typeof fdsOf>;
  dbConnections: number;
  completed: number;
  active: number;
  connected: number;
  event: Record<string, number>;
  intentP95: number;
  intentErrors: number;
  setupErrors: number;
}

/** The figures judged for flatness, and how each is read from a row. */
const FIGURES: { name: string; of: (row: Row) => number; bytes?: boolean }[] = [
  { name: "RSS", of: (r) => r.server.rss, bytes: true },
  { name: "heap used", of: (r) => r.server.heapUsed, bytes: true },
  { name: "external", of: (r) => r.server.external, bytes: true },
  { name: "sockets", of: (r) => r.fds.sockets },
  { name: "descriptors", of: (r) => r.fds.total },
  { name: "timers", of: (r) => r.server.timeouts + r.server.intervals },
  { name: "active handles", of: (r) => activeHandles(r.server) },
  { name: "db connections", of: (r) => r.dbConnections },
];

/** Least-squares slope of y over x. */
function slope(xs: number[], ys: number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += ((xs[i] ?? 0) - mx) * ((ys[i] ?? 0) - my);
    den += ((xs[i] ?? 0) - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

/**
 * Flat after warm-up: the first third of the samples is the warm-up; over the rest, the fitted line
 * may drift by at most FLAT_PERCENT of the figure's mean (or by less than one, for small counts).
 */
function verdict(rows: Row[]): void {
  console.log("");
  const warm = Math.max(1, Math.floor(rows.length / 3));
  const after = rows.slice(warm);
  if (after.length < 3) {
    console.log(`verdict: not enough samples after the warm-up (${after.length}; need 3): run longer`);
    return;
  }
  console.log(
    `After the warm-up (samples 1–${warm}), over samples ${warm + 1}–${rows.length} (drift = fitted line's change over that span):`,
  );
  const growing: string[] = [];
  const xs = after.map((r) => r.minute);
  const span = (xs[xs.length - 1] ?? 0) - (xs[0] ?? 0);
  for (const figure of FIGURES) {
    const ys = after.map(figure.of);
    const mean = ys.reduce((a, b) => a + b, 0) / ys.length;
    const warmMean =
      rows
        .slice(0, warm)
        .map(figure.of)
        .reduce((a, b) => a + b, 0) / warm;
    const drift = slope(xs, ys) * span;
    const flat = Math.abs(drift) < 1 || Math.abs(drift) <= (FLAT_PERCENT / 100) * Math.abs(mean);
    if (!flat) growing.push(figure.name);
    const shown = (v: number) => (figure.bytes ? `${megabytes(v)} MB` : v.toFixed(1));
    console.log(
      `  ${figure.name.padEnd(15)} warm-up mean ${shown(warmMean).padStart(8)}  after ${shown(mean).padStart(8)}  drift ${shown(drift).padStart(8)} (${percentChange(mean, mean + drift).padStart(8)})  ${flat ? "flat" : "GROWING"}`,
    );
  }
  const loop = after.map((r) => r.server.loopDelayMs.p99);
  const events = after.map((r) => r.event.p95 ?? Number.NaN).filter(Number.isFinite);
  console.log(
    `  (not judged) server event-loop p99 ${(loop[0] ?? 0).toFixed(0)} → ${(loop[loop.length - 1] ?? 0).toFixed(0)} ms, event p95 ${events[0] ?? "-"} → ${events[events.length - 1] ?? "-"} ms`,
  );
  console.log(
    growing.length === 0
      ? `verdict: flat after warm-up (every figure within ${FLAT_PERCENT} %)`
      : `verdict: NOT flat after warm-up: ${growing.join(", ")} grew by more than ${FLAT_PERCENT} %`,
  );
}

async function main() {
  const words = await pageWords();
  const stats = serverStats(SAMPLE_SECONDS * 1000);
  console.log(
    `bench:soak — ${MINUTES} min, a sample every ${SAMPLE_SECONDS} s, ${describeGames(settings)}, database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "SQLite"}`,
  );
  const started = Date.now();
  const run = await GameRun.open(settings, words, { preloads: stats.preloads, env: stats.env });
  const { players } = run;
  const soakEnd = started + MINUTES * 60_000;
  const active = new Set<Game>();
  let nextIndex = 0;
  let setupFailures = 0;
  let stopping = false;

  // Continuous arrivals: a game is set up and started at once; when it ends its players leave and a
  // new game arrives. The first games arrive spread over one game's length, so endings spread too.
  const arrive = async (): Promise<void> => {
    if (stopping) return;
    const game = await players.setUp(nextIndex++);
    if (stopping) {
      if (game) players.close(game);
      return;
    }
    if (!game) {
      setupFailures++;
      setTimeout(() => void arrive(), 1000);
      return;
    }
    active.add(game);
    await players.start(game);
  };
  players.onComplete = (game) => {
    active.delete(game);
    players.close(game);
    void arrive();
  };
  players.recording = true;
  const gameSeconds =
    settings.rounds * (settings.writingSeconds + settings.readingSeconds + settings.scoringSeconds);
  for (let i = 0; i < settings.games; i++) {
    setTimeout(() => void arrive(), (i * gameSeconds * 1000) / settings.games);
  }

  console.log("");
  console.log(
    "  min  games done  active  players | event ms p50/p95/p99  intents p95  errors | RSS MB  heap MB  ext MB  sockets    fds  timers  handles      db | loop ms p50/p99/max",
  );
  const rows: Row[] = [];
  let completedBefore = 0;
  let intentErrorsBefore = 0;
  let setupErrorsBefore = 0;
  const expected = Math.max(1, Math.floor((MINUTES * 60) / SAMPLE_SECONDS));
  while (rows.length < expected && Date.now() < soakEnd + 2 * SAMPLE_SECONDS * 1000) {
    await sleep(500);
    for (const server of stats.read()) {
      const fds = fdsOf(run.pid);
      const pools = server.pgPools;
      const dbConnections = pools.length > 0 ? pools.reduce((sum, p) => sum + p.total, 0) : fds.sqlite;
      const db =
        pools.length > 0
          ? pools.map((p) => `${p.total}/${p.idle}/${p.waiting}`).join(" ")
          : String(fds.sqlite);
      const latencies = run.stats.latencies.splice(0);
      run.stats.timerLatencies.length = 0;
      const intents = run.playHttp.latencies.splice(0);
      const row: Row = {
        minute: (server.at - started) / 60_000,
        server,
        fds,
        dbConnections,
        completed: players.completed - completedBefore,
        active: active.size,
        connected: run.stats.openSockets,
        event: percentiles(latencies, [50, 95, 99]),
        intentP95: p95(intents),
        intentErrors: run.playHttp.errors - intentErrorsBefore,
        setupErrors: run.setupHttp.errors - setupErrorsBefore,
      };
      completedBefore = players.completed;
      intentErrorsBefore = run.playHttp.errors;
      setupErrorsBefore = run.setupHttp.errors;
      rows.push(row);
      const e = row.event;
      const l = server.loopDelayMs;
      console.log(
        [
          row.minute.toFixed(1).padStart(5),
          String(row.completed).padStart(11),
          String(row.active).padStart(7),
          `${String(row.connected).padStart(8)} |`,
          `${e.p50}/${e.p95}/${e.p99}`.padStart(21),
          row.intentP95.toFixed(1).padStart(12),
          `${`${row.intentErrors}+${row.setupErrors}`.padStart(7)} |`,
          megabytes(server.rss).padStart(7),
          megabytes(server.heapUsed).padStart(8),
          megabytes(server.external).padStart(7),
          String(fds.sockets).padStart(8),
          String(fds.total).padStart(6),
          String(server.timeouts + server.intervals).padStart(7),
          String(activeHandles(server)).padStart(8),
          `${db.padStart(7)} |`,
          `${l.p50.toFixed(0)}/${l.p99.toFixed(0)}/${l.max.toFixed(0)}`,
        ].join(" "),
      );
    }
  }
  stopping = true;
  console.log("");
  console.log(
    `games: ${players.completed} completed in ${((Date.now() - started) / 60_000).toFixed(1)} min (${nextIndex} arrived, ${setupFailures} failed to set up, ${active.size} still playing), ${GAME_SIZE} players each`,
  );
  console.log(
    `errors: intents ${run.playHttp.errors}, setup ${run.setupHttp.errors}, WebSocket ${run.stats.wsErrors}, view patches that did not fit ${run.stats.patchMisses}`,
  );
  for (const sample of [...run.playHttp.errorSamples, ...run.setupHttp.errorSamples].slice(0, 10))
    console.log(`  ${sample}`);
  verdict(rows);
  await run.close();
  stats.remove();
}

runMain(main);
