import type { GameSettingsResponse } from "@riddlebook/protocol";
import { resolveTimings } from "@riddlebook/rules";
import type { FastifyInstance } from "fastify";
import { timingsFromConfig } from "../game/rules-context";
import type { RouteContext } from "./context";

/**
 * GET /api/settings: what this server's new games are played with (the configured phase timings),
 * so screens that describe a game before it exists ("3 minutes to write") say what is true here.
 * Public: it holds no secret.
 */
export function registerSettingsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const timings = resolveTimings(timingsFromConfig(ctx.config));
  if (timings === null) throw new Error("the configured timings are not valid");
  const body: GameSettingsResponse = { timings };
  app.get("/api/settings", async () => body);
}
