import type { RejectionCode } from "@riddlebook/rules";

/**
 * Error codes the server itself gives, beside the rules' rejection codes: authentication, request
 * shape, limits, availability and lookups that happen before the rules are asked.
 */
export const SERVER_ERROR_CODES = [
  // The request itself.
  "bad_request",
  "invalid_request",
  "invalid_json",
  "payload_too_large",
  "unsupported_media_type",
  "cross_site",
  // Who is asking.
  "unauthorized",
  "forbidden",
  "invalid_credentials",
  "not_guest",
  "email_taken",
  "username_taken",
  // Deleting one's account (docs/decisions/023-account-export-and-deletion.md).
  "wrong_password",
  "in_active_game",
  // Lookups.
  "not_found",
  "game_not_found",
  "page_not_found",
  "not_queued",
  "bot_offer_unavailable",
  // Friends (docs/decisions/020-friends-presence-challenges-leaderboards.md).
  "already_friends",
  "request_not_pending",
  "friend_not_online",
  // Challenges (docs/decisions/020-friends-presence-challenges-leaderboards.md).
  "challenge_answered",
  "challenge_expired",
  // The Riddle Vault and the riddle of the day (docs/decisions/021-community-riddles-moderation.md).
  "no_daily_riddle",
  "no_tries_left",
  "already_solved",
  "riddle_not_finished",
  // Tournaments (docs/decisions/033-tournaments.md).
  "tournament_full",
  "registration_closed",
  "tournament_started",
  "tournament_cancelled",
  "not_registered",
  "too_few_entrants",
  // Versions and ownership.
  "stale_version",
  "server_owned",
  // Idempotency keys (docs/decisions/016-idempotency-keys.md).
  "invalid_idempotency_key",
  "idempotency_key_reused",
  "idempotency_key_in_use",
  // Limits and availability.
  "rate_limited",
  "too_many_sockets",
  "join_codes_exhausted",
  "too_many_setup_games",
  "busy",
  "unavailable",
  "database_unavailable",
  "storage_full",
  "internal_error",
  // Socket frames.
  "binary_not_supported",
  "invalid_message",
  "too_deep",
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/**
 * Every machine-readable error code a client can receive, over HTTP (`{message, code}`) or on a
 * socket (`{type: "error", code, message}`): the rules' rejections plus the server's own codes.
 */
export type ErrorCode = RejectionCode | ServerErrorCode;
