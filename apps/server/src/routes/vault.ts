import type { FastifyInstance } from "fastify";
import type { RouteContext } from "./context";

/** Placeholder being filled in by the community-riddles work (ADR 021). */
export function registerVaultRoutes(_app: FastifyInstance, _ctx: RouteContext): void {}
