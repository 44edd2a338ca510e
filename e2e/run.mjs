#!/usr/bin/env node
// Runs the Playwright browser suite against the built app, or prints a loud SKIPPED line when
// Debian's Chromium is missing. With CI=true a skipped suite fails the run.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ci = process.env.CI === "true" || process.env.CI === "1";

if (!existsSync(chromium)) {
  console.log("");
  console.log("=".repeat(78));
  console.log(`SKIPPED: browser suite — Chromium not found at ${chromium} (apt-get install -y chromium)`);
  console.log("=".repeat(78));
  process.exit(ci ? 1 : 0);
}

if (!existsSync(join(here, "..", "apps", "web", "dist", "index.html"))) {
  console.error("The web app is not built: run `npm run build` first (npm run test:e2e does).");
  process.exit(1);
}

// Runs on different E2E_PORTs keep their databases apart (playwright.config.ts).
rmSync(join(here, ".data", process.env.E2E_PORT ?? "3101"), { recursive: true, force: true });
const result = spawnSync(
  "npx",
  ["playwright", "test", "-c", join(here, "playwright.config.ts"), ...process.argv.slice(2)],
  {
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
);
process.exit(result.status ?? 1);
