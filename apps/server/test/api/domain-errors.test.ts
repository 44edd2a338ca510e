// Typed domain errors (docs/decisions/041-feature-modules.md, "Typed domain errors"): services, game/
// and the rules' RejectionError throw a DomainError, and the one error handler answers it with the
// status of http/error-status.ts and the body `{message, code}`, byte for byte what the HttpError it
// replaced answered. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import type { ErrorCode } from "@riddlebook/protocol";
import { REJECTIONS, STORY_CHAPTERS } from "@riddlebook/rules";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { statusOf } from "../../src/http/error-status";
import { DomainError } from "../../src/lib/domain-error";
import { describeOnTargets } from "../support/describe-on-targets";
import { type Caller, call, createGame, joinGame, newCaller } from "../support/game-helpers";
import { createTestApp, type TestApp } from "../support/test-app";

/** The answer is exactly `status` with the JSON body `{message, code}`, in that key order. */
function expectAnswer(res: LightMyRequestResponse, status: number, code: ErrorCode, message: string) {
  expect({ status: res.statusCode, body: res.body }).toEqual({
    status,
    body: JSON.stringify({ message, code }),
  });
  expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
}

describe("a DomainError thrown below the routes", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** A test app with one extra route that throws what `thrown` builds from the request's query. */
  const appThrowing = async (thrown: (code: ErrorCode) => DomainError) => {
    t = await createTestApp({
      routes: (app) =>
        app.get("/api/test/domain-error", async (request) => {
          throw thrown((request.query as { code: ErrorCode }).code);
        }),
    });
    return t;
  };

  it.each([
    "invalid_request",
    "forbidden",
    "not_found",
    "stale_version",
    "too_few_entrants",
    "busy",
    "internal_error",
    "kicked",
    "game_full",
    "invalid_riddle",
  ] as const)("is answered as %s with its table status and the one body", async (code) => {
    const { app } = await appThrowing((c) => new DomainError(c, `Refused as ${c}.`));
    const res = await app.inject({ url: `/api/test/domain-error?code=${code}` });
    expectAnswer(res, statusOf(code), code, `Refused as ${code}.`);
    expect(res.headers["retry-after"]).toBeUndefined();
  });

  it("sends its wait as Retry-After", async () => {
    const { app } = await appThrowing(
      (c) => new DomainError(c, "You're doing that too often. Please slow down.", { retryAfterSeconds: 7 }),
    );
    const res = await app.inject({ url: "/api/test/domain-error?code=rate_limited" });
    expectAnswer(res, 429, "rate_limited", "You're doing that too often. Please slow down.");
    expect(res.headers["retry-after"]).toBe("7");
  });
});

describeOnTargets("domain errors from the services, as the client sees them", (t) => {
  const [, garden] = STORY_CHAPTERS;

  it("answers the tournament service's 404 (features/tournaments/service.ts)", async () => {
    const ann = await newCaller(t.app);
    const res = await call(t.app, ann, "GET", "/api/tournaments/no-such-tournament");
    expectAnswer(res, 404, "not_found", "Tournament not found.");
  });

  it("answers story mode's locked and unknown chapters (features/story/service.ts)", async () => {
    const ann = await newCaller(t.app);
    const locked = await call(t.app, ann, "POST", `/api/story/chapters/${garden?.id}/play`);
    expectAnswer(
      locked,
      403,
      "forbidden",
      `Chapter ${garden?.number} is locked: it needs a story score of ${garden?.requiredScore} (you have 0).`,
    );
    const unknown = await call(t.app, ann, "POST", "/api/story/chapters/no-such-chapter/play");
    expectAnswer(unknown, 404, "not_found", "Chapter not found.");
  });

  it("answers the challenge service's refusal to challenge yourself (game/challenges.ts)", async () => {
    const ann = await newCaller(t.app);
    const res = await call(t.app, ann, "POST", "/api/challenges", {
      friendId: ann.userId,
      gameMode: "standard",
      roundCount: 3,
    });
    expectAnswer(res, 400, "invalid_request", "You cannot challenge yourself.");
  });

  it("answers quick match's refusals (matchmaking-service.ts)", async () => {
    const ann = await newCaller(t.app);
    const res = await call(t.app, ann, "POST", "/api/matchmaking/play-with-bot");
    expectAnswer(res, 409, "not_queued", "You are not searching for a match.");
  });

  describe("the game authority (game/game-service.ts, authority.ts, access.ts)", () => {
    const hostedPrivateGame = async () => {
      const host = await newCaller(t.app);
      const { gameId } = await createGame(t.app, host, { isPublic: false });
      return { host, gameId };
    };
    const patchSettings = (caller: Caller, gameId: string) =>
      call(t.app, caller, "PATCH", `/api/games/${gameId}`, { settings: { totalRounds: 3 } });

    it("answers the rules' refusal with the rules' status and the intent's message (RejectionError)", async () => {
      const { gameId } = await hostedPrivateGame();
      const guest = await newCaller(t.app);
      await joinGame(t.app, guest, gameId, "Guest");
      expectAnswer(
        await patchSettings(guest, gameId),
        REJECTIONS.not_host.status,
        "not_host",
        "Only the host can change the game's settings.",
      );
    });

    it("answers a caller without a seat, and a stranger at a private game", async () => {
      const { gameId } = await hostedPrivateGame();
      const stranger = await newCaller(t.app);
      expectAnswer(
        await patchSettings(stranger, gameId),
        404,
        "player_not_found",
        "You are not a player in this game.",
      );
      expectAnswer(
        await call(t.app, stranger, "GET", `/api/games/${gameId}`),
        403,
        "forbidden",
        "This game is private. Ask a player for its invite link or join code to watch it.",
      );
    });
  });
});
