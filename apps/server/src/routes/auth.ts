import { loginBodySchema, signupBodySchema } from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { withEffectiveRole } from "../auth/roles";
import { toUserDto } from "../auth/user-dto";
import {
  createUser,
  DuplicateUserError,
  findUserCredentialsByEmail,
  isEmailTaken,
  isUsernameTaken,
  recordLogin,
} from "../db/repos/users";
import { clientGoneSignal } from "../http/client-gone";
import { type IdempotencyOptions, idempotencyKeyReused, idempotent } from "../http/idempotency";
import { parseBody } from "../http/parse-body";
import { isCrossSiteNavigation } from "../http/security";
import { enforce } from "../lib/rate-limit";
import { assertClean } from "../text/profanity";
import { emailTaken, invalidCredentials, usernameTaken } from "./account-errors";
import type { RouteContext } from "./context";
import { LOGOUT_CONFIRM_PAGE } from "./logout-page";

/** Sign-up, sign-in, sign-out and the current user. */
export function registerAuthRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, clock, ids, passwords, limits, config } = ctx;

  /**
   * A retried sign-up (same Idempotency-Key and the same request; ADR 016) answers the original
   * body and signs the client in again: a fresh session for the account it created, once the
   * password checks out (the password is never part of the stored fingerprint).
   */
  const signupReplay: IdempotencyOptions["replay"] = async (request, reply, stored) => {
    const body = parseBody(signupBodySchema, request.body);
    const found = await findUserCredentialsByEmail(db, body.email);
    const createdId = (stored.body as { id?: unknown } | null)?.id;
    if (!found?.passwordHash || found.user.id !== createdId) throw idempotencyKeyReused();
    if (!(await passwords.verify(body.password, found.passwordHash))) throw idempotencyKeyReused();
    await app.sessions.start(request, reply, found.user.id);
  };

  app.post(
    "/api/auth/signup",
    idempotent({ omit: ["password"], replay: signupReplay }),
    async (request, reply) => {
      enforce(limits.signupPerIp.check(request.ip));
      const body = parseBody(signupBodySchema, request.body);
      limits.signupPerIp.hit(request.ip);
      assertClean("username", body.username);
      assertClean("firstName", body.firstName);
      assertClean("lastName", body.lastName);
      if (await isUsernameTaken(db, body.username)) throw usernameTaken();
      if (await isEmailTaken(db, body.email)) throw emailTaken();
      // Queued behind other sign-ins; skipped if this client leaves first (docs/reliability.md A33).
      const passwordHash = await passwords.hash(body.password, clientGoneSignal(request, reply));
      const now = clock.now();
      let user: Awaited<ReturnType<typeof createUser>>;
      try {
        user = await createUser(db, {
          id: ids.newId(),
          username: body.username,
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          createdAt: now,
          lastLoginAt: now,
        });
      } catch (error) {
        // Two sign-ups racing past the checks above: the unique index decides.
        if (error instanceof DuplicateUserError)
          throw error.field === "username" ? usernameTaken() : emailTaken();
        throw error;
      }
      await app.sessions.start(request, reply, user.id);
      return reply.status(201).send(toUserDto(user));
    },
  );

  app.post("/api/auth/login", async (request, reply) => {
    enforce(limits.loginPerIp.check(request.ip));
    const body = parseBody(loginBodySchema, request.body);
    // Failures count per e-mail *and* address: strangers failing elsewhere never lock the owner out (A40).
    const failureKey = `${body.email}\n${request.ip}`;
    enforce(limits.loginFailuresPerAccount.check(failureKey));
    limits.loginPerIp.hit(request.ip);

    const found = await findUserCredentialsByEmail(db, body.email);
    let ok = false;
    const gone = clientGoneSignal(request, reply);
    if (found?.passwordHash) ok = await passwords.verify(body.password, found.passwordHash, gone);
    // Same work for an unknown e-mail (or a password-less account) so timing does not tell them apart.
    else await passwords.verifyDummy(body.password, gone);
    if (!found || !ok) {
      limits.loginFailuresPerAccount.hit(failureKey);
      throw invalidCredentials();
    }
    limits.loginFailuresPerAccount.reset(failureKey);

    const now = clock.now();
    // Signing in never changes the role; admins are granted on the server (ADR 015).
    await recordLogin(db, found.user.id, now);
    await app.sessions.start(request, reply, found.user.id);
    return toUserDto(withEffectiveRole(config, { ...found.user, lastLoginAt: now }));
  });

  app.get("/api/auth/user", { preHandler: requireUser }, async (request) => toUserDto(signedInUser(request)));

  // The web app's "who is signed in" read on every page load: 204 for a visitor instead of a 401,
  // which browsers log as a failed request in the console.
  app.get("/api/auth/session", async (request, reply) => {
    const session = await app.sessions.current(request);
    if (!session) return reply.status(204).send();
    return toUserDto(session.user);
  });

  app.post("/api/auth/logout", async (request, reply) => {
    await app.sessions.end(request, reply);
    return reply.status(204).send();
  });

  app.get("/api/login", async (_request, reply) => reply.redirect("/login", 302));

  // A navigation from another site never signs out: it gets a page asking to confirm (A38).
  app.get("/api/logout", async (request, reply) => {
    if (isCrossSiteNavigation(request))
      return reply.type("text/html; charset=utf-8").send(LOGOUT_CONFIRM_PAGE);
    await app.sessions.end(request, reply);
    return reply.redirect("/", 302);
  });
}
