// Preloaded into a benchmarked server (`node --expose-gc --require`) by bench:socket-memory: on
// SIGUSR2 it collects garbage until the heap stops shrinking and appends one JSON line of the
// process's memory figures to BENCH_HEAP_FILE. Nothing in the server changes.
const { isMainThread } = require("node:worker_threads");

const file = process.env.BENCH_HEAP_FILE;
if (file && isMainThread && typeof globalThis.gc === "function") {
  const fs = require("node:fs");
  process.on("SIGUSR2", () => {
    let last = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 10; i++) {
      globalThis.gc();
      const used = process.memoryUsage().heapUsed;
      if (used >= last - 1024) break;
      last = used;
    }
    if (process.env.BENCH_HEAP_SNAPSHOT_DIR) {
      require("node:v8").writeHeapSnapshot(
        require("node:path").join(process.env.BENCH_HEAP_SNAPSHOT_DIR, `heap-${Date.now()}.heapsnapshot`),
      );
    }
    const m = process.memoryUsage();
    fs.appendFileSync(
      file,
      `${JSON.stringify({ heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers, rss: m.rss })}\n`,
    );
  });
}
