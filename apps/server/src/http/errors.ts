import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { describeZodError, type ErrorBody, type ErrorCode } from "@riddlebook/protocol";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { databaseFailureOf } from "../db/failures";
import { DomainError } from "../lib/domain-error";
import { clientHasGone } from "./client-gone";
import { statusOf } from "./error-status";

/**
 * An expected failure of the HTTP layer (routes, http/ hooks, socket upgrades) with its HTTP status
 * and machine code; the message is shown to players. Services and `game/` throw a `DomainError`.
 */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, "unauthorized", "You are not signed in.");
export const forbidden = (message = "You are not allowed to do that.") =>
  new HttpError(403, "forbidden", message);
export const notFound = (message = "Not found") => new HttpError(404, "not_found", message);

export const NOT_FOUND_BODY: ErrorBody = { message: "Not found", code: "not_found" };

/** Fastify's own request errors, mapped to our shape. */
const FASTIFY_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  // Malformed percent-encoding in the path, and a path segment over the router's length limit.
  FST_ERR_BAD_URL: { status: 400, code: "bad_request", message: "The address is not a valid URL." },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: "bad_request", message: "The address is too long." },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "payload_too_large",
    message: "The request body is too large.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "unsupported_media_type",
    message: "Send the request body as JSON (Content-Type: application/json).",
  },
  FST_ERR_CTP_INVALID_CONTENT_TYPE: {
    status: 415,
    code: "unsupported_media_type",
    message: "Send the request body as JSON (Content-Type: application/json).",
  },
  // Also what secure-json-parse's __proto__ / constructor.prototype refusal becomes.
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "invalid_json",
    message: "The request body is not valid JSON.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "invalid_json", message: "The request body is empty." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "bad_request",
    message: "The request body does not match its Content-Length.",
  },
};

/** Errors that mean the database is unreachable or shutting down: fail fast with 503. */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
  "SQLITE_BUSY",
]);

function isUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  if (typeof error.code === "string" && UNAVAILABLE_CODES.has(error.code)) return true;
  const message = String(error.message ?? "");
  return /timeout exceeded when trying to connect|Connection terminated/i.test(message);
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

/**
 * Fastify's `frameworkErrors`: errors met while routing, before any route runs (a bad URL,
 * docs/reliability.md A35), answered in the one shape. The path is not echoed back.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = FASTIFY_ERRORS[error.code] ?? {
    status: 400,
    code: "bad_request" as const,
    message: "Bad request.",
  };
  return send(reply, known.status, { message: known.message, code: known.code });
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: "The request took too long to arrive." },
  HPE_HEADER_OVERFLOW: { status: 431, message: "The request headers are too large." },
};

/**
 * Fastify's `clientErrorHandler`: the Node server's own refusals before a request is parsed (a request
 * or its headers too slow, docs/reliability.md A24; headers too large; malformed HTTP), answered in
 * the one shape when the socket can still be written, then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || { status: 400, message: "Bad request." };
  const body = JSON.stringify({ message: known.message, code: "bad_request" } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        "Cache-Control: no-store\r\nConnection: close\r\n\r\n" +
        body,
    );
  }
  socket.destroy();
}

/** Installs the one error shape `{message, code}` for every failure. Never sends a stack trace. */
export function installErrorHandling(app: FastifyInstance): void {
  /** PostgreSQL 22021, character_not_in_repertoire: a NUL in text. */
  const PG_CHARACTER_NOT_STORABLE = "22021";
  app.setErrorHandler(
    (error: FastifyError | HttpError | DomainError | ZodError | Error, request: FastifyRequest, reply) => {
      if (clientHasGone(request, reply)) {
        // An aborted body or a closed tab: nobody is left to answer, and nothing is wrong here.
        request.log.info({ reason: error.message }, "client went away before the answer");
        return send(reply, 400, { message: "The request was not completed.", code: "bad_request" });
      }
      if (error instanceof HttpError) {
        for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
        return send(reply, error.statusCode, { message: error.message, code: error.code });
      }
      if (error instanceof DomainError) {
        const { retryAfterSeconds } = error.details;
        if (retryAfterSeconds !== undefined) reply.header("Retry-After", String(retryAfterSeconds));
        return send(reply, statusOf(error.code), { message: error.message, code: error.code });
      }
      if (error instanceof ZodError) {
        return send(reply, 400, { message: describeZodError(error), code: "invalid_request" });
      }
      const code = (error as FastifyError).code;
      const known = code ? FASTIFY_ERRORS[code] : undefined;
      if (known) return send(reply, known.status, { message: known.message, code: known.code });

      // A full disk or an unreachable database: 503 with Retry-After (docs/reliability.md F5, F12).
      const failure = databaseFailureOf(error);
      if (failure) {
        request.log.error({ err: error }, `database failure: ${failure.code}`);
        reply.header("Retry-After", String(failure.retryAfterSeconds));
        return send(reply, 503, { message: failure.message, code: failure.code });
      }
      if (isUnavailable(error as { code?: unknown })) {
        request.log.error({ err: error }, "service unavailable");
        return send(reply, 503, { message: "The service is temporarily unavailable.", code: "unavailable" });
      }
      if ((error as { code?: unknown }).code === PG_CHARACTER_NOT_STORABLE) {
        // A NUL or similar in a value that reached a PostgreSQL query: the request's fault (docs/reliability.md A31).
        return send(reply, 400, {
          message: "The request holds a character that can't be stored.",
          code: "bad_request",
        });
      }
      const status = (error as FastifyError).statusCode;
      if (typeof status === "number" && status >= 400 && status < 500) {
        // Other Fastify client errors (bad URL encoding, etc.): their messages carry no internals.
        return send(reply, status, { message: error.message || "Bad request.", code: "bad_request" });
      }
      request.log.error({ err: error }, "unhandled error");
      return send(reply, 500, { message: "Something went wrong on our side.", code: "internal_error" });
    },
  );
}
