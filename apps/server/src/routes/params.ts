import { idSchema } from "@riddlebook/protocol";
import { ROUND_LIMITS } from "@riddlebook/rules";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../http/errors";

/** A path parameter that must be an id (400 otherwise). */
export function idParam(request: FastifyRequest, name = "id"): string {
  const value = (request.params as Record<string, unknown>)[name];
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, "invalid_request", `${name}: that is not a valid id.`);
  return parsed.data;
}

/** A path parameter that must be a round number (400 otherwise). */
export function roundParam(request: FastifyRequest, name = "n"): number {
  const raw = String((request.params as Record<string, unknown>)[name] ?? "");
  const n = /^[0-9]{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n) || n < ROUND_LIMITS.min || n > ROUND_LIMITS.max) {
    throw new HttpError(
      400,
      "invalid_request",
      `The round must be a whole number from ${ROUND_LIMITS.min} to ${ROUND_LIMITS.max}.`,
    );
  }
  return n;
}
