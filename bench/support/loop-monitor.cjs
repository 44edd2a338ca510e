// Preloaded into a benchmarked server (`node --require`): measures its event-loop delay and its
// garbage-collection pauses with perf_hooks. SIGUSR2 starts a fresh measurement (the benchmark sends
// it when play begins); at exit the figures since then are written to stderr in two lines.
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
process.on("SIGUSR2", () => {
  histogram.reset();
  gc = { count: 0, totalMs: 0, maxMs: 0, over20: 0 };
});
process.on("exit", () => {
  const ms = (ns) => (ns / 1e6).toFixed(0);
  process.stderr.write(
    `  event-loop delay (server, ms): p50 ${ms(histogram.percentile(50))}  p99 ${ms(histogram.percentile(99))}  max ${ms(histogram.max)}\n` +
      `  GC pauses (server): ${gc.count}, ${gc.totalMs.toFixed(0)} ms in all, longest ${gc.maxMs.toFixed(0)} ms, ${gc.over20} over 20 ms\n`,
  );
});
