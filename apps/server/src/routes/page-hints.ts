import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`, `build.manifest` in vite.config.ts). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The source module of each page the front page can show, as the manifest keys them. */
const FRONT_PAGES = { signedIn: "src/pages/home.tsx", signedOut: "src/pages/landing.tsx" } as const;

/** The front page's `index.html`, once per guess of who is asking. */
interface FrontPageHtml {
  /** For a request with a session cookie: preloads the home page's code. */
  signedIn: string;
  /** For a visitor: preloads the landing page's code. */
  signedOut: string;
}

/** A chunk's file and those of every chunk it imports statically, each once, the chunk first. */
function filesOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((inner) => filesOf(manifest, inner, seen))];
}

/**
 * The front page with `<link rel="modulepreload">` tags for the page it will most likely show
 * (docs/decisions/035-first-load-budget.md): the browser then fetches that page's code beside the
 * app's own, instead of after the app has run and asked who is signed in. Files the entry already
 * loads are left out. Null when the build has no manifest or no such page, or `index.html` has no
 * `</head>`: the plain file is served then.
 */
export function frontPageHtml(webDistDir: string): FrontPageHtml | null {
  const manifestPath = join(webDistDir, ".vite", "manifest.json");
  const indexPath = join(webDistDir, "index.html");
  if (!existsSync(manifestPath) || !existsSync(indexPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const html = readFileSync(indexPath, "utf8");
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0 || !manifest[FRONT_PAGES.signedIn] || !manifest[FRONT_PAGES.signedOut]) return null;
  const entryFiles = new Set(
    Object.keys(manifest)
      .filter((key) => manifest[key]?.isEntry)
      .flatMap((key) => filesOf(manifest, key)),
  );
  const withHints = (page: string) => {
    const tags = filesOf(manifest, page)
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join("\n    ");
    return `${html.slice(0, headEnd)}  ${tags}\n  ${html.slice(headEnd)}`;
  };
  return { signedIn: withHints(FRONT_PAGES.signedIn), signedOut: withHints(FRONT_PAGES.signedOut) };
}
