import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./errors";

/** The Content-Security-Policy the built web app (Vite + React + Tailwind) satisfies. */
export function cspDirectives(isProduction: boolean): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", "data:"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    // Over plain http on localhost this would break every request, so production only.
    ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
  };
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function defaultPort(protocol: string): string {
  return protocol === "https:" ? "443" : protocol === "http:" ? "80" : "";
}

/** host[:port] with the scheme's default port removed, lower-cased. */
function normaliseHost(host: string, protocol: string): string {
  const lower = host.toLowerCase();
  const port = defaultPort(protocol);
  return port && lower.endsWith(`:${port}`) ? lower.slice(0, -(port.length + 1)) : lower;
}

/** True when an unsafe request comes from another site (docs/product.md §10; docs/reliability.md A10). */
export function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = request.headers.origin;
  return origin !== undefined && isForeignUrl(origin, request.headers.host);
}

/** True when `url` (an Origin or Referer) is not one of ours: another host, "null" or garbage. */
function isForeignUrl(url: string, host: string | undefined): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return true;
  }
  if (!host) return true;
  return normaliseHost(parsed.host, parsed.protocol) !== normaliseHost(host, parsed.protocol);
}

/**
 * True when a navigation (a GET) came from another site: `Sec-Fetch-Site: cross-site`, or a foreign
 * `Origin` or `Referer` (docs/reliability.md A38). A missing header says nothing: typed URLs,
 * bookmarks and our own pages under `Referrer-Policy: no-referrer` send none.
 */
export function isCrossSiteNavigation(request: FastifyRequest): boolean {
  if (isCrossSite(request)) return true;
  const referer = request.headers.referer;
  return referer !== undefined && isForeignUrl(referer, request.headers.host);
}

/** Refuses cross-site POST/PUT/PATCH/DELETE with 403 `cross_site`, before the body is read. */
export function installCsrfGuard(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    if (UNSAFE_METHODS.has(request.method) && isCrossSite(request)) {
      done(new HttpError(403, "cross_site", "Cross-site requests are not allowed."));
    } else done();
  });
}
