import type { ErrorBody, ErrorCode } from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { HttpError, NOT_FOUND_BODY } from "./errors";

/** True for the JSON API: `/api` and everything under it. */
export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/**
 * `Cache-Control: no-store` on every /api answer, errors and 404s included, unless a route chose its
 * own: API answers describe a signed-in user, and no browser or shared cache may keep them
 * (docs/decisions/014-http-edge-limits-and-trusted-proxies.md).
 */
export function installNoStoreForApi(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (isApiPath(request.url) && !reply.hasHeader("cache-control"))
      reply.header("cache-control", "no-store");
    done(null, payload);
  });
}

/** Seconds a client is told to wait before retrying while the server drains. */
const DRAIN_RETRY_AFTER_SECONDS = 2;

/**
 * While the server shuts down (F3), a request that still arrives on an open keep-alive connection is
 * answered 503 `unavailable` in the one error shape, with `Connection: close` and Retry-After, instead
 * of Fastify's own 503 body. Register it before any other onRequest hook.
 */
export function installDrainGuard(app: FastifyInstance): void {
  let draining = false;
  app.addHook("preClose", async () => {
    draining = true;
  });
  // Callback style: no promise for every request while the server is not draining.
  app.addHook("onRequest", (_request, reply, done) => {
    if (!draining) {
      done();
      return;
    }
    reply.header("connection", "close");
    done(
      new HttpError(503, "unavailable", "The server is restarting. Please try again in a moment.", {
        "retry-after": String(DRAIN_RETRY_AFTER_SECONDS),
      }),
    );
  });
}

function bodyForStatus(status: number): ErrorBody {
  if (status === 404) return NOT_FOUND_BODY;
  const known: Record<number, [ErrorCode, string]> = {
    401: ["unauthorized", "You are not signed in."],
    403: ["forbidden", "You are not allowed to do that."],
    429: ["rate_limited", "Too many requests. Please wait a moment and try again."],
    503: ["unavailable", "The service is temporarily unavailable."],
  };
  const [code, message] =
    known[status] ??
    (status < 500
      ? ["bad_request", "Bad request."]
      : ["internal_error", "Something went wrong on our side."]);
  return { message, code };
}

/**
 * Gives an error answer that a plugin sent without a body (the websocket plugin's 404 for a plain
 * GET on a socket path, for one) the one `{message, code}` body (docs/reliability.md A35).
 */
export function installErrorBodyForEmptyAnswers(app: FastifyInstance): void {
  app.addHook("onSend", (_request, reply, payload, done) => {
    const empty = payload === undefined || payload === null || payload === "";
    if (!empty || reply.statusCode < 400) return done(null, payload);
    reply.type("application/json; charset=utf-8");
    done(null, JSON.stringify(bodyForStatus(reply.statusCode)));
  });
}
