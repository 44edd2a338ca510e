import { type IntentType, type Rejection, rejectionMessage } from "@riddlebook/rules";
import { DomainError } from "../lib/domain-error";

/**
 * The rules refused an intent. It is a `DomainError` with the rejection's code, so the one HTTP
 * error handler answers it with the status the rules' table gives (`http/error-status.ts`); its
 * message comes from the rules' one table of messages (`rejectionMessage`), so HTTP answers, socket
 * errors and bots all see the same text.
 */
export class RejectionError extends DomainError {
  override name = "RejectionError";
  constructor(
    readonly rejection: Rejection,
    readonly intentType?: IntentType,
  ) {
    super(rejection.code, rejectionMessage(intentType, rejection));
  }
}
