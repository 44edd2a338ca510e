import { ROLES, type Role } from "@riddlebook/rules";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { UserRecord } from "../db/repos/users";
import { forbidden, unauthorized } from "../http/errors";
import type { SessionService } from "./sessions";

declare module "fastify" {
  interface FastifyInstance {
    /** The session service, for routes and hooks registered anywhere in the app. */
    sessions: SessionService;
  }
  interface FastifyRequest {
    /** Set by `requireUser` (and `requireRole`): the signed-in user. */
    currentUser: UserRecord | null;
    /** Set by `requireUser`: sha256 of the request's session token. */
    sessionTokenHash: string | null;
  }
}

/** preHandler: 401 `unauthorized` unless the request carries a live session; sets `request.currentUser`. */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  const session = await request.server.sessions.current(request);
  if (!session) throw unauthorized();
  request.currentUser = session.user;
  request.sessionTokenHash = session.tokenHash;
};

function hasRole(user: UserRecord, minimum: Role): boolean {
  return ROLES.indexOf(user.role) >= ROLES.indexOf(minimum);
}

/**
 * preHandler: 401 when signed out, 403 `forbidden` (with `message`, if given) when the user's role is
 * below `minimum`.
 */
export function requireRole(minimum: Role, message?: string): preHandlerAsyncHookHandler {
  return async function requireRoleHandler(request, reply) {
    await requireUser.call(this, request, reply);
    if (!hasRole(signedInUser(request), minimum)) throw forbidden(message);
  };
}

/** The user set by `requireUser`; throws if the route forgot the preHandler. */
export function signedInUser(request: FastifyRequest): UserRecord {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
