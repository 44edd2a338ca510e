import type { FastifyInstance } from "fastify";
import type { RouteContext } from "./context";

/** Placeholder being filled in by the leaderboard work (ADR 020). */
export function registerLeaderboardRoutes(_app: FastifyInstance, _ctx: RouteContext): void {}
