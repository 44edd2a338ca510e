/**
 * bench:social (docs/decisions/020-friends-presence-challenges-leaderboards.md) — prints figures;
 * asserts nothing. Runs its sections in order (`SECTIONS`, at the end of this file):
 *
 * - leaderboard: the global boards at 10,000 and 1,000,000 players on SQLite (a temp file in WAL
 *   mode, opened as the server opens it: writes on the worker thread, reads on this one) and on
 *   PostgreSQL (a temp database on BENCH_DATABASE_URL or TEST_DATABASE_URL, dropped after; skipped
 *   without either). Players are seeded in bulk (multi-row inserts in transactions) with a
 *   long-tailed spread of games and points; a quarter also played this week. For each board, the
 *   latency of reading a page of 25 from a cursor at a random depth (`readGlobalPage`: the keyset
 *   reads, the page's ranks from the histogram and the names), and of a random ranked player's own
 *   entry with its rank (`readGlobalRank`), over BENCH_SOCIAL_READS random reads after a warm-up.
 *   A few ranks are checked against the seeded data. Then the friends board (`readLeaderboard`, page
 *   and own rank) of players with 50 friends, and the leaderboard writes of a completed 4-player
 *   game (the statements `commitGame` adds, run alone in one transaction).
 * - presence: runs bench/social-presence.ts as a child step when that file exists.
 *
 * Environment: BENCH_SOCIAL_SIZES ("10000,1000000"; e.g. "10000,100000" for a quick run),
 * BENCH_SOCIAL_READS (500), BENCH_SOCIAL_DIR (where the SQLite file goes; the OS temp folder),
 * BENCH_SOCIAL_SECTIONS ("leaderboard,presence").
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import type { LeaderboardMetric, LeaderboardPeriod } from "@riddlebook/protocol";
import pg from "pg";
// The server's request and reply types with its plugins' parts (cookies, sockets), which app.ts
// brings in: the leaderboard feature's index brings its routes into this typecheck.
import type {} from "../apps/server/src/app";
import { openPostgres, openSqlite, SQLITE_FILE_NAME } from "../apps/server/src/db/connect";
import { migrateToLatest } from "../apps/server/src/db/migrate";
import { addLeaderboardUpdates } from "../apps/server/src/db/repos/leaderboard";
import type { Db } from "../apps/server/src/db/schema";
import { runWriteBatch, WriteBatch } from "../apps/server/src/db/write-batch";
import {
  leaderboardCursor,
  readGlobalPage,
  readGlobalRank,
  readLeaderboard,
} from "../apps/server/src/features/leaderboard";
import { createTempPostgresDatabase } from "../apps/server/test/support/postgres";
import {
  generatePlayers,
  random,
  type SeedCounters,
  type SeedPlayer,
  seedFriends,
  seedLeaderboard,
  storedValue,
} from "./lib/leaderboard-seed";
import { latencyLine, megabytes, runMain } from "./lib/report";
import { repoRoot } from "./support/processes";

const env = process.env;
const SIZES = (env.BENCH_SOCIAL_SIZES ?? "10000,1000000").split(",").map(Number);
const READS = Number(env.BENCH_SOCIAL_READS ?? 500);
const WARM_UP = 50;
const WRITES = 200;
const PAGE = 25;
const FRIEND_VIEWERS = 1000;
const FRIENDS_EACH = 50;
const BASE_DIR = env.BENCH_SOCIAL_DIR ?? os.tmpdir();
const PG_URL = (env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL)?.trim() || undefined;

/** Wednesday 2031-06-18 12:00 UTC: the boards are read "now", in ISO week 2031-W25. */
const NOW = Date.UTC(2031, 5, 18, 12);
const WEEK_KEY = "2031-W25";

const BOARDS: { period: LeaderboardPeriod; metric: LeaderboardMetric }[] = [
  { period: "all", metric: "score" },
  { period: "all", metric: "wins" },
  { period: "all", metric: "win_rate" },
  { period: "all", metric: "solve_rate" },
  { period: "week", metric: "score" },
];

interface Target {
  name: string;
  open(): Promise<{ db: Db; settle(): Promise<void>; size(): Promise<string>; close(): Promise<void> }>;
}

const sqliteTarget: Target = {
  name: "SQLite",
  async open() {
    const dir = mkdtempSync(join(BASE_DIR, "rb-bench-social-"));
    const file = join(dir, SQLITE_FILE_NAME);
    const db = openSqlite(file);
    return {
      db,
      settle: async () => {},
      size: async () =>
        `${megabytes(statSync(file).size + (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0))} MB`,
      async close() {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

/** Runs `use` on a connection of its own to `url`. */
async function onPostgres<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const postgresTarget = (adminUrl: string): Target => ({
  name: "PostgreSQL",
  async open() {
    const temp = await createTempPostgresDatabase(adminUrl);
    // Seeding counts a million rows in one statement: more time than a request gets.
    const db = openPostgres(temp.url, {
      max: 4,
      timeouts: { statementMs: 600_000, queryMs: 601_000, idleInTransactionMs: 600_000 },
    });
    return {
      db,
      // As autovacuum leaves a bulk-loaded database: statistics, and the visibility map for index-only scans.
      settle: () => onPostgres(temp.url, async (client) => void (await client.query("VACUUM ANALYZE"))),
      size: () =>
        onPostgres(temp.url, async (client) => {
          const result = await client.query("SELECT pg_database_size(current_database()) AS bytes");
          return `${megabytes(Number(result.rows[0]?.bytes ?? 0))} MB`;
        }),
      async close() {
        await db.destroy();
        await temp.drop();
      },
    };
  },
});

/** The board's entries in board order (value descending, then id), as the reads must find them. */
function boardOrder(players: readonly SeedPlayer[], period: LeaderboardPeriod, metric: LeaderboardMetric) {
  const rows: { value: number; userId: string }[] = [];
  for (const p of players) {
    const counters: SeedCounters | null = period === "all" ? p.all : p.week;
    const value = counters ? storedValue(metric, counters) : null;
    if (value !== null) rows.push({ value, userId: p.id });
  }
  return rows.sort((a, b) => b.value - a.value || (a.userId < b.userId ? -1 : 1));
}

/** 1 + the entries with a strictly greater value, in `ordered` (board order). */
function expectedRank(ordered: readonly { value: number }[], value: number): number {
  let lo = 0;
  let hi = ordered.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ordered[mid]?.value ?? 0) > value) lo = mid + 1;
    else hi = mid;
  }
  return lo + 1;
}

async function timed<T>(samples: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  samples.push(performance.now() - started);
  return result;
}

const count = (n: number) => n.toLocaleString("en-US");

async function measure(target: Target, players: readonly SeedPlayer[]): Promise<void> {
  const opened = await target.open();
  const { db } = opened;
  try {
    await migrateToLatest(db);
    const seedStarted = performance.now();
    await seedLeaderboard(db, players, WEEK_KEY, {
      chunk: target.name === "SQLite" ? 500 : 1000,
      perTransaction: 20,
      now: NOW,
    });
    await opened.settle();
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const distinct = await db
      .selectFrom("leaderboard_counts")
      .select(["period", "metric", (eb) => eb.fn.countAll<number>().as("values")])
      .groupBy(["period", "metric"])
      .execute();
    const distinctOf = (period: string, metric: string) =>
      Number(distinct.find((d) => d.period === period && d.metric === metric)?.values ?? 0);
    console.log(
      `${target.name}, ${count(players.length)} players: seeded in ${seedSeconds.toFixed(1)} s ` +
        `(${count(players.filter((p) => p.week).length)} also this week)`,
    );
    const r = random(players.length);
    let wrongRanks = 0;
    for (const { period, metric } of BOARDS) {
      const ordered = boardOrder(players, period, metric);
      const board = { scope: "global" as const, metric, period, now: NOW };
      const pageMs: number[] = [];
      const rankMs: number[] = [];
      for (let i = 0; i < WARM_UP + READS; i++) {
        const depth = Math.floor(r() * ordered.length);
        const after = depth === 0 ? undefined : ordered[depth - 1];
        const cursor = after ? leaderboardCursor(board, after) : undefined;
        const samples = i < WARM_UP ? [] : pageMs;
        await timed(samples, () => readGlobalPage(db, { ...board, limit: PAGE, cursor }));
        const who = ordered[Math.floor(r() * ordered.length)];
        if (!who) continue;
        const me = await timed(i < WARM_UP ? [] : rankMs, () =>
          readGlobalRank(db, { metric, period, now: NOW, userId: who.userId }),
        );
        if (i % 50 === 0 && me?.rank !== expectedRank(ordered, who.value)) wrongRanks++;
      }
      const key = period === "all" ? "all" : WEEK_KEY;
      console.log(
        `  ${`${period}/${metric}`.padEnd(15)} ${count(ordered.length).padStart(9)} ranked, ` +
          `${count(distinctOf(key, metric)).padStart(6)} distinct values`,
      );
      console.log(`    page of ${PAGE} ms:  ${latencyLine(pageMs, 2)}`);
      console.log(`    own rank ms:    ${latencyLine(rankMs, 2)}`);
    }
    await seedFriends(db, players, FRIEND_VIEWERS, FRIENDS_EACH, NOW);
    const friendsMs: number[] = [];
    for (let i = 0; i < WARM_UP + READS; i++) {
      const viewer = players[Math.floor(r() * Math.min(FRIEND_VIEWERS, players.length))] as SeedPlayer;
      await timed(i < WARM_UP ? [] : friendsMs, () =>
        readLeaderboard(db, {
          scope: "friends",
          period: "all",
          metric: "score",
          userId: viewer.id,
          limit: PAGE,
          now: NOW,
        }),
      );
    }
    console.log(
      `  friends/all/score (${FRIENDS_EACH} friends), page and own rank ms: ${latencyLine(friendsMs, 2)}`,
    );
    if (wrongRanks > 0) console.log(`  WARNING: ${wrongRanks} sampled rank(s) differ from the seeded data`);

    const writeMs: number[] = [];
    for (let i = 0; i < WRITES; i++) {
      const batch = new WriteBatch(db);
      const seated = Array.from({ length: 4 }, () => players[Math.floor(r() * players.length)] as SeedPlayer);
      addLeaderboardUpdates(
        batch,
        [...new Set(seated)].map((p, k) => ({
          userId: p.id,
          score: Math.floor(r() * 30),
          won: k === 0,
          riddles: 3,
          riddlesSolved: Math.floor(r() * 4),
        })),
        NOW,
      );
      await timed(writeMs, () => runWriteBatch(db, batch));
    }
    console.log(`  completed game (4 players), leaderboard writes ms: ${latencyLine(writeMs, 2)}`);
    console.log(`  database size: ${await opened.size()}`);
  } finally {
    await opened.close();
  }
}

async function leaderboardSection(): Promise<void> {
  const targets = [sqliteTarget, ...(PG_URL ? [postgresTarget(PG_URL)] : [])];
  console.log(
    `Leaderboard reads: ${READS} random reads per board after ${WARM_UP} warm-up; sizes ${SIZES.map(count).join(", ")}; ` +
      `${os.cpus().length} CPUs, node ${process.version}`,
  );
  if (!PG_URL) console.log("PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.");
  for (const size of SIZES) {
    const players = generatePlayers(size);
    for (const target of targets) await measure(target, players);
  }
}

/** The friends presence fan-out, when its benchmark exists: a child process, its output as is. */
async function presenceSection(): Promise<void> {
  const script = join(repoRoot, "bench/social-presence.ts");
  if (!existsSync(script)) {
    console.log("Presence: bench/social-presence.ts does not exist yet; skipped.");
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, script], { stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

/** The sections `npm run bench:social` runs, in order; BENCH_SOCIAL_SECTIONS picks some by name. */
export const SECTIONS: { name: string; run(): Promise<void> }[] = [
  { name: "leaderboard", run: leaderboardSection },
  { name: "presence", run: presenceSection },
];

const chosen = (env.BENCH_SOCIAL_SECTIONS ?? SECTIONS.map((s) => s.name).join(",")).split(",");
runMain(async () => {
  for (const section of SECTIONS) if (chosen.includes(section.name)) await section.run();
});
