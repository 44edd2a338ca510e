/**
 * bench:web — Lighthouse (the `lighthouse` package) in its default mobile mode (Moto G Power
 * emulation, simulated slow 4G and 4× CPU slowdown) against the built app on the real server: the
 * landing page signed out, and the home page signed in as a guest. Prints the four category scores,
 * FCP, LCP and total bytes of each, the compressed size of the landing page's first load, and every
 * audit that cost points (BENCH_WEB_REPORTS=<dir> keeps the full reports). Drives Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium)
 * headless over the DevTools protocol. Each page is measured BENCH_WEB_RUNS times (default 3) and the
 * run with the median performance score is shown. Asserts nothing.
 *
 * On a busy 2-core machine the simulated timings still move from run to run: they are computed from
 * the observed load, whose main-thread work the machine slows down (BENCHMARKS.md).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { startChromium } from "./support/chromium";
import { startBuiltServer } from "./support/processes";

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

async function guestCookie(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/dev-auto-login`, { method: "POST" });
  if (!res.ok) throw new Error(`guest sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("rb_session="));
  if (!cookie) throw new Error("guest sign-in set no session cookie");
  return cookie.split(";")[0] ?? "";
}

interface NetworkItem {
  url: string;
  transferSize?: number;
  resourceSize?: number;
  sessionTargetType?: string;
}

interface PageResult {
  name: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  totalBytes: number;
  /** Bytes over the wire for the page itself (not its service worker's precache). */
  pageBytes: number;
  pageRawBytes: number;
  pageRequests: number;
  workerBytes: number;
  lost: string[];
  benchmarkIndex: number;
  /** Every run's performance score, lowest first. */
  performanceRuns?: number[];
}

/** Lighthouse's trace errors that its own message says to retry ("Please run Lighthouse again"). */
const RETRIED_ERRORS = new Set(["NO_NAVSTART", "NO_FCP", "NO_TRACING_STARTED", "NO_LCP"]);
const ATTEMPTS = 3;

async function audit(name: string, url: string, port: number, cookie?: string): Promise<PageResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(name, url, port, cookie);
    } catch (error) {
      const code = (error as { lighthouseCode?: string }).lighthouseCode;
      if (!code || !RETRIED_ERRORS.has(code) || attempt >= ATTEMPTS) throw error;
      console.log(`  (${name}: Lighthouse's trace failed with ${code}; run ${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

async function auditOnce(name: string, url: string, port: number, cookie?: string): Promise<PageResult> {
  const run = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = run;
  // BENCH_WEB_REPORTS=<dir> keeps each page's full Lighthouse report (JSON) for a closer look.
  const reports = process.env.BENCH_WEB_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${name.split(" ")[0]?.toLowerCase()}.json`), JSON.stringify(lhr, null, 1));
  }
  if (lhr.runtimeError) {
    throw Object.assign(new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`), {
      lighthouseCode: lhr.runtimeError.code,
    });
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as PageResult["scores"];
  const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const fromPage = items.filter((item) => item.sessionTargetType !== "worker");
  const fromWorker = items.filter((item) => item.sessionTargetType === "worker");
  const sum = (list: NetworkItem[], key: "transferSize" | "resourceSize") =>
    list.reduce((total, item) => total + (item[key] ?? 0), 0);
  // Every audit that cost points in a category, with what Lighthouse says about it.
  const lost: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const found = lhr.audits[ref.id];
      if (!found || ref.weight === 0 || found.score === null || found.score >= 1) continue;
      lost.push(`${id}: ${found.id} (score ${found.score}) ${found.displayValue ?? ""}`.trim());
    }
  }
  return {
    name,
    scores,
    fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    totalBytes: lhr.audits["total-byte-weight"]?.numericValue ?? Number.NaN,
    pageBytes: sum(fromPage, "transferSize"),
    pageRawBytes: sum(fromPage, "resourceSize"),
    pageRequests: fromPage.length,
    workerBytes: sum(fromWorker, "transferSize"),
    lost,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function print(result: PageResult): void {
  const { scores } = result;
  console.log(`\n${result.name}`);
  console.log(
    `  performance ${scores.performance} · accessibility ${scores.accessibility} · best practices ${scores["best-practices"]} · SEO ${scores.seo}`,
  );
  console.log(
    `  FCP ${(result.fcpMs / 1000).toFixed(2)} s · LCP ${(result.lcpMs / 1000).toFixed(2)} s · total bytes ${kB(result.totalBytes)}`,
  );
  console.log(
    `  the page's own requests: ${result.pageRequests}, ${kB(result.pageBytes)} transferred (${kB(result.pageRawBytes)} uncompressed); service worker precache ${kB(result.workerBytes)}`,
  );
  if (result.performanceRuns && result.performanceRuns.length > 1)
    console.log(`  performance of each run: ${result.performanceRuns.join(", ")} (the median run is shown)`);
  for (const line of result.lost) console.log(`  lost points — ${line}`);
}

/** Lighthouse runs per page; the run with the median performance score is reported. */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));

/** The median run by performance score (Lighthouse's own advice for noisy machines: several runs). */
async function medianOf(runs: number, once: () => Promise<PageResult>): Promise<PageResult> {
  const results: PageResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await once());
  results.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = results[Math.floor(results.length / 2)] as PageResult;
  return { ...median, performanceRuns: results.map((r) => r.scores.performance) };
}

/** Runs `work` against a fresh headless Chromium (its own profile, so no page sees another's cache). */
async function withChromium<T>(work: (port: number) => Promise<T>): Promise<T> {
  const chromium = await startChromium(chromiumPath);
  try {
    return await work(chromium.port);
  } finally {
    await chromium.stop();
  }
}

async function main() {
  console.log(`bench:web — Lighthouse mobile (default throttling), Chromium at ${chromiumPath}`);
  const server = await startBuiltServer({ RATE_LIMIT_SCALE: "100" });
  // However this process ends (an error thrown anywhere, Ctrl-C), the server does not outlive it.
  const killServer = () => server.child.kill("SIGTERM");
  process.once("exit", killServer);
  process.once("SIGINT", () => process.exit(130));
  process.once("SIGTERM", () => process.exit(143));
  try {
    const url = `${server.baseUrl}/`;
    // A first visit: nothing cached, no service worker yet.
    const landing = await medianOf(RUNS, () =>
      withChromium((port) => audit("Landing page (signed out): /", url, port)),
    );
    // A returning player: one visit first, so the browser remembers they were signed in
    // (src/pwa/warm-start.ts); Lighthouse clears the HTTP cache and the service worker before the
    // measured visit. Before each, a pause: the last visit's service worker has finished installing.
    const cookie = await guestCookie(server.baseUrl);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 5_000));
    const home = await withChromium(async (port) => {
      await audit("warm-up", url, port, cookie);
      return medianOf(RUNS, async () => {
        await settle();
        return audit("Home (signed in as a guest): /", url, port, cookie);
      });
    });
    print(landing);
    print(home);
    console.log(
      `\nFirst load, compressed (the landing page's requests, bytes transferred): ${kB(landing.pageBytes)}`,
    );
    console.log(
      `Host speed (Lighthouse benchmarkIndex; its mobile throttling assumes about 1000+): ${landing.benchmarkIndex.toFixed(0)}, ${home.benchmarkIndex.toFixed(0)}`,
    );
  } finally {
    await server.stop();
    process.off("exit", killServer);
  }
}

await main();
