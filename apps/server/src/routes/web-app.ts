import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isApiPath } from "../http/edge";
import { NOT_FOUND_BODY } from "../http/errors";

const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Riddlebook</title></head>
<body><h1>The web app is not built</h1><p>Run <code>npm run build</code>, then start the server again.</p></body></html>`;

/**
 * Serves the built web app from `webDistDir`. Unknown `/api` paths get the 404 JSON body; any other
 * unknown GET gets `index.html` so the client router can show the page (or its "Page Not Found").
 */
export function registerWebApp(app: FastifyInstance, webDistDir: string): void {
  const built = existsSync(join(webDistDir, "index.html"));
  if (built) {
    app.register(fastifyStatic, {
      root: webDistDir,
      prefix: "/",
      index: ["index.html"],
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/, so those never change; index.html always may.
        const immutable = path.replaceAll("\\", "/").includes("/assets/");
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).type("application/json; charset=utf-8").send(NOT_FOUND_BODY);
    }
    if (!built) return reply.status(404).type("text/html; charset=utf-8").send(NOT_BUILT_HTML);
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
