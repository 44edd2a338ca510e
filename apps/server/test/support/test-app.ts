import { channel } from "node:diagnostics_channel";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../src/app";
import { createPasswordHasher, type PasswordHasher } from "../../src/auth/passwords";
import type { EventBus } from "../../src/bus/bus";
import { createMemoryBus } from "../../src/bus/memory-bus";
import { type Config, parseConfig } from "../../src/config";
import { openSqlite } from "../../src/db/connect";
import { migrateToLatest } from "../../src/db/migrate";
import type { Db } from "../../src/db/schema";
import type { AppDeps } from "../../src/deps";
import { type ManualClock, manualClock } from "./manual-clock";

/** Fast scrypt for tests (N = 2^10). One test checks the real OWASP default separately. */
export const fastPasswords: PasswordHasher = createPasswordHasher({ cost: { logN: 10, r: 8, p: 1 } });

/** A config for tests: no real web build unless given, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Config {
  return {
    // Refusals answer at once in tests; the delay itself is tested on its own.
    ...parseConfig({ LOG_LEVEL: "silent", HTTP_REFUSAL_DELAY_MS: "0", ...env }),
    webDistDir: mkdtempSync(join(tmpdir(), "rb-no-web-")),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
  bus: EventBus;
  config: Config;
  close(): Promise<void>;
}

let counter = 0;

/** buildApp on an in-memory SQLite database, a manual clock and sequential ids. */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    db?: Db;
    logger?: AppDeps["logger"];
    passwords?: PasswordHasher;
    /** The app's randomness (pages, hands, bot names); `Math.random` when absent. */
    rng?: () => number;
    /** Extra routes to register before the app is ready (e.g. to test a preHandler). */
    routes?: (app: FastifyInstance) => void;
    /** Sees every route the app registers, as Fastify's `onRoute` hook (added before buildApp adds any). */
    onRoute?: (route: { method: string | string[]; url: string }) => void;
  } = {},
): Promise<TestApp> {
  const db = options.db ?? openSqlite(":memory:");
  await migrateToLatest(db);
  const clock = manualClock();
  const bus = createMemoryBus();
  const config = testConfig(options.config);
  const prefix = `u${++counter}`;
  let next = 0;
  const stopWatching = options.onRoute ? watchRoutes(options.onRoute) : undefined;
  const app = buildApp({
    config,
    db,
    clock,
    ids: { newId: () => `${prefix}-${++next}` },
    bus,
    logger: options.logger ?? false,
    passwords: options.passwords ?? fastPasswords,
    ...(options.rng ? { rng: options.rng } : {}),
  });
  stopWatching?.();
  options.routes?.(app);
  await app.ready();
  return {
    app,
    db,
    clock,
    bus,
    config,
    async close() {
      await app.close();
      await bus.close();
      if (!options.db) await db.destroy();
    },
  };
}

/**
 * Adds `onRoute` as an `onRoute` hook to the next Fastify instances created, before any route is
 * registered on them (Fastify announces each new instance on its "fastify.initialization" channel).
 * Answers the function that stops watching.
 */
function watchRoutes(onRoute: (route: { method: string | string[]; url: string }) => void): () => void {
  const created = channel("fastify.initialization");
  const addHook = (message: unknown) =>
    void (message as { fastify: FastifyInstance }).fastify.addHook("onRoute", onRoute);
  created.subscribe(addHook);
  return () => created.unsubscribe(addHook);
}

/** The `rb_session` value a response set, or undefined. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const raw = res.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  for (const c of list) {
    const m = /^rb_session=([^;]*)/.exec(c);
    if (m) return m[1];
  }
  return undefined;
}

export function setCookieHeader(res: LightMyRequestResponse): string {
  const raw = res.headers["set-cookie"];
  return (Array.isArray(raw) ? raw : raw ? [raw] : []).find((c) => c.startsWith("rb_session=")) ?? "";
}

let userCounter = 0;

export function newSignup(overrides: Record<string, unknown> = {}) {
  const n = ++userCounter;
  return {
    email: `player${n}@example.com`,
    firstName: "Pat",
    lastName: "Player",
    username: `player_${n}`,
    password: "correct horse battery",
    ...overrides,
  };
}

/**
 * An address of its own for the `n`th signed-up test user (10.0.0.0/8), so two test users are two
 * people to what counts on the leaderboards (docs/decisions/045-what-counts-on-leaderboards.md).
 */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Signs up a fresh user through the API, from an address of its own unless `remoteAddress` is given;
 * returns the response body and its session cookie.
 */
export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  remoteAddress?: string,
) {
  const body = newSignup(overrides);
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: body,
    remoteAddress: remoteAddress ?? addressOf(userCounter),
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error("sign-up set no cookie");
  return { user: res.json(), cookie, body, headers: { cookie: `rb_session=${cookie}` } };
}

/** Asserts the one error shape: exactly {message, code}, JSON, no stack. */
export function errorBodyOf(res: LightMyRequestResponse): { message: string; code: string } {
  const contentType = String(res.headers["content-type"] ?? "");
  if (!contentType.startsWith("application/json")) throw new Error(`error body is not JSON: ${contentType}`);
  const body = res.json() as Record<string, unknown>;
  const keys = Object.keys(body).sort().join(",");
  if (keys !== "code,message") throw new Error(`error body has keys ${keys}`);
  if (/\bat .+:\d+:\d+/.test(res.body) || res.body.includes("stack"))
    throw new Error("error body leaks a stack");
  return body as { message: string; code: string };
}
