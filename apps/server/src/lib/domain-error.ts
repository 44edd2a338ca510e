import type { ErrorCode } from "@riddlebook/protocol";

/** What a domain error may carry beside its code and message; the error handler turns it into headers. */
interface DomainErrorDetails {
  /** Whole seconds after which the same request may succeed (sent as `Retry-After`). */
  retryAfterSeconds?: number;
}

/**
 * An expected failure of a service, of `game/` or of the rules (`RejectionError`): a machine code
 * from protocol's `ErrorCode` and a message shown to players. It knows nothing of HTTP: the one
 * error handler (`http/errors.ts`) answers it with the status `http/error-status.ts` gives its code
 * (docs/decisions/041-feature-modules.md, "Typed domain errors").
 */
export class DomainError extends Error {
  override name = "DomainError";
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
  }
}

/**
 * The codes that mean "the server could not do it now, try again" rather than "refused": the ones
 * the status table answers with a 5xx (error-status.test.ts holds the two together).
 */
export const TRY_AGAIN_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "busy",
  "unavailable",
  "join_codes_exhausted",
  "database_unavailable",
  "storage_full",
  "internal_error",
]);

/** Whether `error` is a domain error that refuses the request (not a "try again" nor a crash). */
export function isRefusal(error: unknown): error is DomainError {
  return error instanceof DomainError && !TRY_AGAIN_CODES.has(error.code);
}
