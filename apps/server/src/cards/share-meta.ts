import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Open Graph and Twitter card tags for shared pages (apps/server/src/cards/README.md). Route modules
 * register a page pattern and a resolver; the web app's fallback (routes/web-app.ts) asks
 * `shareMetaFor` before it sends index.html and puts the answer's tags into its <head>.
 */

/** What a shared page's <head> gets. Every value is escaped when written. */
export interface ShareMeta {
  /** og:title, twitter:title and the page's <title>. */
  title: string;
  /** og:description, twitter:description and the meta description. */
  description: string;
  /** The card image: an absolute URL, or a path starting with "/" (made absolute with the request's origin). */
  image: string;
  /** og:image:alt and twitter:image:alt: never a secret word. */
  imageAlt: string;
}

/** The meta of one shared page, or null for "nothing to add". Bad input answers null, never throws. */
type ShareMetaResolver = (
  params: Record<string, string>,
  request: FastifyRequest,
) => Promise<ShareMeta | null> | ShareMeta | null;

interface Entry {
  segments: string[];
  resolver: ShareMetaResolver;
}

const registries = new WeakMap<FastifyInstance, Entry[]>();

/**
 * Registers a page pattern such as "/game/:gameId/album" ("/"-separated; ":name" matches one
 * non-empty segment) on `app` (the root instance the routes are registered on).
 */
export function registerShareMeta(app: FastifyInstance, pattern: string, resolver: ShareMetaResolver): void {
  const entries = registries.get(app) ?? [];
  entries.push({ segments: pattern.split("/").filter(Boolean), resolver });
  registries.set(app, entries);
}

/** The pattern's parameters when `path` (without query) matches it, else null. */
export function matchPattern(segments: readonly string[], path: string): Record<string, string> | null {
  const parts = path.split("/").filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    const part = parts[i] ?? "";
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (segment.startsWith(":")) {
      if (decoded === "") return null;
      params[segment.slice(1)] = decoded;
    } else if (decoded !== segment) return null;
  }
  return params;
}

/** The request's origin as the client reached it (honours trusted proxies' forwarded headers). */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The meta of the page `request` asks for, from the first matching registration; null when none. */
export async function shareMetaFor(app: FastifyInstance, request: FastifyRequest): Promise<ShareMeta | null> {
  const path = request.url.split("?")[0] ?? "";
  for (const entry of registries.get(app) ?? []) {
    const params = matchPattern(entry.segments, path);
    if (!params) continue;
    try {
      return await entry.resolver(params, request);
    } catch (error) {
      request.log.warn({ err: error }, "share meta resolver failed; serving the page without it");
      return null;
    }
  }
  return null;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text safe inside an HTML attribute value or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The <meta> tags (and <title>) of `meta` for the page at `pageUrl` (both absolute URLs after this). */
export function metaTags(meta: ShareMeta, origin: string, pageUrl: string): string {
  const image = meta.image.startsWith("/") ? `${origin}${meta.image}` : meta.image;
  const property = (name: string, value: string) =>
    `<meta property="${name}" content="${escapeHtml(value)}">`;
  const named = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    named("description", meta.description),
    property("og:type", "website"),
    property("og:site_name", "Riddlebook"),
    property("og:title", meta.title),
    property("og:description", meta.description),
    property("og:url", pageUrl),
    property("og:image", image),
    property("og:image:width", "1200"),
    property("og:image:height", "630"),
    property("og:image:alt", meta.imageAlt),
    named("twitter:card", "summary_large_image"),
    named("twitter:title", meta.title),
    named("twitter:description", meta.description),
    named("twitter:image", image),
    named("twitter:image:alt", meta.imageAlt),
  ].join("\n    ");
}

/**
 * index.html with `tags` in its <head>: the page's own <title> and description make way for the
 * shared ones.
 */
export function injectIntoHead(html: string, tags: string): string {
  const without = html
    .replace(/<title>[\s\S]*?<\/title>/i, "")
    .replace(/<meta\s+name=["']description["'][^>]*>/i, "");
  const at = without.search(/<\/head>/i);
  if (at < 0) return without;
  return `${without.slice(0, at)}    ${tags}\n  ${without.slice(at)}`;
}
