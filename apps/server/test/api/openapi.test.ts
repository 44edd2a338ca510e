// The OpenAPI document at /openapi.json and Swagger UI at /docs (docs/decisions/022-openapi-from-zod.md).
import { battleRoutes, type RouteContract, storyRoutes } from "@riddlebook/protocol";
import { GAME_MODES } from "@riddlebook/rules";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { requireUser } from "../../src/auth/require-user";
import type { Config } from "../../src/config";
import { routeDocs } from "../../src/openapi/contract-docs";
import { openApiPath } from "../../src/openapi/document";
import { ROUTE_DOCS } from "../../src/openapi/route-docs";
import { createTestApp, type TestApp } from "../support/test-app";

/** The routes left out of the document on purpose, and why. */
const NOT_DOCUMENTED: { test: (url: string) => boolean; why: string }[] = [
  { test: (url) => url === "/docs" || url.startsWith("/docs/"), why: "Swagger UI's own pages and assets" },
  { test: (url) => url === "/*", why: "the built web app and its fallback (registerWebApp)" },
];

interface SeenRoute {
  method: string;
  url: string;
  preHandler: unknown;
  schema: unknown;
  /** What `defineRoute` registered it with, and parses its input with. */
  contract: RouteContract | undefined;
}

interface Operation {
  summary?: string;
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: unknown }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Record<string, unknown> }> };
  responses?: Record<string, unknown>;
  security?: Record<string, unknown>[];
}

interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** An app with `config`, every route it registered (HEAD routes Fastify adds for GETs left out) and its document. */
async function documented(config: Partial<Config> = {}) {
  const routes: SeenRoute[] = [];
  t = await createTestApp({
    config,
    onRoute: (route) => {
      const options = route as typeof route & {
        preHandler?: unknown;
        schema?: unknown;
        config?: { contract?: RouteContract };
      };
      for (const method of [route.method].flat()) {
        if (method === "HEAD") continue;
        const { preHandler, schema, config } = options;
        routes.push({ method, url: route.url, preHandler, schema, contract: config?.contract });
      }
    },
  });
  const res = await t.app.inject({ url: "/openapi.json" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const api = routes.filter((r) => !NOT_DOCUMENTED.some((rule) => rule.test(r.url)));
  return { routes, api, doc: res.json() as Document };
}

const operationOf = (doc: Document, method: string, url: string): Operation | undefined =>
  doc.paths[openApiPath(url)]?.[method.toLowerCase()];

const keysOf = (routes: SeenRoute[]) => routes.map((r) => `${r.method} ${r.url}`);

/** Every `$ref` in `value` points at something in the document. */
function danglingRefs(doc: Document, value: unknown = doc): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => danglingRefs(doc, item));
  if (typeof value !== "object" || value === null) return [];
  const found: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    if (key === "$ref" && typeof inner === "string") {
      const target = inner
        .replace(/^#\//, "")
        .split("/")
        .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], doc);
      if (target === undefined) found.push(inner);
    } else found.push(...danglingRefs(doc, inner));
  }
  return found;
}

describe("the OpenAPI document", () => {
  it("documents every route the app registers, HTTP and WebSocket, with the listed exceptions", async () => {
    const { routes, api, doc } = await documented();
    // Enough routes were seen for the check to mean something, the sockets among them.
    expect(api.length).toBeGreaterThan(60);
    expect(keysOf(api)).toEqual(
      expect.arrayContaining(["GET /ws", "GET /ws/user", "GET /ws/watch", "GET /healthz"]),
    );
    // Only Swagger UI's routes are left out here (the web app is not built in tests).
    expect(routes.filter((r) => !api.includes(r)).every((r) => r.url.startsWith("/docs"))).toBe(true);

    const missing = keysOf(api.filter((r) => operationOf(doc, r.method, r.url) === undefined));
    expect(missing).toEqual([]);
    // And nothing more: every operation in the document is a route of this app.
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(api.map((r) => `${r.method} ${openApiPath(r.url)}`).sort());
  });

  it("leaves request handling to the routes: no route has a Fastify schema", async () => {
    const { api } = await documented();
    expect(keysOf(api.filter((r) => r.schema !== undefined))).toEqual([]);
  });

  it("documents the test-mode routes, present only when TEST_MODE is on", async () => {
    const testRoutes = ["GET /api/test-users", "GET /api/switch-user/:id"];
    const off = await documented({ testMode: false });
    expect(keysOf(off.api)).not.toEqual(expect.arrayContaining([testRoutes[0]]));
    expect(off.doc.paths["/api/test-users"]).toBeUndefined();
    await t?.close();
    t = undefined;

    const on = await documented({ testMode: true });
    expect(keysOf(on.api)).toEqual(expect.arrayContaining(testRoutes));
    expect(keysOf(on.api.filter((r) => operationOf(on.doc, r.method, r.url) === undefined))).toEqual([]);
    expect(on.doc.paths["/api/switch-user/{id}"]?.get?.parameters?.[0]).toMatchObject({
      name: "id",
      in: "path",
      required: true,
    });
  });

  it("documents every route registered with the metrics token set", async () => {
    const { api, doc } = await documented({ metricsToken: "m".repeat(32) });
    expect(keysOf(api.filter((r) => operationOf(doc, r.method, r.url) === undefined))).toEqual([]);
    expect(keysOf(api)).toContain("GET /metrics");
    expect(operationOf(doc, "GET", "/metrics")?.security).toEqual([{ bearer: [] }]);
    await t?.close();
    t = undefined;
    // Without the token it is not served on this port (METRICS_PORT has a listener of its own).
    const without = await documented();
    expect(keysOf(without.api)).not.toContain("GET /metrics");
    expect(without.doc.paths["/metrics"]).toBeUndefined();
  });

  it("has no entry for a route that does not exist", async () => {
    const seen = new Set<string>();
    for (const config of [{ testMode: true }, { metricsToken: "m".repeat(32) }]) {
      for (const key of keysOf((await documented(config)).api)) seen.add(key);
      await t?.close();
      t = undefined;
    }
    const stale = Object.keys(ROUTE_DOCS).filter((key) => !seen.has(key));
    expect(stale).toEqual([]);
  });

  it("is a valid OpenAPI 3.1 document: info, paths, and operations with responses", async () => {
    const { doc } = await documented({ testMode: true });
    // Against the OpenAPI 3.1 JSON Schema itself.
    const validator = new Validator();
    const verdict = await validator.validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(verdict.errors ?? []).toEqual([]);
    expect(verdict.valid).toBe(true);
    expect(validator.version).toBe("3.1");

    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBe("Riddlebook API");
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    const ids = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/[^:]*$/);
      for (const [method, op] of Object.entries(operations)) {
        const where = `${method} ${path}`;
        expect(["get", "post", "put", "patch", "delete"], where).toContain(method);
        expect(op.summary, where).toBeTruthy();
        expect(Object.keys(op.responses ?? {}).length, where).toBeGreaterThan(1);
        expect(ids.has(op.operationId ?? ""), where).toBe(false);
        ids.add(op.operationId ?? "");
        // Every path template has its parameter, described.
        for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
          const param = op.parameters?.find((p) => p.in === "path" && p.name === name);
          expect(param?.required, `${where} {${name}}`).toBe(true);
          expect(param?.description, `${where} {${name}}`).toBeTruthy();
        }
        for (const param of op.parameters ?? []) expect(param.schema, `${where} ${param.name}`).toBeDefined();
        expect(op.requestBody === undefined || method !== "get", where).toBe(true);
      }
    }
    expect(danglingRefs(doc)).toEqual([]);
  });

  it("carries the zod schemas the routes parse with", async () => {
    const { doc } = await documented();
    const bodyOf = (method: string, url: string) =>
      operationOf(doc, method, url)?.requestBody?.content["application/json"]?.schema;

    const signup = bodyOf("POST", "/api/auth/signup");
    expect(operationOf(doc, "POST", "/api/auth/signup")?.requestBody?.required).toBe(true);
    expect(signup).toMatchObject({ type: "object", additionalProperties: false });
    expect([...((signup?.required as string[]) ?? [])].sort()).toEqual([
      "email",
      "firstName",
      "lastName",
      "password",
      "username",
    ]);
    expect(signup?.properties).toMatchObject({
      username: { type: "string", minLength: 3, maxLength: 24, pattern: "^[A-Za-z0-9_]+$" },
      password: { type: "string", minLength: 8 },
    });

    const createGame = bodyOf("POST", "/api/games");
    expect(createGame?.required).toEqual(["playerName"]);
    expect(createGame?.properties).toMatchObject({
      gameMode: { enum: [...GAME_MODES] },
      playerName: { type: "string", minLength: 1, maxLength: 50 },
    });
    // A body that is one of several shapes keeps them all.
    expect(bodyOf("PATCH", "/api/games/:id")?.anyOf).toHaveLength(4);
    // Query strings become parameters, with their defaults and choices.
    const leaderboard = operationOf(doc, "GET", "/api/leaderboard")?.parameters ?? [];
    expect(leaderboard.map((p) => p.name).sort()).toEqual(["cursor", "limit", "metric", "period", "scope"]);
    expect(leaderboard.find((p) => p.name === "scope")).toMatchObject({
      in: "query",
      required: false,
      schema: { default: "global", enum: ["global", "friends"] },
    });
    // A response the protocol has a zod schema for carries it; the others only say what they are.
    const user = operationOf(doc, "GET", "/api/auth/user")?.responses?.["200"] as {
      content: Record<string, { schema?: { required?: string[] } }>;
    };
    expect(user.content["application/json"]?.schema?.required).toEqual(
      expect.arrayContaining(["id", "role"]),
    );
  });

  it("documents a route registered with a contract from that contract: the schemas it parses with, as they are", async () => {
    const { api, doc } = await documented();
    const contracted = api.filter((r) => r.contract !== undefined);
    // The moved routes are among them (ADR 041, step 2).
    const moved = [battleRoutes.create, ...Object.values(storyRoutes)];
    expect(moved.every((c) => contracted.some((r) => r.contract === c))).toBe(true);
    // No hand-kept entry is left beside a contract.
    expect(keysOf(contracted).filter((key) => key in ROUTE_DOCS)).toEqual([]);

    // The table the document is built from, given these routes as the app's hook records them.
    const docs = routeDocs(
      contracted.map(({ method, url, contract }) => ({ method, url, idempotent: false, contract })),
      ROUTE_DOCS,
    );
    const jsonOf = (schema: z.ZodType) => {
      const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input" }) as Record<
        string,
        unknown
      >;
      return rest;
    };
    for (const route of contracted) {
      const contract = route.contract as RouteContract;
      const where = `${route.method} ${route.url}`;
      expect([contract.method, contract.path], where).toEqual([route.method, route.url]);
      // The very objects the handler parses with, not copies.
      const entry = docs[where];
      expect(entry?.body, where).toBe(contract.body);
      expect(entry?.query, where).toBe(contract.query);
      for (const [name, schema] of Object.entries(contract.params?.shape ?? {})) {
        expect(entry?.params?.[name]?.schema, `${where} :${name}`).toBe(schema);
      }
      const op = operationOf(doc, route.method, route.url);
      const body = op?.requestBody?.content["application/json"]?.schema;
      expect(body, where).toEqual(contract.body ? jsonOf(contract.body) : undefined);
      expect(op?.summary, where).toBe(contract.summary);
      // Each answer the contract declares is documented, and access is the contract's.
      expect(Object.keys(op?.responses ?? {}), where).toEqual(
        expect.arrayContaining(Object.keys(contract.responses)),
      );
      expect(route.preHandler === requireUser, where).toBe(contract.access === "user");
    }
  });

  it("marks the calls that need a session, a role, a token or accept an Idempotency-Key", async () => {
    const { api, doc } = await documented();
    for (const route of api.filter((r) => r.preHandler === requireUser)) {
      const op = operationOf(doc, route.method, route.url);
      expect(op?.security, `${route.method} ${route.url}`).toEqual([{ session: [] }]);
      expect(op?.responses?.["401"], `${route.method} ${route.url}`).toBeDefined();
    }
    expect(operationOf(doc, "GET", "/api/settings")?.security).toBeUndefined();
    expect(operationOf(doc, "GET", "/ws")?.responses?.["101"]).toBeDefined();
    expect(operationOf(doc, "GET", "/api/admin/audit")?.responses?.["403"]).toBeDefined();
    const keyed = (method: string, url: string) =>
      (operationOf(doc, method, url)?.parameters ?? []).some(
        (p) => p.name === "Idempotency-Key" && p.in === "header",
      );
    expect(keyed("POST", "/api/games")).toBe(true);
    expect(keyed("POST", "/api/auth/signup")).toBe(true);
    expect(keyed("POST", "/api/auth/login")).toBe(false);
  });
});

describe("the documentation page", () => {
  it("serves Swagger UI at /docs, publicly, under the app's own Content-Security-Policy", async () => {
    const { doc } = await documented();
    const app = (t as TestApp).app;
    const page = await app.inject({ url: "/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    // Not loosened for the page: the same policy as everywhere, which allows no inline script.
    const elsewhere = await app.inject({ url: "/api/settings" });
    expect(page.headers["content-security-policy"]).toBe(elsewhere.headers["content-security-policy"]);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/);

    const scripts = [...page.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? "");
    const styles = [...page.body.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1] ?? "",
    );
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const asset of [...scripts, ...styles]) {
      expect(asset.startsWith("/docs/")).toBe(true);
      const res = await app.inject({ url: asset });
      expect(res.statusCode, asset).toBe(200);
      expect(res.body.length, asset).toBeGreaterThan(100);
    }
    // The page loads the same document.
    const json = await app.inject({ url: "/docs/json" });
    expect(json.json()).toEqual(doc);
  });

  it("gives the page the whole document also when it is asked for first", async () => {
    t = await createTestApp();
    const json = await t.app.inject({ url: "/docs/json" });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ openapi: "3.1.0", paths: { "/api/auth/signup": { post: {} } } });
  });
});
