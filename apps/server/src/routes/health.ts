import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { RouteContext } from "./context";

const DB_CHECK_TIMEOUT_MS = 2000;

/** GET /healthz: 200 when the database answers `select 1`, else 503. */
export function registerHealthRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get("/healthz", async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql`select 1`.execute(ctx.db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("database check timed out")), DB_CHECK_TIMEOUT_MS);
        }),
      ]);
      return { status: "ok", db: "ok" };
    } catch (error) {
      request.log.warn({ err: error }, "health check: database unavailable");
      return reply.status(503).send({ status: "degraded", db: "error" });
    } finally {
      clearTimeout(timer);
    }
  });
}
