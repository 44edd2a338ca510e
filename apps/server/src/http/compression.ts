import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from "fastify";

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/** JSON (the API, /openapi.json) and HTML built per request (index.html with a share card's tags). */
const COMPRESSIBLE_TYPE = /^(application\/([\w.-]+\+)?json|text\/html)\s*(;|$)/i;

/** Brotli quality for answers built per request: near gzip's speed, smaller output (11 is for the build). */
const DYNAMIC_BROTLI_QUALITY = 5;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

type Encoding = "br" | "gzip";

/** The encoding to use for an Accept-Encoding header: brotli, else gzip, else none. */
function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weightOf("br") > 0) return "br";
  if (weightOf("gzip") > 0) return "gzip";
  return null;
}

function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader("vary");
  const value = Array.isArray(current) ? current.join(", ") : current === undefined ? "" : String(current);
  const tokens = value.split(",").map((t) => t.trim().toLowerCase());
  if (tokens.includes(header) || tokens.includes("*")) return;
  reply.header("vary", value.trim() === "" ? header : `${value}, ${header}`);
}

function isSocketPath(url: string): boolean {
  return url === "/ws" || url.startsWith("/ws/") || url.startsWith("/ws?");
}

async function compressPayload(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload; // streams, files
  if (isSocketPath(request.url) || reply.hasHeader("content-encoding")) return payload;
  if (reply.statusCode === 204 || reply.statusCode === 304) return payload;
  const type = reply.getHeader("content-type");
  if (typeof type !== "string" || !COMPRESSIBLE_TYPE.test(type)) return payload;
  const body = typeof payload === "string" ? Buffer.from(payload) : payload;
  if (body.length < COMPRESS_MIN_BYTES) return payload;
  // The answer depends on Accept-Encoding from here on, compressed or not.
  addVary(reply, "accept-encoding");
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  if (encoding === null) return payload;
  const compressed =
    encoding === "br"
      ? await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gz(body);
  reply.header("content-encoding", encoding);
  reply.removeHeader("content-length");
  return compressed;
}

/**
 * Compresses JSON and per-request HTML answers of at least `COMPRESS_MIN_BYTES` with brotli or gzip,
 * as the client's Accept-Encoding allows, adding `Vary: Accept-Encoding`. Skipped: small bodies,
 * streams (static files come precompressed from the build, routes/web-app.ts), answers that already
 * carry a Content-Encoding, and /ws.
 *
 * It must run after every other onSend hook, since those read the body as text (the idempotency store
 * keeps it for replays, ADR 016). Route-level onSend hooks run after the app's, so it is appended to
 * every route here, after the ones `installIdempotency` adds: install it after that and before any
 * route. The not-found handler (index.html with share tags) has no route: the app-level hook covers it.
 */
export function installCompression(app: FastifyInstance): void {
  const routeHook: onSendHookHandler = (request, reply, payload) => compressPayload(request, reply, payload);
  app.addHook("onRoute", (route) => {
    const existing =
      route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...existing, routeHook];
  });
  app.addHook("onSend", async (request, reply, payload) =>
    request.is404 ? compressPayload(request, reply, payload) : payload,
  );
}
