import type { FastifyInstance } from "fastify";
import type { RouteContext } from "./context";

/** Placeholder being filled in by the friends work (ADR 020). */
export function registerFriendRoutes(_app: FastifyInstance, _ctx: RouteContext): void {}
