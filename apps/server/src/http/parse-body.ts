import type { z } from "zod";
import { HttpError } from "./errors";

/** Validates a JSON body against a protocol schema; a zod failure becomes a 400 via the error handler. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body === undefined || body === null) {
    throw new HttpError(400, "invalid_request", "A JSON request body is required.");
  }
  return schema.parse(body);
}
