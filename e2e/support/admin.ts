import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { E2E_DATA_DIR } from "../playwright.config";
import { expect } from "./fixtures";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Grants admin to the account with this e-mail with the operator's command, against the test-mode
 * server's data (e2e/.data/PORT/test-mode, playwright.config.ts), as in production (docs/product.md:
 * `npm run admin -- grant EMAIL`).
 */
export function grantAdmin(email: string): void {
  const result = spawnSync("npx", ["tsx", "apps/server/src/admin-cli.ts", "grant", email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: `${E2E_DATA_DIR}/test-mode`, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
}
