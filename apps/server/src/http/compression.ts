import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from "fastify";

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/** JSON (the API, /openapi.json) and HTML built per request (index.html with a share card's tags). */
const COMPRESSIBLE_TYPE = /^(application\/([\w.-]+\+)?json|text\/html)\s*(;|$)/i;

/** Brotli quality for answers built per request: near gzip's speed, smaller output (11 is for the build). */
const DYNAMIC_BROTLI_QUALITY = 5;

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

/**
 * The body to compress and the encoding, or null to send the payload as it is. Synchronous, so the
 * many answers that stay as they are (small JSON, files) cost no extra promise.
 */
function compressionOf(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): { body: Buffer; encoding: Encoding } | null {
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return null; // streams, files
  if (isSocketPath(request.url) || reply.hasHeader("content-encoding")) return null;
  if (reply.statusCode === 204 || reply.statusCode === 304) return null;
  const type = reply.getHeader("content-type");
  if (typeof type !== "string" || !COMPRESSIBLE_TYPE.test(type)) return null;
  const length = typeof payload === "string" ? Buffer.byteLength(payload) : payload.length;
  if (length < COMPRESS_MIN_BYTES) return null;
  // The answer depends on Accept-Encoding from here on, compressed or not.
  addVary(reply, "accept-encoding");
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  if (encoding === null) return null;
  return { body: typeof payload === "string" ? Buffer.from(payload) : payload, encoding };
}

/** An onSend hook that compresses what `compressionOf` picks and passes everything else on at once. */
const compressHook: onSendHookHandler = (request, reply, payload, done) => {
  const plan = compressionOf(request, reply, payload);
  if (plan === null) {
    done(null, payload);
    return;
  }
  const finish = (error: Error | null, compressed: Buffer) => {
    if (error) {
      done(error);
      return;
    }
    reply.header("content-encoding", plan.encoding);
    reply.removeHeader("content-length");
    done(null, compressed);
  };
  if (plan.encoding === "br") {
    brotliCompress(
      plan.body,
      {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: plan.body.length,
        },
      },
      finish,
    );
  } else {
    gzip(plan.body, finish);
  }
};

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
  app.addHook("onRoute", (route) => {
    const existing =
      route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...existing, compressHook];
  });
  app.addHook("onSend", function notFoundCompression(request, reply, payload, done) {
    if (request.is404) compressHook.call(this, request, reply, payload, done);
    else done(null, payload);
  });
}
