import type { ErrorCode, ServerErrorCode } from "@riddlebook/protocol";
import { REJECTIONS, type RejectionCode } from "@riddlebook/rules";

/**
 * The HTTP status of each of the server's own error codes, as a `DomainError` is answered. A new
 * code in protocol's `SERVER_ERROR_CODES` fails typecheck here until it has its status. The HTTP
 * layer's own refusals (`HttpError`) still name their status, and a few answer one of these codes
 * with another (a bad URL's 414 `bad_request`, Fastify's own errors).
 */
export const SERVER_ERROR_STATUS = {
  // The request itself.
  bad_request: 400,
  invalid_request: 400,
  invalid_json: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  cross_site: 403,
  // Who is asking.
  unauthorized: 401,
  forbidden: 403,
  invalid_credentials: 401,
  not_guest: 409,
  email_taken: 409,
  username_taken: 409,
  wrong_password: 403,
  in_active_game: 409,
  // Lookups.
  not_found: 404,
  game_not_found: 404,
  page_not_found: 404,
  not_queued: 409,
  bot_offer_unavailable: 409,
  // Friends and challenges.
  already_friends: 409,
  request_not_pending: 409,
  friend_not_online: 409,
  challenge_answered: 409,
  challenge_expired: 409,
  // The Riddle Vault and the riddle of the day.
  no_daily_riddle: 404,
  no_tries_left: 409,
  already_solved: 409,
  riddle_not_finished: 409,
  // Tournaments.
  tournament_full: 409,
  registration_closed: 409,
  tournament_started: 409,
  tournament_cancelled: 409,
  not_registered: 409,
  too_few_entrants: 409,
  // Versions and ownership.
  stale_version: 409,
  server_owned: 409,
  // Idempotency keys.
  invalid_idempotency_key: 400,
  idempotency_key_reused: 422,
  idempotency_key_in_use: 409,
  // Limits and availability.
  rate_limited: 429,
  too_many_sockets: 429,
  join_codes_exhausted: 503,
  too_many_setup_games: 409,
  busy: 503,
  unavailable: 503,
  database_unavailable: 503,
  storage_full: 503,
  internal_error: 500,
  // Socket frames (sent on a socket, never over HTTP; 400 should one ever be).
  binary_not_supported: 400,
  invalid_message: 400,
  too_deep: 400,
} as const satisfies Record<ServerErrorCode, number>;

/** The rules' rejections keep the status their one table gives them (`REJECTIONS`). */
const REJECTION_STATUS = Object.fromEntries(
  Object.entries(REJECTIONS).map(([code, { status }]) => [code, status]),
) as Record<RejectionCode, number>;

/** Every error code's HTTP status: the one table the error handler answers a `DomainError` from. */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  ...REJECTION_STATUS,
  ...SERVER_ERROR_STATUS,
};

/** The status a `DomainError` with `code` is answered with. */
export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
