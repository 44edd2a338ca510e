import {
  type Challenge,
  type ChallengeAcceptedResponse,
  type ChallengesResponse,
  challengeBodySchema,
} from "@riddlebook/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import type { ChallengeService } from "../game/challenges";
import { HttpError, notFound } from "../http/errors";
import { idempotent } from "../http/idempotency";
import { parseBody } from "../http/parse-body";
import { scaledLimiters } from "../lib/rate-limit";
import { assertClean } from "../text/profanity";
import type { RouteContext } from "./context";
import { idParam } from "./params";

const HOUR = 60 * 60 * 1000;
/** Challenges one user may send per hour (per instance), times RATE_LIMIT_SCALE. */
const CHALLENGE_LIMITS = { sendPerUser: { limit: 30, windowMs: HOUR } } as const;

const needsFriendAndMode = () =>
  new HttpError(400, "invalid_request", "Send challenge needs a friend and a mode.");

const absent = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * The body of `POST /api/challenges`. A body without a friend or a mode gets the one message that
 * names both (docs/decisions/020-friends-presence-challenges-leaderboards.md) before the schema's
 * field-by-field messages.
 */
function challengeBody(body: unknown) {
  if (body === undefined || body === null) throw needsFriendAndMode();
  if (typeof body === "object" && !Array.isArray(body)) {
    const fields = body as Record<string, unknown>;
    if (absent(fields.friendId) || absent(fields.gameMode)) throw needsFriendAndMode();
  }
  return parseBody(challengeBodySchema, body);
}

/**
 * The challenge's `:id`. An id with a control character belongs to no challenge: not found, without
 * asking the database (PostgreSQL refuses a NUL in text).
 */
function challengeId(request: FastifyRequest): string {
  const id = idParam(request);
  if (/\p{Cc}/u.test(id)) throw notFound("Challenge not found.");
  return id;
}

/**
 * Challenges between friends: send, list, accept and decline (see `ChallengeService`). Every call
 * needs a signed-in user; only the challenged may answer (404 for anyone else).
 */
export function registerChallengeRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  challenges: ChallengeService,
): void {
  const auth = { preHandler: requireUser };
  const limits = scaledLimiters(CHALLENGE_LIMITS, ctx.clock, ctx.config.rateLimitScale, ctx.metrics);

  app.post("/api/challenges", { ...auth, ...idempotent() }, async (request, reply): Promise<Challenge> => {
    const user = signedInUser(request);
    const verdict = limits.sendPerUser.check(user.id);
    if (!verdict.allowed) {
      throw new HttpError(
        429,
        "rate_limited",
        "You're sending challenges too quickly. Please wait a while and try again.",
        { "retry-after": String(verdict.retryAfterSeconds) },
      );
    }
    const body = challengeBody(request.body);
    assertClean("challengeMessage", body.message);
    limits.sendPerUser.hit(user.id);
    const challenge = await challenges.send(user.id, body);
    reply.status(201);
    return challenge;
  });

  app.get("/api/challenges", auth, async (request): Promise<ChallengesResponse> => {
    return challenges.list(signedInUser(request).id);
  });

  app.post("/api/challenges/:id/accept", auth, async (request): Promise<ChallengeAcceptedResponse> => {
    return challenges.accept(signedInUser(request).id, challengeId(request));
  });

  app.post("/api/challenges/:id/decline", auth, async (request): Promise<Challenge> => {
    return challenges.decline(signedInUser(request).id, challengeId(request));
  });
}
