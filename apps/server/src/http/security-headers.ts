import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { cspDirectives } from "./security";

function helmetOptions(isProduction: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(isProduction) },
    hsts: isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    frameguard: { action: "deny" },
  };
}

const NOT_SECURITY_HEADERS = new Set(["content-type", "content-length", "date", "connection", "keep-alive"]);

/**
 * The headers @fastify/helmet sets for our options. They are the same for every response (no CSP
 * nonces), so they are worked out once from a probe instance instead of re-running helmet's dozen
 * middlewares on every request; `GET /api/auth/user` is on the hot path.
 */
async function computeSecurityHeaders(isProduction: boolean): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, helmetOptions(isProduction));
    probe.get("/", async () => "");
    const res = await probe.inject({ url: "/" });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers)) {
      if (!NOT_SECURITY_HEADERS.has(name) && typeof value === "string") headers[name] = value;
    }
    return headers;
  } finally {
    await probe.close();
  }
}

/** Adds the security headers to every response, including errors and static files. */
export function installSecurityHeaders(app: FastifyInstance, isProduction: boolean): void {
  let headers: Record<string, string> = {};
  app.addHook("onReady", async () => {
    headers = await computeSecurityHeaders(isProduction);
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
