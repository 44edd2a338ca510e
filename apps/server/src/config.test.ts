import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_WEB_DIST_DIR, parseConfig } from "./config";

const REPO_ROOT = resolve(import.meta.dirname, "../../..");

describe("parseConfig", () => {
  it("fills in the defaults for an empty environment", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: "./data",
      databaseUrl: undefined,
      redisUrl: undefined,
      testMode: false,
      adminEmails: [],
      isProduction: false,
      webDistDir: DEFAULT_WEB_DIST_DIR,
      writingSeconds: 180,
      scryptLogN: 13,
      rateLimitScale: 1,
    });
    expect(DEFAULT_WEB_DIST_DIR.replaceAll("\\", "/")).toMatch(/apps\/web\/dist$/);
  });

  it("reads every variable", () => {
    const config = parseConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/rb",
      DATABASE_URL: "postgres://u@db:5432/rb",
      REDIS_URL: "redis://cache:6379",
      TEST_MODE: "0",
      ADMIN_EMAILS: " Boss@Example.com, second@example.com ,",
      NODE_ENV: "production",
      WEB_DIST_DIR: "/srv/web",
      LOG_LEVEL: "warn",
      WRITING_SECONDS: "5",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/var/lib/rb",
      databaseUrl: "postgres://u@db:5432/rb",
      redisUrl: "redis://cache:6379",
      testMode: false,
      adminEmails: ["boss@example.com", "second@example.com"],
      isProduction: true,
      webDistDir: "/srv/web",
      logLevel: "warn",
      writingSeconds: 5,
    });
    expect(parseConfig({ TEST_MODE: "true" }).testMode).toBe(true);
    expect(parseConfig({ TEST_MODE: "0" }).testMode).toBe(false);
  });

  it("names every bad variable in one clear error", () => {
    const attempt = () => parseConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", TEST_MODE: "maybe" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: must start with postgres:\/\//);
    expect(attempt).toThrow(/TEST_MODE/);
  });

  it("refuses TEST_MODE with NODE_ENV=production, naming both variables", () => {
    for (const flag of ["1", "true", "yes"]) {
      const attempt = () => parseConfig({ TEST_MODE: flag, NODE_ENV: "production" });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(/TEST_MODE.*NODE_ENV=production/);
    }
    expect(parseConfig({ TEST_MODE: "0", NODE_ENV: "production" }).testMode).toBe(false);
    expect(parseConfig({ TEST_MODE: "1", NODE_ENV: "test" }).testMode).toBe(true);
  });

  it("reads the database timeouts and the SQLite sync mode, with safe defaults (ADR 015)", () => {
    expect(parseConfig({})).toMatchObject({
      pgConnectTimeoutMs: 5000,
      pgStatementTimeoutMs: 10_000,
      pgQueryTimeoutMs: 11_000,
      pgIdleInTransactionTimeoutMs: 15_000,
      sqliteSynchronous: "full",
    });
    expect(
      parseConfig({
        PG_CONNECT_TIMEOUT_MS: "1000",
        PG_STATEMENT_TIMEOUT_MS: "2000",
        PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: "3000",
        SQLITE_SYNCHRONOUS: "normal",
      }),
    ).toMatchObject({
      pgConnectTimeoutMs: 1000,
      pgStatementTimeoutMs: 2000,
      // Unset: a second more than the statement timeout, so PostgreSQL's own cancel comes first.
      pgQueryTimeoutMs: 3000,
      pgIdleInTransactionTimeoutMs: 3000,
      sqliteSynchronous: "normal",
    });
    expect(parseConfig({ PG_QUERY_TIMEOUT_MS: "4000" }).pgQueryTimeoutMs).toBe(4000);
    expect(() => parseConfig({ SQLITE_SYNCHRONOUS: "off" })).toThrow(/SQLITE_SYNCHRONOUS/);
    expect(() => parseConfig({ PG_STATEMENT_TIMEOUT_MS: "0" })).toThrow(/PG_STATEMENT_TIMEOUT_MS/);
  });

  it("reads the heap growth percent: 100 by default, 0 for V8's own factor, refused out of range (ADR 038)", () => {
    expect(parseConfig({}).heapGrowingPercent).toBe(100);
    expect(parseConfig({ HEAP_GROWING_PERCENT: "0" }).heapGrowingPercent).toBe(0);
    expect(parseConfig({ HEAP_GROWING_PERCENT: "75" }).heapGrowingPercent).toBe(75);
    expect(() => parseConfig({ HEAP_GROWING_PERCENT: "-5" })).toThrow(/HEAP_GROWING_PERCENT/);
    expect(() => parseConfig({ HEAP_GROWING_PERCENT: "401" })).toThrow(/HEAP_GROWING_PERCENT/);
    expect(() => parseConfig({ HEAP_GROWING_PERCENT: "lots" })).toThrow(
      /HEAP_GROWING_PERCENT: must be a number/,
    );
  });

  it("reads the metrics settings: none by default, a token of 16 characters or more, a port on 127.0.0.1 unless told", () => {
    expect(parseConfig({})).toMatchObject({
      metricsToken: undefined,
      metricsPort: undefined,
      metricsHost: "127.0.0.1",
    });
    expect(
      parseConfig({ METRICS_TOKEN: " 0123456789abcdef ", METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" }),
    ).toMatchObject({ metricsToken: "0123456789abcdef", metricsPort: 9464, metricsHost: "10.0.0.5" });
    expect(parseConfig({ METRICS_TOKEN: "   " }).metricsToken).toBeUndefined();
    expect(() => parseConfig({ METRICS_TOKEN: "too-short" })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
    expect(() => parseConfig({ METRICS_PORT: "0" })).toThrow(/METRICS_PORT/);
    expect(() => parseConfig({ METRICS_PORT: "65536" })).toThrow(/METRICS_PORT/);
    expect(() => parseConfig({ METRICS_PORT: "metrics" })).toThrow(/METRICS_PORT: must be a number/);
  });
});

describe("starting the server", { timeout: 120_000 }, () => {
  it("exits with status 1 before listening when TEST_MODE is on with NODE_ENV=production", async () => {
    const scratch = mkdtempSync(join(tmpdir(), "rb-prod-test-mode-"));
    const child = spawn(process.execPath, ["--import", "tsx", join(REPO_ROOT, "apps/server/src/main.ts")], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? tmpdir(),
        NODE_ENV: "production",
        TEST_MODE: "1",
        HOST: "127.0.0.1",
        PORT: "0",
        LOG_LEVEL: "info",
        DATA_DIR: join(scratch, "data"),
        WEB_DIST_DIR: scratch,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    let listened = false;
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      // A server that starts anyway is stopped at once; the assertions below then fail.
      if (stdout.includes("Riddlebook is listening")) {
        listened = true;
        child.kill("SIGKILL");
      }
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolveExit) => child.on("exit", resolveExit));
    expect(listened).toBe(false);
    expect(code).toBe(1);
    expect(stderr).toMatch(/TEST_MODE.*NODE_ENV=production/);
  });
});
