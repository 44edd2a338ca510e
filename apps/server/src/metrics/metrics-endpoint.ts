import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ErrorBody } from "@riddlebook/protocol";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { HttpError, NOT_FOUND_BODY } from "../http/errors";
import type { Metrics } from "./metrics";

/** Where Prometheus scrapes, on the main port (with METRICS_TOKEN) and on METRICS_PORT. */
const METRICS_PATH = "/metrics";

const UNAUTHORIZED_MESSAGE = "Send the metrics token as Authorization: Bearer <token>.";
const CHALLENGE = { "www-authenticate": 'Bearer realm="metrics"' };

/** Whether `authorization` is `Bearer <token>`, compared in constant time (both sides hashed to one length). */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? "")?.[1];
  const digest = (text: string) => createHash("sha256").update(text).digest();
  // Compared even without a token given, so a missing header takes as long as a wrong one.
  const same = timingSafeEqual(digest(given ?? ""), digest(token));
  return given !== undefined && same;
}

/**
 * GET /metrics on the main port, behind `Authorization: Bearer <METRICS_TOKEN>` (401 in the one
 * error shape otherwise). Without a token nothing is registered: /metrics is then an unknown route
 * there, served on METRICS_PORT alone if at all (docs/deploy.md, "Metrics").
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
): void {
  if (token === undefined) return;
  // Scrapes come every few seconds: only their failures are worth a log line.
  app.get(METRICS_PATH, { logLevel: "warn" }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      throw new HttpError(401, "unauthorized", UNAUTHORIZED_MESSAGE, CHALLENGE);
    }
    const text = await metrics.registry.metrics();
    return reply.header("cache-control", "no-store").type(metrics.registry.contentType).send(text);
  });
}

/** The metrics listener on METRICS_PORT. */
export interface MetricsListener {
  /** e.g. http://127.0.0.1:9464 */
  url: string;
  close(): Promise<void>;
}

function sendError(response: ServerResponse, status: number, body: ErrorBody, headers = {}): void {
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    ...headers,
  });
  response.end(JSON.stringify(body));
}

/**
 * A small HTTP listener on `host:port` that serves only GET /metrics, behind the bearer token when
 * one is set; everything else is 404. It runs beside the app (started and closed with it by
 * `startServer`), so the metrics can stay on an internal interface (METRICS_HOST, 127.0.0.1 by default).
 */
export async function listenForMetrics(
  metrics: Metrics,
  options: { host: string; port: number; token: string | undefined; log: FastifyBaseLogger },
): Promise<MetricsListener> {
  const { token, log } = options;
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== METRICS_PATH || (request.method !== "GET" && request.method !== "HEAD")) {
      sendError(response, 404, NOT_FOUND_BODY);
      return;
    }
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      sendError(response, 401, { message: UNAUTHORIZED_MESSAGE, code: "unauthorized" }, CHALLENGE);
      return;
    }
    try {
      const text = await metrics.registry.metrics();
      response.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" });
      response.end(request.method === "HEAD" ? undefined : text);
    } catch (error) {
      log.error({ err: error }, "metrics could not be collected");
      sendError(response, 500, { message: "Something went wrong on our side.", code: "internal_error" });
    }
  };
  const server = createServer((request, response) => void answer(request, response));
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host === "0.0.0.0" || options.host === "::" ? "127.0.0.1" : options.host;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
