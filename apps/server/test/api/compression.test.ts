// Compression: the web app's files come precompressed from the build (apps/web/scripts/precompress.mjs,
// served by routes/web-app.ts) and JSON answers over COMPRESS_MIN_BYTES are compressed per request
// (src/http/compression.ts).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireUser } from "../../src/auth/require-user";
import { COMPRESS_MIN_BYTES } from "../../src/http/compression";
import { idempotent } from "../../src/http/idempotency";
import { newCaller } from "../support/game-helpers";
import { createTestApp, type TestApp } from "../support/test-app";

const PRECOMPRESS = fileURLToPath(new URL("../../../web/scripts/precompress.mjs", import.meta.url));

/** The body as sent, decoded by its Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(raw).toString("utf8");
  if (encoding === "gzip") return gunzipSync(raw).toString("utf8");
  if (encoding === undefined) return raw.toString("utf8");
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

/** A small built web app, compressed by the build's own script. */
function builtDist(): { dir: string; files: Record<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), "rb-web-compressed-"));
  mkdirSync(join(dir, "assets"));
  const line = (n: number) => `export const riddle${n} = "I have keys but open no locks (${n})";\n`;
  const files: Record<string, string> = {
    "index.html": `<!doctype html><html lang="en"><head><title>Riddlebook</title>${"<meta name=x content=y>".repeat(60)}</head><body><div id=root></div></body></html>`,
    "sw.js": `self.addEventListener("install", () => {});\n${"// precache list\n".repeat(100)}`,
    "manifest.webmanifest": JSON.stringify({ name: "Riddlebook", icons: Array(30).fill({ src: "/i.png" }) }),
    "assets/index-abc123.js": Array.from({ length: 200 }, (_, n) => line(n)).join(""),
    "assets/index-abc123.css": "body{color:#0f172a}\n".repeat(200),
  };
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  execFileSync(process.execPath, [PRECOMPRESS, dir], { stdio: "pipe" });
  return { dir, files };
}

describe("precompressed static files", () => {
  let t: TestApp;
  let files: Record<string, string>;
  beforeAll(async () => {
    const built = builtDist();
    files = built.files;
    t = await createTestApp({ config: { webDistDir: built.dir } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("writes a .br and a .gz beside each text file at build time", () => {
    const dir = t.config.webDistDir;
    for (const path of Object.keys(files)) {
      const original = readFileSync(join(dir, path), "utf8");
      expect(brotliDecompressSync(readFileSync(join(dir, `${path}.br`))).toString("utf8")).toBe(original);
      expect(gunzipSync(readFileSync(join(dir, `${path}.gz`))).toString("utf8")).toBe(original);
    }
  });

  it("sends brotli or gzip as the browser accepts, with the same content after decoding", async () => {
    for (const path of Object.keys(files)) {
      const url = path === "index.html" ? "/" : `/${path}`;
      const plain = await t.app.inject({ url });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(files[path]);
      for (const [accept, expected] of [
        ["gzip, deflate, br, zstd", "br"],
        ["gzip, deflate", "gzip"],
        ["br;q=0, gzip", "gzip"],
      ] as const) {
        const res = await t.app.inject({ url, headers: { "accept-encoding": accept } });
        expect(res.statusCode, `${url} with ${accept}`).toBe(200);
        expect(res.headers["content-encoding"], `${url} with ${accept}`).toBe(expected);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers["content-type"]).toBe(plain.headers["content-type"]);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(decoded(res)).toBe(files[path]);
      }
    }
  });

  it("caches hashed assets for a year as immutable, and revalidates index.html, sw.js and the manifest", async () => {
    const br = { "accept-encoding": "br" };
    for (const url of ["/assets/index-abc123.js", "/assets/index-abc123.css"]) {
      const res = await t.app.inject({ url, headers: br });
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    for (const url of ["/", "/index.html", "/sw.js", "/manifest.webmanifest", "/some/client/route"]) {
      const res = await t.app.inject({ url, headers: br });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
    const manifest = await t.app.inject({ url: "/manifest.webmanifest", headers: br });
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
  });

  it("serves a client route's index.html compressed too", async () => {
    const res = await t.app.inject({ url: "/profile", headers: { "accept-encoding": "gzip, br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(decoded(res)).toBe(files["index.html"]);
  });
});

describe("JSON answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it(`compresses a JSON body of ${COMPRESS_MIN_BYTES} bytes or more, by Accept-Encoding`, async () => {
    const plain = await t.app.inject({ url: "/api/wordbook" });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [accept, expected] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["*", "br"],
      ["br;q=0, gzip;q=0.5", "gzip"],
    ] as const) {
      const res = await t.app.inject({ url: "/api/wordbook", headers: { "accept-encoding": accept } });
      expect(res.headers["content-encoding"], accept).toBe(expected);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(res))).toEqual(plain.json());
    }
    for (const accept of ["identity", "deflate", "br;q=0, gzip;q=0"]) {
      const res = await t.app.inject({ url: "/api/wordbook", headers: { "accept-encoding": accept } });
      expect(res.headers["content-encoding"], accept).toBeUndefined();
      expect(res.body).toBe(plain.body);
    }
  });

  it("compresses the large OpenAPI document", async () => {
    const res = await t.app.inject({ url: "/openapi.json", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(decoded(res)).openapi).toMatch(/^3\./);
  });

  it("leaves bodies under the threshold as they are", async () => {
    for (const url of ["/api/settings", "/healthz", "/api/no/such/thing", "/api/auth/user"]) {
      const res = await t.app.inject({ url, headers: { "accept-encoding": "gzip, br" } });
      expect(res.rawPayload.length, url).toBeLessThan(COMPRESS_MIN_BYTES);
      expect(res.headers["content-encoding"], url).toBeUndefined();
      expect(() => JSON.parse(res.body), url).not.toThrow();
    }
  });

  it("stores an idempotent answer as plain JSON, so its replay is the same answer (ADR 016)", async () => {
    // A keyed route with a large answer, registered after the app's hooks like every route.
    const keyedApp = await createTestApp({
      routes: (app) =>
        app.post("/api/test/big", { preHandler: requireUser, ...idempotent() }, async (_request, reply) =>
          reply.status(201).send({ riddles: Array.from({ length: 80 }, (_, n) => `riddle number ${n}`) }),
        ),
    });
    try {
      const host = await newCaller(keyedApp.app);
      const send = () =>
        keyedApp.app.inject({
          method: "POST",
          url: "/api/test/big",
          headers: {
            ...host.headers,
            "idempotency-key": `compression-${"k".repeat(20)}`,
            "accept-encoding": "br",
          },
          payload: {},
        });
      const first = await send();
      expect(first.statusCode).toBe(201);
      expect(first.headers["content-encoding"]).toBe("br");
      const replay = await send();
      expect(replay.statusCode).toBe(201);
      expect(replay.headers["idempotency-replayed"]).toBe("true");
      expect(replay.headers["content-encoding"]).toBe("br");
      expect(JSON.parse(decoded(replay))).toEqual(JSON.parse(decoded(first)));
    } finally {
      await keyedApp.close();
    }
  });
});
