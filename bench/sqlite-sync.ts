// SQLite durability benchmark: `npx tsx bench/sqlite-sync.ts`. Prints figures only.
// Game commits per second on the server's own write path (the SQLite worker thread, WAL mode,
// background checkpoints: ADR 010) with `synchronous = NORMAL` and with `synchronous = FULL`, which
// syncs the log at every commit so an acknowledged commit survives a power loss (ADR 015).
// Each commit is a real `commitGame`: a player joining or leaving a lobby (the game row under its
// version check, plus the seat row), `BENCH_SYNC_GAMES` games committing at once.
//
// Settings (environment): BENCH_SYNC_COMMITS (per mode, default 3000), BENCH_SYNC_GAMES (default 8),
// BENCH_SYNC_ROUNDS (alternating runs per mode, default 2), BENCH_SYNC_DIR (where the database files
// go, default the OS temp folder; on tmpfs a sync costs nothing, so measure on the data disk).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { applyIntent, createGame, type GameState, type Intent } from "@riddlebook/rules";
import { openSqlite, SQLITE_FILE_NAME } from "../apps/server/src/db/connect";
import { migrateToLatest } from "../apps/server/src/db/migrate";
import { commitGame, insertGame } from "../apps/server/src/db/repos/games";
import { createUser } from "../apps/server/src/db/repos/users";
import type { Db } from "../apps/server/src/db/schema";
import { percentiles } from "./support/load";

const COMMITS = Number(process.env.BENCH_SYNC_COMMITS ?? 3000);
const GAMES = Number(process.env.BENCH_SYNC_GAMES ?? 8);
const ROUNDS = Number(process.env.BENCH_SYNC_ROUNDS ?? 2);
const BASE_DIR = process.env.BENCH_SYNC_DIR ?? os.tmpdir();
const MODES = ["normal", "full"] as const;
type Mode = (typeof MODES)[number];

const T0 = 1_700_000_000_000;
const rng = () => 0.5;

function fileSystemOf(dir: string): string {
  try {
    return (
      execFileSync("df", ["-T", dir], { encoding: "utf8" }).trim().split("\n").at(-1)?.split(/\s+/)[1] ?? "?"
    );
  } catch {
    return "?";
  }
}

function apply(state: GameState, intent: Intent, now: number): GameState {
  const result = applyIntent(state, intent, { now, rng });
  if (!result.ok) throw new Error(`${intent.type} refused: ${result.rejection.code}`);
  return result.state;
}

/** One game's loop: a guest joins, then leaves, each change one commit, until `share` commits. */
async function playLobby(db: Db, index: number, hostUserId: string, share: number, latencies: number[]) {
  const created = createGame(
    { id: `bench-game-${index}`, joinCode: `SUNSET${index + 1}` },
    { playerId: `host-${index}`, userId: hostUserId, name: "Host" },
    { now: T0, rng },
  );
  if (!created.ok) throw new Error(created.rejection.message);
  let state = created.state;
  await insertGame(db, state, T0);
  for (let i = 0; i < share; i++) {
    const now = T0 + i + 1;
    const guest = `guest-${index}`;
    const intent: Intent =
      i % 2 === 0
        ? { type: "join", playerId: guest, userId: null, name: "Guest" }
        : { type: "leave", playerId: guest };
    const after = apply(state, intent, now);
    const started = performance.now();
    await commitGame(db, { before: state, after, now });
    latencies.push(performance.now() - started);
    state = after;
  }
}

async function measure(mode: Mode): Promise<{ perSecond: number; latency: Record<string, number> }> {
  const dir = mkdtempSync(join(BASE_DIR, `rb-sync-${mode}-`));
  const db = openSqlite(join(dir, SQLITE_FILE_NAME), { synchronous: mode });
  try {
    await migrateToLatest(db);
    const host = await createUser(db, {
      id: "bench-host",
      username: "bench_host",
      email: "bench@example.com",
      passwordHash: null,
      firstName: "Bench",
      lastName: "Host",
      createdAt: T0,
    });
    const share = Math.max(1, Math.floor(COMMITS / GAMES));
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(Array.from({ length: GAMES }, (_, i) => playLobby(db, i, host.id, share, latencies)));
    const seconds = (performance.now() - started) / 1000;
    return { perSecond: latencies.length / seconds, latency: percentiles(latencies, [50, 95, 99]) };
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `SQLite commit durability: ${COMMITS} game commits per run, ${GAMES} games at once, ${ROUNDS} rounds, ` +
    `in ${BASE_DIR} (${fileSystemOf(BASE_DIR)}), ${os.cpus().length} CPUs, node ${process.version}`,
);
if (fileSystemOf(BASE_DIR) === "tmpfs")
  console.log("Note: tmpfs makes every sync free; set BENCH_SYNC_DIR to the data disk.");
const results: Record<Mode, number[]> = { normal: [], full: [] };
for (let round = 1; round <= ROUNDS; round++) {
  // Alternate the order, so neither mode always runs on a warmer (or busier) disk.
  const order = round % 2 === 1 ? MODES : [...MODES].reverse();
  for (const mode of order) {
    const { perSecond, latency } = await measure(mode);
    results[mode].push(perSecond);
    console.log(
      `round ${round}  synchronous=${mode.toUpperCase().padEnd(6)}  ${perSecond.toFixed(0).padStart(6)} commits/s  ` +
        `latency ms p50 ${latency.p50}  p95 ${latency.p95}  p99 ${latency.p99}`,
    );
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const normal = median(results.normal);
const full = median(results.full);
console.log(
  `median: NORMAL ${normal.toFixed(0)} commits/s, FULL ${full.toFixed(0)} commits/s ` +
    `(FULL/NORMAL ${(full / normal).toFixed(2)})`,
);
