/**
 * bench:http — GET /api/auth/user with a valid session on the real server (built, SQLite, one
 * process) beside a bare node:http server answering a user-sized JSON body, reported as a ratio.
 * Also the built client's initial JavaScript, gzipped. Prints figures; asserts nothing.
 *
 * The load generator runs in this process, so on a 2-core machine it shares the CPU with the
 * server under test; both servers are measured the same way.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type LoadResult, runLoad } from "./support/load";
import { cpuSecondsOf } from "./support/proc-stats";
import { repoRoot, startBuiltServer, startScript } from "./support/processes";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

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
    `bench:http — ${connections} keep-alive connections, ${rounds} alternating rounds of ${seconds} s per target, node ${process.version}`,
  );

  // The per-client limits (docs/reliability.md A34) still run on every request, but raised so far
  // that one flooding benchmark client is measured, not refused.
  const app = await startBuiltServer({ RATE_LIMIT_SCALE: "10000" });
  const bare = await startScript(join(repoRoot, "bench/support/bare-http.mjs"));
  const cookie = await signUp(app.baseUrl);
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
  await riddlebookLoad(2); // warm-up
  await bareLoad(2);
  // Both servers stay up and are measured in turn, so a change in the machine's speed during the run
  // (other work, CPU frequency) reaches both; the ratio is the median of the rounds' ratios.
  type Measured = LoadResult & { cpuUsPerRequest: number };
  const results: { riddlebook: Measured; bare: Measured; ratio: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    const riddlebook = await riddlebookLoad(seconds);
    const baseline = await bareLoad(seconds);
    results.push({ riddlebook, bare: baseline, ratio: riddlebook.rps / baseline.rps });
  }
  await app.stop();
  await bare.stop();

  const js = initialJs();
  console.log("");
  console.log(
    "round  target                          req/s    p50 ms   p95 ms   p99 ms   errors   server CPU µs/req",
  );
  for (const [i, r] of results.entries()) {
    for (const [name, load] of [
      ["GET /api/auth/user (Riddlebook)", r.riddlebook],
      ["bare node:http (fixed JSON)", r.bare],
    ] as const) {
      console.log(
        `${String(i + 1).padStart(5)}  ${name.padEnd(32)}${String(load.rps).padStart(6)}   ${String(load.latencyMs.p50).padStart(6)}   ${String(load.latencyMs.p95).padStart(6)}   ${String(load.latencyMs.p99).padStart(6)}   ${String(load.errors).padEnd(6)}   ${load.cpuUsPerRequest.toFixed(1)}`,
      );
    }
    console.log(`       ratio ${r.ratio.toFixed(2)}`);
  }
  const ratios = results.map((r) => r.ratio).sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)] ?? 0;
  console.log("");
  console.log(
    `ratio Riddlebook / bare node:http: median ${median.toFixed(2)} of ${ratios.map((r) => r.toFixed(2)).join(", ")} (aim: >= 0.50)`,
  );
  const cpu = results.map((r) => r.riddlebook.cpuUsPerRequest).sort((a, b) => a - b);
  const bareCpu = results.map((r) => r.bare.cpuUsPerRequest).sort((a, b) => a - b);
  console.log(
    `server CPU per request: Riddlebook median ${(cpu[Math.floor(cpu.length / 2)] ?? 0).toFixed(1)} µs, bare node:http ${(bareCpu[Math.floor(bareCpu.length / 2)] ?? 0).toFixed(1)} µs`,
  );
  console.log(
    `initial JavaScript: ${js.files.length} file(s), ${(js.rawBytes / 1024).toFixed(1)} kB raw, ${(js.gzipBytes / 1024).toFixed(1)} kB gzipped (the Lighthouse budget of ADR 035 replaced the old 90 kB aim)`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
