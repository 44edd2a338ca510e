/**
 * bench:socket-memory — how much of the server's heap one open game socket keeps alive (issue 17's
 * "RSS per player" aim; BENCHMARKS.md, "Game load"). Starts the built server with
 * bench/support/heap-probe.cjs, seats BENCH_PLAYERS guests (default 1,200) in games of 6 over HTTP,
 * then measures the live heap after a full collection: before the sockets open, once every socket
 * has its snapshot, and after they all closed again. Memory, not time: the figures do not depend on
 * the machine's load.
 */
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import WebSocket from "ws";
import { HttpClient, sessionCookie } from "./support/http-client";
import { repoRoot, startBuiltServer } from "./support/processes";

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1200);
const GAME_SIZE = 6;
const heapFile = join(tmpdir(), `rb-heap-${process.pid}.jsonl`);
rmSync(heapFile, { force: true });

const server = await startBuiltServer({
  RATE_LIMIT_SCALE: "10000",
  SCRYPT_LOG_N: "10",
  BENCH_HEAP_FILE: heapFile,
  NODE_OPTIONS: `--expose-gc --require ${join(repoRoot, "bench/support/heap-probe.cjs")}`,
});
const http = new HttpClient(server.baseUrl, 16);
// However this script ends (a failure part-way included), the server does not outlive it.
process.on("exit", () => {
  if (server.child.exitCode === null) server.child.kill("SIGKILL");
});

interface Seat {
  cookie: string;
  gameId: string;
  playerId: string;
}

async function heap(): Promise<{ heapUsed: number; external: number; rss: number }> {
  const before = readLines().length;
  server.child.kill("SIGUSR2");
  for (let i = 0; i < 2400 && readLines().length === before; i++) await new Promise((r) => setTimeout(r, 50));
  const lines = readLines();
  if (lines.length === before) throw new Error("the server did not report its heap");
  return JSON.parse(lines[lines.length - 1] as string);
}

function readLines(): string[] {
  try {
    return readFileSync(heapFile, "utf8").trim().split("\n").filter(Boolean);
  } catch {
    return [];
  }
}

async function guest(): Promise<string> {
  const res = await http.request("POST", "/api/dev-auto-login");
  const cookie = sessionCookie(res.setCookie);
  if (!cookie) throw new Error(`guest sign-in failed: ${res.status} ${res.text}`);
  return cookie;
}

const seats: Seat[] = [];
for (let g = 0; g < Math.ceil(PLAYERS / GAME_SIZE); g++) {
  const host = await guest();
  const created = await http.request("POST", "/api/games", {
    body: { playerName: "Host", totalRounds: 2 },
    cookie: host,
  });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${created.text}`);
  const body = JSON.parse(created.text);
  seats.push({ cookie: host, gameId: body.game.id, playerId: body.player.id });
  for (let i = 1; i < GAME_SIZE; i++) {
    const cookie = await guest();
    const joined = await http.request("POST", "/api/players", {
      body: { gameId: body.game.id, name: `Player ${i + 1}` },
      cookie,
    });
    if (joined.status !== 201) throw new Error(`join failed: ${joined.status} ${joined.text}`);
    seats.push({ cookie, gameId: body.game.id, playerId: JSON.parse(joined.text).id });
  }
}

const idle = await heap();
const wsBase = server.baseUrl.replace(/^http/, "ws");
const sockets: WebSocket[] = [];
for (let i = 0; i < seats.length; i += 50) {
  await Promise.all(
    seats.slice(i, i + 50).map(
      (seat) =>
        new Promise<void>((resolve, reject) => {
          const ws = new WebSocket(`${wsBase}/ws?gameId=${seat.gameId}&playerId=${seat.playerId}`, {
            headers: { cookie: seat.cookie },
            perMessageDeflate: false,
          });
          sockets.push(ws);
          ws.on("message", (data) => {
            if (data.toString().startsWith('{"type":"snapshot"')) resolve();
          });
          ws.on("error", reject);
        }),
    ),
  );
}
const open = await heap();
await Promise.all(
  sockets.map(
    (ws) =>
      new Promise<void>((resolve) => {
        ws.once("close", () => resolve());
        ws.close();
      }),
  ),
);
await new Promise((r) => setTimeout(r, 1000));
const closed = await heap();
await server.stop();
rmSync(heapFile, { force: true });

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const n = seats.length;
console.log(
  `bench:socket-memory: ${n} players in ${n / GAME_SIZE} games of ${GAME_SIZE}, every socket sent its snapshot`,
);
console.log(
  `live heap before the sockets:  ${(idle.heapUsed / 2 ** 20).toFixed(1)} MB (RSS ${(idle.rss / 2 ** 20).toFixed(1)} MB)`,
);
console.log(
  `live heap with them open:      ${(open.heapUsed / 2 ** 20).toFixed(1)} MB (RSS ${(open.rss / 2 ** 20).toFixed(1)} MB)`,
);
console.log(`live heap after they closed:   ${(closed.heapUsed / 2 ** 20).toFixed(1)} MB`);
console.log(
  `per open socket: heap ${kB((open.heapUsed - idle.heapUsed) / n)} kB, external ${kB((open.external - idle.external) / n)} kB, RSS ${kB((open.rss - idle.rss) / n)} kB`,
);
console.log(`left behind per socket after close: ${kB((closed.heapUsed - idle.heapUsed) / n)} kB`);
