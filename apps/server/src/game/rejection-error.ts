import { type IntentType, type Rejection, rejectionMessage } from "@riddlebook/rules";
import { HttpError } from "../http/errors";

/**
 * The rules refused an intent. It is an `HttpError` with the rejection's status and code, so the
 * one HTTP error handler answers it; its message comes from the rules' one table of messages
 * (`rejectionMessage`), so HTTP answers, socket errors and bots all see the same text.
 */
export class RejectionError extends HttpError {
  override name = "RejectionError";
  constructor(
    readonly rejection: Rejection,
    readonly intentType?: IntentType,
  ) {
    super(rejection.status, rejection.code, rejectionMessage(intentType, rejection));
  }
}
