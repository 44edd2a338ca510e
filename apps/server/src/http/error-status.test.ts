import { SERVER_ERROR_CODES } from "@riddlebook/protocol";
import { REJECTIONS } from "@riddlebook/rules";
import { describe, expect, it } from "vitest";
import { TRY_AGAIN_CODES } from "../lib/domain-error";
import { ERROR_STATUS, SERVER_ERROR_STATUS, statusOf } from "./error-status";

const rejectionCodes = Object.keys(REJECTIONS) as (keyof typeof REJECTIONS)[];

describe("the error status table", () => {
  it("gives every server error code a status, and no code it does not know", () => {
    expect(Object.keys(SERVER_ERROR_STATUS).sort()).toEqual([...SERVER_ERROR_CODES].sort());
  });

  it("covers every error code a client can receive: the server's and the rules' rejections", () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...SERVER_ERROR_CODES, ...rejectionCodes].sort());
  });

  it("keeps the two vocabularies apart, so neither table overrides the other", () => {
    const server = new Set<string>(SERVER_ERROR_CODES);
    expect(rejectionCodes.filter((code) => server.has(code))).toEqual([]);
  });

  it("answers each rejection with the status the rules' table gives it", () => {
    for (const code of rejectionCodes) expect(statusOf(code), code).toBe(REJECTIONS[code].status);
  });

  it("answers only client and server error statuses", () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(Number.isInteger(status) && status >= 400 && status <= 599, `${code}: ${status}`).toBe(true);
    }
  });

  it("gives a 5xx to exactly the codes a domain error means as 'try again'", () => {
    const fiveHundreds = Object.entries(ERROR_STATUS)
      .filter(([, status]) => status >= 500)
      .map(([code]) => code)
      .sort();
    expect(fiveHundreds).toEqual([...TRY_AGAIN_CODES].sort());
  });

  it.each([
    ["invalid_request", 400],
    ["unauthorized", 401],
    ["forbidden", 403],
    ["not_found", 404],
    ["game_not_found", 404],
    ["stale_version", 409],
    ["too_many_setup_games", 409],
    ["too_few_entrants", 409],
    ["idempotency_key_reused", 422],
    ["rate_limited", 429],
    ["busy", 503],
    ["join_codes_exhausted", 503],
    ["kicked", 403],
    ["player_not_found", 404],
    ["game_full", 409],
  ] as const)("answers %s with %i, as the HttpError it replaced did", (code, status) => {
    expect(statusOf(code)).toBe(status);
  });
});
