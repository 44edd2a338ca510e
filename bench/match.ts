// Quick-match benchmark: `npm run bench:match` (needs `npm run build` first). Prints figures only.
// For 50, 200 and 1,000 seekers who all press Quick Match at once against one built server
// (SQLite, loopback), the time from each seeker's join to the moment they learn of their match,
// while each polls exactly as the web client does: status every 2 s, join re-posted every 3 s,
// and the user socket's `match_found` push. Two preference mixes:
//  - "defaults": what the tab sends untouched (standard 7 rounds / head-to-head 3 rounds, skill any);
//  - "mixed": varied rounds and skill levels, so some pairs wait for the preferences to relax.
// Every seeker gives up after 30 s; each run uses a fresh server. MATCH_BENCH_SIZES=50,200 limits sizes.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { WebSocket } from "ws";
import { percentiles } from "./support/load";
import { repoRoot, startBuiltServer } from "./support/processes";

const SIZES = (process.env.MATCH_BENCH_SIZES ?? "50,200,1000").split(",").map(Number);
const SEEKER_TIMEOUT_MS = 30_000;
const STATUS_POLL_MS = 2000;
const RECHECK_MS = 3000;

interface Prefs {
  gameMode: "standard" | "head_to_head";
  preferredRounds: number;
  skillLevel: string;
}

// A deterministic pseudo-random source (mulberry32), so runs are comparable.
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)] as T;

/** Half standard, half head-to-head, an even number of each so everyone can be paired. */
function preferences(n: number, mix: "defaults" | "mixed"): Prefs[] {
  const standard = Math.round(n / 4) * 2;
  const r = rng(n);
  return Array.from({ length: n }, (_, i): Prefs => {
    const gameMode = i < standard ? "standard" : "head_to_head";
    if (mix === "defaults") {
      return { gameMode, preferredRounds: gameMode === "standard" ? 7 : 3, skillLevel: "any" };
    }
    return {
      gameMode,
      preferredRounds: gameMode === "standard" ? pick([5, 7, 7, 7, 10], r) : pick([3, 3, 5, 7], r),
      skillLevel: pick(["any", "any", "beginner", "intermediate", "advanced"], r),
    };
  });
}

async function guestCookie(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/dev-auto-login`, { method: "POST" });
  if (!res.ok) throw new Error(`guest sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("rb_session="));
  if (!cookie) throw new Error("no session cookie");
  return cookie.split(";")[0] as string;
}

async function inBatches<T>(n: number, batch: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += batch) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(batch, n - i) }, (_, k) => make(i + k)))));
  }
  return out;
}

interface Outcome {
  ms: number | null;
  gameId: string | null;
  via: "join" | "status" | "push" | "recheck" | null;
  requests: number;
}

/** One seeker, behaving like the Quick Match tab. Resolves when they learn of their match, or give up. */
function seek(baseUrl: string, cookie: string, prefs: Prefs): Promise<Outcome> {
  const started = performance.now();
  const headers = { cookie, "content-type": "application/json" };
  let requests = 0;
  return new Promise((resolve) => {
    let done = false;
    let socket: WebSocket | undefined;
    const timers: NodeJS.Timeout[] = [];
    const finish = (gameId: string | null, via: Outcome["via"]) => {
      if (done) return;
      done = true;
      for (const timer of timers) clearInterval(timer);
      socket?.terminate();
      resolve({ ms: gameId ? performance.now() - started : null, gameId, via, requests });
    };
    const postJoin = async (via: Outcome["via"]) => {
      requests++;
      const res = await fetch(`${baseUrl}/api/matchmaking/join`, {
        method: "POST",
        headers,
        body: JSON.stringify(prefs),
      });
      const body = (await res.json()) as { matched?: boolean; gameId?: string | null };
      if (body.matched && body.gameId) finish(body.gameId, via);
    };
    const quietly = (p: Promise<unknown>) => p.catch(() => {});
    timers.push(setTimeout(() => finish(null, null), SEEKER_TIMEOUT_MS));
    postJoin("join").then(
      () => {
        if (done) return;
        socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/ws/user`, { headers: { cookie } });
        socket.on("message", (data) => {
          const message = JSON.parse(data.toString()) as { type?: string; gameId?: string };
          if (message.type === "match_found" && message.gameId) finish(message.gameId, "push");
        });
        socket.on("error", () => {});
        // As the tab does: a match made before the socket opened is found by one status check.
        socket.on("open", () => {
          requests++;
          quietly(
            fetch(`${baseUrl}/api/matchmaking/status`, { headers: { cookie } })
              .then((res) => res.json() as Promise<{ status?: string; gameId?: string }>)
              .then((body) => {
                if (body.status === "matched" && body.gameId) finish(body.gameId, "status");
              }),
          );
        });
        timers.push(
          setInterval(() => {
            requests++;
            quietly(
              fetch(`${baseUrl}/api/matchmaking/status`, { headers: { cookie } })
                .then((res) => res.json() as Promise<{ status?: string; gameId?: string }>)
                .then((body) => {
                  if (body.status === "matched" && body.gameId) finish(body.gameId, "status");
                }),
            );
          }, STATUS_POLL_MS),
          setInterval(() => quietly(postJoin("recheck")), RECHECK_MS),
        );
      },
      () => finish(null, null),
    );
  });
}

const fmt = (ms: number | undefined) => (ms === undefined ? "-" : `${(ms / 1000).toFixed(2)} s`);

async function run(n: number, mix: "defaults" | "mixed") {
  const server = await startBuiltServer({ RATE_LIMIT_SCALE: "200", LOG_LEVEL: "warn" });
  try {
    const cookies = await inBatches(n, 25, () => guestCookie(server.baseUrl));
    const prefs = preferences(n, mix);
    const wall = performance.now();
    const outcomes = await Promise.all(
      cookies.map((cookie, i) => seek(server.baseUrl, cookie, prefs[i] as Prefs)),
    );
    const wallMs = performance.now() - wall;
    const times = outcomes.flatMap((o) => (o.ms === null ? [] : [o.ms]));
    const p = percentiles(times, [50, 95]);
    // Consistency: every game has exactly two of our seekers, of the same mode.
    const byGame = new Map<string, number[]>();
    outcomes.forEach((o, i) => {
      if (o.gameId) byGame.set(o.gameId, [...(byGame.get(o.gameId) ?? []), i]);
    });
    // A game known to one seeker only means their partner gave up first; more than two is a bug.
    const badGames = [...byGame.values()].filter(
      (seats) =>
        seats.length > 2 ||
        (seats.length === 2 && prefs[seats[0] as number]?.gameMode !== prefs[seats[1] as number]?.gameMode),
    ).length;
    const via = (how: Outcome["via"]) => outcomes.filter((o) => o.via === how).length;
    const requests = outcomes.reduce((sum, o) => sum + o.requests, 0);
    console.log(
      [
        String(n).padStart(5),
        mix.padEnd(8),
        `${times.length}/${n}`.padStart(9),
        fmt(p.p50).padStart(8),
        fmt(p.p95).padStart(8),
        fmt(Math.max(...times)).padStart(8),
        `join ${via("join")} / push ${via("push")} / status ${via("status")} / recheck ${via("recheck")}`.padEnd(
          48,
        ),
        String(requests).padStart(6),
        String(badGames).padStart(4),
        fmt(wallMs).padStart(8),
      ].join("  "),
    );
  } finally {
    await server.stop();
  }
}

if (!existsSync(join(repoRoot, "apps/server/dist/main.js"))) {
  console.error("The server is not built: run `npm run build` first.");
  process.exit(1);
}
console.log(
  `Quick match: time from join to knowing the match, ${SEEKER_TIMEOUT_MS / 1000} s give-up, loopback`,
);
console.log(
  "    n  mix       matched       p50       p95       max  learned via                                       reqs   bad      wall",
);
for (const n of SIZES) {
  for (const mix of ["defaults", "mixed"] as const) await run(n, mix);
}
