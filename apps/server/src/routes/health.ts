import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { DATABASE_UNAVAILABLE, databaseFailureOf } from "../db/failures";
import { runWriteBatch, WriteBatch } from "../db/write-batch";
import type { RouteContext } from "./context";

const PROBE_TIMEOUT_MS = 2000;
/** About one SQLite page: each probe needs room in the file, as real writes do (ADR 015). */
const FILLER = "x".repeat(4096);

type ProbeTables = {
  health_probe: { id: string; checked_at: number; filler: string };
};

/**
 * GET /healthz: 200 when the database takes a write, else 503 with what is wrong
 * (`storage_full` or `database_unavailable`). The probe is a real commit through the writing
 * connection (the SQLite worker, or the PostgreSQL pool): a fresh row, and the previous ones
 * deleted, in one transaction. A read would pass on a full disk or a read-only database, which
 * then fail every write (docs/reliability.md F5, F12; ADR 015). Checks that arrive while one runs
 * share it.
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const tables = ctx.db.withTables<ProbeTables>();
  const writeProbe = async () => {
    const id = randomUUID();
    const batch = new WriteBatch(ctx.db);
    batch.add(tables.insertInto("health_probe").values({ id, checked_at: ctx.clock.now(), filler: FILLER }));
    batch.add(tables.deleteFrom("health_probe").where("id", "<>", id));
    await runWriteBatch(ctx.db, batch);
  };
  let running: Promise<void> | null = null;
  const probe = () => {
    running ??= writeProbe().finally(() => {
      running = null;
    });
    return running;
  };

  app.get("/healthz", async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        probe(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("database check timed out")), PROBE_TIMEOUT_MS);
        }),
      ]);
      return { status: "ok", db: "ok" };
    } catch (error) {
      const failure = databaseFailureOf(error) ?? DATABASE_UNAVAILABLE;
      request.log.warn({ err: error }, `health check: ${failure.code}`);
      return reply.status(503).send({ status: "degraded", db: "error", code: failure.code });
    } finally {
      clearTimeout(timer);
    }
  });
}
