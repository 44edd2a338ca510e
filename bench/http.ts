/**
 * bench:http — GET /api/auth/user with a valid session on the real server (built, SQLite, one
 * process) beside a bare node:http server answering a user-sized JSON body, reported as a ratio.
 * Also the built client's initial JavaScript, gzipped. Prints figures; asserts nothing.
 *
 * The load generator runs in this process, so on a 2-core machine it shares the CPU with the
 * server under test; both servers are measured the same way.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type LoadResult, runLoad } from "./support/load";
import { cpuSecondsOf } from "./support/proc-stats";
import { repoRoot, startBuiltServer, startScript } from "./support/processes";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
/**
 * Another checkout whose build (apps/server/dist) is measured in the same rounds, for a comparison on
 * the same machine in the same minutes (e.g. `git worktree add /tmp/s2 cdfcd3b`, `npm ci`, `npm run
 * build` there, then `BENCH_HTTP_COMPARE=/tmp/s2 npm run bench:http` here).
 */
const compareRoot = process.env.BENCH_HTTP_COMPARE;
/**
 * BENCH_PIN=1: every server on CPU 1 and this load generator on CPU 0 (`taskset`, all threads), so the
 * figures measure each server on a core of its own instead of its share of two cores with the load
 * generator (on this 2-core machine that sharing moved single rounds by ±30 %).
 */
const pin = process.env.BENCH_PIN === "1";

function pinTo(pid: number | undefined, cpu: number): void {
  if (pid === undefined) throw new Error("no process to pin");
  execFileSync("taskset", ["-a", "-p", "-c", String(cpu), String(pid)], { stdio: "ignore" });
}

async function signUp(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `bench${Date.now()}@example.com`,
      firstName: "Bench",
      lastName: "User",
      username: `bench_${Date.now() % 1_000_000}`,
      password: "correct horse battery",
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("rb_session="));
  if (!cookie) throw new Error("no session cookie");
  return cookie.split(";")[0]!;
}

function initialJs(): { files: string[]; rawBytes: number; gzipBytes: number } {
  const dist = join(repoRoot, "apps/web/dist");
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const srcs = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
  const files = [...new Set(srcs)];
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const f of files) {
    const buf = readFileSync(join(dist, f.replace(/^\//, "")));
    rawBytes += buf.length;
    gzipBytes += gzipSync(buf, { level: 9 }).length;
  }
  return { files, rawBytes, gzipBytes };
}

async function main() {
  console.log(
    `bench:http — ${connections} keep-alive connections, ${rounds} alternating rounds of ${seconds} s per target, node ${process.version}${pin ? "; servers on CPU 1, load generator on CPU 0" : ""}`,
  );

  // The per-client limits (docs/reliability.md A34) still run on every request, but raised so far
  // that one flooding benchmark client is measured, not refused.
  const app = await startBuiltServer({ RATE_LIMIT_SCALE: "10000" });
  const bare = await startScript(join(repoRoot, "bench/support/bare-http.mjs"));
  const cookie = await signUp(app.baseUrl);
  const other = compareRoot ? await startBuiltServer({ RATE_LIMIT_SCALE: "10000" }, compareRoot) : undefined;
  const otherCookie = other ? await signUp(other.baseUrl) : "";
  if (pin) {
    for (const server of [app, bare, other]) if (server) pinTo(server.child.pid, 1);
    pinTo(process.pid, 0);
  }
  // The server's CPU time per answered request (all its threads, kernel included; Linux /proc): a
  // steadier figure than requests per second, which also moves with the load generator's share of
  // the two cores.
  const measured = async (pid: number | undefined, run: () => Promise<LoadResult>) => {
    const before = pid === undefined ? Number.NaN : cpuSecondsOf(pid);
    const load = await run();
    const after = pid === undefined ? Number.NaN : cpuSecondsOf(pid);
    return { ...load, cpuUsPerRequest: ((after - before) * 1e6) / load.requests };
  };
  const riddlebookLoad = (secs: number) =>
    measured(app.child.pid, () =>
      runLoad({ url: `${app.baseUrl}/api/auth/user`, headers: { cookie }, connections, seconds: secs }),
    );
  const bareLoad = (secs: number) =>
    measured(bare.child.pid, () => runLoad({ url: bare.baseUrl, connections, seconds: secs }));
  const otherLoad = (secs: number) =>
    other
      ? measured(other.child.pid, () =>
          runLoad({
            url: `${other.baseUrl}/api/auth/user`,
            headers: { cookie: otherCookie },
            connections,
            seconds: secs,
          }),
        )
      : undefined;
  await riddlebookLoad(2); // warm-up
  await otherLoad(2);
  await bareLoad(2);
  // Both servers stay up and are measured in turn, so a change in the machine's speed during the run
  // (other work, CPU frequency) reaches both; the ratio is the median of the rounds' ratios.
  type Measured = LoadResult & { cpuUsPerRequest: number };
  const results: { riddlebook: Measured; other?: Measured; bare: Measured; ratio: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    const riddlebook = await riddlebookLoad(seconds);
    const compared = await otherLoad(seconds);
    const baseline = await bareLoad(seconds);
    results.push({
      riddlebook,
      ...(compared ? { other: compared } : {}),
      bare: baseline,
      ratio: riddlebook.rps / baseline.rps,
    });
  }
  await app.stop();
  await other?.stop();
  await bare.stop();

  const js = initialJs();
  console.log("");
  console.log(
    "round  target                          req/s    p50 ms   p95 ms   p99 ms   errors   server CPU µs/req",
  );
  for (const [i, r] of results.entries()) {
    const rows: [string, Measured][] = [["GET /api/auth/user (Riddlebook)", r.riddlebook]];
    if (r.other) rows.push(["the same, compared build", r.other]);
    rows.push(["bare node:http (fixed JSON)", r.bare]);
    for (const [name, load] of rows) {
      console.log(
        `${String(i + 1).padStart(5)}  ${name.padEnd(32)}${String(load.rps).padStart(6)}   ${String(load.latencyMs.p50).padStart(6)}   ${String(load.latencyMs.p95).padStart(6)}   ${String(load.latencyMs.p99).padStart(6)}   ${String(load.errors).padEnd(6)}   ${load.cpuUsPerRequest.toFixed(1)}`,
      );
    }
    console.log(
      `       ratio ${r.ratio.toFixed(2)}${r.other ? `; compared build ${(r.other.rps / r.bare.rps).toFixed(2)}` : ""}`,
    );
  }
  const ratios = results.map((r) => r.ratio).sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)] ?? 0;
  console.log("");
  console.log(
    `ratio Riddlebook / bare node:http: median ${median.toFixed(2)} of ${ratios.map((r) => r.toFixed(2)).join(", ")} (aim: >= 0.50)`,
  );
  const medianOf = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const cpu = medianOf(results.map((r) => r.riddlebook.cpuUsPerRequest));
  const bareCpu = medianOf(results.map((r) => r.bare.cpuUsPerRequest));
  console.log(
    `server CPU per request: Riddlebook median ${cpu.toFixed(1)} µs, bare node:http ${bareCpu.toFixed(1)} µs`,
  );
  if (compareRoot) {
    const otherRatios = results.map((r) => (r.other ? r.other.rps / r.bare.rps : 0));
    const otherCpu = medianOf(results.map((r) => r.other?.cpuUsPerRequest ?? 0));
    console.log(
      `compared build (${compareRoot}): ratio median ${medianOf(otherRatios).toFixed(2)} of ${[...otherRatios]
        .sort((a, b) => a - b)
        .map((r) => r.toFixed(2))
        .join(", ")}; server CPU per request median ${otherCpu.toFixed(1)} µs`,
    );
  }
  console.log(
    `initial JavaScript: ${js.files.length} file(s), ${(js.rawBytes / 1024).toFixed(1)} kB raw, ${(js.gzipBytes / 1024).toFixed(1)} kB gzipped (the Lighthouse budget of ADR 035 replaced the old 90 kB aim)`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
