// Preloaded into a benchmarked server (`node --require`): measures its event-loop delay and its
// garbage-collection pauses with perf_hooks. SIGUSR2 starts a fresh measurement (the benchmark sends
// it when play begins); at exit the figures since then are written to stderr in two lines.
// With BENCH_CPU_PROFILE=<file> (and BENCH_CPU_PROFILE_SECONDS, default 120), SIGUSR2 also starts a
// CPU profile of the main thread, written to that file when the time is up.
const { monitorEventLoopDelay, PerformanceObserver } = require("node:perf_hooks");

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
let gc = { count: 0, totalMs: 0, maxMs: 0, over20: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count++;
    gc.totalMs += entry.duration;
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
    if (entry.duration > 20) gc.over20++;
  }
}).observe({ entryTypes: ["gc"] });
const { isMainThread } = require("node:worker_threads");
const profilePath = process.env.BENCH_CPU_PROFILE;
process.on("SIGUSR2", () => {
  histogram.reset();
  gc = { count: 0, totalMs: 0, maxMs: 0, over20: 0 };
  if (!profilePath || !isMainThread) return;
  const inspector = require("node:inspector");
  const session = new inspector.Session();
  session.connect();
  session.post("Profiler.enable", () =>
    session.post("Profiler.setSamplingInterval", { interval: 1000 }, () =>
      session.post("Profiler.start", () => {
        const seconds = Number(process.env.BENCH_CPU_PROFILE_SECONDS ?? 120);
        setTimeout(() => {
          session.post("Profiler.stop", (error, result) => {
            if (!error) require("node:fs").writeFileSync(profilePath, JSON.stringify(result.profile));
            session.disconnect();
          });
        }, seconds * 1000).unref();
      }),
    ),
  );
});
process.on("exit", () => {
  const ms = (ns) => (ns / 1e6).toFixed(0);
  process.stderr.write(
    `  event-loop delay (server, ms): p50 ${ms(histogram.percentile(50))}  p99 ${ms(histogram.percentile(99))}  max ${ms(histogram.max)}\n` +
      `  GC pauses (server): ${gc.count}, ${gc.totalMs.toFixed(0)} ms in all, longest ${gc.maxMs.toFixed(0)} ms, ${gc.over20} over 20 ms\n`,
  );
});
