import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { SESSION_COOKIE } from "../auth/sessions";
import { injectIntoHead, metaTags, originOf, shareMetaFor } from "../cards/share-meta";
import { isApiPath } from "../http/edge";
import { NOT_FOUND_BODY } from "../http/errors";
import { frontPageHtml } from "./page-hints";

const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Riddlebook</title></head>
<body><h1>The web app is not built</h1><p>Run <code>npm run build</code>, then start the server again.</p></body></html>`;

/** A path under the build's fingerprinted `/assets/` folder. */
function isAssetPath(url: string): boolean {
  return url.startsWith("/assets/");
}

/**
 * Serves the built web app from `webDistDir`. Unknown `/api` paths get the 404 JSON body; any other
 * unknown GET gets `index.html` so the client router can show the page (or its "Page Not Found"),
 * except a missing file under `/assets/`, which is a plain 404.
 */
export function registerWebApp(app: FastifyInstance, webDistDir: string): void {
  const built = existsSync(join(webDistDir, "index.html"));
  if (built) {
    app.register(fastifyStatic, {
      root: webDistDir,
      prefix: "/",
      index: ["index.html"],
      // The build writes .br and .gz beside each text file (apps/web/scripts/precompress.mjs): sent
      // to browsers that accept them, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/, so those never change; index.html, the service
        // worker (sw.js) and the manifest always may.
        const immutable = path.replaceAll("\\", "/").includes("/assets/");
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
    // The front page names the code of the page it will most likely show: home with a session
    // cookie, else the landing page (routes/page-hints.ts). Compressed per request (http/compression.ts).
    const front = frontPageHtml(webDistDir);
    if (front) {
      app.get("/", async (request, reply) =>
        reply
          .header("cache-control", "no-cache")
          .header("vary", "Cookie")
          .type("text/html; charset=utf-8")
          .send(request.cookies[SESSION_COOKIE] ? front.signedIn : front.signedOut),
      );
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).type("application/json; charset=utf-8").send(NOT_FOUND_BODY);
    }
    if (!built) return reply.status(404).type("text/html; charset=utf-8").send(NOT_BUILT_HTML);
    // A fingerprinted file this build does not have (a page of a newer build asking an older instance
    // during a rolling deploy) is a 404, never index.html, so the balancer can ask another instance
    // (docs/deploy.md, "Rolling deploys").
    if (isAssetPath(request.url)) {
      return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    }
    // A shared page (a card's link) gets its Open Graph and Twitter tags (apps/server/src/cards/README.md).
    const meta = await shareMetaFor(app, request);
    if (meta) {
      const html = await readFile(join(webDistDir, "index.html"), "utf8");
      const origin = originOf(request);
      const tags = metaTags(meta, origin, `${origin}${request.url}`);
      return reply
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(injectIntoHead(html, tags));
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
