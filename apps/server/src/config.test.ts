import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_WEB_DIST_DIR, parseConfig } from "./config";

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
      scryptLogN: 17,
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
      TEST_MODE: "1",
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
      testMode: true,
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
});
