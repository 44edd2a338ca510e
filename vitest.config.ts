import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "packages/*/test/**/*.test.ts",
      "apps/server/src/**/*.test.ts",
      "apps/server/test/**/*.test.ts",
      "apps/web/src/**/*.test.ts",
      "bench/support/**/*.test.ts",
      // Web component tests: each file asks for the jsdom environment in its first line.
      "apps/web/src/**/*.test.tsx",
    ],
    exclude: ["**/node_modules/**", "**/dist/**", "e2e/**"],
    testTimeout: 60_000,
    hookTimeout: 30_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine,
    // idle while a file waits on its child servers, sockets and timers. Two there took the suite
    // from 535 s to 346 s (BENCHMARKS.md, "Test suite").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ["./scripts/vitest-setup.ts"],
  },
});
