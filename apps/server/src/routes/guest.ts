import { randomInt } from "node:crypto";
import { claimAccountBodySchema } from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { withEffectiveRole } from "../auth/roles";
import { toUserDto } from "../auth/user-dto";
import { claimGuest, createUser, DuplicateUserError, findUserById, isEmailTaken } from "../db/repos/users";
import { clientGoneSignal } from "../http/client-gone";
import { HttpError } from "../http/errors";
import { type IdempotencyOptions, idempotent } from "../http/idempotency";
import { parseBody } from "../http/parse-body";
import { enforce } from "../lib/rate-limit";
import { assertClean } from "../text/profanity";
import { emailTaken, notGuest } from "./account-errors";
import type { RouteContext } from "./context";

const GUEST_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** `Guest_` and six random letters or digits: 36^6 (about 2 billion) names. */
function guestUsername(): string {
  let suffix = "";
  for (let i = 0; i < 6; i++) suffix += GUEST_ALPHABET[randomInt(GUEST_ALPHABET.length)];
  return `Guest_${suffix}`;
}

/** Guest play ("Quick Start") and claiming a guest account. */
export function registerGuestRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, clock, ids, passwords, limits, config } = ctx;

  /**
   * A retried guest start (same Idempotency-Key from the same address; ADR 016) answers the original
   * guest and signs the client in to it again, unless the account has been claimed since.
   */
  const guestReplay: IdempotencyOptions["replay"] = async (request, reply, stored) => {
    const id = (stored.body as { id?: unknown } | null)?.id;
    const user = typeof id === "string" ? await findUserById(db, id) : null;
    if (!user?.isGuest) {
      throw new HttpError(
        409,
        "idempotency_key_reused",
        "That guest account has been claimed since. Please sign in instead.",
      );
    }
    await app.sessions.start(request, reply, user.id);
  };

  app.post("/api/dev-auto-login", idempotent({ replay: guestReplay }), async (request, reply) => {
    enforce(limits.guestPerIp.check(request.ip));
    limits.guestPerIp.hit(request.ip);
    const now = clock.now();
    for (let attempt = 0; ; attempt++) {
      try {
        const user = await createUser(db, {
          id: ids.newId(),
          username: guestUsername(),
          email: null,
          passwordHash: null,
          firstName: null,
          lastName: null,
          isGuest: true,
          createdAt: now,
          lastLoginAt: now,
        });
        await app.sessions.start(request, reply, user.id);
        return toUserDto(user);
      } catch (error) {
        if (!(error instanceof DuplicateUserError) || attempt >= 4) throw error;
      }
    }
  });

  app.post("/api/user/claim", { preHandler: requireUser }, async (request, reply) => {
    const body = parseBody(claimAccountBodySchema, request.body);
    assertClean("firstName", body.firstName);
    assertClean("lastName", body.lastName);
    const current = signedInUser(request);
    if (!current.isGuest) throw notGuest();
    enforce(limits.signupPerIp.check(request.ip));
    limits.signupPerIp.hit(request.ip);
    if (await isEmailTaken(db, body.email)) throw emailTaken();
    const passwordHash = await passwords.hash(body.password, clientGoneSignal(request, reply));
    let claimed: boolean;
    try {
      claimed = await claimGuest(db, current.id, {
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
      });
    } catch (error) {
      if (error instanceof DuplicateUserError) throw emailTaken();
      throw error;
    }
    if (!claimed) throw notGuest();
    // The account gained a password: rotate the session like any sign-in.
    await app.sessions.start(request, reply, current.id);
    const user = await findUserById(db, current.id);
    if (!user) throw new Error("claimed user vanished");
    return toUserDto(withEffectiveRole(config, user));
  });
}
