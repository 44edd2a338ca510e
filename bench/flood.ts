/**
 * bench:flood (docs/reliability.md L5) — L1's games (scaled down by default: BENCH_PLAYERS 1200) played
 * to the end twice on a fresh built server each time: once alone, once beside one flooding client.
 * The flooder is one guest (one session cookie) at one loopback address, run as its own process
 * (bench/support/flood-client.ts): HTTP GETs as fast as the server answers them, and frames on its game
 * socket as fast as the socket drains. The honest players each come from their game's own address,
 * and the server runs with its rate limits as deployed (BENCH_RATE_LIMIT_SCALE 1), so the per-client
 * limits are what stand between the flooder and everyone else. Prints the honest players' p95 with and
 * without the flooder and the change (aim: 20 % or less), and what the flooder got. Asserts nothing.
 *
 * Environment: bench:game's settings (BENCH_PLAYERS 1200, BENCH_ROUNDS, BENCH_WRITING_SECONDS, …),
 * BENCH_RATE_LIMIT_SCALE (1), BENCH_SPREAD_ADDRESSES (1), BENCH_FLOOD_CONNECTIONS (32),
 * BENCH_FLOOD_PATH (the flooder's own game, /api/games/<id>), BENCH_FLOOD_SOCKETS (1),
 * BENCH_FLOOD_MESSAGE (a `resync` frame), BENCH_FLOOD_ADDRESS (127.0.0.2).
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { pageWords } from "./lib/game-players";
import { GameRun } from "./lib/game-run";
import { formatCounts, gameplayLines, p95, percentChange, runMain } from "./lib/report";
import { describeGames, gameSettings, numberSetting } from "./lib/settings";
import { HttpClient, sessionCookie } from "./support/http-client";
import type { LoadResult } from "./support/load";
import { repoRoot } from "./support/processes";

const settings = gameSettings({ players: 1200, rateLimitScale: 1, spreadAddresses: true });
const env = process.env;
const FLOOD_ADDRESS = env.BENCH_FLOOD_ADDRESS ?? "127.0.0.2";

interface FloodReport {
  http: LoadResult;
  ws: {
    connects: number;
    opened: number;
    sent: number;
    received: number;
    refused: Record<string, number>;
    closes: Record<string, number>;
  };
}

/** The flooder signs in as a guest and creates a game of its own, then floods from its own process. */
async function startFlooder(baseUrl: string) {
  const http = new HttpClient(baseUrl, 1);
  const login = await http.request("POST", "/api/dev-auto-login", { localAddress: FLOOD_ADDRESS });
  const cookie = sessionCookie(login.setCookie);
  if (!cookie) throw new Error(`the flooder could not sign in: ${login.status} ${login.text}`);
  const created = await http.request("POST", "/api/games", {
    body: { playerName: "Flooder", totalRounds: settings.rounds },
    cookie,
    localAddress: FLOOD_ADDRESS,
  });
  if (created.status !== 201) throw new Error(`the flooder could not create its game: ${created.status}`);
  http.close();
  const { game, player } = JSON.parse(created.text) as { game: { id: string }; player: { id: string } };
  const child = spawn(
    process.execPath,
    ["--import", "tsx", join(repoRoot, "bench/support/flood-client.ts")],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        FLOOD_BASE_URL: baseUrl,
        FLOOD_COOKIE: cookie,
        FLOOD_ADDRESS,
        FLOOD_PATH: env.BENCH_FLOOD_PATH ?? `/api/games/${game.id}`,
        FLOOD_WS_PATH: `/ws?gameId=${game.id}&playerId=${player.id}`,
        FLOOD_CONNECTIONS: String(numberSetting("BENCH_FLOOD_CONNECTIONS", 32)),
        FLOOD_SOCKETS: String(numberSetting("BENCH_FLOOD_SOCKETS", 1)),
        ...(env.BENCH_FLOOD_MESSAGE ? { FLOOD_MESSAGE: env.BENCH_FLOOD_MESSAGE } : {}),
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    output += chunk;
  });
  const started = Date.now();
  return {
    /** Stops the flooder and returns what it sent and got, and for how long it ran. */
    stop: () =>
      new Promise<{ report: FloodReport; seconds: number }>((resolve, reject) => {
        const seconds = (Date.now() - started) / 1000;
        child.once("exit", () => {
          try {
            resolve({ report: JSON.parse(output.trim().split("\n").pop() ?? "") as FloodReport, seconds });
          } catch {
            reject(new Error(`the flooder printed no report: ${output.slice(0, 200)}`));
          }
        });
        child.kill("SIGTERM");
      }),
  };
}

interface Outcome {
  events: number[];
  intents: number[];
  intentErrors: number;
  flood?: { report: FloodReport; seconds: number };
}

async function play(words: string[], withFlooder: boolean): Promise<Outcome> {
  console.log(`\n${withFlooder ? "With the flooder" : "Without a flooder"}:`);
  const run = await GameRun.open(settings, words);
  const deadline = Date.now() + settings.maxSeconds * 1000;
  try {
    await run.setUpAll(deadline);
    const flooder = withFlooder ? await startFlooder(run.server.baseUrl) : undefined;
    run.startPlay();
    await run.waitForGames(deadline);
    const flood = await flooder?.stop();
    console.log(
      `  ${run.players.completed} / ${run.games.length} games completed in ${run.playSeconds.toFixed(1)} s of play; WebSocket errors ${run.stats.wsErrors}`,
    );
    for (const sample of run.playHttp.errorSamples.slice(0, 5)) console.log(`    ${sample}`);
    return {
      events: run.stats.latencies,
      intents: run.playHttp.latencies,
      intentErrors: run.playHttp.errors,
      flood,
    };
  } finally {
    await run.close();
  }
}

async function main() {
  const words = await pageWords();
  console.log(
    `bench:flood — ${describeGames(settings)}; flooder at ${FLOOD_ADDRESS} (server's event-loop figures are printed as each server stops)`,
  );
  const alone = await play(words, false);
  const flooded = await play(words, true);

  console.log("");
  console.log("Honest players without a flooder:");
  for (const line of gameplayLines(alone.events, alone.intents, alone.intentErrors)) console.log(`  ${line}`);
  console.log("Honest players beside the flooder:");
  for (const line of gameplayLines(flooded.events, flooded.intents, flooded.intentErrors))
    console.log(`  ${line}`);
  if (flooded.flood) {
    const { report, seconds } = flooded.flood;
    const h = report.http;
    console.log(
      `The flooder over ${seconds.toFixed(0)} s: HTTP ${h.requests} GETs (${Math.round(h.requests / Math.max(1, seconds))}/s), answers ${formatCounts(h.statuses)}`,
    );
    console.log(
      `  socket: ${report.ws.connects} connection attempts (${report.ws.opened} opened, refused: ${JSON.stringify(report.ws.refused)}), ${report.ws.sent} frames sent, ${report.ws.received} received, closes: ${JSON.stringify(report.ws.closes)}`,
    );
  }
  console.log("");
  console.log(
    `p95 change with the flooder (aim: +20 % or less): events ${percentChange(p95(alone.events), p95(flooded.events))}, game intents ${percentChange(p95(alone.intents), p95(flooded.intents))}`,
  );
}

runMain(main);
