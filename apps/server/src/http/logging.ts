import type { FastifyServerOptions } from "fastify";

/**
 * pino options for request logs. Fastify logs method, URL and status, never bodies; the redactions
 * are a second line of defence should anything ever log headers.
 */
const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
  "password",
  "*.password",
  "passwordHash",
  "*.passwordHash",
  "token",
  "*.token",
];

export function loggerOptions(level: string): NonNullable<FastifyServerOptions["logger"]> {
  return { level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } };
}
