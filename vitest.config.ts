import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "packages/*/test/**/*.test.ts",
      "apps/server/src/**/*.test.ts",
      "apps/server/test/**/*.test.ts",
      "apps/web/src/**/*.test.ts",
      // Web component tests: each file asks for the jsdom environment in its first line.
      "apps/web/src/**/*.test.tsx",
    ],
    exclude: ["**/node_modules/**", "**/dist/**", "e2e/**"],
    testTimeout: 60_000,
    hookTimeout: 30_000,
    pool: "forks",
    setupFiles: ["./scripts/vitest-setup.ts"],
  },
});
