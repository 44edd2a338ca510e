import type { z } from "zod";
import type { ErrorCode } from "./errors";

/** The one JSON error body every failing HTTP call answers with. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
}

/**
 * Turns a zod error into one readable sentence for a player: the first problem, named by its field.
 * Shared by the server (400 bodies) and the client (inline messages).
 */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid.";
  const field = issue.path.length > 0 ? issue.path.join(".") : "";
  if (issue.code === "unrecognized_keys") {
    return `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}.`;
  }
  const message = issue.message;
  // Our own messages are whole sentences that name the field; zod's defaults need the field named.
  if (!field || message.endsWith(".")) return message;
  return `${field}: ${message}.`;
}
