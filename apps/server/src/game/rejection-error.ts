import type { Rejection } from "@riddlebook/rules";
import { HttpError } from "../http/errors";

/**
 * A rules rejection as an HTTP error: the rule's status and code, and its message. For an invalid
 * riddle the message is the first broken rule's, which names the offending word (only the author
 * ever sees it: it is the answer to their own submission).
 */
export function rejectionError(rejection: Rejection): HttpError {
  const first = rejection.violations?.[0];
  const message = first ? first.message : rejection.message;
  return new HttpError(rejection.status, rejection.code, message);
}
