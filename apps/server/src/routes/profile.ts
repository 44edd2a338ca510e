import { profileUpdateBodySchema, type UserStats } from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { withEffectiveRole } from "../auth/roles";
import { toUserDto } from "../auth/user-dto";
import { getStats } from "../db/repos/stats";
import { DuplicateUserError, isUsernameTaken, updateProfile } from "../db/repos/users";
import { battleRecordOf } from "../features/battles";
import { unauthorized } from "../http/errors";
import { idempotent } from "../http/idempotency";
import { parseBody } from "../http/parse-body";
import { assertClean } from "../text/profanity";
import { usernameTaken } from "./account-errors";
import type { RouteContext } from "./context";

/** The signed-in user's own profile and stats. There is no way to address another user's profile. */
export function registerProfileRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  app.patch("/api/user/profile", { preHandler: requireUser, ...idempotent() }, async (request) => {
    const user = signedInUser(request);
    const patch = parseBody(profileUpdateBodySchema, request.body);
    assertClean("username", patch.username);
    assertClean("bio", patch.bio);
    if (patch.username !== undefined && (await isUsernameTaken(db, patch.username, user.id))) {
      throw usernameTaken();
    }
    try {
      const updated = await updateProfile(db, user.id, patch);
      if (!updated) throw unauthorized();
      return toUserDto(withEffectiveRole(ctx.config, updated));
    } catch (error) {
      if (error instanceof DuplicateUserError) throw usernameTaken();
      throw error;
    }
  });

  app.get("/api/user/stats", { preHandler: requireUser }, async (request): Promise<UserStats> => {
    const userId = signedInUser(request).id;
    return { ...(await getStats(db, userId)), battle: await battleRecordOf(db, userId) };
  });
}
