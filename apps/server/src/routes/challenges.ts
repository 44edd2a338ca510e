import type { FastifyInstance } from "fastify";
import type { RouteContext } from "./context";

/** Placeholder being filled in by the challenges work (ADR 020). */
export function registerChallengeRoutes(_app: FastifyInstance, _ctx: RouteContext): void {}
