import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { toTestUserDto, toUserDto } from "../auth/user-dto";
import { findUserById, listTestUsers, recordLogin } from "../db/repos/users";
import { notFound } from "../http/errors";
import type { RouteContext } from "./context";

export const switchParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** Test mode only: the seeded users and switching between them. Not registered otherwise (so 404). */
export function registerTestUserRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, clock } = ctx;

  app.get("/api/test-users", async () => (await listTestUsers(db)).map(toTestUserDto));

  app.get("/api/switch-user/:id", async (request, reply) => {
    const { id } = switchParamsSchema.parse(request.params);
    const user = await findUserById(db, id);
    if (!user?.isTestUser) throw notFound("No test user with that id.");
    const now = clock.now();
    await recordLogin(db, user.id, now);
    await app.sessions.start(request, reply, user.id);
    return toUserDto({ ...user, lastLoginAt: now });
  });
}
