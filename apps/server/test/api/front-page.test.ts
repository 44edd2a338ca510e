// The front page names the code of the page it will most likely show (apps/server/src/routes/page-hints.ts,
// docs/decisions/035-first-load-budget.md): home's with a session cookie, the landing page's without.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESS_MIN_BYTES } from "../../src/http/compression";
import { frontPageHtml } from "../../src/routes/page-hints";
import { createTestApp, type TestApp } from "../support/test-app";

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  `<meta name="description" content="${"Riddles in verse. ".repeat(60)}" />` +
  '<title>Riddlebook</title><script type="module" crossorigin src="/assets/index-e1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** A build's manifest as Vite writes it: the entry, two pages and the chunks they share. */
const MANIFEST = {
  "index.html": { file: "assets/index-e1.js", isEntry: true, imports: ["_shell-s1.js"] },
  "_shell-s1.js": { file: "assets/shell-s1.js", imports: ["_runtime-r1.js"] },
  "_runtime-r1.js": { file: "assets/runtime-r1.js" },
  "src/pages/home.tsx": {
    file: "assets/home-h1.js",
    isDynamicEntry: true,
    imports: ["_runtime-r1.js", "_shell-s1.js", "_app-header-a1.js"],
    dynamicImports: ["src/home/browse-tab.tsx"],
  },
  "_app-header-a1.js": { file: "assets/app-header-a1.js", imports: ["_dist-d1.js", "_shell-s1.js"] },
  "_dist-d1.js": { file: "assets/dist-d1.js" },
  "src/home/browse-tab.tsx": { file: "assets/browse-tab-b1.js", isDynamicEntry: true },
  "src/pages/landing.tsx": { file: "assets/landing-l1.js", isDynamicEntry: true, imports: ["_shell-s1.js"] },
};

function builtDist(manifest: object | null): string {
  const dir = mkdtempSync(join(tmpdir(), "rb-front-page-"));
  writeFileSync(join(dir, "index.html"), INDEX_HTML);
  if (manifest) {
    mkdirSync(join(dir, ".vite"));
    writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  }
  return dir;
}

/** The modulepreload hrefs of a page, in order. */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("the front page's preload hints", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { webDistDir: builtDist(MANIFEST) } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("preloads the landing page's own code for a visitor, and the home page's with a session cookie", async () => {
    const visitor = await t.app.inject({ url: "/" });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(preloads(visitor.body)).toEqual(["/assets/landing-l1.js"]);

    const player = await t.app.inject({ url: "/", headers: { cookie: "rb_session=whatever" } });
    // The page and what it imports, but not what the entry loads anyway nor what it loads later.
    expect(preloads(player.body)).toEqual([
      "/assets/home-h1.js",
      "/assets/app-header-a1.js",
      "/assets/dist-d1.js",
    ]);
    for (const res of [visitor, player]) {
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.vary).toMatch(/cookie/i);
      // Everything else of index.html is kept as built.
      expect(
        res.body.replace(/\s*<link rel="modulepreload"[^>]*>/g, "").replace(/\s+<\/head>/, "</head>"),
      ).toBe(INDEX_HTML);
    }
  });

  it("is compressed like any other page", async () => {
    expect(INDEX_HTML.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const res = await t.app.inject({
      url: "/",
      headers: { "accept-encoding": "br", cookie: "rb_session=x" },
    });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(preloads(brotliDecompressSync(res.rawPayload).toString("utf8"))).toContain("/assets/home-h1.js");
  });

  it("leaves index.html as built when the build has no manifest or no such page", () => {
    expect(frontPageHtml(builtDist(null))).toBeNull();
    const { "src/pages/landing.tsx": _landing, ...withoutLanding } = MANIFEST;
    expect(frontPageHtml(builtDist(withoutLanding))).toBeNull();
  });
});
