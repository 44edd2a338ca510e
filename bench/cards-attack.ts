/**
 * bench:cards-attack (issue 29 finding 1, docs/reliability.md A43) — honest players in live games beside
 * one client that keeps share-card requests in flight. One built server (SQLite, in-process bus) at
 * production limits (RATE_LIMIT_SCALE 1, the card settings' defaults), every game's players from their
 * own loopback address and the attacker from another. Prints figures; asserts nothing.
 *
 * 1. Gallery: public games of 6 with hostile names and riddles (500 emoji, stacked combining marks,
 *    Arabic, CJK) are played to the end, so that their riddle and result cards open without a link.
 * 2. Honest run: fresh games are played for BENCH_WINDOW_SECONDS; every seat sends a socket ping each
 *    second and reads its game over HTTP every 2 s, besides its game intents.
 * 3. The same again while the attacker keeps BENCH_ATTACK_IN_FLIGHT card requests in flight, cycling
 *    through every gallery card (it ignores Retry-After), counting its answers by status.
 *
 * Honest HTTP latency: game intents and reads, client-measured. Events: server → client (`serverTime`
 * stamp), pongs included. Ping: client-measured round trip of `{"type":"ping"}`.
 *
 * Environment: BENCH_PLAYERS (24: honest players per run), BENCH_GALLERY_GAMES (18),
 * BENCH_WINDOW_SECONDS (20), BENCH_ATTACK_IN_FLIGHT (6), BENCH_MAX_SECONDS (170), and bench:game's
 * timers (writing 8 s, reading 8 s, scoring 2 s).
 */
import { GamePlayers, newStats, pageWords, pool, type Seat } from "./lib/game-players";
import { startGameServer } from "./lib/game-server";
import { formatCounts, latencyLine, percentChange, runMain, sleep } from "./lib/report";
import { gameSettings, numberSetting } from "./lib/settings";
import { HttpClient } from "./support/http-client";
import { percentiles } from "./support/load";
import type { RunningServer } from "./support/processes";

const settings = gameSettings({
  players: 24,
  rounds: 5,
  writingSeconds: 8,
  readingSeconds: 8,
  scoringSeconds: 2,
  startSpreadSeconds: 2,
  maxSeconds: 170,
  rateLimitScale: 1,
  spreadAddresses: true,
});
const GALLERY_GAMES = numberSetting("BENCH_GALLERY_GAMES", 18);
const GALLERY_ROUNDS = 2;
const WINDOW_SECONDS = numberSetting("BENCH_WINDOW_SECONDS", 20);
const IN_FLIGHT = numberSetting("BENCH_ATTACK_IN_FLIGHT", 6);
const ATTACKER_ADDRESS = "127.99.0.1";
const deadline = Date.now() + settings.maxSeconds * 1000;

// Hostile text, as far as the name rules accept it (50 characters, at most 2 combining marks a letter).
const EMOJI = ["😀", "🎉", "🧩", "🦄", "🔥"];
const NAMES = [
  "🧩🔥🦄🎉😀🧩🔥🦄🎉😀🧩🔥🦄🎉😀🧩🔥🦄🎉😀",
  "Z\u0301\u0308a\u0301\u0308l\u0301\u0308g\u0301\u0308o\u0301\u0308",
  "سارة العبدالله",
  "谜语大师王小明",
  "なぞなぞの達人",
  "Ré\u0301ne\u0301e\u0301 🧩 مريم 谜",
];
const RIDDLES = [
  Array.from({ length: 500 }, (_, i) => EMOJI[i % EMOJI.length]).join(""),
  "I\u0301\u0308\u0300\u0302\u0303\u0304 a\u0301\u0308\u0300\u0302\u0303\u0304m\u0301\u0308\u0300\u0302\u0303\u0304 ".repeat(
    20,
  ),
  "أنا شيء تعرفه جيدا، تراه كل يوم ولا تنتبه إلي. ".repeat(6),
  "我是你每天都见到却从不注意的东西，猜猜我是谁。".repeat(8),
  "毎日見ているのに気づかないもの、なーんだ？".repeat(8),
  "🧩 مرحبا 谜语 Z\u0301\u0308 ".repeat(20),
];

interface Run {
  httpMs: number[];
  httpErrors: number;
  eventMs: number[];
  pingMs: number[];
  attack?: Record<string, number>;
  attackMs?: number[];
}

/** Sets up `games` games from player index `first` on; undefined entries are setups that failed. */
async function playGames(players: GamePlayers, first: number, games: number) {
  const set = [] as NonNullable<Awaited<ReturnType<GamePlayers["setUp"]>>>[];
  await pool(
    Array.from({ length: games }, (_, i) => first + i),
    8,
    async (index) => {
      const game = await players.setUp(index);
      if (game) set.push(game);
    },
    deadline,
  );
  for (const game of set) void players.start(game);
  return set;
}

/** Public games with hostile text, played to the end: the card URLs they open without a link. */
async function gallery(baseUrl: string, words: string[]): Promise<string[]> {
  const http = new HttpClient(baseUrl, 64);
  const players = new GamePlayers({
    ...settings,
    rounds: GALLERY_ROUNDS,
    baseUrl,
    words,
    stats: newStats(),
    setupHttp: http,
    playHttp: http,
    isPublic: true,
    seatName: (i) => NAMES[i % NAMES.length] as string,
    riddleText: (seat: Seat, round: number) => RIDDLES[(seat.index + round) % RIDDLES.length] as string,
  });
  const started = Date.now();
  const games = await playGames(players, 1000, GALLERY_GAMES);
  while (players.completed < games.length && Date.now() < deadline) await sleep(250);
  players.stop();
  for (const game of games) players.close(game);
  const urls: string[] = [];
  for (const game of games) {
    urls.push(`/api/cards/result/${game.id}.png`);
    for (let round = 1; round <= GALLERY_ROUNDS; round++)
      for (const seat of game.seats) urls.push(`/api/cards/riddle/${game.id}/${round}/${seat.playerId}.png`);
  }
  console.log(
    `gallery: ${players.completed} / ${games.length} public games finished in ${((Date.now() - started) / 1000).toFixed(1)} s; ${urls.length} card URLs (none requested yet); setup/intent errors ${http.errors}`,
  );
  for (const sample of http.errorSamples.slice(0, 5)) console.log(`  ${sample}`);
  http.close();
  return urls;
}

/** One client keeping IN_FLIGHT card requests in flight, cycling through `urls`, until `until`. */
async function attack(baseUrl: string, urls: string[], until: number) {
  const http = new HttpClient(baseUrl, IN_FLIGHT);
  const statuses: Record<string, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (Date.now() < until) {
        const url = urls[next++ % urls.length] as string;
        const res = await http.request("GET", url, {
          expect: [200, 404, 429, 503],
          localAddress: ATTACKER_ADDRESS,
        });
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  http.close();
  return { statuses, latencies: http.latencies };
}

/** Honest games for WINDOW_SECONDS (with the attacker beside them when `cards` is given). */
async function honestRun(baseUrl: string, words: string[], first: number, cards?: string[]): Promise<Run> {
  const setupHttp = new HttpClient(baseUrl, 64);
  const playHttp = new HttpClient(baseUrl, 64);
  const stats = newStats();
  const players = new GamePlayers({ ...settings, baseUrl, words, stats, setupHttp, playHttp });
  const pingSent = new Map<Seat, number>();
  const pingMs: number[] = [];
  players.onReceive = (_game, seat, type) => {
    const sent = pingSent.get(seat);
    if (type === "pong" && sent !== undefined && players.recording) pingMs.push(performance.now() - sent);
  };
  const games = await playGames(players, first, settings.games);
  players.recording = true;
  const until = Date.now() + WINDOW_SECONDS * 1000;
  const attacking = cards ? attack(baseUrl, cards, until) : undefined;
  let tick = 0;
  while (Date.now() < until) {
    for (const game of games)
      for (const seat of game.seats) {
        if (seat.ws?.readyState === 1) {
          pingSent.set(seat, performance.now());
          seat.ws.send('{"type":"ping"}');
        }
        if (tick % 2 === 0)
          void playHttp.request("GET", `/api/games/${game.id}`, {
            cookie: seat.cookie,
            localAddress: game.address,
          });
      }
    tick++;
    await sleep(1000);
  }
  const attacked = await attacking;
  players.stop();
  for (const game of games) players.close(game);
  await sleep(500);
  setupHttp.close();
  playHttp.close();
  console.log(
    `  ${games.length} games (${games.length * 6} players) live for ${WINDOW_SECONDS} s; setup errors ${setupHttp.errors}; WebSocket errors ${stats.wsErrors}`,
  );
  for (const sample of [...setupHttp.errorSamples, ...playHttp.errorSamples].slice(0, 5))
    console.log(`    ${sample}`);
  return {
    httpMs: playHttp.latencies,
    httpErrors: playHttp.errors,
    eventMs: stats.latencies,
    pingMs,
    ...(attacked ? { attack: attacked.statuses, attackMs: attacked.latencies } : {}),
  };
}

function report(name: string, run: Run) {
  console.log(name);
  console.log(`  honest HTTP ms:          ${latencyLine(run.httpMs, 1)}, ${run.httpErrors} error(s)`);
  console.log(`  events server→client ms: ${latencyLine(run.eventMs)}`);
  console.log(`  socket ping RTT ms:      ${latencyLine(run.pingMs, 1)}`);
  if (run.attack) {
    const total = Object.values(run.attack).reduce((a, b) => a + b, 0);
    console.log(
      `  attacker: ${total} card requests (${(total / WINDOW_SECONDS).toFixed(1)}/s): ${formatCounts(run.attack)}; latency ${latencyLine(run.attackMs ?? [], 1)}`,
    );
  }
}

async function main() {
  let server: RunningServer | undefined;
  process.on("exit", () => server?.child.kill("SIGKILL"));
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(1));
  const watchdog = setTimeout(() => {
    console.error(`bench:cards-attack: cut off after ${settings.maxSeconds} s`);
    process.exit(1);
  }, settings.maxSeconds * 1000);
  watchdog.unref();

  // Production limits; 1 s timer updates, so that every second carries events.
  const words = await pageWords();
  server = await startGameServer(settings, { env: { TIMER_UPDATE_MS: "1000" } });
  console.log(
    `bench:cards-attack — ${settings.games} honest games of 6 per run for ${WINDOW_SECONDS} s, attacker ${IN_FLIGHT} in flight, RATE_LIMIT_SCALE ${settings.rateLimitScale}, node ${process.version}`,
  );
  const cards = await gallery(server.baseUrl, words);
  console.log("run 1: honest traffic alone");
  const quiet = await honestRun(server.baseUrl, words, 0);
  console.log("run 2: honest traffic with the attacker");
  // The server's loop monitor (printed as it exits, one pair of lines per thread) measures from here.
  if (server.child.pid) process.kill(server.child.pid, "SIGUSR2");
  const loud = await honestRun(server.baseUrl, words, 100, cards);
  console.log("");
  report("Without the attack", quiet);
  report(`With the attack (${cards.length} distinct cards cycled)`, loud);
  const p99 = (samples: number[]) => percentiles(samples, [99]).p99 ?? Number.NaN;
  console.log("");
  console.log(
    `ratio attack / quiet p99: HTTP ${(p99(loud.httpMs) / p99(quiet.httpMs)).toFixed(2)}× (${percentChange(p99(quiet.httpMs), p99(loud.httpMs))}), events ${(p99(loud.eventMs) / Math.max(1, p99(quiet.eventMs))).toFixed(2)}× (${percentChange(Math.max(1, p99(quiet.eventMs)), Math.max(1, p99(loud.eventMs)))}), ping ${(p99(loud.pingMs) / p99(quiet.pingMs)).toFixed(2)}× (${percentChange(p99(quiet.pingMs), p99(loud.pingMs))})  [aim: HTTP and event p99 within +20 %]`,
  );
  await server.stop();
  server = undefined;
}

runMain(main);
