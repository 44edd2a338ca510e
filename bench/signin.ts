/**
 * bench:signin (docs/reliability.md L3) — a burst of sign-ins during play. L1's games (bench:game's
 * settings) are set up and started; accounts made beforehand (sign-ups, at the production password
 * cost unless BENCH_SCRYPT_LOG_N says otherwise) then all sign in at once, each from its own loopback
 * address. Password hashing is capped (ADR 004), so play should not suffer: this prints the sign-ins'
 * latency and answers, and the players' figures (server → client event latency, HTTP time of game
 * intents, the server's event-loop delay) in the window before the burst, during it (from the first
 * sign-in sent to the last answered) and after it. Prints figures; asserts nothing.
 *
 * Environment: BENCH_SIGNINS (200), BENCH_SCRYPT_LOG_N (13, the production default), BENCH_WINDOW_SECONDS (20: the windows
 * before and after the burst), BENCH_BURST_AT_SECONDS (start spread + window: when the burst starts,
 * counted from the start of play), BENCH_CONTROL_SECONDS (unset: with it, no sign-in is sent and the
 * "during" window is simply that many seconds of play, so a control run measures the same stretch
 * of the game without the burst), and bench:game's settings (BENCH_PLAYERS 5000, BENCH_ROUNDS, …,
 * BENCH_RATE_LIMIT_SCALE 10000), BENCH_SPREAD_ADDRESSES (1).
 */
import { loopbackAddress, pageWords, pool } from "./lib/game-players";
import { GameRun } from "./lib/game-run";
import {
  gameplayLines,
  latencyLine,
  p95,
  percentChange,
  runMain,
  sleep,
  sleepUntil,
  tally,
} from "./lib/report";
import { serverStats } from "./lib/server-stats";
import { describeGames, gameSettings, numberSetting } from "./lib/settings";
import { HttpClient } from "./support/http-client";

const SIGNINS = numberSetting("BENCH_SIGNINS", 200);
const SCRYPT_LOG_N = numberSetting("BENCH_SCRYPT_LOG_N", 13);
const WINDOW = numberSetting("BENCH_WINDOW_SECONDS", 20);
const settings = gameSettings({ spreadAddresses: true });
const BURST_AT = numberSetting("BENCH_BURST_AT_SECONDS", settings.startSpreadSeconds + WINDOW);
const CONTROL_SECONDS = numberSetting("BENCH_CONTROL_SECONDS", 0);
const PASSWORD = "correct horse battery";
/** Sign-in clients' addresses: 127.20.x.y, one per account. */
const SIGNIN_BLOCK = 20;
/** Sign-ups before play go two at a time, as many as the server hashes at once (ADR 004). */
const SIGNUP_CONCURRENCY = 2;

interface Account {
  email: string;
  address: string;
}

/** Makes the accounts (before play, so only the burst's hashing overlaps it). */
async function signUpAll(baseUrl: string): Promise<Account[]> {
  const http = new HttpClient(baseUrl, 1);
  const accounts: Account[] = [];
  const started = Date.now();
  await pool(
    Array.from({ length: SIGNINS }, (_, i) => i),
    SIGNUP_CONCURRENCY,
    async (i) => {
      const account = { email: `signin${i}@example.com`, address: loopbackAddress(SIGNIN_BLOCK, i) };
      const res = await http.request("POST", "/api/auth/signup", {
        body: {
          email: account.email,
          username: `signin_${i}`,
          firstName: "Sign",
          lastName: "In",
          password: PASSWORD,
        },
        localAddress: account.address,
        expect: [201],
      });
      if (res.status === 201) accounts.push(account);
    },
  );
  console.log(
    `  accounts: ${accounts.length} / ${SIGNINS} signed up in ${((Date.now() - started) / 1000).toFixed(1)} s (SCRYPT_LOG_N ${SCRYPT_LOG_N})`,
  );
  for (const sample of http.errorSamples) console.log(`    ${sample}`);
  http.close();
  return accounts;
}

/** Every account signs in at once, each on its own connection from its own address. */
async function burst(baseUrl: string, accounts: Account[]) {
  const http = new HttpClient(baseUrl, 1);
  const answers = await Promise.all(
    accounts.map(async (account) => {
      const t0 = performance.now();
      const res = await http.request("POST", "/api/auth/login", {
        body: { email: account.email, password: PASSWORD },
        localAddress: account.address,
        expect: [200],
      });
      return { ms: performance.now() - t0, status: res.status };
    }),
  );
  http.close();
  return answers;
}

async function main() {
  const words = await pageWords();
  console.log(
    `bench:signin — ${CONTROL_SECONDS > 0 ? `control: no sign-ins, a ${CONTROL_SECONDS} s window` : `${SIGNINS} sign-ins`} at ${BURST_AT} s of play, windows of ${WINDOW} s; ${describeGames(settings)}`,
  );
  const stats = serverStats(1000);
  const run = await GameRun.open(settings, words, {
    scryptLogN: SCRYPT_LOG_N,
    preloads: stats.preloads,
    env: stats.env,
  });
  const deadline = Date.now() + settings.maxSeconds * 1000;
  const accounts = CONTROL_SECONDS > 0 ? [] : await signUpAll(run.server.baseUrl);
  await run.setUpAll(deadline);
  run.startPlay();

  const mark = () => ({
    at: Date.now(),
    events: run.stats.latencies.length,
    intents: run.playHttp.latencies.length,
    errors: run.playHttp.errors,
  });
  await sleepUntil(run.playStartedAt + (BURST_AT - WINDOW) * 1000);
  const beforeStart = mark();
  await sleepUntil(run.playStartedAt + BURST_AT * 1000);
  const burstStart = mark();
  const answers = CONTROL_SECONDS > 0 ? [] : await burst(run.server.baseUrl, accounts);
  if (CONTROL_SECONDS > 0) await sleep(CONTROL_SECONDS * 1000);
  const burstEnd = mark();
  await sleep(WINDOW * 1000);
  const afterEnd = mark();
  await sleep(1500); // the server's per-second line covering the end of the window
  const samples = stats.read();
  const games = run.players.completed;
  await run.close();
  stats.remove();

  const ok = answers.filter((a) => a.status === 200).map((a) => a.ms);
  console.log("");
  console.log(
    `Sign-in burst: ${answers.length} sent at once, all answered in ${((burstEnd.at - burstStart.at) / 1000).toFixed(1)} s`,
  );
  console.log(`  answers: ${tally(answers.map((a) => a.status))}`);
  console.log(`  latency ms, all:       ${latencyLine(answers.map((a) => a.ms))}`);
  console.log(`  latency ms, signed in: ${latencyLine(ok)}`);
  console.log("");
  console.log(`Players (${run.games.length} games, ${games} completed by the end):`);
  const windows = [
    ["before", beforeStart, burstStart],
    ["during", burstStart, burstEnd],
    ["after", burstEnd, afterEnd],
  ] as const;
  const p95s: { events: number; intents: number }[] = [];
  for (const [name, from, to] of windows) {
    const events = run.stats.latencies.slice(from.events, to.events);
    const intents = run.playHttp.latencies.slice(from.intents, to.intents);
    p95s.push({ events: p95(events), intents: p95(intents) });
    const loop = samples.filter((s) => s.at > from.at && s.at <= to.at + 1000).map((s) => s.loopDelayMs);
    console.log(`  ${name} (${((to.at - from.at) / 1000).toFixed(1)} s):`);
    for (const line of gameplayLines(events, intents, to.errors - from.errors)) console.log(`    ${line}`);
    console.log(
      `    server event loop ms: worst per-second p99 ${Math.max(0, ...loop.map((l) => l.p99)).toFixed(0)}, max ${Math.max(0, ...loop.map((l) => l.max)).toFixed(0)} (${loop.length} s sampled)`,
    );
  }
  for (const sample of run.playHttp.errorSamples.slice(0, 5)) console.log(`  ${sample}`);
  const [before, during] = p95s;
  console.log("");
  console.log(
    `p95 change before → during the burst: events ${percentChange(before!.events, during!.events)}, game intents ${percentChange(before!.intents, during!.intents)}`,
  );
}

runMain(main);
