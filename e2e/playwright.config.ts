import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Two servers from the same build: one in test mode (most tests), one as in production. */
export const TEST_MODE_PORT = Number(process.env.E2E_PORT ?? 3101);
export const PRODUCTION_PORT = TEST_MODE_PORT + 1;
/** Each run's databases and results sit under its port, so runs on different ports never meet. */
export const E2E_DATA_DIR = `e2e/.data/${TEST_MODE_PORT}`;

const server = (port: number, name: string, extraEnv: Record<string, string>) => ({
  command: "node apps/server/dist/main.js",
  cwd: repoRoot,
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5000 },
  url: `http://127.0.0.1:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: `${E2E_DATA_DIR}/${name}`,
    LOG_LEVEL: "warn",
    // Every browser test signs up from 127.0.0.1, so the per-IP limits are scaled up here.
    RATE_LIMIT_SCALE: "20",
    ...extraEnv,
  },
});

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: `test-results/${TEST_MODE_PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${TEST_MODE_PORT}`,
    // Under CI a failure is reported with its page snapshot and screenshot, but no trace: recording
    // one for every test made a context's teardown hang past the test timeout once (playwright#18016).
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    // The app's service worker precaches the whole shell (about 1.3 MB) as soon as a page loads. A
    // context closed while that install is still running can leave Chromium's dispose of the context
    // unanswered, past the test timeout (CI saw it after a sign-up, the last step of a short test). So
    // workers are blocked here and allowed only where the worker is what is tested: pwa.spec.ts and
    // the offline test of i18n.spec.ts.
    serviceWorkers: "block",
    browserName: "chromium",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: [
    // Bots 30 times quicker than a person: a game against bots takes seconds (bots.spec.ts).
    // Tournaments check their deadlines twice a second, and a person has a minute to open a match.
    server(TEST_MODE_PORT, "test-mode", {
      TEST_MODE: "1",
      BOT_SPEED: "30",
      MATCH_BOT_OFFER_SECONDS: "3",
      TOURNAMENT_SWEEP_MS: "500",
      TOURNAMENT_NO_SHOW_SECONDS: "60",
    }),
    server(PRODUCTION_PORT, "production", { TEST_MODE: "0" }),
  ],
});
