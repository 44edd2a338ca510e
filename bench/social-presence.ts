/**
 * Presence fan-out benchmark (docs/decisions/020-friends-presence-challenges-leaderboards.md) — prints
 * figures; asserts nothing. Run by `npm run bench:social` (its "presence" section) or alone with
 * `npx tsx bench/social-presence.ts`.
 *
 * One user with BENCH_PRESENCE_FRIENDS friends (200), every friend with a `/ws/user` socket open.
 * The user's page then reports `hidden` and `active` in turn, BENCH_PRESENCE_ROUNDS times (40): each
 * report changes their status (online ⇄ away), and every friend's socket must get `friend_presence`.
 * For each round: the time from sending the report until the last friend's socket has the push
 * (fan-out time), and each friend's own delay. Servers run from source as child processes:
 * - SQLite, one instance (in-process bus);
 * - PostgreSQL + Redis, two instances, the user on A and the friends split between A and B (one bus
 *   message carries the push to every friend), when BENCH_DATABASE_URL / TEST_DATABASE_URL and
 *   BENCH_REDIS_URL / TEST_REDIS_URL are set.
 */
import os from "node:os";
import { WebSocket } from "ws";
import { ChildServer, stopAllChildServers } from "../apps/server/test/support/child-server";
import { createTempPostgresDatabase } from "../apps/server/test/support/postgres";
import { latencyLine, runMain } from "./lib/report";

const env = process.env;
const FRIENDS = Number(env.BENCH_PRESENCE_FRIENDS ?? 200);
const ROUNDS = Number(env.BENCH_PRESENCE_ROUNDS ?? 40);
const WARM_UP = 4;
const ROUND_TIMEOUT_MS = 10_000;
const PG_URL = (env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL)?.trim() || undefined;
const REDIS_URL = (env.BENCH_REDIS_URL ?? env.TEST_REDIS_URL)?.trim() || undefined;

interface Account {
  userId: string;
  cookie: string;
}

async function json(url: string, init: RequestInit & { cookie?: string } = {}): Promise<unknown> {
  const res = await fetch(url, {
    ...init,
    headers: {
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

function sessionOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("rb_session="));
  if (!cookie) throw new Error("no session cookie");
  return cookie.split(";")[0] as string;
}

async function signUp(baseUrl: string, email: string): Promise<Account> {
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      firstName: "Bench",
      lastName: "Subject",
      username: `subject_${process.pid}`,
      password: "correct horse battery",
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { userId: ((await res.json()) as { id: string }).id, cookie: sessionOf(res) };
}

async function guest(baseUrl: string): Promise<Account> {
  const res = await fetch(`${baseUrl}/api/dev-auto-login`, { method: "POST" });
  if (!res.ok) throw new Error(`guest sign-in failed: ${res.status} ${await res.text()}`);
  return { userId: ((await res.json()) as { id: string }).id, cookie: sessionOf(res) };
}

async function inBatches<T>(n: number, batch: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += batch) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(batch, n - i) }, (_, k) => make(i + k)))));
  }
  return out;
}

/** A friend's socket: calls `onPresence` with the arrival time of each `friend_presence` about `subjectId`. */
function openSocket(
  baseUrl: string,
  cookie: string,
  onMessage: (message: { type?: string; userId?: string; status?: string }, at: number) => void,
): Promise<WebSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/ws/user`, { headers: { cookie } });
  ws.on("message", (data) => onMessage(JSON.parse(data.toString()), performance.now()));
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

/** One setup: the subject's instance first, the friends spread over all of them. */
async function measure(label: string, servers: ChildServer[]): Promise<void> {
  const [home] = servers as [ChildServer];
  const subject = await signUp(home.url, `subject${process.pid}@example.com`);
  // Guests (no scrypt) ask the subject, who accepts every request.
  const friends = await inBatches(FRIENDS, 20, (i) =>
    guest((servers[i % servers.length] as ChildServer).url),
  );
  await inBatches(FRIENDS, 20, (i) =>
    json(`${home.url}/api/friends/request`, {
      method: "POST",
      cookie: friends[i]?.cookie,
      body: JSON.stringify({ friendEmail: `subject${process.pid}@example.com` }),
    }),
  );
  const page = (await json(`${home.url}/api/friends`, { cookie: subject.cookie })) as {
    incoming: { id: string }[];
  };
  await inBatches(page.incoming.length, 20, (i) =>
    json(`${home.url}/api/friends/requests/${page.incoming[i]?.id}/accept`, {
      method: "POST",
      cookie: subject.cookie,
    }),
  );

  // Every friend's socket notes when it hears the subject's status.
  let expected = "";
  let arrivals: number[] = [];
  const sockets = await inBatches(FRIENDS, 20, (i) =>
    openSocket((servers[i % servers.length] as ChildServer).url, friends[i]?.cookie ?? "", (message, at) => {
      if (
        message.type === "friend_presence" &&
        message.userId === subject.userId &&
        message.status === expected
      ) {
        arrivals.push(at);
      }
    }),
  );
  const round = async (status: string, send: () => void): Promise<{ all: number; each: number[] } | null> => {
    expected = status;
    arrivals = [];
    const sent = performance.now();
    send();
    const until = sent + ROUND_TIMEOUT_MS;
    while (arrivals.length < FRIENDS && performance.now() < until) await new Promise((r) => setTimeout(r, 1));
    if (arrivals.length < FRIENDS) return null;
    const each = arrivals.map((at) => at - sent);
    return { all: Math.max(...each), each };
  };

  let subjectSocket: WebSocket | undefined;
  const opened = await round("online", () => {
    void openSocket(home.url, subject.cookie, () => {}).then((ws) => {
      subjectSocket = ws;
    });
  });
  const fanOut: number[] = [];
  const perFriend: number[] = [];
  let missed = 0;
  for (let i = 0; i < WARM_UP + ROUNDS; i++) {
    const state = i % 2 === 0 ? "hidden" : "active";
    const result = await round(state === "hidden" ? "away" : "online", () =>
      subjectSocket?.send(JSON.stringify({ type: "presence", state })),
    );
    if (!result) missed++;
    else if (i >= WARM_UP) {
      fanOut.push(result.all);
      perFriend.push(...result.each);
    }
  }
  console.log(`${label}: ${FRIENDS} friends, ${ROUNDS} status changes after ${WARM_UP} warm-up`);
  console.log(
    `  first socket opened → all friends told online: ${opened ? `${opened.all.toFixed(1)} ms` : "not all told"}`,
  );
  console.log(`  fan-out (report → last friend) ms: ${latencyLine(fanOut, 1)}`);
  console.log(`  each friend's delay ms:            ${latencyLine(perFriend, 1)}`);
  if (missed > 0)
    console.log(`  WARNING: ${missed} round(s) did not reach every friend within ${ROUND_TIMEOUT_MS} ms`);
  subjectSocket?.terminate();
  for (const ws of sockets) ws.terminate();
}

/** Every bench client comes from 127.0.0.1: the per-client limits must not take them for one flood. */
const SERVER_ENV = { RATE_LIMIT_SCALE: "1000" };

runMain(async () => {
  console.log(`Presence fan-out: ${os.cpus().length} CPUs, node ${process.version}`);
  try {
    const alone = await ChildServer.start({ name: "sqlite", env: SERVER_ENV });
    await measure("SQLite, one instance", [alone]);
    await alone.stop();

    if (!PG_URL || !REDIS_URL) {
      console.log(
        "PostgreSQL + Redis skipped: set BENCH_DATABASE_URL/TEST_DATABASE_URL and BENCH_REDIS_URL/TEST_REDIS_URL.",
      );
      return;
    }
    const temp = await createTempPostgresDatabase(PG_URL);
    try {
      const shared = { ...SERVER_ENV, DATABASE_URL: temp.url, REDIS_URL };
      const a = await ChildServer.start({ name: "A", env: shared });
      const b = await ChildServer.start({ name: "B", env: shared });
      await measure("PostgreSQL + Redis, two instances (friends split between them)", [a, b]);
      await stopAllChildServers();
    } finally {
      await temp.drop();
    }
  } finally {
    await stopAllChildServers();
  }
});
