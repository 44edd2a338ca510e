import { loginBodySchema, signupBodySchema } from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { roleAfterSignIn } from "../auth/roles";
import { toUserDto } from "../auth/user-dto";
import {
  createUser,
  DuplicateUserError,
  findUserCredentialsByEmail,
  isEmailTaken,
  isUsernameTaken,
  recordLogin,
} from "../db/repos/users";
import { parseBody } from "../http/parse-body";
import { enforce } from "../http/rate-limit";
import { emailTaken, invalidCredentials, usernameTaken } from "./account-errors";
import type { RouteContext } from "./context";

/** Sign-up, sign-in, sign-out and the current user. */
export function registerAuthRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, clock, ids, passwords, limits, config } = ctx;

  app.post("/api/auth/signup", async (request, reply) => {
    enforce(limits.signupPerIp.check(request.ip));
    const body = parseBody(signupBodySchema, request.body);
    limits.signupPerIp.hit(request.ip);
    if (await isUsernameTaken(db, body.username)) throw usernameTaken();
    if (await isEmailTaken(db, body.email)) throw emailTaken();
    const passwordHash = await passwords.hash(body.password);
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
        role: roleAfterSignIn(config, body.email, "player"),
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
  });

  app.post("/api/auth/login", async (request, reply) => {
    enforce(limits.loginPerIp.check(request.ip));
    const body = parseBody(loginBodySchema, request.body);
    enforce(limits.loginFailuresPerAccount.check(body.email));
    limits.loginPerIp.hit(request.ip);

    const found = await findUserCredentialsByEmail(db, body.email);
    let ok = false;
    if (found?.passwordHash) ok = await passwords.verify(body.password, found.passwordHash);
    // Same work for an unknown e-mail (or a password-less account) so timing does not tell them apart.
    else await passwords.verifyDummy(body.password);
    if (!found || !ok) {
      limits.loginFailuresPerAccount.hit(body.email);
      throw invalidCredentials();
    }
    limits.loginFailuresPerAccount.reset(body.email);

    const now = clock.now();
    const role = roleAfterSignIn(config, found.user.email, found.user.role);
    await recordLogin(db, found.user.id, now, role !== found.user.role ? role : undefined);
    await app.sessions.start(request, reply, found.user.id);
    return toUserDto({ ...found.user, role, lastLoginAt: now });
  });

  app.get("/api/auth/user", { preHandler: requireUser }, async (request) => toUserDto(signedInUser(request)));

  app.post("/api/auth/logout", async (request, reply) => {
    await app.sessions.end(request, reply);
    return reply.status(204).send();
  });

  app.get("/api/login", async (_request, reply) => reply.redirect("/login", 302));

  app.get("/api/logout", async (request, reply) => {
    await app.sessions.end(request, reply);
    return reply.redirect("/", 302);
  });
}
